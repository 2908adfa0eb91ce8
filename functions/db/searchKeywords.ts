// Readers' search keywords (migration 0040, docs/decisions/0077): each event is one UPSERT of its
// hour bucket, in the same batch (one transaction) as the insert that says whether this reader was
// new to the bucket, so concurrent events sum exactly and distinct readers are counted once.
import type { Database } from './database.ts';
import { decayWeights, hourOf, MIN_KEYWORD_READERS, type KeywordEvent, type KeywordWindow } from '#/domain/search/keywords.ts';

export interface KeywordEventRecord {
  country: string;
  /** The normalised query. */
  keyword: string;
  event: KeywordEvent;
  /** A hash that tells readers apart (functions/webapi/searchKeywords.ts). */
  reader: string;
}

/** The statements that count one event at `now`: the reader's row (kept once), then the bucket. */
export function keywordEventStatements(db: Database, e: KeywordEventRecord, now: number): D1PreparedStatement[] {
  const hour = hourOf(now);
  const [search, click] = e.event === 'search' ? [1, 0] : [0, 1];
  return [
    db
      .prepare('INSERT INTO search_keyword_readers (country, keyword, hour, action, reader) VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT DO NOTHING')
      .bind(e.country, e.keyword, hour, e.event, e.reader),
    // changes(): 1 when the reader's row was new, so the bucket's distinct readers grow only then.
    db
      .prepare(
        `INSERT INTO search_keyword_hours (country, keyword, hour, searches, clicks, searchers, clickers)
         VALUES (?1, ?2, ?3, ?4, ?5, ?4 * changes(), ?5 * changes())
         ON CONFLICT (country, keyword, hour) DO UPDATE SET searches = searches + excluded.searches, clicks = clicks + excluded.clicks,
           searchers = searchers + excluded.searchers, clickers = clickers + excluded.clickers`,
      )
      .bind(e.country, e.keyword, hour, search, click),
  ];
}

export async function recordKeywordEvent(db: Database, e: KeywordEventRecord, now: number): Promise<void> {
  await db.batch(keywordEventStatements(db, e, now));
}

export interface KeywordCount {
  keyword: string;
  /** Events in the window (every request, exact). */
  searches: number;
  clicks: number;
}

/**
 * The market's keywords of the window ending at `now`, best first: each hour's distinct searchers and
 * clickers weighed by the bucket's age. A keyword counts once MIN_KEYWORD_READERS distinct readers
 * searched or clicked it in the window and a result of it was opened. With `prefix`: only keywords
 * starting with it.
 */
export async function popularKeywords(
  db: Database,
  o: { country: string; now: number; window: KeywordWindow; limit: number; prefix?: string },
): Promise<KeywordCount[]> {
  const hour = hourOf(o.now);
  const prefix = o.prefix ?? '';
  // A bucket's weight is looked up by its age in the JSON array of weights; D1 binds numbers as
  // REAL, so the age is cast or the path would read '$[3.0]'.
  const { results } = await db
    .prepare(
      `SELECT h.keyword, SUM(h.searches) AS searches, SUM(h.clicks) AS clicks,
              -- D1 binds numbers as REAL: the age is cast, or the JSON path would read "$[3.0]".
              SUM(json_extract(?3, '$[' || CAST(?2 - h.hour AS INTEGER) || ']') * (h.searchers + h.clickers)) AS score
       FROM search_keyword_hours h
       WHERE h.country = ?1 AND h.hour > ?2 - ?4 AND h.hour <= ?2 AND h.keyword >= ?5 AND h.keyword < ?6
       GROUP BY h.keyword
       HAVING SUM(h.clicks) > 0 AND (
         SELECT count(DISTINCT r.reader) FROM search_keyword_readers r
         WHERE r.country = ?1 AND r.keyword = h.keyword AND r.hour > ?2 - ?4 AND r.hour <= ?2) >= ?7
       ORDER BY score DESC, h.keyword
       LIMIT ?8`,
    )
    .bind(o.country, hour, JSON.stringify(decayWeights(o.window)), o.window.hours, prefix, `${prefix}\u{10FFFF}`, MIN_KEYWORD_READERS, o.limit)
    .all<KeywordCount & { score: number }>();
  return results.map(({ keyword, searches, clicks }) => ({ keyword, searches, clicks }));
}

/** Terms of the vocabulary read per prefix before they are checked against the market (bounds the work of a short prefix). */
const VOCABULARY_SCAN = 200;
const CANDIDATES = 20;

/**
 * Words of the market's story titles that start with `prefix` (folded), the most titles first: the
 * index's vocabulary is shared by every market, so each candidate is counted in the market's titles.
 */
export async function titleWordsStartingWith(db: Database, country: string, prefix: string, limit: number, accept: (word: string) => boolean): Promise<string[]> {
  const { results } = await db
    .prepare(
      `SELECT term FROM (SELECT term, doc FROM search_column_terms WHERE col = 'title_words' AND term >= ?1 AND term < ?2 LIMIT ${VOCABULARY_SCAN})
       ORDER BY doc DESC, term`,
    )
    .bind(prefix, `${prefix}\u{10FFFF}`)
    .all<{ term: string }>();
  const candidates = results.map((r) => r.term).filter((t) => t !== prefix && accept(t)).slice(0, CANDIDATES);
  if (!candidates.length) return [];
  const market = `country: "${country.replace(/"/g, '')}"`;
  const counts = await db.batch(
    candidates.map((term) =>
      db.prepare('SELECT count(*) AS n FROM search_index WHERE search_index MATCH ?1').bind(`${market} AND title_words: "${term.replace(/"/g, '""')}"`),
    ),
  );
  return candidates
    .map((term, i) => ({ term, n: (counts[i]!.results[0] as { n: number }).n }))
    .filter((c) => c.n > 0)
    .sort((a, b) => b.n - a.n || a.term.localeCompare(b.term))
    .slice(0, limit)
    .map((c) => c.term);
}

/** Deletes reader rows of buckets before `beforeHour` (the scheduled sweep): they only tell readers apart inside a window. */
export async function sweepKeywordReaders(db: Database, beforeHour: number): Promise<number> {
  const { meta } = await db.prepare('DELETE FROM search_keyword_readers WHERE hour < ?1').bind(beforeHour).run();
  return meta.changes ?? 0;
}

/** Whether `hash` is a story of the market (a click event names the story it opened). */
export async function isStoryOf(db: Database, country: string, hash: string): Promise<boolean> {
  return (await db.prepare('SELECT 1 AS found FROM articles WHERE hash = ?1 AND country = ?2').bind(hash, country).first()) !== null;
}
