// The feeds' cron tick (src/worker.ts `scheduled`): every enabled feed that is due goes on the feeds
// queue, one message each. Claiming pushes its next fetch time ahead by a lease in the same
// statement, so the next tick does not enqueue it again while the message waits; the ingest sets
// the real next time, and a message lost for good frees the feed when the lease ends.
import { claimDueFeeds } from '../db/feeds.ts';
import type { Database } from '../db/database.ts';

export interface FeedMessage {
  feedId: number;
}

/** Longer than a message can wait and be retried; short enough that a lost one is soon taken again. */
export const FEED_CLAIM_LEASE_MS = 30 * 60_000;
/** Feeds taken per tick (the rest are due at the next one). */
const MAX_FEEDS_PER_TICK = 500;
/** The most messages one sendBatch takes. */
const SEND_BATCH = 100;

export async function enqueueDueFeeds(db: Database, queue: Pick<Queue<FeedMessage>, 'sendBatch'>, now: number): Promise<number> {
  const ids = await claimDueFeeds(db, now, FEED_CLAIM_LEASE_MS, MAX_FEEDS_PER_TICK);
  for (let at = 0; at < ids.length; at += SEND_BATCH) {
    await queue.sendBatch(ids.slice(at, at + SEND_BATCH).map((feedId) => ({ body: { feedId } })));
  }
  return ids.length;
}
