// Interactive-video stories (content-spec §2 /v2/ive/{urlPath}, §3 ARTICLE sub-kind interactive
// video): a video article and the chapters a reader jumps between.
import { ARTICLE_COLUMNS, type ArticleRow } from './articleRows.ts';
import type { Database } from './database.ts';

export interface Chapter {
  title: string;
  /** Seconds from the start of the video. */
  start: number;
}

export interface InteractiveVideoRecord {
  urlPath: string;
  article: ArticleRow;
  chapters: Chapter[];
  updatedTime: number;
}

export async function findInteractiveVideo(db: Database, country: string, urlPath: string): Promise<InteractiveVideoRecord | null> {
  const row = await db
    .prepare(
      `SELECT ${ARTICLE_COLUMNS}, iv.url_path AS ive_url_path, iv.chapters_json AS ive_chapters, iv.updated_time AS ive_updated
       FROM interactive_videos iv JOIN articles a ON a.id = iv.article_id JOIN publishers p ON p.id = a.publisher_id
       WHERE iv.country = ?1 AND iv.url_path = ?2`,
    )
    .bind(country, urlPath)
    .first<ArticleRow & { ive_url_path: string; ive_chapters: string; ive_updated: number }>();
  if (!row) return null;
  const { ive_url_path, ive_chapters, ive_updated, ...article } = row;
  return { urlPath: ive_url_path, article, chapters: JSON.parse(ive_chapters) as Chapter[], updatedTime: ive_updated };
}

export async function upsertInteractiveVideo(
  db: Database,
  story: { country: string; urlPath: string; articleId: number; chapters: Chapter[] },
  now: number,
): Promise<void> {
  const chapters = [...story.chapters].sort((a, b) => a.start - b.start);
  await db
    .prepare(
      `INSERT INTO interactive_videos (country, url_path, article_id, chapters_json, updated_time) VALUES (?1, ?2, ?3, ?4, ?5)
       ON CONFLICT (country, url_path) DO UPDATE SET article_id = ?3, chapters_json = ?4, updated_time = ?5`,
    )
    .bind(story.country, story.urlPath, story.articleId, JSON.stringify(chapters), now)
    .run();
}
