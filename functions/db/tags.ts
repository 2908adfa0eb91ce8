// Tags of a market's stories (article_tags): a tag's categories, its stories as an entity listing,
// and related tags weighted by the stories they share (docs/decisions/0029).
import { tagListingId, type TagCategory } from '#/domain/portal/entityListings.ts';
import { CARD_COLUMNS, type CardRow } from './articleRows.ts';
import type { Database } from './database.ts';
import { storyWindowRecord, type ListingRecord } from './listings.ts';
import type { ShortcutCandidate } from '#/domain/content/tagShortcuts.ts';

export interface TagCategoryRow {
  category_id: number;
  category: string;
  stories: number;
}

/** The categories of a tag's stories in the market, most stories first; empty when no story carries it. */
export async function findTagCategories(db: Database, country: string, tag: string): Promise<TagCategoryRow[]> {
  const { results } = await db
    .prepare(
      `SELECT a.category_id, MIN(a.category) AS category, COUNT(*) AS stories FROM article_tags t JOIN articles a ON a.id = t.article_id
       WHERE t.tag = ?1 AND a.country = ?2 GROUP BY a.category_id ORDER BY stories DESC, a.category_id`,
    )
    .bind(tag, country)
    .all<TagCategoryRow>();
  return results;
}

/** One window of a tag's stories (in one category or all), newest first, as a listing record. */
export async function findTagListing(
  db: Database,
  country: string,
  tag: { text: string; hash: string },
  category: TagCategory,
  offset: number,
  length: number,
): Promise<ListingRecord | null> {
  // ?3 is null for every category (D1 wants every bound parameter used).
  const inCategory = 'AND (?3 IS NULL OR a.category_id = ?3)';
  const bind = (sql: string, ...more: unknown[]) => db.prepare(sql).bind(tag.text, country, category === 'all' ? null : category, ...more);
  const [count, items] = await db.batch([
    bind(`SELECT COUNT(*) AS n, MAX(a.update_time) AS updated FROM article_tags t JOIN articles a ON a.id = t.article_id WHERE t.tag = ?1 AND a.country = ?2 ${inCategory}`),
    bind(
      `SELECT ${CARD_COLUMNS} FROM article_tags t JOIN articles a ON a.id = t.article_id JOIN publishers p ON p.id = a.publisher_id
       WHERE t.tag = ?1 AND a.country = ?2 ${inCategory} ORDER BY a.publish_time DESC, a.id DESC LIMIT ?4 OFFSET ?5`,
      length,
      offset,
    ),
  ]);
  const total = count?.results[0] as { n: number; updated: number | null };
  if (total.n === 0) return null;
  return storyWindowRecord(
    { id: tagListingId(tag.hash, category), title: tag.text, type: 'TAG', source: 'LATEST', meta: { tag: tag.text, category }, updatedTime: total.updated ?? 0, total: total.n },
    { offset, length },
    (items?.results ?? []) as CardRow[],
  );
}

/** Tags of one story, in their order. */
export async function findArticleTagsByHash(db: Database, country: string, hash: string): Promise<string[] | null> {
  const { results } = await db
    .prepare('SELECT a.id, t.tag FROM articles a LEFT JOIN article_tags t ON t.article_id = a.id WHERE a.hash = ?1 AND a.country = ?2 ORDER BY t.position')
    .bind(hash, country)
    .all<{ id: number; tag: string | null }>();
  if (results.length === 0) return null;
  return results.flatMap((r) => (r.tag ? [r.tag] : []));
}

const IS_VIDEO = `(a.thumbnail_type = 'VIDEO' OR json_extract(a.media_json, '$.type') = 'HLS')`;

/** Candidates read per request: a bound on the work of a very common source, far above the answer's limit of 20. */
export const SHORTCUT_CANDIDATES = 200;

/** The tags related tags are computed from: given ones, or a story's own (by hash, read in the same statement). */
export type ShortcutSources = { tags: readonly string[] } | { articleHash: string };

/**
 * What the related-tag score is computed from (src/domain/content/tagShortcuts.ts): the summed weight
 * of the stories carrying any source tag, and per other tag its overlap with them, its own weight
 * and the stories both carry. A story weighs what its kind (video or article) weighs in
 * targetContent; a weight of 0 leaves that kind out. The rows come best first by the same formula,
 * so the cap keeps the candidates that can make the answer. Its SQL (shortcutCandidatesSql) is also
 * part of the one statement a story's page is read with (functions/db/articles.ts).
 */
