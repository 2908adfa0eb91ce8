// Portal pages with their modules; each module carries the first window of its listings.
import type { ModuleType } from '#/domain/portal/moduleTypes.ts';
import type { ModuleImage, PageResponse, PollSummary, RawModule, ShareProperties } from '#functions/webapi/schemas/content.ts';
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

/** Option ids follow POLL_{pollId}_{optionIndex} (content-spec §3). */
function toPoll(row: PollRow): PollSummary {
  const options = JSON.parse(row.options_json) as string[];
  return {
    id: row.id,
    urlPath: row.url_path,
    question: row.question,
    options: options.map((text, index) => ({ id: `POLL_${row.id}_${index}`, index, text })),
    maxChoices: row.max_choices,
    endTime: row.end_time,
  };
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
  const pollById = new Map(((polls?.results ?? []) as PollRow[]).map((p) => [p.id, toPoll(p)]));
  const links = (moduleListings?.results ?? []) as ModuleListingRow[];
  const rawModules: RawModule[] = await Promise.all(
    ((modules?.results ?? []) as ModuleRow[]).map(async (m) => {
      const listings = await Promise.all(
        links
          .filter((l) => l.module_id === m.id)
          .map((l) => findListing(db, country, l.listing_id, 0, l.item_limit)),
      );
      const props = JSON.parse(m.props_json) as { image?: ModuleImage };
      const pollId = m.entity_type === 'POLL' && m.entity_id ? Number(m.entity_id) : null;
      return {
        id: m.id,
        type: m.type,
        title: m.title,
        source: m.source,
        viewType: m.view_type,
        entityType: m.entity_type,
        entityId: m.entity_id,
        anchorId: m.anchor_id,
        pollId,
        poll: pollId === null ? null : (pollById.get(pollId) ?? null),
        image: props.image ?? null,
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
