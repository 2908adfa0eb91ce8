// The feed registry, its fetch state, the items it wrote and the pictures it fetched (migration 0046).
import type { Database } from './database.ts';

export interface FeedRecord {
  id: number;
  publisherId: string;
  country: string;
  url: string;
  format: string | null;
  tab: string | null;
  category: string | null;
  pollMinutes: number;
  enabled: boolean;
  createdTime: number;
  updatedTime: number;
  etag: string | null;
  lastModified: string | null;
  nextFetchTime: number;
  lastFetchTime: number | null;
  lastSuccessTime: number | null;
  consecutiveFailures: number;
  lastFailureReason: string | null;
  lastFailureTime: number | null;
  healthy: boolean;
  itemCount: number;
}

interface FeedRow {
  id: number;
  publisher_id: string;
  country: string;
  url: string;
  format: string | null;
  tab: string | null;
  category: string | null;
  poll_minutes: number;
  enabled: number;
  created_time: number;
  updated_time: number;
  etag: string | null;
  last_modified: string | null;
  next_fetch_time: number;
  last_fetch_time: number | null;
  last_success_time: number | null;
  consecutive_failures: number;
  last_failure_reason: string | null;
  last_failure_time: number | null;
  healthy: number;
  item_count: number;
}

const FEED_SELECT = `SELECT f.*, (SELECT COUNT(*) FROM feed_items i WHERE i.feed_id = f.id) AS item_count FROM feeds f`;

function toRecord(r: FeedRow): FeedRecord {
  return {
    id: r.id,
    publisherId: r.publisher_id,
    country: r.country,
    url: r.url,
    format: r.format,
    tab: r.tab,
    category: r.category,
    pollMinutes: r.poll_minutes,
    enabled: r.enabled === 1,
    createdTime: r.created_time,
    updatedTime: r.updated_time,
    etag: r.etag,
    lastModified: r.last_modified,
    nextFetchTime: r.next_fetch_time,
    lastFetchTime: r.last_fetch_time,
    lastSuccessTime: r.last_success_time,
    consecutiveFailures: r.consecutive_failures,
    lastFailureReason: r.last_failure_reason,
    lastFailureTime: r.last_failure_time,
    healthy: r.healthy === 1,
    itemCount: r.item_count,
  };
}

export interface FeedSettings {
  tab: string | null;
  category: string | null;
  pollMinutes: number;
  enabled: boolean;
}

export async function listFeeds(db: Database, filter: { country?: string; publisherId?: string } = {}): Promise<FeedRecord[]> {
  const { results } = await db
    .prepare(`${FEED_SELECT} WHERE (?1 IS NULL OR f.country = ?1) AND (?2 IS NULL OR f.publisher_id = ?2) ORDER BY f.id`)
    .bind(filter.country ?? null, filter.publisherId ?? null)
    .all<FeedRow>();
  return results.map(toRecord);
}

export async function findFeed(db: Database, id: number): Promise<FeedRecord | null> {
  const row = await db.prepare(`${FEED_SELECT} WHERE f.id = ?1`).bind(id).first<FeedRow>();
  return row ? toRecord(row) : null;
}

export async function findFeedByUrl(db: Database, publisherId: string, url: string): Promise<FeedRecord | null> {
  const row = await db.prepare(`${FEED_SELECT} WHERE f.publisher_id = ?1 AND f.url = ?2`).bind(publisherId, url).first<FeedRow>();
  return row ? toRecord(row) : null;
}

/** Registers a feed, due at once; null when the publisher already has this address (nothing written). */
export async function insertFeed(db: Database, feed: { publisherId: string; country: string; url: string } & FeedSettings, now: number): Promise<number | null> {
  const row = await db
    .prepare(
      `INSERT INTO feeds (publisher_id, country, url, tab, category, poll_minutes, enabled, created_time, updated_time, next_fetch_time)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?8, ?8)
       ON CONFLICT (publisher_id, url) DO NOTHING RETURNING id`,
    )
    .bind(feed.publisherId, feed.country, feed.url, feed.tab, feed.category, feed.pollMinutes, feed.enabled ? 1 : 0, now)
    .first<{ id: number }>();
  return row?.id ?? null;
}

