import { describe, expect, it } from 'vitest';
import { neighbourTab, swipeDirection } from '#/domain/portal/swipe.ts';

describe('tab swipe', () => {
  it('reads a left swipe as next and a right swipe as previous', () => {
    expect(swipeDirection(-120, 10)).toBe('next');
    expect(swipeDirection(120, -20)).toBe('previous');
  });

  it('ignores short and mostly vertical movements', () => {
    expect(swipeDirection(-40, 0)).toBeNull();
    expect(swipeDirection(-100, 130)).toBeNull();
  });

  it('stops at the first and last tab', () => {
    expect(neighbourTab(6, 0, 'next')).toBe(1);
    expect(neighbourTab(6, 0, 'previous')).toBeNull();
    expect(neighbourTab(6, 5, 'next')).toBeNull();
  });
});
