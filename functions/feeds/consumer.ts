// The feeds queue's consumer (src/worker.ts `queue`): each message runs one feed. A feed's own
// failure (its fetch, its document, an item) is recorded on the feed by ingestFeed and the message
// acknowledged; only an error of D1 itself leaves the message to the queue to deliver again.
import { findFeed } from '../db/feeds.ts';
import { ingestFeed, type IngestEnv, type IngestReport } from './ingestFeed.ts';
import type { FeedMessage } from './scheduleFeeds.ts';

export type FeedQueueMessage = Pick<Message<FeedMessage>, 'id' | 'body' | 'attempts' | 'ack' | 'retry'>;

export async function consumeFeeds(messages: readonly FeedQueueMessage[], env: IngestEnv): Promise<IngestReport[]> {
  const reports: IngestReport[] = [];
  for (const message of messages) {
    try {
      const feed = Number.isInteger(message.body?.feedId) ? await findFeed(env.DB, message.body.feedId) : null;
      // A feed deleted or disabled since it was enqueued: nothing to do.
      if (feed?.enabled) {
        const report = await ingestFeed(env, feed);
        reports.push(report);
        if (report.status === 'failed') console.warn(`feeds: feed ${feed.id} failed: ${report.reason}`);
      }
      message.ack();
    } catch (error) {
      console.error(`feeds: message ${message.id} (attempt ${message.attempts}) not processed, left for a retry`, error);
      message.retry();
    }
  }
  return reports;
}