/** Changes a feed's settings; false when there is no such feed. A feed enabled again is due at once. */
export async function updateFeedSettings(db: Database, id: number, settings: FeedSettings, now: number): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE feeds SET tab = ?2, category = ?3, poll_minutes = ?4, updated_time = ?6,
         next_fetch_time = CASE WHEN enabled = 0 AND ?5 = 1 THEN ?6 ELSE next_fetch_time END, enabled = ?5
       WHERE id = ?1`,
    )
    .bind(id, settings.tab, settings.category, settings.pollMinutes, settings.enabled ? 1 : 0, now)
    .run();
  return result.meta.changes > 0;
}

/** Deletes a feed and its item map (its articles stay); false when there is no such feed. */
export async function deleteFeed(db: Database, id: number): Promise<boolean> {
  return (await db.prepare('DELETE FROM feeds WHERE id = ?1').bind(id).run()).meta.changes > 0;
}

/**
 * The enabled feeds due at `now`, their next fetch pushed `leaseMs` ahead in the same statement so
 * the next tick does not take them again while their message waits in the queue (the ingest sets
 * the real next time when it runs).
 */
export async function claimDueFeeds(db: Database, now: number, leaseMs: number, limit: number): Promise<number[]> {
  const { results } = await db
    .prepare(
      `UPDATE feeds SET next_fetch_time = ?1 + ?2
       WHERE id IN (SELECT id FROM feeds WHERE enabled = 1 AND next_fetch_time <= ?1 ORDER BY next_fetch_time LIMIT ?3)
       RETURNING id`,
    )
    .bind(now, leaseMs, limit)
    .all<{ id: number }>();
  return results.map((r) => r.id).sort((a, b) => a - b);
}

export async function recordFeedSuccess(
  db: Database,
  id: number,
  result: { etag: string | null; lastModified: string | null; format: string | null; nextFetchTime: number },
  now: number,
): Promise<void> {
  await db
    .prepare(
      `UPDATE feeds SET etag = ?2, last_modified = ?3, format = COALESCE(?4, format), next_fetch_time = ?5, last_fetch_time = ?6,
         last_success_time = ?6, consecutive_failures = 0, healthy = 1 WHERE id = ?1`,
    )
    .bind(id, result.etag, result.lastModified, result.format, result.nextFetchTime, now)
    .run();
}

export async function recordFeedFailure(db: Database, id: number, failure: { reason: string; failures: number; healthy: boolean; nextFetchTime: number }, now: number): Promise<void> {
  await db
    .prepare(
      `UPDATE feeds SET consecutive_failures = ?2, healthy = ?3, last_failure_reason = ?4, last_failure_time = ?5, last_fetch_time = ?5,
         next_fetch_time = ?6 WHERE id = ?1`,
    )
    .bind(id, failure.failures, failure.healthy ? 1 : 0, failure.reason, now, failure.nextFetchTime)
    .run();
}

export interface FeedItemRecord {
  articleId: number;
  contentHash: string;
}

export async function findFeedItem(db: Database, feedId: number, key: string): Promise<FeedItemRecord | null> {
  return db.prepare('SELECT article_id AS articleId, content_hash AS contentHash FROM feed_items WHERE feed_id = ?1 AND item_key = ?2').bind(feedId, key).first<FeedItemRecord>();
}

/**
 * The item's article id, allocated when the item is new: one INSERT takes the next id past every
 * article and every id already handed to an item, and SQLite runs one statement at a time, so two
 * consumers at once never take the same id (article_id is UNIQUE besides). The row starts with an
 * empty content hash: the article is written next, and a crash in between leaves an item that the
 * next run writes.
 */
export async function allocateFeedItem(db: Database, feedId: number, key: string, now: number): Promise<FeedItemRecord> {
  const inserted = await db
    .prepare(
      `INSERT INTO feed_items (feed_id, item_key, article_id, content_hash, created_time, updated_time)
       VALUES (?1, ?2, (SELECT MAX(m) + 1 FROM (SELECT COALESCE(MAX(id), 0) AS m FROM articles UNION ALL SELECT COALESCE(MAX(article_id), 0) FROM feed_items)), '', ?3, ?3)
       ON CONFLICT (feed_id, item_key) DO NOTHING
       RETURNING article_id AS articleId, content_hash AS contentHash`,
    )
    .bind(feedId, key, now)
    .first<FeedItemRecord>();
  return inserted ?? (await findFeedItem(db, feedId, key))!;
}

/** Forgets an item whose allocated id another writer took first: the next run allocates anew. */
export async function forgetFeedItem(db: Database, feedId: number, key: string): Promise<void> {
  await db.prepare('DELETE FROM feed_items WHERE feed_id = ?1 AND item_key = ?2').bind(feedId, key).run();
}

export async function recordFeedItemHash(db: Database, feedId: number, key: string, contentHash: string, now: number): Promise<void> {
  await db.prepare('UPDATE feed_items SET content_hash = ?3, updated_time = ?4 WHERE feed_id = ?1 AND item_key = ?2').bind(feedId, key, contentHash, now).run();
}

export interface FeedImageRecord {
  imageHash: string | null;
  width: number | null;
  height: number | null;
  failure: string | null;
}

export async function findFeedImage(db: Database, sourceUrl: string): Promise<FeedImageRecord | null> {
  return db.prepare('SELECT image_hash AS imageHash, width, height, failure FROM feed_images WHERE source_url = ?1').bind(sourceUrl).first<FeedImageRecord>();
}

export async function recordFeedImage(db: Database, sourceUrl: string, image: FeedImageRecord, now: number): Promise<void> {
  await db
    .prepare(
      `INSERT INTO feed_images (source_url, image_hash, width, height, failure, fetched_time) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
       ON CONFLICT (source_url) DO UPDATE SET image_hash = ?2, width = ?3, height = ?4, failure = ?5, fetched_time = ?6`,
    )
    .bind(sourceUrl, image.imageHash, image.width, image.height, image.failure, now)
    .run();
}

/** A tab's latest listing keeps at most this many stories: the oldest fall off as feed stories arrive. */
export const TAB_LATEST_MAX_ITEMS = 500;

/**
 * Puts a new story at the head of the first LATEST listing of the tab page `tabPath` in its market
 * (module order; only a story never listed there is passed in); returns that listing's id, or null when the tab has none. Positions are shifted
 * through negatives so the (listing, position) key never collides mid-update.
 */
export async function prependToTabLatest(db: Database, country: string, tabPath: string, articleId: number, now: number): Promise<string | null> {
  const listing = await db
    .prepare(
      `SELECT l.id FROM tabs t JOIN pages p ON p.id = t.page_id JOIN modules m ON m.page_id = p.id
         JOIN module_listings ml ON ml.module_id = m.id JOIN listings l ON l.id = ml.listing_id
       WHERE t.country = ?1 AND p.country = ?1 AND p.url_path = ?2 AND l.source = 'LATEST'
       ORDER BY t.tab_group = '*' DESC, m.position, ml.position LIMIT 1`,
    )
    .bind(country, tabPath)
    .first<{ id: string }>();
  if (!listing) return null;
  await db.batch([
    db.prepare('UPDATE listing_items SET position = -1 - position WHERE listing_id = ?1').bind(listing.id),
    db.prepare('UPDATE listing_items SET position = -position WHERE listing_id = ?1').bind(listing.id),
    db.prepare('INSERT INTO listing_items (listing_id, position, article_id) VALUES (?1, 0, ?2)').bind(listing.id, articleId),
    db.prepare('DELETE FROM listing_items WHERE listing_id = ?1 AND position >= ?2').bind(listing.id, TAB_LATEST_MAX_ITEMS),
    db.prepare('UPDATE listings SET item_count = (SELECT COUNT(*) FROM listing_items WHERE listing_id = ?1), updated_time = ?2 WHERE id = ?1').bind(listing.id, now),
  ]);
  return listing.id;
}
