// The abuse limits' counters: one RateLimitCounter object per bucket, reached by name.
import type { RateLimitCounter } from './rateLimitCounter.ts';

export type RateLimitCounters = DurableObjectNamespace<RateLimitCounter>;

function counterOf(counters: RateLimitCounters, bucket: string) {
  return counters.get(counters.idFromName(bucket));
}

/** Counts `hits` in the bucket's window starting at windowStart; returns the window's hits so far, these included. */
export async function countHits(counters: RateLimitCounters, bucket: string, windowStart: number, windowMs: number, hits = 1): Promise<number> {
  return counterOf(counters, bucket).count(windowStart, windowMs, hits);
}

/** Takes back one hit counted in the bucket's window (a call that turned out not to count against it). */
export async function refundHit(counters: RateLimitCounters, bucket: string, windowStart: number): Promise<void> {
  await counterOf(counters, bucket).refund(windowStart);
}
