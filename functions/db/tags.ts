// Tags of a market's stories (article_tags): a tag's categories, its stories as an entity listing,
// and related tags weighted by the stories they share (docs/decisions/0028, "Tag shortcuts").
import { tagListingId, type TagCategory } from '#/domain/portal/entityListings.ts';
import { CARD_COLUMNS, type CardRow } from './articleRows.ts';
import type { Database } from './database.ts';
import { storyWindowRecord, type ListingRecord } from './listings.ts';

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

export interface ShortcutRow {
  tag: string;
  score: number;
  shared: number;
}

const IS_VIDEO = `(a.thumbnail_type = 'VIDEO' OR json_extract(a.media_json, '$.type') = 'HLS')`;

/**
 * Tags related to the source tags: weighted Jaccard similarity between the stories carrying the
 * source tags and those carrying each other tag. A story counts with the weight of its kind (video
 * or article, from targetContent); a weight of 0 leaves that kind out.
 */
export async function findTagShortcuts(
  db: Database,
  country: string,
  sources: string[],
  weights: { article: number; video: number },
  threshold: number,
  limit: number,
): Promise<ShortcutRow[]> {
  const { results } = await db
    .prepare(
      `WITH w AS (SELECT a.id, CASE WHEN ${IS_VIDEO} THEN ?3 ELSE ?2 END AS w FROM articles a WHERE a.country = ?1),
       src AS (SELECT DISTINCT t.article_id, w.w FROM article_tags t JOIN w ON w.id = t.article_id
               WHERE t.tag IN (SELECT value FROM json_each(?4)) AND w.w > 0),
       src_n AS (SELECT TOTAL(w) AS n FROM src),
       tag_n AS (SELECT t.tag, TOTAL(w.w) AS n FROM article_tags t JOIN w ON w.id = t.article_id WHERE w.w > 0 GROUP BY t.tag),
       co AS (SELECT t.tag, TOTAL(src.w) AS c, COUNT(*) AS shared FROM article_tags t JOIN src ON src.article_id = t.article_id
              WHERE t.tag NOT IN (SELECT value FROM json_each(?4)) GROUP BY t.tag)
       SELECT co.tag, co.c / (src_n.n + tag_n.n - co.c) AS score, co.shared FROM co JOIN tag_n ON tag_n.tag = co.tag, src_n
       WHERE co.c / (src_n.n + tag_n.n - co.c) >= ?5
       ORDER BY score DESC, co.shared DESC, co.tag LIMIT ?6`,
    )
    .bind(country, weights.article, weights.video, JSON.stringify(sources), threshold, limit)
    .all<ShortcutRow>();
  return results;
}
