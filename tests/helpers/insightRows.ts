// The dashboard's rollup rows for tests/worker/insightsPage.test.ts, on a day long past (nothing the
// collector writes now can fall in it). They are written into the shared server's D1 file before the
// server starts (tests/helpers/workerServer.globalSetup.ts): a write from outside while it serves
// holds the file's lock, and the worker's own statements meanwhile fail with SQLITE_BUSY (a 500 in
// whichever file's page or write met it).
import type { DatabaseSync } from 'node:sqlite';

/** 2020-01-06 00:00 UTC in minutes; the rows fall in its first hours. */
const DAY = Date.parse('2020-01-06T00:00:00Z') / 60_000;
/** The dashboard's query for the six hours the rows fall in. */
export const INSIGHTS_RANGE = 'from=2020-01-06T00:00&to=2020-01-06T06:00';
/** The story path the page-view rows count. */
export const INSIGHTS_PATH = '/tw/v2/article/insights-page-test';
/** Its title in the rows. */
export const INSIGHTS_STORY_TITLE = 'Insights test story';

/** Writes the rows; answers the title of the tw story the live-video row is about. */
export function writeInsightRows(db: DatabaseSync): string {
  const PATH = INSIGHTS_PATH;
  const article = db.prepare("SELECT id, title FROM articles WHERE country = 'tw' ORDER BY id LIMIT 1").get() as { id: number; title: string };
  const run = (sql: string, ...rows: unknown[][]) => {
    const statement = db.prepare(sql);
    for (const row of rows) statement.run(...(row as (string | number | null)[]));
  };
  run(
    'INSERT INTO insight_page_views (minute, country, page_type, path, title, views) VALUES (?, ?, ?, ?, ?, ?)',
    [DAY + 10, 'tw', 'article', PATH, INSIGHTS_STORY_TITLE, 30],
    [DAY + 70, 'tw', 'article', PATH, INSIGHTS_STORY_TITLE, 12],
    [DAY + 130, 'hk', 'portal', '/hk/v2/tab/top', 'HK top', 9],
    [DAY + 400, 'tw', 'article', PATH, 'outside the range', 1_000],
  );
  run(
    'INSERT INTO insight_vitals (minute, country, page_type, metric, bucket, count) VALUES (?, ?, ?, ?, ?, ?)',
    [DAY + 5, 'tw', 'article', 'LCP', 90, 3],
    [DAY + 6, 'tw', 'article', 'LCP', 20, 1],
  );
  run('INSERT INTO insight_errors (minute, country, page_type, message, count) VALUES (?, ?, ?, ?, ?)', [DAY + 20, 'tw', 'article', '=cmd|TypeError: boom, twice', 7]);
  run('INSERT INTO insight_impressions (minute, country, page_type, target, target_kind, impressions, clicks) VALUES (?, ?, ?, ?, ?, ?, ?)', [DAY + 30, 'tw', 'portal', 'tw:portal:between-2', 'ad', 400, 6]);
  run(
    "INSERT INTO live_play_sessions (session_id, article_id, country, broadcast_status, source, play_mode, watch_ms, started_time, last_report_time) VALUES (?, ?, 'tw', 'LIVE', 'GLP', 'AUTOPLAY', ?, ?, ?)",
    ['insights-page-test-1', article.id, 180_000, (DAY + 50) * 60_000, (DAY + 53) * 60_000],
  );
  return article.title;
}
