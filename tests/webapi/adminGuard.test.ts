// The one guard of the admin API against real local D1: the token compared in full, an address that
// keeps guessing locked out for longer each time (moved with the limits' clock, not waited for),
// exact under a burst of guesses, and the same guard on every /admin call, reads included.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { app } from '#functions/webapi/app.ts';
import { abuseClock } from '#functions/webapi/abuseLimits.ts';
import { ADMIN_FAILURES, ADMIN_LOCKOUT } from '#functions/webapi/adminGuard.ts';
import { lockedUntil, strike, sweepAdminLockouts } from '#functions/db/adminLockouts.ts';
import { openTestPlatform, type TestPlatform } from '../helpers/testPlatform.ts';

const SECRET = 'the-right-admin-token';
let platform: TestPlatform;
const env = () => ({ ...platform.env, ADMIN_TOKEN: SECRET });
// Each test starts at its own ten-minute window (the failures' window), far from the others'.
let day = 100;
const startOfDay = () => day++ * 86_400_000;

const revalidate = async (token: string, ip: string): Promise<Response> =>
  app.request(
    'http://portal.test/webapi/admin/revalidate',
    { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'CF-Connecting-IP': ip }, body: JSON.stringify({ tags: ['nothing-cached'] }) },
    env(),
  );

/** The budget's worth of wrong tokens, sent at once (the burst test shows the count is exact so). */
async function guessUntilLocked(ip: string): Promise<void> {
  const statuses = await Promise.all(Array.from({ length: ADMIN_FAILURES.limit }, (_, i) => revalidate(`guess-${i}`, ip).then((r) => r.status)));
  expect(statuses).toEqual(Array(ADMIN_FAILURES.limit).fill(401));
}

beforeAll(async () => {
  platform = await openTestPlatform({ content: false });
});
afterEach(() => {
  abuseClock.now = () => Date.now();
});
afterAll(async () => {
  await platform?.dispose();
});

describe('the admin token', () => {
  it('is refused when it is a prefix, an extension or a case variant of the secret, or missing', async () => {
    for (const token of ['the-right-admin', `${SECRET}2`, SECRET.toUpperCase(), '']) {
      const res = await revalidate(token, '203.0.113.11');
      expect(res.status).toBe(401);
      expect(((await res.json()) as { message: string }).message).toBe('a valid admin bearer token is required');
    }
    expect((await revalidate(SECRET, '203.0.113.11')).status).toBe(200);
  });

  it('guards every /admin call, the reads too', async () => {
    const read = (authorization: string) =>
      app.request('http://portal.test/webapi/admin/csp-reports?limit=1', { headers: { Authorization: authorization, 'CF-Connecting-IP': '203.0.113.12' } }, env());
    expect((await read('Bearer wrong')).status).toBe(401);
    expect((await read(`Bearer ${SECRET}`)).status).toBe(200);
    const put = await app.request(
      'http://portal.test/webapi/admin/articles/1',
      { method: 'PUT', headers: { 'Content-Type': 'application/json', Authorization: 'Bearer wrong', 'CF-Connecting-IP': '203.0.113.12' }, body: '{}' },
      env(),
    );
    expect(put.status).toBe(401);
  });
});

