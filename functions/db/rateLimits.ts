// Fixed-window request counters in D1 (migrations/0015): exact under concurrency, because each hit is
// one atomic upsert that returns the window's new count.
import type { Database } from './database.ts';

/** Counts one hit in the bucket's window starting at windowStart; returns the hits so far, this one included. */
export async function countHit(db: Database, bucket: string, windowStart: number): Promise<number> {
  const row = await db
    .prepare(
      `INSERT INTO rate_limit_counts (bucket, window_start, hits) VALUES (?1, ?2, 1)
       ON CONFLICT (bucket, window_start) DO UPDATE SET hits = hits + 1
       RETURNING hits`,
    )
    .bind(bucket, windowStart)
    .first<{ hits: number }>();
  return row!.hits;
}

/** Deletes windows that ended before `before` (run by the scheduled sweep). */
export async function sweepRateLimits(db: Database, before: number): Promise<number> {
  const result = await db.prepare('DELETE FROM rate_limit_counts WHERE window_start < ?1').bind(before).run();
  return result.meta.changes ?? 0;
}

/** Takes back one hit counted in the bucket's window (a call that turned out not to count against it). */
export async function refundHit(db: Database, bucket: string, windowStart: number): Promise<void> {
  await db.prepare('UPDATE rate_limit_counts SET hits = hits - 1 WHERE bucket = ?1 AND window_start = ?2 AND hits > 0').bind(bucket, windowStart).run();
}
