// Readers' subscriptions (migrations/0018): follow, unfollow, list, and the stories of what they follow.
import type { SubscribableType } from '#/domain/content/subscriptions.ts';
import { tagFromHash, tagHash } from '#/domain/content/tagHash.ts';
import { CARD_COLUMNS, type CardRow } from './articleRows.ts';
import type { Database } from './database.ts';

export interface SubscriptionRow {
  entity_type: SubscribableType;
  entity_id: string;
  created_time: number;
}

export type SubscribeOutcome = 'created' | 'exists' | 'limit';

/**
 * Follows an entity unless the reader already does or already follows `limit` in the market. The
 * count and the insert are one statement (D1 runs statements one at a time), so concurrent calls
 * can neither double a row nor pass the limit.
 */
export async function subscribe(
  db: Database,
  sub: { userId: string; country: string; entityType: SubscribableType; entityId: string },
  now: number,
  limit: number,
): Promise<SubscribeOutcome> {
  const inserted = await db
    .prepare(
      `INSERT INTO subscriptions (user_id, country, entity_type, entity_id, created_time)
       SELECT ?1, ?2, ?3, ?4, ?5 WHERE (SELECT COUNT(*) FROM subscriptions WHERE user_id = ?1 AND country = ?2) < ?6
       ON CONFLICT (user_id, country, entity_type, entity_id) DO NOTHING
       RETURNING created_time`,
    )
    .bind(sub.userId, sub.country, sub.entityType, sub.entityId, now, limit)
    .first();
  if (inserted) return 'created';
  const existing = await db
    .prepare('SELECT 1 AS found FROM subscriptions WHERE user_id = ?1 AND country = ?2 AND entity_type = ?3 AND entity_id = ?4')
    .bind(sub.userId, sub.country, sub.entityType, sub.entityId)
    .first();
  return existing ? 'exists' : 'limit';
}

/** Unfollows; false when the reader did not follow it. */
export async function unsubscribe(db: Database, sub: { userId: string; country: string; entityType: SubscribableType; entityId: string }): Promise<boolean> {
  const result = await db
    .prepare('DELETE FROM subscriptions WHERE user_id = ?1 AND country = ?2 AND entity_type = ?3 AND entity_id = ?4')
    .bind(sub.userId, sub.country, sub.entityType, sub.entityId)
    .run();
  return (result.meta.changes ?? 0) > 0;
}

/** A window of the reader's subscriptions, newest first, and how many there are. */
export async function listSubscriptions(db: Database, userId: string, country: string, offset: number, length: number): Promise<{ rows: SubscriptionRow[]; total: number }> {
  const [rows, count] = await db.batch([
    db
      .prepare('SELECT entity_type, entity_id, created_time FROM subscriptions WHERE user_id = ?1 AND country = ?2 ORDER BY created_time DESC, entity_type, entity_id LIMIT ?3 OFFSET ?4')
      .bind(userId, country, length, offset),
    db.prepare('SELECT COUNT(*) AS n FROM subscriptions WHERE user_id = ?1 AND country = ?2').bind(userId, country),
  ]);
  return { rows: (rows?.results ?? []) as SubscriptionRow[], total: (count?.results[0] as { n: number }).n };
}

/** Every subscription of the reader in the market (at most the limit, so small). */
export async function allSubscriptions(db: Database, userId: string, country: string): Promise<SubscriptionRow[]> {
  const { results } = await db
    .prepare('SELECT entity_type, entity_id, created_time FROM subscriptions WHERE user_id = ?1 AND country = ?2 ORDER BY created_time DESC')
    .bind(userId, country)
    .all<SubscriptionRow>();
  return results;
}

/** What the followed entities select among the market's stories: publishers and tag texts. */
function followedSources(rows: SubscriptionRow[]): { publishers: string; tags: string } {
  const of = (type: SubscribableType) => rows.filter((r) => r.entity_type === type).map((r) => r.entity_id);
  return {
    publishers: JSON.stringify(of('CP')),
    tags: JSON.stringify(of('TAG').map(tagFromHash).filter((t) => t !== null)),
  };
}

const FOLLOWED_STORIES = `a.country = ?1 AND (
    a.publisher_id IN (SELECT value FROM json_each(?2))
    OR a.id IN (SELECT t.article_id FROM article_tags t WHERE t.tag IN (SELECT value FROM json_each(?3))))`;

/** A window of the newest stories of everything followed, and how many there are. */
export async function followedStories(db: Database, country: string, rows: SubscriptionRow[], offset: number, length: number): Promise<{ items: CardRow[]; total: number }> {
  const { publishers, tags } = followedSources(rows);
  const [items, count] = await db.batch([
    db
      .prepare(
        `SELECT ${CARD_COLUMNS} FROM articles a JOIN publishers p ON p.id = a.publisher_id
         WHERE ${FOLLOWED_STORIES} ORDER BY a.publish_time DESC, a.id DESC LIMIT ?4 OFFSET ?5`,
      )
      .bind(country, publishers, tags, length, offset),
    db.prepare(`SELECT COUNT(*) AS n FROM articles a WHERE ${FOLLOWED_STORIES}`).bind(country, publishers, tags),
  ]);
  return { items: (items?.results ?? []) as CardRow[], total: (count?.results[0] as { n: number }).n };
}

/** The newest `perEntity` stories of each publisher and tag among `rows`, keyed type:id. */
export async function newestStoriesPerEntity(db: Database, country: string, rows: SubscriptionRow[], perEntity: number): Promise<Map<string, CardRow[]>> {
  const { publishers, tags } = followedSources(rows);
  const [byPublisher, byTag] = await db.batch([
    db
      .prepare(
        `SELECT * FROM (SELECT ${CARD_COLUMNS}, ROW_NUMBER() OVER (PARTITION BY a.publisher_id ORDER BY a.publish_time DESC, a.id DESC) AS n
           FROM articles a JOIN publishers p ON p.id = a.publisher_id
           WHERE a.country = ?1 AND a.publisher_id IN (SELECT value FROM json_each(?2))) WHERE n <= ?3`,
      )
      .bind(country, publishers, perEntity),
    db
      .prepare(
        `SELECT * FROM (SELECT ${CARD_COLUMNS}, t.tag AS followed_tag, ROW_NUMBER() OVER (PARTITION BY t.tag ORDER BY a.publish_time DESC, a.id DESC) AS n
           FROM article_tags t JOIN articles a ON a.id = t.article_id JOIN publishers p ON p.id = a.publisher_id
           WHERE a.country = ?1 AND t.tag IN (SELECT value FROM json_each(?2))) WHERE n <= ?3`,
      )
      .bind(country, tags, perEntity),
  ]);
  const out = new Map<string, CardRow[]>();
  const add = (key: string, row: CardRow) => out.set(key, [...(out.get(key) ?? []), row]);
  for (const r of (byPublisher?.results ?? []) as CardRow[]) add(`CP:${r.publisher_id}`, r);
  for (const r of (byTag?.results ?? []) as (CardRow & { followed_tag: string })[]) add(`TAG:${tagHash(r.followed_tag)}`, r);
  return out;
}