describe('an address that keeps guessing', () => {
  it('is locked out, even with the right token, for longer each time, and forgiven after a quiet day', async () => {
    const ip = '203.0.113.9';
    let now = startOfDay();
    abuseClock.now = () => now;
    const first = ADMIN_LOCKOUT.firstMs / 1000;

    await guessUntilLocked(ip);
    let locked = await revalidate(SECRET, ip);
    expect(locked.status).toBe(429);
    expect(locked.headers.get('Retry-After')).toBe(String(first));
    expect(((await locked.json()) as { message: string }).message).toMatch(/^too many wrong admin tokens from this address: at most 10 every 600 s, try again in 600 s/);
    // Other addresses are not locked out.
    expect((await revalidate(SECRET, '203.0.113.10')).status).toBe(200);
    now += 30_000;
    expect((await revalidate(SECRET, ip)).headers.get('Retry-After')).toBe(String(first - 30));

    // Guessing again after the lockout: twice as long, then four times.
    now += first * 1000 - 30_000;
    expect((await revalidate(SECRET, ip)).status).toBe(200);
    await guessUntilLocked(ip);
    locked = await revalidate(SECRET, ip);
    expect(locked.status).toBe(429);
    expect(locked.headers.get('Retry-After')).toBe(String(2 * first));
    now += 2 * first * 1000;
    await guessUntilLocked(ip);
    expect((await revalidate(SECRET, ip)).headers.get('Retry-After')).toBe(String(4 * first));

    // A day without a lockout: the next one is the first again.
    now += 4 * first * 1000 + ADMIN_LOCKOUT.memoryMs;
    await guessUntilLocked(ip);
    expect((await revalidate(SECRET, ip)).headers.get('Retry-After')).toBe(String(first));
  });

  it('never waits longer than the longest lockout', async () => {
    // The doubling through the API is shown above; its cap is the lockout statement's own, so it is
    // stepped here one strike at a time (each when the last lockout has just ended), not with a
    // budget's worth of guesses per lockout.
    const address = '203.0.113.13';
    let now = startOfDay();
    const toLongest = Math.ceil(Math.log2(ADMIN_LOCKOUT.maxMs / ADMIN_LOCKOUT.firstMs)) + 1;
    const waits: number[] = [];
    for (let lockout = 0; lockout < toLongest + 2; lockout++) {
      const until = await strike(platform.env.DB, address, now, ADMIN_LOCKOUT);
      waits.push(until - now);
      now = until;
    }
    expect(waits.slice(0, 3)).toEqual([1, 2, 4].map((n) => n * ADMIN_LOCKOUT.firstMs));
    expect(Math.max(...waits)).toBe(ADMIN_LOCKOUT.maxMs);
    expect(waits.slice(-3)).toEqual(Array(3).fill(ADMIN_LOCKOUT.maxMs));
  });

  it('gets exactly as many guesses as the budget when it sends them all at once', async () => {
    const ip = '203.0.113.14';
    const now = startOfDay();
    abuseClock.now = () => now;
    const statuses = await Promise.all(Array.from({ length: ADMIN_FAILURES.limit + 40 }, (_, i) => revalidate(`burst-${i}`, ip).then((r) => r.status)));
    expect(statuses.filter((s) => s === 401)).toHaveLength(ADMIN_FAILURES.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40);
  });

  it('is not slowed down by its own right tokens', async () => {
    const ip = '203.0.113.15';
    const now = startOfDay();
    abuseClock.now = () => now;
    // One after another: each attempt is counted before its token is compared (a burst gets no more
    // comparisons than the budget, right tokens included), and a right token takes its attempt back.
    for (let i = 0; i <= ADMIN_FAILURES.limit; i++) expect((await revalidate(SECRET, ip)).status).toBe(200);
    expect((await revalidate('one-typo', ip)).status).toBe(401);
  });
});

describe('the scheduled sweep', () => {
  it('forgets lockouts that ended before the given time, and nothing newer', async () => {
    const now = startOfDay();
    abuseClock.now = () => now;
    await guessUntilLocked('203.0.113.16');
    expect(await lockedUntil(platform.env.DB, '203.0.113.16')).toBe(now + ADMIN_LOCKOUT.firstMs);
    await sweepAdminLockouts(platform.env.DB, now);
    expect(await lockedUntil(platform.env.DB, '203.0.113.16')).toBe(now + ADMIN_LOCKOUT.firstMs);
    await sweepAdminLockouts(platform.env.DB, now + ADMIN_LOCKOUT.firstMs + 1);
    expect(await lockedUntil(platform.env.DB, '203.0.113.16')).toBe(0);
  });
});
