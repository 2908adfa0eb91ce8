// The search index's reads and writes (migration 0037). Writes are statements for the caller's
// batch, so a record and its index row change in one transaction.
import type { Database } from './database.ts';
import { indexedField } from '#/domain/search/searchText.ts';
import type { ContentLanguage } from '#/markets.ts';
import { storySearchDocument } from '#/domain/search/storyDocument.ts';
import { nearestSpellings, spellableWords } from '#/domain/search/spelling.ts';

export type SearchKind = 'article';

export interface SearchDocument {
  kind: SearchKind;
  ref: string;
  country: string;
  language: ContentLanguage;
  title: string;
  /** Summary, body text, author: what else the record is found by (weighted below the title). */
  body: string;
}

/** Statements that put `doc` in the index, replacing its earlier row. */
export function indexStatements(db: Database, doc: SearchDocument): D1PreparedStatement[] {
  const title = indexedField(doc.title, doc.language);
  const body = indexedField(doc.body, doc.language);
  return [
    ...unindexStatements(db, doc.kind, doc.ref),
    db.prepare('INSERT INTO search_docs (kind, ref, country) VALUES (?1, ?2, ?3)').bind(doc.kind, doc.ref, doc.country),
    db
      .prepare(
        `INSERT INTO search_index (rowid, country, title_words, title_grams, body_words, body_grams)
         SELECT id, ?3, ?4, ?5, ?6, ?7 FROM search_docs WHERE kind = ?1 AND ref = ?2`,
      )
      .bind(doc.kind, doc.ref, doc.country, title.words, title.grams, body.words, body.grams),
  ];
}

/** Statements that take a record out of the index. */
export function unindexStatements(db: Database, kind: SearchKind, ref: string): D1PreparedStatement[] {
  return [
    db.prepare('DELETE FROM search_index WHERE rowid = (SELECT id FROM search_docs WHERE kind = ?1 AND ref = ?2)').bind(kind, ref),
    db.prepare('DELETE FROM search_docs WHERE kind = ?1 AND ref = ?2').bind(kind, ref),
  ];
}

/** Statements that take the story stored at (country, slug) out of the index: its hash may change with an update. */
export function unindexStoryAtStatements(db: Database, country: string, slug: string): D1PreparedStatement[] {
  const docs = "SELECT d.id FROM search_docs d JOIN articles a ON d.kind = 'article' AND d.ref = a.hash WHERE a.country = ?1 AND a.slug = ?2";
  return [
    db.prepare(`DELETE FROM search_index WHERE rowid IN (${docs})`).bind(country, slug),
    db.prepare(`DELETE FROM search_docs WHERE id IN (${docs})`).bind(country, slug),
  ];
}

/** Statements that take a story stored under `id` out of the index (an editorial update by id). */
export function unindexStoryByIdStatements(db: Database, id: number): D1PreparedStatement[] {
  const docs = "SELECT d.id FROM search_docs d JOIN articles a ON d.kind = 'article' AND d.ref = a.hash WHERE a.id = ?1";
  return [db.prepare(`DELETE FROM search_index WHERE rowid IN (${docs})`).bind(id), db.prepare(`DELETE FROM search_docs WHERE id IN (${docs})`).bind(id)];
}

/**
 * For each word the index does not hold, its nearest spellings that it does (the vocabulary's terms
 * of the same first letter and a length one apart at most). Words the index holds are left out.
 * Whether it holds a word is looked up first, by equality: a read of the vocabulary by first letter
 * walks the rows of every term under it (tens of milliseconds at 400,000 stories), so only a word the
 * index lacks pays for it.
 */
export async function spellingAlternatives(db: Database, words: readonly string[]): Promise<Map<string, string[]>> {
  const checked = spellableWords(words);
  if (!checked.length) return new Map();
  const held = await db.batch(checked.map((w) => db.prepare('SELECT 1 AS held FROM search_terms WHERE term = ?1').bind(w)));
  const missing = checked.filter((_, i) => !held[i]!.results.length);
  if (!missing.length) return new Map();
  const answers = await db.batch(
    missing.map((w) =>
      db
        .prepare('SELECT term, doc FROM search_terms WHERE term >= ?1 AND term < ?2 AND length(term) BETWEEN ?3 AND ?4')
        .bind(w[0], String.fromCharCode(w.charCodeAt(0) + 1), w.length - 1, w.length + 1),
    ),
  );
  const found = new Map<string, string[]>();
  missing.forEach((word, i) => {
    const spellings = nearestSpellings(word, answers[i]!.results as { term: string; doc: number }[]);
    if (spellings.length) found.set(word, spellings);
  });
  return found;
}

