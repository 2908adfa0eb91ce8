// The insights queue consumer's writes (issue 32, migrations/0045_insights.sql): one collector
// message in one D1 batch (a transaction). Every event's rollup step runs only when its id is not
// yet in insight_seen, and the next step records the id: an event resent by the browser, or a whole
// message redelivered after a failure, changes nothing the second time.
import { minuteOf, vitalBucket, type CollectMessage, type InsightEvent } from '#/domain/insights/events.ts';
import type { Database } from './database.ts';

/** The page's pathname: the rollups count a story once, whatever its query or fragment. */
export const pathOf = (page: string): string => page.replace(/[?#].*$/s, '') || '/';

/** How many characters of an error message key its rollup row. */
export const ERROR_KEY_CHARS = 200;

const UNSEEN = 'WHERE NOT EXISTS (SELECT 1 FROM insight_seen WHERE event_id = ?1)';

/** The rollup upsert of one event (?1 is always its id), or none for a kind with no table. */
function rollupStep(db: Database, e: InsightEvent, minute: number, country: string) {
  const key = [e.id, minute, country, e.pageType] as const;
  switch (e.kind) {
    case 'pageview':
      return db
        .prepare(
          `INSERT INTO insight_page_views (minute, country, page_type, path, title, views) SELECT ?2, ?3, ?4, ?5, ?6, 1 ${UNSEEN}
           ON CONFLICT (minute, country, page_type, path) DO UPDATE SET views = views + 1, title = excluded.title`,
        )
        .bind(...key, pathOf(e.page), e.title);
    case 'event':
      return db
        .prepare(
          `INSERT INTO insight_events (minute, country, page_type, name, label, count) SELECT ?2, ?3, ?4, ?5, ?6, 1 ${UNSEEN}
           ON CONFLICT (minute, country, page_type, name, label) DO UPDATE SET count = count + 1`,
        )
        .bind(...key, e.name, e.label ?? '');
    case 'impression':
    case 'click': {
      const [impressions, clicks] = e.kind === 'impression' ? [1, 0] : [0, 1];
      return db
        .prepare(
          `INSERT INTO insight_impressions (minute, country, page_type, target, target_kind, impressions, clicks) SELECT ?2, ?3, ?4, ?5, ?6, ?7, ?8 ${UNSEEN}
           ON CONFLICT (minute, country, page_type, target, target_kind) DO UPDATE SET impressions = impressions + excluded.impressions, clicks = clicks + excluded.clicks`,
        )
        .bind(...key, e.target, e.targetKind, impressions, clicks);
    }
    case 'vital':
      return db
        .prepare(
          `INSERT INTO insight_vitals (minute, country, page_type, metric, bucket, count) SELECT ?2, ?3, ?4, ?5, ?6, 1 ${UNSEEN}
           ON CONFLICT (minute, country, page_type, metric, bucket) DO UPDATE SET count = count + 1`,
        )
        .bind(...key, e.metric, vitalBucket(e.metric, e.value));
    case 'error':
      return db
        .prepare(
          `INSERT INTO insight_errors (minute, country, page_type, message, count) SELECT ?2, ?3, ?4, ?5, 1 ${UNSEEN}
           ON CONFLICT (minute, country, page_type, message) DO UPDATE SET count = count + 1`,
        )
        .bind(...key, e.message.slice(0, ERROR_KEY_CHARS));
  }
}

/**
 * Rolls one message's events up (minute of its receipt, its client's market, each event's page
 * type) and returns the events counted now, in order: those whose id was new. Throws when D1
 * refuses the batch, and then nothing of the message is stored.
 */
export async function recordInsights(db: Database, message: CollectMessage): Promise<InsightEvent[]> {
  if (message.events.length === 0) return [];
  const minute = minuteOf(message.receivedAt);
  const country = message.client.country;
  const steps = message.events.flatMap((e) => [
    rollupStep(db, e, minute, country),
    db.prepare('INSERT OR IGNORE INTO insight_seen (event_id, seen_at) VALUES (?1, ?2)').bind(e.id, message.receivedAt),
  ]);
  const results = await db.batch(steps);
  return message.events.filter((_, i) => results[2 * i + 1]!.meta.changes > 0);
}

/** Forgets the ids seen before `before` (epoch ms): a beacon is not resent days later. */
export async function sweepInsightSeen(db: Database, before: number): Promise<number> {
  const result = await db.prepare('DELETE FROM insight_seen WHERE seen_at < ?1').bind(before).run();
  return result.meta.changes;
}
