import { describe, expect, it } from 'vitest';
import { queryOnLoad } from '#/domain/routing/loadQuery.ts';

const web = { miniApp: false, historyLength: 1 };

describe('query handling on load', () => {
  it('counts loads of an address that carries t, keeping the rest of the query', () => {
    expect(queryOnLoad('?t=0', web)).toBe('?t=1');
    expect(queryOnLoad('?utm_source=line&t=41', web)).toBe('?utm_source=line&t=42');
    // Garbage starts again at one.
    for (const bad of ['?t=', '?t=abc', '?t=-3', '?t=1.5', '?t=99999999999']) expect(queryOnLoad(bad, web)).toBe('?t=1');
  });

  it('leaves an address without t alone outside the mini-app', () => {
    expect(queryOnLoad('', web)).toBeNull();
    expect(queryOnLoad('?x=1', { miniApp: false, historyLength: 1 })).toBeNull();
  });

  it('adds the nested popup-close flag in the mini-app only when there is no history to go back to', () => {
    expect(queryOnLoad('', { miniApp: true, historyLength: 1 })).toBe('?nestedPopupClose=true');
    expect(queryOnLoad('?t=2', { miniApp: true, historyLength: 0 })).toBe('?t=3&nestedPopupClose=true');
    expect(queryOnLoad('', { miniApp: true, historyLength: 2 })).toBeNull();
    expect(queryOnLoad('?nestedPopupClose=true', { miniApp: true, historyLength: 1 })).toBeNull();
  });
});
