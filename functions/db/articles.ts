// Article reads.
import { ARTICLE_COLUMNS, CARD_COLUMNS, type ArticleRow, type CardRow } from './articleRows.ts';
import type { Database } from './database.ts';
import { VISIBLE_ARTICLE_COMMENT_COUNT_SQL } from './comments.ts';
import { jsonObjectOf } from './jsonColumns.ts';
import { ARTICLE_PROFILES_FROM, ARTICLE_PROFILES_ORDER, PROFILE_COLUMNS, type ProfileRow } from './profiles.ts';
import { SHORTCUT_CANDIDATES, shortcutCandidatesSql, toShortcutCandidates, type ShortcutCandidates } from './tags.ts';

export async function findArticleByHash(db: Database, country: string, hash: string): Promise<ArticleRow | null> {
  return db
    .prepare(
      `SELECT ${ARTICLE_COLUMNS} FROM articles a JOIN publishers p ON p.id = a.publisher_id
       WHERE a.country = ?1 AND a.hash = ?2`,
    )
    .bind(country, hash)
    .first<ArticleRow>();
}

/** Newest articles of the same category in the market, the article itself left out. */
export async function findRelatedArticles(
  db: Database,
  article: { id: number; category: string },
  country: string,
  limit: number,
): Promise<CardRow[]> {
  const { results } = await db
    .prepare(
      `SELECT ${CARD_COLUMNS} FROM articles a JOIN publishers p ON p.id = a.publisher_id
       WHERE a.country = ?1 AND a.category = ?2 AND a.id != ?3
       ORDER BY a.publish_time DESC LIMIT ?4`,
    )
    .bind(country, article.category, article.id, limit)
    .all<CardRow>();
  return results;
}

/** The stored identity of an article by id, for editorial updates. */
export async function findArticleIdentity(
  db: Database,
  id: number,
): Promise<{ hash: string; country: string; slug: string; contentType: string; publishTime: number; media: string | null; thumbnailType: string; publisherId: string; tags: string } | null> {
  return db
    .prepare(
      'SELECT hash, country, slug, content_type AS contentType, publish_time AS publishTime, media_json AS media, thumbnail_type AS thumbnailType, publisher_id AS publisherId, tags_json AS tags FROM articles WHERE id = ?1',
    )
    .bind(id)
    .first();
}

export async function publisherExists(db: Database, id: string, country: string): Promise<boolean> {
  return (await db.prepare('SELECT 1 AS ok FROM publishers WHERE id = ?1 AND country = ?2').bind(id, country).first()) !== null;
}

/**
 * What the article page reads, as one statement answering one row (?1 market, ?2 hash, ?3 related
 * limit, ?4/?5 article/video weight of the related tags, ?6 their candidate cap): the article with
 * its publisher, the newest articles of its category in the market (the article itself left out),
 * how many comments and replies readers can see on it, its people, and the candidates for its
 * related tags. Each row set comes as JSON text: one statement and one row instead of five result
 * sets of rows and columns is what the D1 client spends least on, locally most of a render's
 * database cost (docs/decisions/0023).
 */
const ARTICLE_PAGE_SQL = `SELECT
  (SELECT ${jsonObjectOf(ARTICLE_COLUMNS)} FROM articles a JOIN publishers p ON p.id = a.publisher_id
    WHERE a.country = ?1 AND a.hash = ?2) AS article,
  (SELECT json_group_array(json(card) ORDER BY published DESC) FROM (
    SELECT ${jsonObjectOf(CARD_COLUMNS)} AS card, a.publish_time AS published
    FROM articles a JOIN publishers p ON p.id = a.publisher_id
    WHERE a.country = ?1 AND a.category = (SELECT category FROM articles WHERE country = ?1 AND hash = ?2) AND a.hash != ?2
    ORDER BY a.publish_time DESC LIMIT ?3)) AS related,
  (${VISIBLE_ARTICLE_COMMENT_COUNT_SQL}) AS comment_count,
  (SELECT json_group_array(${jsonObjectOf(PROFILE_COLUMNS)} ORDER BY ${ARTICLE_PROFILES_ORDER}) ${ARTICLE_PROFILES_FROM}) AS people,
  (SELECT json_group_array(json_object('sourceWeight', sourceWeight, 'tag', tag, 'overlap', overlap, 'weight', weight, 'shared', shared)) FROM (
    ${shortcutCandidatesSql({ country: '?1', sources: '?2', articleWeight: '?4', videoWeight: '?5', limit: '?6' }, 'articleHash')})) AS shortcuts`;

/** An unknown hash answers a null article (and empty parts). */
export async function findArticleForPage(
  db: Database,
  country: string,
  hash: string,
  relatedLimit: number,
  shortcutWeights: { article: number; video: number },
): Promise<{ article: ArticleRow | null; related: CardRow[]; commentCount: number; people: ProfileRow[]; shortcuts: ShortcutCandidates }> {
  const row = await db
    .prepare(ARTICLE_PAGE_SQL)
    .bind(country, hash, relatedLimit, shortcutWeights.article, shortcutWeights.video, SHORTCUT_CANDIDATES)
    .first<{ article: string | null; related: string; comment_count: number; people: string; shortcuts: string }>();
  if (!row) throw new Error('findArticleForPage: the statement answered no row');
  return {
    article: row.article === null ? null : (JSON.parse(row.article) as ArticleRow),
    related: JSON.parse(row.related) as CardRow[],
    commentCount: row.comment_count,
    people: JSON.parse(row.people) as ProfileRow[],
    shortcuts: toShortcutCandidates(JSON.parse(row.shortcuts) as unknown[]),
  };
}
