import { describe, expect, it, vi } from 'vitest';
import { LIFF_ERROR_LIMIT, QUEUE_TIMEOUT_MESSAGE, createStartupQueue, shouldInitLiff } from '#/domain/identity/startupQueue.ts';
import { decideLoginAction } from '#/domain/identity/loginAction.ts';
import { FAKE_ACCEPTED_CODE, needsRefetch, userGroup, userResult } from '#/domain/identity/userDataCache.ts';

describe('start-up queue', () => {
  it('waits for readiness, then runs at most 10 tasks at once', async () => {
    const queue = createStartupQueue({ startImmediately: false, report: () => {}, setTimer: () => 0 });
    let running = 0;
    let peak = 0;
    const ran: number[] = [];
    const tasks = Array.from({ length: 25 }, (_, i) =>
      queue.add(async () => {
        running++;
        peak = Math.max(peak, running);
        await new Promise((r) => setTimeout(r, 5));
        ran.push(i);
        running--;
      }),
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(ran).toEqual([]);
    queue.start();
    await Promise.all(tasks);
    expect(ran).toHaveLength(25);
    expect(peak).toBe(10);
  });

  it("is forced to start after 5 s, reporting 'LineNative queue initialize timeout'", async () => {
    vi.useFakeTimers();
    const report = vi.fn();
    const queue = createStartupQueue({ startImmediately: false, report });
    const task = vi.fn();
    const done = queue.add(task);
    vi.advanceTimersByTime(4999);
    expect(queue.started).toBe(false);
    vi.advanceTimersByTime(1);
    expect(report).toHaveBeenCalledWith(QUEUE_TIMEOUT_MESSAGE);
    vi.useRealTimers();
    await done;
    expect(task).toHaveBeenCalledOnce();
  });

  it('starts at once where nothing signals readiness, and skips LIFF after more than 3 failures', async () => {
    const queue = createStartupQueue({ startImmediately: true, report: () => {} });
    expect(queue.started).toBe(true);
    expect(shouldInitLiff(LIFF_ERROR_LIMIT)).toBe(true);
    expect(shouldInitLiff(LIFF_ERROR_LIMIT + 1)).toBe(false);
  });
});

describe('login action', () => {
  it('runs when logged in, toasts in the mini-app, otherwise opens the login sheet for here', () => {
    expect(decideLoginAction({ loggedIn: true, liff: true, currentUrl: '/a' })).toEqual({ kind: 'run' });
    expect(decideLoginAction({ loggedIn: false, liff: true, currentUrl: '/a' })).toEqual({ kind: 'toast', messageKey: 'error.temporary' });
    expect(decideLoginAction({ loggedIn: false, liff: false, currentUrl: '/tw/v2/tab' })).toEqual({ kind: 'loginSheet', callbackUrl: '/tw/v2/tab' });
    expect(decideLoginAction({ loggedIn: false, liff: false, currentUrl: '/a', callbackUrl: '/b' })).toMatchObject({ callbackUrl: '/b' });
  });
});

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

describe('region restriction', () => {
  it('sends readers from a restricted region of the market to the region-restricted page', async () => {
    const { regionRestrictedPath } = await import('#/domain/identity/regionRestriction.ts');
    const { MARKETS } = await import('#/markets.ts');
    expect(regionRestrictedPath(MARKETS.th, 'cn')).toBe('/th/v3/service/region_restricted');
    expect(regionRestrictedPath(MARKETS.th, 'TH')).toBeNull();
    expect(regionRestrictedPath(MARKETS.tw, 'CN')).toBeNull();
    expect(regionRestrictedPath(MARKETS.th, null)).toBeNull();
  });
});
