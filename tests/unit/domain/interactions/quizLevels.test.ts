import { describe, expect, it } from 'vitest';
import { levelOf } from '#/domain/interactions/quizLevels.ts';

describe('quiz levels', () => {
  it('switch at score ratios 0.9 and 0.3', () => {
    expect(levelOf(10, 10)).toBe(2);
    expect(levelOf(9, 10)).toBe(2);
    expect(levelOf(8, 10)).toBe(1);
    expect(levelOf(3, 10)).toBe(1);
    expect(levelOf(2, 10)).toBe(0);
    expect(levelOf(0, 10)).toBe(0);
  });

  it('keep ratios within 0..1 and count a quiz worth nothing as full marks', () => {
    expect(levelOf(-1, 10)).toBe(0);
    expect(levelOf(12, 10)).toBe(2);
    expect(levelOf(0, 0)).toBe(2);
  });
});
