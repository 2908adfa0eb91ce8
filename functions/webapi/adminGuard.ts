// The one guard of every /admin call (docs/decisions/0025): the bearer secret compared in constant
// time, and an address that keeps sending wrong tokens locked out, longer each time it does it again.
import type { MiddlewareHandler } from 'hono';
import { lockedUntil, strike } from '../db/adminLockouts.ts';
import { refundHit } from '../rateLimits/counters.ts';
import { abuseClock, admit, refusal } from './abuseLimits.ts';
import type { ApiEnv } from './identity.ts';
import { ApiError } from './validation.ts';

/** Token attempts one address may make per window; the attempt that spends the budget wrong starts a lockout. */
export const ADMIN_FAILURES = { limit: 10, windowSeconds: 600 };

/** Ten minutes, doubled for each lockout that follows another within a day, at most a day. */
export const ADMIN_LOCKOUT = { firstMs: 600_000, maxMs: 86_400_000, memoryMs: 86_400_000 };

const FAMILY = 'wrong admin tokens';

/**
 * Compares the given token with the secret in constant time: both are hashed first, so neither the
 * position of the first difference nor the secret's length shows in how long the answer takes.
 */
export async function sameSecret(given: string, expected: string): Promise<boolean> {
  const digest = async (v: string) => new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(v)));
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

function lockedOut(until: number, now: number): ApiError {
  return refusal(ADMIN_FAILURES, FAMILY, 'address', Math.max(1, Math.ceil((until - now) / 1000)));
}

export const adminGuard: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const db = c.env.DB;
  const address = c.req.header('cf-connecting-ip') ?? 'unknown';
  const until = await lockedUntil(db, address);
  if (until > abuseClock.now()) throw lockedOut(until, abuseClock.now());
  // Every attempt is counted before the token is compared, so a burst of guesses sent at once gets
  // no more comparisons than the budget; a right token takes its attempt back.
  const bucket = `admin-token|ip|${address}`;
  const { windowStart, hits } = await admit(c.env.RATE_LIMITS, bucket, ADMIN_FAILURES, FAMILY, 'address');
  const expected = c.env.ADMIN_TOKEN;
  const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1];
  if (expected && given && (await sameSecret(given, expected))) {
    await refundHit(c.env.RATE_LIMITS, bucket, windowStart);
    return next();
  }
  // The wrong attempt that spends the budget locks the address out from now on.
  if (hits >= ADMIN_FAILURES.limit) await strike(db, address, abuseClock.now(), ADMIN_LOCKOUT);
  throw new ApiError(401, 'a valid admin bearer token is required');
};