export interface StoryHit {
  hash: string;
  title: string;
  summary: string;
  publisher_name: string | null;
  thumbnail_hash: string | null;
  publish_time: number;
}

/** Column weights of bm25 (country, title words, title grams, body words, body grams): the title counts most. */
const WEIGHTS = '0.0, 10.0, 6.0, 2.0, 1.0';

/**
 * A search counts its matches up to this many (a total of SEARCH_TOTAL_CAP means that many or more),
 * and ranks them by bm25 only under it: bm25 first counts every row of every phrase of the query (its
 * inverse document frequency), so its cost follows the commonest word's postings, not the page
 * (decision 0078).
 */
export const SEARCH_TOTAL_CAP = 1_000;

/**
 * Freshness: a match's bm25 score is weighed by FRESHNESS_MS / (FRESHNESS_MS + its age), so a story
 * that old counts half as much as one published now for the same match. A news reader searching a
 * word wants this month's story before the archive's that mention it as much (decision 0078).
 */
export const FRESHNESS_MS = 90 * 86_400_000;

const HIT_COLUMNS = 'a.hash, a.title, a.summary, p.name AS publisher_name, a.thumbnail_hash, a.publish_time';

/**
 * The market's stories matching `match` (an FTS5 expression), best first, and how many match (counted
 * up to `cap`). Under the cap, by bm25 weighed by freshness (ties newest first); at the cap, the
 * query is too broad for relevance to tell its stories apart: the most recently indexed first.
 */
export async function searchStories(db: Database, country: string, match: string, offset: number, length: number, cap = SEARCH_TOTAL_CAP, now = Date.now()): Promise<{ total: number; hits: StoryHit[] }> {
  const inMarket = `country: "${country.replace(/"/g, '')}" AND (${match})`;
  const counted = await db
    .prepare('SELECT count(*) AS total FROM (SELECT 1 FROM search_index WHERE search_index MATCH ?1 LIMIT ?2)')
    .bind(inMarket, cap)
    .first<{ total: number }>();
  const total = counted?.total ?? 0;
  if (!total || offset >= total) return { total, hits: [] };
  // CROSS JOIN keeps the matches the outer loop: the planner would otherwise walk the market's stories.
  const join = `CROSS JOIN search_docs d ON d.id = s.id AND d.kind = 'article' AND d.country = ?2
    CROSS JOIN articles a ON a.hash = d.ref AND a.country = ?2
    LEFT JOIN publishers p ON p.id = a.publisher_id`;
  // The market is checked on search_docs, not as a phrase of the MATCH: bm25 would count all of a
  // market's rows for it, on every query.
  const page =
    total < cap
      ? db
          .prepare(
            `WITH s AS MATERIALIZED (SELECT rowid AS id, bm25(search_index, ${WEIGHTS}) AS score FROM search_index WHERE search_index MATCH ?1)
             SELECT ${HIT_COLUMNS} FROM s ${join}
             ORDER BY s.score * ?5 / (?5 + max(0, ?6 - a.publish_time)), a.publish_time DESC LIMIT ?3 OFFSET ?4`,
          )
          .bind(match, country, length, offset, FRESHNESS_MS, now)
      : db
          .prepare(
            `WITH s AS MATERIALIZED (SELECT rowid AS id FROM search_index WHERE search_index MATCH ?1 ORDER BY rowid DESC LIMIT ?3 OFFSET ?4)
             SELECT ${HIT_COLUMNS} FROM s ${join} ORDER BY s.id DESC`,
          )
          // Pages end at the cap, as the total does.
          .bind(inMarket, country, Math.min(length, total - offset), offset);
  return { total, hits: (await page.all<StoryHit>()).results };
}

/** Indexes stored stories that have no index row (stories written before the index existed). Returns how many. */
export async function indexUnindexedStories(db: Database, batchSize = 100): Promise<number> {
  let total = 0;
  for (;;) {
    const { results } = await db
      .prepare(
        `SELECT a.hash, a.country, a.title, a.summary, a.author, a.body_html FROM articles a
         WHERE NOT EXISTS (SELECT 1 FROM search_docs d WHERE d.kind = 'article' AND d.ref = a.hash) ORDER BY a.id LIMIT ?1`,
      )
      .bind(batchSize)
      .all<{ hash: string; country: string; title: string; summary: string; author: string | null; body_html: string }>();
    if (!results.length) return total;
    await db.batch(results.flatMap((r) => indexStatements(db, storySearchDocument({ ...r, bodyHtml: r.body_html }))));
    total += results.length;
  }
}
