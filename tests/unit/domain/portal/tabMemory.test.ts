import { describe, expect, it } from 'vitest';
import { freshTab, rememberTab, TAB_MEMORY_MS } from '#/domain/portal/tabMemory.ts';

describe('tab memory', () => {
  const now = 1_800_000_000_000;

  it('keeps the tab as pageUrlPath + date', () => {
    expect(rememberTab('sports', now)).toEqual({ pageUrlPath: 'sports', date: now });
  });

  it('returns the remembered tab for 30 minutes and ignores it after', () => {
    expect(freshTab(rememberTab('sports', now), now + TAB_MEMORY_MS)).toBe('sports');
    expect(freshTab(rememberTab('sports', now), now + TAB_MEMORY_MS + 1)).toBeNull();
  });

  it('ignores malformed records', () => {
    for (const bad of [null, 'sports', { pageUrlPath: 'a/b', date: now }, { pageUrlPath: 'x' }, { pageUrlPath: 'x', date: now + 5 }]) {
      expect(freshTab(bad, now), JSON.stringify(bad)).toBeNull();
    }
  });
});
