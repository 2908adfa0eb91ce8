// Listing reads: metadata and a window of items by offset and length.
import type { ListingItem, ListingResponse } from '../../src/domain/webapiTypes.ts';
import { CARD_COLUMNS, toCard, type CardRow } from './articleRows.ts';

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
}

/** Listing ids may arrive with the shuffle_ prefix the API adds; the record is stored without it. */
export function storedListingId(id: string): string {
  return id.startsWith('shuffle_') ? id.slice('shuffle_'.length) : id;
}

export async function findListing(
  db: D1Database,
  country: string,
  id: string,
  offset: number,
  length: number,
): Promise<ListingResponse | null> {
  const storedId = storedListingId(id);
  // Positions are dense (0…n-1), so a window is a primary-key range: no OFFSET scan, no COUNT(*).
  const [listing, items] = await db.batch([
    db.prepare('SELECT * FROM listings WHERE id = ?1 AND country = ?2').bind(storedId, country),
    db
      .prepare(
        `SELECT ${CARD_COLUMNS}, li.position FROM listing_items li
         JOIN articles a ON a.id = li.article_id JOIN publishers p ON p.id = a.publisher_id
         WHERE li.listing_id = ?1 AND li.position >= ?2 AND li.position < ?3 ORDER BY li.position`,
      )
      .bind(storedId, offset, offset + length),
  ]);
  const row = listing?.results[0] as ListingRow | undefined;
  if (!row) return null;
  const publicId = row.shuffle ? `shuffle_${row.id}` : row.id;
  const rows = (items?.results ?? []) as (CardRow & { position: number })[];
  const listingItems: ListingItem[] = rows.map((r) => ({
    ...toCard(r),
    position: r.position,
    wrappedId: `${publicId}_${r.id}_${r.position}`,
  }));
  return {
    id: publicId,
    title: row.title,
    type: row.type,
    source: row.source,
    updatedTime: row.updated_time,
    meta: JSON.parse(row.meta_json) as Record<string, unknown>,
    startDate: row.start_date,
    endDate: row.end_date,
    offset,
    length,
    total: row.item_count,
    items: listingItems,
  };
}

/** Listings that hold an article: an edit to it must purge their pages. */
export async function findListingIdsHolding(db: D1Database, articleId: number): Promise<string[]> {
  const { results } = await db
    .prepare('SELECT DISTINCT listing_id FROM listing_items WHERE article_id = ?1')
    .bind(articleId)
    .all<{ listing_id: string }>();
  return results.map((r) => r.listing_id);
}
