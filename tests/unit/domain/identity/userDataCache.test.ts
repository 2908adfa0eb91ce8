import { describe, expect, it } from 'vitest';
import { FAKE_ACCEPTED_CODE, needsRefetch, userGroup, userResult } from '#/domain/identity/userDataCache.ts';

describe('user data cache', () => {
  it('refetches when absent, older than the interval, or holding the fake accepted code', () => {
    const now = 1_000_000_000;
    expect(needsRefetch(null, now)).toBe(true);
    expect(needsRefetch({ code: 200, date: now - 1000, result: {} }, now)).toBe(false);
    expect(needsRefetch({ code: 200, date: now - 11 * 60_000, result: {} }, now)).toBe(true);
    expect(needsRefetch({ code: FAKE_ACCEPTED_CODE, date: now, result: {} }, now)).toBe(true);
  });

  it("fails with the server's message on a non-200 code, and falls back to group NA", () => {
    expect(userResult({ code: 200, result: { a: 1 } })).toEqual({ a: 1 });
    expect(() => userResult({ code: 401, message: 'user is not logged in' })).toThrow('user is not logged in');
    expect(userGroup(null, {})).toBe('NA');
    expect(userGroup(null, { group: 'T1' })).toBe('T1');
    expect(userGroup('G2', { dfmGroup: 'T1' })).toBe('G2');
  });
});
