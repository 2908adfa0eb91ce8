// Publishers (content providers, cpId) and their stories as entity listings: latest, popular (by
// readers' reactions) and videos. Windows are read straight from the articles, newest first.
import type { PublisherTab } from '#/domain/portal/entityListings.ts';
import { publisherListingId } from '#/domain/portal/entityListings.ts';
import { CARD_COLUMNS, type CardRow } from './articleRows.ts';
import type { Database } from './database.ts';
import { storyWindowRecord, type ListingRecord } from './listings.ts';

export interface PublisherRow {
  id: string;
  country: string;
  name: string;
  description: string;
  logo_hash: string | null;
  updated_time: number;
  article_count: number;
  video_count: number;
}

const IS_VIDEO = `(a.thumbnail_type = 'VIDEO' OR json_extract(a.media_json, '$.type') = 'HLS')`;

export async function findPublisher(db: Database, country: string, cpId: string): Promise<PublisherRow | null> {
  return db
    .prepare(
      `SELECT p.*, (SELECT COUNT(*) FROM articles a WHERE a.publisher_id = p.id) AS article_count,
         (SELECT COUNT(*) FROM articles a WHERE a.publisher_id = p.id AND ${IS_VIDEO}) AS video_count
       FROM publishers p WHERE p.id = ?1 AND p.country = ?2`,
    )
    .bind(cpId, country)
    .first<PublisherRow>();
}

/** Every publisher of a market (for sitemaps, tests and the subscription search). */
export async function listPublishers(db: Database, country: string): Promise<PublisherRow[]> {
  const { results } = await db
    .prepare(
      `SELECT p.*, (SELECT COUNT(*) FROM articles a WHERE a.publisher_id = p.id) AS article_count, 0 AS video_count
       FROM publishers p WHERE p.country = ?1 ORDER BY p.name`,
    )
    .bind(country)
    .all<PublisherRow>();
  return results;
}

const ORDER: Record<PublisherTab, { where: string; order: string }> = {
  latest: { where: '', order: 'a.publish_time DESC, a.id DESC' },
  // Readers' reactions of every type, then recency among equals.
  popular: {
    where: '',
    order: `(SELECT COUNT(*) FROM reactions r WHERE r.post_type = 'ARTICLE' AND r.post_id = CAST(a.id AS TEXT)) DESC, a.publish_time DESC, a.id DESC`,
  },
  videos: { where: `AND ${IS_VIDEO}`, order: 'a.publish_time DESC, a.id DESC' },
};

/** One window of a publisher's tab as a listing record (the shape every listing answers in). */
export async function findPublisherListing(
  db: Database,
  country: string,
  cpId: string,
  tab: PublisherTab,
  offset: number,
  length: number,
): Promise<ListingRecord | null> {
  const { where, order } = ORDER[tab];
  const [publisher, count, items] = await db.batch([
    db.prepare('SELECT name, updated_time FROM publishers WHERE id = ?1 AND country = ?2').bind(cpId, country),
    db.prepare(`SELECT COUNT(*) AS n FROM articles a WHERE a.publisher_id = ?1 ${where}`).bind(cpId),
    db
      .prepare(
        `SELECT ${CARD_COLUMNS} FROM articles a JOIN publishers p ON p.id = a.publisher_id
         WHERE a.publisher_id = ?1 ${where} ORDER BY ${order} LIMIT ?2 OFFSET ?3`,
      )
      .bind(cpId, length, offset),
  ]);
  const row = publisher?.results[0] as { name: string; updated_time: number } | undefined;
  if (!row) return null;
  const total = (count?.results[0] as { n: number }).n;
  const cards = (items?.results ?? []) as ListingRecord['items'];
  return storyWindowRecord(
    { id: publisherListingId(cpId, tab), title: row.name, type: 'ENTITY', source: tab === 'popular' ? 'POPULAR' : 'LATEST', meta: { entityType: 'CP', entityId: cpId, tab }, updatedTime: row.updated_time, total },
    { offset, length },
    cards,
  );
}

/**
 * An official account's digest (the account is its publisher): the stories named by `hashes`, in
 * that order (unknown ones and other markets' left out), or the account's latest when none is known.
 */
export async function findDigestStories(db: Database, country: string, cpId: string, hashes: string[], limit: number): Promise<CardRow[]> {
  if (hashes.length > 0) {
    const { results } = await db
      .prepare(
        `SELECT ${CARD_COLUMNS}, o.key AS digest_order FROM json_each(?1) o
         JOIN articles a ON a.hash = o.value AND a.country = ?2 JOIN publishers p ON p.id = a.publisher_id
         ORDER BY o.key LIMIT ?3`,
      )
      .bind(JSON.stringify(hashes), country, limit)
      .all<CardRow>();
    if (results.length > 0) return results;
  }
  const { results } = await db
    .prepare(`SELECT ${CARD_COLUMNS} FROM articles a JOIN publishers p ON p.id = a.publisher_id WHERE a.publisher_id = ?1 ORDER BY a.publish_time DESC, a.id DESC LIMIT ?2`)
    .bind(cpId, limit)
    .all<CardRow>();
  return results;
}
