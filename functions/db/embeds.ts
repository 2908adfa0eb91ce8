// What the oEmbed resolvers read: a poll's question and size by its market and URL path.
import type { Database } from './database.ts';

interface PollForEmbed {
  id: number;
  urlPath: string;
  question: string;
  optionCount: number;
}

export async function findPollForEmbed(db: Database, country: string, urlPath: string): Promise<PollForEmbed | null> {
  const row = await db
    .prepare('SELECT id, url_path, question, json_array_length(options_json) AS option_count FROM polls WHERE country = ?1 AND url_path = ?2')
    .bind(country, urlPath)
    .first<{ id: number; url_path: string; question: string; option_count: number }>();
  return row ? { id: row.id, urlPath: row.url_path, question: row.question, optionCount: row.option_count } : null;
}
