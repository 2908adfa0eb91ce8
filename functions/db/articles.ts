// Article reads.
import { ARTICLE_COLUMNS, CARD_COLUMNS, type ArticleRow, type CardRow } from './articleRows.ts';
import type { Database } from './database.ts';

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
): Promise<{ hash: string; country: string; slug: string; publishTime: number; media: string | null; thumbnailType: string } | null> {
  return db
    .prepare('SELECT hash, country, slug, publish_time AS publishTime, media_json AS media, thumbnail_type AS thumbnailType FROM articles WHERE id = ?1')
    .bind(id)
    .first();
}

export async function publisherExists(db: Database, id: string, country: string): Promise<boolean> {
  return (await db.prepare('SELECT 1 AS ok FROM publishers WHERE id = ?1 AND country = ?2').bind(id, country).first()) !== null;
}
