// Article reads.
import { ARTICLE_COLUMNS, CARD_COLUMNS, type ArticleRow, type CardRow } from './articleRows.ts';
import type { Database } from './database.ts';
import { visibleArticleCommentCountStatement } from './comments.ts';
import { articleProfilesStatement, type ProfileRow } from './profiles.ts';
import { shortcutCandidatesStatement, toShortcutCandidates, type ShortcutCandidates } from './tags.ts';

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
): Promise<{ hash: string; country: string; slug: string; publishTime: number; media: string | null; thumbnailType: string; publisherId: string; tags: string } | null> {
  return db
    .prepare(
      'SELECT hash, country, slug, publish_time AS publishTime, media_json AS media, thumbnail_type AS thumbnailType, publisher_id AS publisherId, tags_json AS tags FROM articles WHERE id = ?1',
    )
    .bind(id)
    .first();
}

export async function publisherExists(db: Database, id: string, country: string): Promise<boolean> {
  return (await db.prepare('SELECT 1 AS ok FROM publishers WHERE id = ?1 AND country = ?2').bind(id, country).first()) !== null;
}

/**
 * What the article page reads, in one batch (one round trip to the database): the article with
 * its publisher, the newest articles of its category in the market (the article itself left out),
 * how many comments and replies readers can see on it, its people, and the candidates for its
 * related tags. Every part finds the article by market and hash, so none waits for another; for
 * an unknown hash the article is null.
 */
export async function findArticleForPage(
  db: Database,
  country: string,
  hash: string,
  relatedLimit: number,
  shortcutWeights: { article: number; video: number },
): Promise<{ article: ArticleRow | null; related: CardRow[]; commentCount: number; people: ProfileRow[]; shortcuts: ShortcutCandidates }> {
  const [article, related, comments, people, shortcuts] = await db.batch([
    db
      .prepare(
        `SELECT ${ARTICLE_COLUMNS} FROM articles a JOIN publishers p ON p.id = a.publisher_id
         WHERE a.country = ?1 AND a.hash = ?2`,
      )
      .bind(country, hash),
    db
      .prepare(
        `SELECT ${CARD_COLUMNS} FROM articles a JOIN publishers p ON p.id = a.publisher_id
         WHERE a.country = ?1 AND a.category = (SELECT category FROM articles WHERE country = ?1 AND hash = ?2) AND a.hash != ?2
         ORDER BY a.publish_time DESC LIMIT ?3`,
      )
      .bind(country, hash, relatedLimit),
    visibleArticleCommentCountStatement(db, country, hash),
    articleProfilesStatement(db, country, hash),
    shortcutCandidatesStatement(db, country, { articleHash: hash }, shortcutWeights),
  ]);
  return {
    article: (article?.results[0] as ArticleRow | undefined) ?? null,
    related: (related?.results ?? []) as CardRow[],
    commentCount: (comments?.results[0] as { n: number } | undefined)?.n ?? 0,
    people: (people?.results ?? []) as ProfileRow[],
    shortcuts: toShortcutCandidates(shortcuts?.results ?? []),
  };
}
