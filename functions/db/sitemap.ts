// Article pages for sitemaps: newest first, optionally only those published since a time.
import type { Database } from './database.ts';

interface SitemapRow {
  hash: string;
  title: string;
  publish_time: number;
  update_time: number;
}

export async function listSitemapArticles(db: Database, country: string, since: number, limit: number): Promise<SitemapRow[]> {
  const { results } = await db
    .prepare(
      `SELECT hash, title, publish_time, update_time FROM articles
       WHERE country = ?1 AND publish_time >= ?2 ORDER BY publish_time DESC LIMIT ?3`,
    )
    .bind(country, since, limit)
    .all<SitemapRow>();
  return results;
}
