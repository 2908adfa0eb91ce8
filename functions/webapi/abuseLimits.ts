// Abuse limits on every write of the content API (docs/decisions/0025, 0045): a request body cap
// checked before anything parses the body (413), and fixed-window rate limits per IP and per
// signed-in reader counted in a Durable Object per bucket (429 with Retry-After). Each route module
// declares the write family of its paths (declareWriteFamily), so a new vertical names its budget
// where its routes are; a write that matches none gets the default budget, and a test fails when an
// API write has no family of its own.
import type { Hono, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { countHits, type RateLimitCounters } from '../rateLimits/counters.ts';
import type { ApiEnv } from './identity.ts';
import { ApiError } from './validation.ts';
import { readStreamCapped } from '../readCapped.ts';

export interface Budget {
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
}

/**
 * A family's budgets. Per-reader budgets are what one person plausibly does; per-IP budgets are
 * sized for many readers behind one address (an office, a mobile carrier's NAT), so they stop
 * floods, not crowds.
 */
export interface WriteFamily {
  name: string;
  perIp: Budget;
  /** Signed-in writes also count per reader (one reader on many addresses). */
  perReader?: Budget;
  maxBodyBytes: number;
}

export const minute = (limit: number): Budget => ({ limit, windowSeconds: 60 });
export const KB = 1024;

/** The budget of a write no route module declared a family for. */
export const DEFAULT_WRITE_FAMILY: WriteFamily = { name: 'writes', perIp: minute(600), perReader: minute(60), maxBodyBytes: 16 * KB };

const FAMILY = Symbol('write family');
type FamilyMark = MiddlewareHandler & { [FAMILY]?: WriteFamily };

/**
 * Declares that writes to `paths` (Hono patterns, as the router's own) belong to `family`: a mark on
 * the router that does nothing when it runs; the abuse-limit middleware finds it among the routes
 * the request matched, before any of them runs.
 */
export function declareWriteFamily(router: Pick<Hono<ApiEnv>, 'use'>, family: WriteFamily, ...paths: string[]): WriteFamily {
  const mark: FamilyMark = async (_c, next) => next();
  mark[FAMILY] = family;
  // A mark is middleware (any method), not a route: reads pass it too, and are never counted.
  for (const path of paths) router.use(path, mark);
  return family;
}

/** The family whose mark is among these route handlers (the first one declared), or the default. */
export function writeFamilyAmong(handlers: readonly unknown[]): WriteFamily {
  for (const handler of handlers) {
    const family = (handler as FamilyMark)[FAMILY];
    if (family) return family;
  }
  return DEFAULT_WRITE_FAMILY;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The counter of one family's budget for one address, one reader, or one browser (a route's own key). */
export function bucketOf(family: WriteFamily, who: 'ip' | 'reader' | 'client', key: string): string {
  return `${family.name}|${who}|${key}`;
}

/** The limits' clock; tests move it instead of waiting for a window to pass. */
export const abuseClock = { now: (): number => Date.now() };

export class TooManyRequests extends ApiError {
  // A declared field, not a parameter property: Node's type stripping (scripts import this module) refuses those.
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export class BodyTooLarge extends ApiError {
  constructor(maxBytes: number) {
    super(413, `Request body too large: at most ${maxBytes} bytes`);
  }
}

/** Reads the body while counting: a body without Content-Length cannot grow past the cap either. */
async function readCapped(request: Request, maxBytes: number): Promise<ArrayBuffer> {
  const body = await readStreamCapped(request.body, maxBytes);
  if (body === 'too-large') throw new BodyTooLarge(maxBytes);
  return body.buffer;
}

function windowOf(budget: Budget, now: number): { start: number; retryAfter: number } {
  const windowMs = budget.windowSeconds * 1000;
  const start = Math.floor(now / windowMs) * windowMs;
  return { start, retryAfter: Math.max(1, Math.ceil((start + windowMs - now) / 1000)) };
}

/** The one refusal message of the limits: which limit, whose, and when to try again. */
export function refusal(budget: Budget, family: string, who: string, retryAfter: number): TooManyRequests {
  return new TooManyRequests(`too many ${family} from this ${who}: at most ${budget.limit} every ${budget.windowSeconds} s, try again in ${retryAfter} s`, retryAfter);
}

/**
 * Counts one request in the bucket's current window; 429 with Retry-After once past the budget.
 * Returns the window's start (for a caller that may take the hit back, refundHit) and its hits so far.
 */
export async function admit(counters: RateLimitCounters, bucket: string, budget: Budget, family: string, who: string): Promise<{ windowStart: number; hits: number }> {
  const { start, retryAfter } = windowOf(budget, abuseClock.now());
  const hits = await countHits(counters, bucket, start, budget.windowSeconds * 1000);
  if (hits > budget.limit) throw refusal(budget, family, who, retryAfter);
  return { windowStart: start, hits };
}

/** App-level middleware (after identity): every write is capped and counted before its route runs. */
export const abuseLimits: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (READS.has(c.req.method)) return next();
  const family = writeFamilyAmong(matchedRoutes(c).map((r) => r.handler));
  const declared = Number(c.req.header('content-length') ?? NaN);
  if (declared > family.maxBodyBytes) throw new BodyTooLarge(family.maxBodyBytes);
  const ip = c.req.header('cf-connecting-ip') ?? 'unknown';
  await admit(c.env.RATE_LIMITS, bucketOf(family, 'ip', ip), family.perIp, family.name, 'address');
  const reader = c.get('identity');
  if (reader && family.perReader) await admit(c.env.RATE_LIMITS, bucketOf(family, 'reader', reader.userId), family.perReader, family.name, 'reader');
  if (c.req.raw.body) {
    // Hono's body cache: the routes' validators read these bytes, not the stream again.
    const bytes = await readCapped(c.req.raw, family.maxBodyBytes);
    (c.req.bodyCache as { arrayBuffer?: Promise<ArrayBuffer> }).arrayBuffer = Promise.resolve(bytes);
  }
  await next();
};
