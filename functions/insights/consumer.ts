// The insights queue's consumer (src/worker.ts `queue`): each collector message is rolled up in one
// D1 transaction (functions/db/insightsWrite.ts), then acknowledged. A message D1 refuses is left to
// the queue to deliver again (max_retries, then the dead-letter queue, wrangler.toml); since its ids
// were not recorded, the retry counts them once, and a message delivered twice counts nothing twice.
import type { CollectMessage } from '#/domain/insights/events.ts';
import type { Database } from '../db/database.ts';
import { recordInsights } from '../db/insightsWrite.ts';
import { writeDataPoints, type DataPointWriter } from './dataPoints.ts';

/** What the consumer needs of a queue message (the platform's Message satisfies it). */
export type InsightMessage = Pick<Message<CollectMessage>, 'id' | 'body' | 'attempts' | 'ack' | 'retry'>;

export interface ConsumerDeps {
  db: Database;
  /** The Analytics Engine dataset when bound (production); absent locally and in tests. */
  points?: DataPointWriter;
}

/** Processes messages one after another (D1 has one writer anyway); returns how many events counted now. */
export async function consumeInsights(messages: readonly InsightMessage[], deps: ConsumerDeps): Promise<number> {
  let counted = 0;
  for (const message of messages) {
    try {
      const fresh = await recordInsights(deps.db, message.body);
      counted += fresh.length;
      writeDataPoints(deps.points, message.body, fresh);
      message.ack();
    } catch (error) {
      console.error(`insights: message ${message.id} (attempt ${message.attempts}) not stored, left for a retry`, error);
      message.retry();
    }
  }
  return counted;
}
