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

/** The hits counted so far in the bucket's window (0 when none). */
export async function readHits(db: Database, bucket: string, windowStart: number): Promise<number> {
  const row = await db.prepare('SELECT hits FROM rate_limit_counts WHERE bucket = ?1 AND window_start = ?2').bind(bucket, windowStart).first<{ hits: number }>();
  return row?.hits ?? 0;
}

/** Deletes windows that ended before `before` (run by the scheduled sweep). */
export async function sweepRateLimits(db: Database, before: number): Promise<number> {
  const result = await db.prepare('DELETE FROM rate_limit_counts WHERE window_start < ?1').bind(before).run();
  return result.meta.changes ?? 0;
}
