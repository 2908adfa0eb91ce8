// One lookup for every listing id: an editor's list, an entity's stories or a listing the market
// computes (entityListings.ts, marketListings.ts). The listing call, the page-scoped listing call and
// the listing kinds all answer through it.
import type { Database } from './database.ts';
import { findEntityListing } from './entityListings.ts';
import { findListing, type ListingRecord } from './listings.ts';
import { findMarketListing } from './marketListings.ts';

export async function findAnyListing(db: Database, country: string, id: string, offset: number, length: number): Promise<ListingRecord | null> {
  return (
    (await findListing(db, country, id, offset, length)) ??
    (await findEntityListing(db, country, id, offset, length)) ??
    (await findMarketListing(db, country, id, offset, length))
  );
}

/** Whether a page's modules show the listing (the page-scoped listing call answers only those). */
export async function pageShowsListing(db: Database, country: string, urlPath: string, listingId: string): Promise<boolean | null> {
  const stored = listingId.startsWith('shuffle_') ? listingId.slice('shuffle_'.length) : listingId;
  const [page, link] = await db.batch([
    db.prepare('SELECT id FROM pages WHERE country = ?1 AND url_path = ?2').bind(country, urlPath),
    db
      .prepare(
        `SELECT 1 AS ok FROM pages pg JOIN modules m ON m.page_id = pg.id JOIN module_listings ml ON ml.module_id = m.id
         WHERE pg.country = ?1 AND pg.url_path = ?2 AND ml.listing_id = ?3 LIMIT 1`,
      )
      .bind(country, urlPath, stored),
  ]);
  if ((page?.results.length ?? 0) === 0) return null;
  return (link?.results.length ?? 0) > 0;
}
