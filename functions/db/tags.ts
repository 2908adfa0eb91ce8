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
 * so the cap keeps the candidates that can make the answer. A statement, so a story's page can read
 * it in the batch of the story itself (functions/db/articles.ts).
 */
export function shortcutCandidatesStatement(db: Database, country: string, sources: ShortcutSources, weights: { article: number; video: number }): D1PreparedStatement {
  const source =
    'tags' in sources
      ? 'SELECT value FROM json_each(?4)'
      : 'SELECT st.tag FROM article_tags st JOIN articles sa ON sa.id = st.article_id WHERE sa.country = ?1 AND sa.hash = ?4';
  const weight = `CASE WHEN ${IS_VIDEO} THEN ?3 ELSE ?2 END`;
  // Materialised once each, and weights read only for the stories involved, not the whole market.
  return db
    .prepare(
      `WITH sources AS MATERIALIZED (${source}),
       src AS MATERIALIZED (SELECT article_id, w FROM (SELECT DISTINCT t.article_id, ${weight} AS w FROM article_tags t JOIN articles a ON a.id = t.article_id
               WHERE t.tag IN (SELECT * FROM sources) AND a.country = ?1) WHERE w > 0),
       src_n AS (SELECT TOTAL(w) AS n FROM src),
       co AS MATERIALIZED (SELECT t.tag, TOTAL(src.w) AS overlap, COUNT(*) AS shared FROM article_tags t JOIN src ON src.article_id = t.article_id
              WHERE t.tag NOT IN (SELECT * FROM sources) GROUP BY t.tag),
       tag_n AS (SELECT t.tag, TOTAL(${weight}) AS n FROM article_tags t JOIN articles a ON a.id = t.article_id
                 WHERE a.country = ?1 AND t.tag IN (SELECT tag FROM co) GROUP BY t.tag)
       SELECT src_n.n AS sourceWeight, co.tag, co.overlap, tag_n.n AS weight, co.shared
       FROM src_n LEFT JOIN co ON 1 LEFT JOIN tag_n ON tag_n.tag = co.tag
       ORDER BY co.overlap / (src_n.n + tag_n.n - co.overlap) DESC, co.shared DESC, co.tag LIMIT ?5`,
    )
    .bind(country, weights.article, weights.video, 'tags' in sources ? JSON.stringify(sources.tags) : sources.articleHash, SHORTCUT_CANDIDATES);
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
