// Listing reads: metadata and a window of items by offset and length, as rows
// (functions/webapi/listingMapping.ts maps them to the API's listing).
import type { EntityType } from '#functions/webapi/schemas/content.ts';
import { CARD_COLUMNS, type CardRow } from './articleRows.ts';
import { listingLive, type ExpireMode } from '#/domain/portal/listingExpiry.ts';
import type { Database } from './database.ts';

interface ListingRow {
  id: string;
  title: string;
  type: string | null;
  source: string;
  shuffle: number;
  meta_json: string;
  start_date: number | null;
  end_date: number | null;
  updated_time: number;
  item_count: number;
  expire_mode?: ExpireMode;
}

/** Listing ids may arrive with the shuffle_ prefix the API adds; the record is stored without it. */
function storedListingId(id: string): string {
  return id.startsWith('shuffle_') ? id.slice('shuffle_'.length) : id;
}

export async function findListing(
  db: Database,
  country: string,
  id: string,
  offset: number,
  length: number,
  now = Date.now(),
): Promise<ListingRecord | null> {
  const storedId = storedListingId(id);
  // Positions are dense (0…n-1), so a window is a primary-key range: no OFFSET scan, no COUNT(*).
  // A listing holds one kind of item; the other two ranges come back empty.
  const [listing, items, entities, comments] = await db.batch([
    db.prepare('SELECT * FROM listings WHERE id = ?1 AND country = ?2').bind(storedId, country),
    db
      .prepare(
        `SELECT ${CARD_COLUMNS}, li.position FROM listing_items li
         JOIN articles a ON a.id = li.article_id JOIN publishers p ON p.id = a.publisher_id
         WHERE li.listing_id = ?1 AND li.position >= ?2 AND li.position < ?3 ORDER BY li.position`,
      )
      .bind(storedId, offset, offset + length),
    db
      .prepare(
        `SELECT le.position, e.* FROM listing_entities le
         JOIN entities e ON e.country = le.country AND e.entity_type = le.entity_type AND e.entity_id = le.entity_id
         WHERE le.listing_id = ?1 AND le.position >= ?2 AND le.position < ?3 ORDER BY le.position`,
      )
      .bind(storedId, offset, offset + length),
    db
      .prepare(
        `SELECT lc.position, c.hash, c.author, c.body, c.created_time, a.id AS article_id, a.title, a.hash AS article_hash,
           a.content_type AS article_content_type,
           c.imported_up + (SELECT COUNT(*) FROM comment_votes v WHERE v.comment_hash = c.hash AND v.vote = 'UP') AS like_count
         FROM listing_comments lc JOIN comments c ON c.hash = lc.comment_hash
         JOIN articles a ON c.target_type = 'article' AND a.id = CAST(c.target_id AS INTEGER)
         WHERE lc.listing_id = ?1 AND lc.position >= ?2 AND lc.position < ?3
           AND c.deleted_time IS NULL AND c.hidden_reason IS NULL
         ORDER BY lc.position`,
      )
      .bind(storedId, offset, offset + length),
  ]);
  const row = listing?.results[0] as ListingRow | undefined;
  // An expired listing (expire mode AUTO, end date passed) is gone, as if it did not exist.
  if (!row || !listingLive(row.expire_mode ?? 'OFF', row.end_date, now)) return null;
  return {
    listing: row,
    offset,
    length,
    items: (items?.results ?? []) as ListingItemRow[],
    entities: (entities?.results ?? []) as EntityRow[],
    comments: (comments?.results ?? []) as ListingCommentRow[],
  };
}

/** A listing and one window of its items; a listing holds one kind of item, the other lists are empty. */
export interface ListingRecord {
  listing: ListingRow;
  offset: number;
  length: number;
  items: ListingItemRow[];
  entities: EntityRow[];
  comments: ListingCommentRow[];
}

type ListingItemRow = CardRow & { position: number };

export interface EntityRow {
  position: number;
  entity_type: EntityType;
  entity_id: string;
  url_path: string;
  title: string;
  subtitle: string;
  image_hash: string | null;
  score: number | null;
  rating: string | null;
}

export interface ListingCommentRow {
  position: number;
  hash: string;
  author: string;
  body: string;
  like_count: number;
  created_time: number;
  article_id: number;
  title: string;
  article_hash: string;
  article_content_type: string;
}

/**
 * A window of stories read from the articles (an entity listing: a publisher's tab, a tag, a person)
 * as a listing record, its items at their positions from `offset`.
 */
export function storyWindowRecord(
  listing: { id: string; title: string; type: string; source: string; meta: Record<string, unknown>; updatedTime: number; total: number },
  window: { offset: number; length: number },
  cards: readonly CardRow[],
): ListingRecord {
  return {
    listing: {
      id: listing.id,
      title: listing.title,
      type: listing.type,
      source: listing.source,
      shuffle: 0,
      meta_json: JSON.stringify(listing.meta),
      start_date: null,
      end_date: null,
      updated_time: listing.updatedTime,
      item_count: listing.total,
    },
    offset: window.offset,
    length: window.length,
    items: cards.map((c, i) => ({ ...c, position: window.offset + i })),
    entities: [],
    comments: [],
  };
}

/** Listings that hold an article: an edit to it must purge their pages. */
export async function findListingIdsHolding(db: Database, articleId: number): Promise<string[]> {
  const { results } = await db
    .prepare('SELECT DISTINCT listing_id FROM listing_items WHERE article_id = ?1')
    .bind(articleId)
    .all<{ listing_id: string }>();
  return results.map((r) => r.listing_id);
}

/** The market's listings whose title holds `query` (LIKE, its wildcards escaped), by title. */
/** A curated ENTITY listing of the market holding entities of one type only (a drama list, a movie tab or series), its ids in order; null otherwise. */
export async function findCuratedEntities(
  db: Database,
  country: string,
  listingId: string,
  entityType: 'DRAMA' | 'MOVIE',
): Promise<{ id: string; title: string; updatedTime: number; entityIds: string[] } | null> {
  const [listing, items] = await db.batch([
    db.prepare("SELECT id, title, updated_time FROM listings WHERE id = ?1 AND country = ?2 AND type = 'ENTITY'").bind(listingId, country),
    db.prepare('SELECT entity_type, entity_id FROM listing_entities WHERE listing_id = ?1 ORDER BY position').bind(listingId),
  ]);
  const row = (listing!.results ?? [])[0] as { id: string; title: string; updated_time: number } | undefined;
  const entities = (items!.results ?? []) as { entity_type: string; entity_id: string }[];
  if (!row || !entities.length || entities.some((e) => e.entity_type !== entityType)) return null;
  return { id: row.id, title: row.title, updatedTime: row.updated_time, entityIds: entities.map((e) => e.entity_id) };
}
