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

/** A module with the first window of its listings, its multi polls' ids and its ad-article listings. */
export type ModuleRecord = ModuleRow & { listings: ListingRecord[]; multiPollIds: number[]; adArticleListings: ListingRecord[] };

/** A page, its modules in order, and the polls its poll modules name (singly or as multi polls). */
export interface PageRecord {
  page: PageRow;
  modules: ModuleRecord[];
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
  const [modules, moduleListings, polls, modulePolls, adListings] = await db.batch([
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
         WHERE m.page_id = ?1 AND p.country = ?2
         UNION
         SELECT p.id, p.url_path, p.question, p.options_json, p.max_choices, p.end_time FROM polls p
         JOIN module_polls mp ON mp.poll_id = p.id JOIN modules m ON m.id = mp.module_id
         WHERE m.page_id = ?1 AND p.country = ?2`,
      )
      .bind(page.id, country),
    db
      .prepare('SELECT mp.module_id, mp.poll_id FROM module_polls mp JOIN modules m ON m.id = mp.module_id WHERE m.page_id = ?1 ORDER BY mp.module_id, mp.position')
      .bind(page.id),
    db
      .prepare(
        `SELECT ma.module_id, ma.listing_id, ma.item_limit FROM module_ad_listings ma
         JOIN modules m ON m.id = ma.module_id WHERE m.page_id = ?1 ORDER BY ma.module_id, ma.position`,
      )
      .bind(page.id),
  ]);
  const links = (moduleListings?.results ?? []) as ModuleListingRow[];
  const adLinks = (adListings?.results ?? []) as ModuleListingRow[];
  const pollLinks = (modulePolls?.results ?? []) as { module_id: number; poll_id: number }[];
  const windows = (of: ModuleListingRow[], moduleId: number) =>
    Promise.all(of.filter((l) => l.module_id === moduleId).map((l) => findListing(db, country, l.listing_id, 0, l.item_limit))).then((found) =>
      found.filter((l) => l !== null),
    );
  const withListings = await Promise.all(
    ((modules?.results ?? []) as ModuleRow[]).map(async (m) => {
      const [listings, adArticleListings] = await Promise.all([windows(links, m.id), windows(adLinks, m.id)]);
      const multiPollIds = pollLinks.filter((l) => l.module_id === m.id).map((l) => l.poll_id);
      return { ...m, listings, multiPollIds, adArticleListings };
    }),
  );
  return { page, modules: withListings, polls: ((polls?.results ?? []) as PollRow[]).map(toModulePoll) };
}
