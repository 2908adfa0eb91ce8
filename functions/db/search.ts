// The search index's reads and writes (migration 0037). Writes are statements for the caller's
// batch, so a record and its index row change in one transaction.
import type { Database } from './database.ts';
import { indexedField } from '#/domain/search/searchText.ts';
import type { ContentLanguage } from '#/markets.ts';
import { storySearchDocument } from '#/domain/search/storyDocument.ts';
import { nearestSpellings, spellableWords } from '#/domain/search/spelling.ts';
import {
  dramaSearchDocument,
  movieSearchDocument,
  profileSearchDocument,
  publisherSearchDocument,
  tagSearchDocument,
  type EntityKind,
} from '#/domain/search/entityDocuments.ts';

export type SearchKind = 'article' | EntityKind;

/**
 * The value of the index's `country` column: the shelf one search reads. A market's stories are
 * shelved under its code (what `searchStories` matches), its other kinds under code + kind
 * ("twdrama"), one token, so a story search never counts a drama and an entity search reads one kind.
 */
export function searchShelf(kind: SearchKind, country: string): string {
  return kind === 'article' ? country : `${country}${kind}`;
}

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
      .bind(doc.kind, doc.ref, searchShelf(doc.kind, doc.country), title.words, title.grams, body.words, body.grams),
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
export const BM25_WEIGHTS = '0.0, 10.0, 6.0, 2.0, 1.0';

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
            `WITH s AS MATERIALIZED (SELECT rowid AS id, bm25(search_index, ${BM25_WEIGHTS}) AS score FROM search_index WHERE search_index MATCH ?1)
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

// ---- Publishers, profiles, tags, dramas and movies (decision 0076) ----

/** Statements for the tag rows of a story about to replace its tags (run before its article_tags change). */
export function untagStoryStatements(db: Database, articleId: number, country: string, keptTags: readonly string[]): D1PreparedStatement[] {
  // The story's tags it drops that no other story of the market carries leave the index.
  const dropped = `SELECT d.id FROM article_tags t JOIN search_docs d ON d.kind = 'tag' AND d.ref = ?2 || '/' || t.tag
    WHERE t.article_id = ?1 AND t.tag NOT IN (SELECT value FROM json_each(?3))
      AND NOT EXISTS (SELECT 1 FROM article_tags o JOIN articles a ON a.id = o.article_id WHERE o.tag = t.tag AND o.article_id <> ?1 AND a.country = ?2)`;
  const kept = JSON.stringify(keptTags);
  return [
    db.prepare(`DELETE FROM search_index WHERE rowid IN (${dropped})`).bind(articleId, country, kept),
    db.prepare(`DELETE FROM search_docs WHERE id IN (${dropped})`).bind(articleId, country, kept),
  ];
}

/** Statements that (re)index the tags a story carries: a tag is found once a story of the market carries it. */
export function tagIndexStatements(db: Database, country: string, tags: readonly string[]): D1PreparedStatement[] {
  return [...new Set(tags)].flatMap((tag) => indexStatements(db, tagSearchDocument(country, tag)));
}

interface TitleEntity {
  country: string;
  id: string;
  title: string;
  subtitle: string;
}
interface DramaDetails {
  year: number;
  synopsis: string;
  cast_json: string;
}
interface MovieDetails {
  genres_json: string;
  director: string;
  synopsis: string;
  cast_json: string;
}

const castOf = (kind: 'drama' | 'movie', alias: string) =>
  `(SELECT json_group_array(json_object('name', c.name, 'role', c.role)) FROM (SELECT name, role FROM ${kind}_cast c WHERE c.country = ${alias}.country AND c.${kind}_id = ${alias}.${kind}_id ORDER BY position) c) AS cast_json`;

const DRAMA_DETAILS = `SELECT d.drama_id AS id, d.year, d.synopsis, ${castOf('drama', 'd')} FROM drama_details d`;
const MOVIE_DETAILS = `SELECT m.movie_id AS id, m.genres_json, m.director, m.synopsis, ${castOf('movie', 'm')} FROM movie_details m`;
const DRAMA_SOURCE = `SELECT e.country, e.entity_id AS id, e.title, e.subtitle, d.year, d.synopsis, ${castOf('drama', 'd')}
  FROM entities e JOIN drama_details d ON d.country = e.country AND d.drama_id = e.entity_id WHERE e.entity_type = 'DRAMA'`;
const MOVIE_SOURCE = `SELECT e.country, e.entity_id AS id, e.title, e.subtitle, m.genres_json, m.director, m.synopsis, ${castOf('movie', 'm')}
  FROM entities e JOIN movie_details m ON m.country = e.country AND m.movie_id = e.entity_id WHERE e.entity_type = 'MOVIE'`;

const dramaDocument = (r: TitleEntity & DramaDetails) =>
  dramaSearchDocument({ country: r.country, dramaId: r.id, title: r.title, subtitle: r.subtitle, year: r.year, synopsis: r.synopsis, cast: JSON.parse(r.cast_json) });
const movieDocument = (r: TitleEntity & MovieDetails) =>
  movieSearchDocument({
    country: r.country,
    movieId: r.id,
    title: r.title,
    subtitle: r.subtitle,
    genres: JSON.parse(r.genres_json),
    director: r.director,
    synopsis: r.synopsis,
    cast: JSON.parse(r.cast_json),
  });

// A drama or movie is indexed once it has both halves, its entity row (upsertEntities) and its
// details: the write of either half reads the other half as stored and indexes the whole in its own batch.

/** The stored details of a market's dramas and movies with these ids (for an entity write). */
export async function storedTitleDetails(db: Database, country: string, ids: { drama: readonly string[]; movie: readonly string[] }) {
  const [dramas, movies] = await db.batch([
    db.prepare(`${DRAMA_DETAILS} WHERE d.country = ?1 AND d.drama_id IN (SELECT value FROM json_each(?2))`).bind(country, JSON.stringify(ids.drama)),
    db.prepare(`${MOVIE_DETAILS} WHERE m.country = ?1 AND m.movie_id IN (SELECT value FROM json_each(?2))`).bind(country, JSON.stringify(ids.movie)),
  ]);
  return {
    drama: new Map(((dramas!.results ?? []) as (DramaDetails & { id: string })[]).map((r) => [r.id, r])),
    movie: new Map(((movies!.results ?? []) as (MovieDetails & { id: string })[]).map((r) => [r.id, r])),
  };
}

/** The stored entity row (title, line) of a drama or movie (for a details write); null when there is none yet. */
export function storedTitleEntity(db: Database, kind: 'drama' | 'movie', country: string, id: string): Promise<TitleEntity | null> {
  return db
    .prepare('SELECT country, entity_id AS id, title, subtitle FROM entities WHERE country = ?1 AND entity_type = ?2 AND entity_id = ?3')
    .bind(country, kind.toUpperCase(), id)
    .first<TitleEntity>();
}

/** Index statements of a drama: its entity row and its details. */
export function dramaIndexStatements(db: Database, entity: TitleEntity, details: { year: number; synopsis: string; cast: readonly { name: string; role: string }[] }): D1PreparedStatement[] {
  return indexStatements(db, dramaSearchDocument({ ...entity, dramaId: entity.id, ...details }));
}

/** Index statements of a movie: its entity row and its details. */
export function movieIndexStatements(
  db: Database,
  entity: TitleEntity,
  details: { genres: readonly string[]; director: string; synopsis: string; cast: readonly { name: string; role: string }[] },
): D1PreparedStatement[] {
  return indexStatements(db, movieSearchDocument({ ...entity, movieId: entity.id, ...details }));
}

/** A stored drama's details as dramaIndexStatements takes them. */
export const dramaDetailsOf = (r: DramaDetails) => ({ year: r.year, synopsis: r.synopsis, cast: JSON.parse(r.cast_json) as { name: string; role: string }[] });
/** A stored movie's details as movieIndexStatements takes them. */
export const movieDetailsOf = (r: MovieDetails) => ({
  genres: JSON.parse(r.genres_json) as string[],
  director: r.director,
  synopsis: r.synopsis,
  cast: JSON.parse(r.cast_json) as { name: string; role: string }[],
});

const notIndexed = (kind: EntityKind, ref: string) => `NOT EXISTS (SELECT 1 FROM search_docs s WHERE s.kind = '${kind}' AND s.ref = ${ref})`;

/** Each kind: the records with no index row (stored before the index held them) and their documents. */
const UNINDEXED: { kind: EntityKind; select: string; document: (row: never) => SearchDocument }[] = [
  {
    kind: 'publisher',
    select: `SELECT id, country, name, description FROM publishers WHERE ${notIndexed('publisher', 'publishers.id')}`,
    document: (r: { id: string; country: string; name: string; description: string }) => publisherSearchDocument(r),
  },
  {
    kind: 'profile',
    select: `SELECT country, hash, name, occupation, description FROM profiles WHERE ${notIndexed('profile', "profiles.country || '/' || profiles.hash")}`,
    document: (r: { country: string; hash: string; name: string; occupation: string; description: string }) => profileSearchDocument(r),
  },
  {
    kind: 'tag',
    select: `SELECT DISTINCT a.country, t.tag FROM article_tags t JOIN articles a ON a.id = t.article_id WHERE ${notIndexed('tag', "a.country || '/' || t.tag")}`,
    document: (r: { country: string; tag: string }) => tagSearchDocument(r.country, r.tag),
  },
  { kind: 'drama', select: `${DRAMA_SOURCE} AND ${notIndexed('drama', "e.country || '/' || e.entity_id")}`, document: dramaDocument },
  { kind: 'movie', select: `${MOVIE_SOURCE} AND ${notIndexed('movie', "e.country || '/' || e.entity_id")}`, document: movieDocument },
];

/** Indexes stored publishers, profiles, tags, dramas and movies that have no index row. Returns how many, by kind. */
export async function indexUnindexedEntities(db: Database, batchSize = 100): Promise<Record<EntityKind, number>> {
  const counts = {} as Record<EntityKind, number>;
  for (const { kind, select, document } of UNINDEXED) {
    counts[kind] = 0;
    for (;;) {
      const { results } = await db.prepare(`${select} LIMIT ?1`).bind(batchSize).all<never>();
      if (!results.length) break;
      await db.batch(results.flatMap((r) => indexStatements(db, document(r))));
      counts[kind] += results.length;
    }
  }
  return counts;
}

