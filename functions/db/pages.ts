// Portal pages with their modules; each module carries the first window of its listings.
import type { ModuleType } from '../../src/domain/moduleTypes.ts';
import type { PageResponse, RawModule, ShareProperties } from '../../src/domain/webapiTypes.ts';
import { findListing } from './listings.ts';

interface PageRow {
  id: number;
  url_path: string;
  name: string;
  type: string;
  sub_type: string | null;
  share_json: string;
  updated_time: number;
}

interface ModuleRow {
  id: number;
  type: ModuleType;
  title: string;
  source: string;
  view_type: 'LITE' | 'OTHER';
  entity_type: string | null;
  entity_id: string | null;
  anchor_id: string | null;
}

interface ModuleListingRow {
  module_id: number;
  listing_id: string;
  item_limit: number;
}

export async function findPageByUrlPath(db: D1Database, country: string, urlPath: string): Promise<PageResponse | null> {
  const page = await db
    .prepare('SELECT * FROM pages WHERE country = ?1 AND url_path = ?2')
    .bind(country, urlPath)
    .first<PageRow>();
  if (!page) return null;
  const [modules, moduleListings] = await db.batch([
    db.prepare('SELECT * FROM modules WHERE page_id = ?1 ORDER BY position').bind(page.id),
    db
      .prepare(
        `SELECT ml.module_id, ml.listing_id, ml.item_limit FROM module_listings ml
         JOIN modules m ON m.id = ml.module_id WHERE m.page_id = ?1 ORDER BY ml.module_id, ml.position`,
      )
      .bind(page.id),
  ]);
  const links = (moduleListings?.results ?? []) as ModuleListingRow[];
  const rawModules: RawModule[] = await Promise.all(
    ((modules?.results ?? []) as ModuleRow[]).map(async (m) => {
      const listings = await Promise.all(
        links
          .filter((l) => l.module_id === m.id)
          .map((l) => findListing(db, country, l.listing_id, 0, l.item_limit)),
      );
      return {
        id: m.id,
        type: m.type,
        title: m.title,
        source: m.source,
        viewType: m.view_type,
        entityType: m.entity_type,
        entityId: m.entity_id,
        anchorId: m.anchor_id,
        listings: listings.filter((l) => l !== null),
      };
    }),
  );
  return {
    id: page.id,
    pageId: page.id,
    urlPath: page.url_path,
    name: page.name,
    type: page.type,
    subType: page.sub_type,
    shareProperties: JSON.parse(page.share_json) as ShareProperties,
    updatedTime: page.updated_time,
    modules: rawModules,
  };
}
