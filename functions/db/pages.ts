// Portal pages with their modules; each module carries the first window of its listings. Rows and
// records here; functions/webapi/pageMapping.ts maps them to the API's page.
import type { ModuleType } from '#/domain/portal/moduleTypes.ts';
import { findListing, type ListingRecord } from './listings.ts';
import type { PollRecord } from './records.ts';
import type { Database } from './database.ts';

interface PageRow {
  id: number;
  url_path: string;
  name: string;
  type: string;
  sub_type: string | null;
  share_json: string;
  updated_time: number;
}

export interface ModuleRow {
  id: number;
  type: ModuleType;
  title: string;
  source: string;
  view_type: 'LITE' | 'OTHER';
  entity_type: string | null;
  entity_id: string | null;
  anchor_id: string | null;
  props_json: string;
}

interface PollRow {
  id: number;
  url_path: string;
  question: string;
  options_json: string;
  max_choices: number;
  end_time: number | null;
}

/** The poll of a poll module (no counts). */
type ModulePoll = Omit<PollRecord, 'country' | 'consentOptions'>;

function toModulePoll(row: PollRow): ModulePoll {
  return {
    id: row.id,
    urlPath: row.url_path,
    question: row.question,
    options: JSON.parse(row.options_json) as string[],
    maxChoices: row.max_choices,
    endTime: row.end_time,
  };
}

/** A page, its modules in order each with the first window of its listings, and the polls its poll modules name. */
export interface PageRecord {
  page: PageRow;
  modules: (ModuleRow & { listings: ListingRecord[] })[];
  polls: ModulePoll[];
}

interface ModuleListingRow {
  module_id: number;
  listing_id: string;
  item_limit: number;
}

export async function findPageByUrlPath(db: Database, country: string, urlPath: string): Promise<PageRecord | null> {
  const page = await db
    .prepare('SELECT * FROM pages WHERE country = ?1 AND url_path = ?2')
    .bind(country, urlPath)
    .first<PageRow>();
  if (!page) return null;
  const [modules, moduleListings, polls] = await db.batch([
    db.prepare('SELECT * FROM modules WHERE page_id = ?1 ORDER BY position').bind(page.id),
    db
      .prepare(
        `SELECT ml.module_id, ml.listing_id, ml.item_limit FROM module_listings ml
         JOIN modules m ON m.id = ml.module_id WHERE m.page_id = ?1 ORDER BY ml.module_id, ml.position`,
      )
      .bind(page.id),
    db
      .prepare(
        `SELECT p.id, p.url_path, p.question, p.options_json, p.max_choices, p.end_time FROM polls p
         JOIN modules m ON m.entity_type = 'POLL' AND CAST(m.entity_id AS INTEGER) = p.id
         WHERE m.page_id = ?1 AND p.country = ?2`,
      )
      .bind(page.id, country),
  ]);
  const links = (moduleListings?.results ?? []) as ModuleListingRow[];
  const withListings = await Promise.all(
    ((modules?.results ?? []) as ModuleRow[]).map(async (m) => {
      const listings = await Promise.all(
        links
          .filter((l) => l.module_id === m.id)
          .map((l) => findListing(db, country, l.listing_id, 0, l.item_limit)),
      );
      return { ...m, listings: listings.filter((l) => l !== null) };
    }),
  );
  return { page, modules: withListings, polls: ((polls?.results ?? []) as PollRow[]).map(toModulePoll) };
}
