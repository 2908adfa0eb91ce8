// Topic articles (content-spec §3 TOPIC, view type topic): the page of the page table whose modules
// a topic article shows, named by url path (§7 Article topicUrl).
import type { Database } from './database.ts';

export async function findTopicUrl(db: Database, articleId: number): Promise<string | null> {
  const row = await db.prepare('SELECT page_url_path AS url FROM topic_pages WHERE article_id = ?1').bind(articleId).first<{ url: string }>();
  return row?.url ?? null;
}

export async function setTopicUrl(db: Database, articleId: number, pageUrlPath: string): Promise<void> {
  await db
    .prepare('INSERT INTO topic_pages (article_id, page_url_path) VALUES (?1, ?2) ON CONFLICT (article_id) DO UPDATE SET page_url_path = ?2')
    .bind(articleId, pageUrlPath)
    .run();
}