export function shortcutCandidatesStatement(db: Database, country: string, sources: ShortcutSources, weights: { article: number; video: number }): D1PreparedStatement {
  return db
    .prepare(shortcutCandidatesSql({ country: '?1', articleWeight: '?2', videoWeight: '?3', sources: '?4', limit: '?5' }, 'tags' in sources ? 'tags' : 'articleHash'))
    .bind(country, weights.article, weights.video, 'tags' in sources ? JSON.stringify(sources.tags) : sources.articleHash, SHORTCUT_CANDIDATES);
}

/** Where the candidates query reads its values: a placeholder (`?n`) each, so a larger statement can embed it. */
export interface ShortcutPlaceholders {
  country: string;
  articleWeight: string;
  videoWeight: string;
  /** The source tags as a JSON array, or the story's hash. */
  sources: string;
  limit: string;
}

/** The candidates query of shortcutCandidatesStatement, its values read from the given placeholders. */
export function shortcutCandidatesSql(p: ShortcutPlaceholders, sources: 'tags' | 'articleHash'): string {
  const source =
    sources === 'tags'
      ? `SELECT value AS tag FROM json_each(${p.sources})`
      : `SELECT st.tag FROM articles sa CROSS JOIN article_tags st ON st.article_id = sa.id WHERE sa.country = ${p.country} AND sa.hash = ${p.sources}`;
  const weight = `CASE WHEN ${IS_VIDEO} THEN ${p.videoWeight} ELSE ${p.articleWeight} END`;
  // Materialised once each; CROSS JOIN fixes the loop order so every step walks an index from the
  // rows before it (sources → their stories → those stories' tags → those tags' stories), never the
  // whole market: without it SQLite scanned every story of the market twice and every tag row once.
  return `WITH sources AS MATERIALIZED (${source}),
       src AS MATERIALIZED (SELECT article_id, w FROM (SELECT DISTINCT t.article_id, ${weight} AS w FROM sources s CROSS JOIN article_tags t ON t.tag = s.tag
               CROSS JOIN articles a ON a.id = t.article_id WHERE a.country = ${p.country}) WHERE w > 0),
       src_n AS (SELECT TOTAL(w) AS n FROM src),
       co AS MATERIALIZED (SELECT t.tag, TOTAL(src.w) AS overlap, COUNT(*) AS shared FROM src CROSS JOIN article_tags t ON t.article_id = src.article_id
              WHERE t.tag NOT IN (SELECT tag FROM sources) GROUP BY t.tag),
       tag_n AS MATERIALIZED (SELECT t.tag, TOTAL(${weight}) AS n FROM co CROSS JOIN article_tags t ON t.tag = co.tag
                 CROSS JOIN articles a ON a.id = t.article_id WHERE a.country = ${p.country} GROUP BY t.tag)
       SELECT src_n.n AS sourceWeight, co.tag, co.overlap, tag_n.n AS weight, co.shared
       FROM src_n LEFT JOIN co ON 1 LEFT JOIN tag_n ON tag_n.tag = co.tag
       ORDER BY co.overlap / (src_n.n + tag_n.n - co.overlap) DESC, co.shared DESC, co.tag LIMIT ${p.limit}`;
}

export interface ShortcutCandidates {
  sourceWeight: number;
  candidates: ShortcutCandidate[];
}

/** The rows of shortcutCandidatesStatement. */
export function toShortcutCandidates(results: readonly unknown[]): ShortcutCandidates {
  const rows = results as { sourceWeight: number; tag: string | null; overlap: number; weight: number; shared: number }[];
  return {
    sourceWeight: rows[0]?.sourceWeight ?? 0,
    candidates: rows.flatMap((r) => (r.tag === null ? [] : [{ tag: r.tag, overlap: r.overlap, weight: r.weight, shared: r.shared }])),
  };
}

export async function findShortcutCandidates(db: Database, country: string, sources: string[], weights: { article: number; video: number }): Promise<ShortcutCandidates> {
  const { results } = await shortcutCandidatesStatement(db, country, { tags: sources }, weights).all();
  return toShortcutCandidates(results);
}
