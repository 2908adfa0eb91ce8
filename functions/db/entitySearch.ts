// Search reads of the kinds besides stories (issue #29, decision 0076): a market's dramas, movies,
// people, publishers and tags matching an FTS5 expression, best first, each kind with its total.
// Each kind is its own shelf of the index (searchShelf), so a kind's MATCH reads only its rows.
import type { Database } from './database.ts';
import { BM25_WEIGHTS, searchShelf } from './search.ts';
import type { EntityKind } from '#/domain/search/entityDocuments.ts';
import type { MovieStatus } from '#/domain/movies/movies.ts';

/** One found record, with what a result card shows. */
export interface EntityHit {
  id: string;
  title: string;
  imageHash: string | null;
  /** The record's own line: a title's subtitle, a person's occupation, a publisher's description. */
  subtitle: string;
  /** A drama's year, a movie's release year. */
  year: number | null;
  status: MovieStatus | null;
  /** The id the record's page route takes: a title's url path, a person's hash, a publisher's id; null for a tag. */
  path: string | null;
}

export interface EntityHits {
  kind: EntityKind;
  total: number;
  hits: EntityHit[];
}

/** Per kind: the columns of an EntityHit (and its page's id) and the joins from a search_docs row `d` of market ?2. */
const RECORDS: Record<EntityKind, { columns: string; joins: string }> = {
  drama: {
    columns: 'e.entity_id AS id, e.title, e.image_hash AS imageHash, e.subtitle, x.year, NULL AS status, e.url_path AS path',
    joins: `JOIN entities e ON e.country = ?2 AND e.entity_type = 'DRAMA' AND e.entity_id = substr(d.ref, length(?2) + 2)
      JOIN drama_details x ON x.country = e.country AND x.drama_id = e.entity_id`,
  },
  movie: {
    columns: 'e.entity_id AS id, e.title, e.image_hash AS imageHash, e.subtitle, CAST(substr(x.release_date, 1, 4) AS INTEGER) AS year, x.status, e.url_path AS path',
    joins: `JOIN entities e ON e.country = ?2 AND e.entity_type = 'MOVIE' AND e.entity_id = substr(d.ref, length(?2) + 2)
      JOIN movie_details x ON x.country = e.country AND x.movie_id = e.entity_id`,
  },
  profile: {
    columns: 'p.hash AS id, p.name AS title, p.image_hash AS imageHash, p.occupation AS subtitle, NULL AS year, NULL AS status, p.hash AS path',
    joins: 'JOIN profiles p ON p.country = ?2 AND p.hash = substr(d.ref, length(?2) + 2)',
  },
  publisher: {
    columns: 'p.id, p.name AS title, p.logo_hash AS imageHash, p.description AS subtitle, NULL AS year, NULL AS status, p.id AS path',
    joins: 'JOIN publishers p ON p.id = d.ref AND p.country = ?2',
  },
  tag: {
    columns: "substr(d.ref, length(?2) + 2) AS id, substr(d.ref, length(?2) + 2) AS title, NULL AS imageHash, '' AS subtitle, NULL AS year, NULL AS status, NULL AS path",
    joins: '',
  },
};

/**
 * How a kind's matches are ordered. 'relevance': bm25, as story search ranks. 'shortestName': the
 * shortest names first (the name closest to the query: the tag 香港 before 香港樓市), among the
 * first NAMED_CANDIDATES matches. bm25 first walks every row of every phrase of the query in the
 * whole index (14 ms for 香港 over 400,000 stories, decision 0078), which the links beside a story
 * search (a few publishers and tags) do not need to pay on every search.
 */
export type EntityOrder = 'relevance' | 'shortestName';

/** Matches a 'shortestName' read orders: more than a market has publishers, more than a query's tags. */
const NAMED_CANDIDATES = 200;
const RANKED = `SELECT rowid AS id, bm25(search_index, ${BM25_WEIGHTS}) AS score FROM search_index WHERE search_index MATCH ?1`;
const NAMED = `SELECT rowid AS id FROM search_index WHERE search_index MATCH ?1 LIMIT ${NAMED_CANDIDATES}`;

/**
 * The market's records of each kind matching `match` (an FTS5 expression), in `order` (ties by
 * title), a window of `length` from `offset`, and how many match in all; kinds in the order given.
 */
export async function searchEntities(
  db: Database,
  country: string,
  match: string,
  kinds: readonly EntityKind[],
  offset: number,
  length: number,
  order: EntityOrder = 'relevance',
): Promise<EntityHits[]> {
  if (!kinds.length) return [];
  const expression = (kind: EntityKind) => `country: "${searchShelf(kind, country).replace(/"/g, '')}" AND (${match})`;
  const answers = await db.batch(
    kinds.flatMap((kind) => [
      db.prepare('SELECT count(*) AS total FROM search_index WHERE search_index MATCH ?1').bind(expression(kind)),
      db
        .prepare(
          `SELECT ${RECORDS[kind].columns}
           FROM (${order === 'relevance' ? RANKED : NAMED}) AS s
           JOIN search_docs d ON d.id = s.id AND d.kind = ?3 AND d.country = ?2
           ${RECORDS[kind].joins}
           ORDER BY ${order === 'relevance' ? 's.score' : 'length(title)'}, title LIMIT ?4 OFFSET ?5`,
        )
        .bind(expression(kind), country, kind, length, offset),
    ]),
  );
  return kinds.map((kind, i) => ({
    kind,
    total: (answers[2 * i]!.results[0] as { total: number }).total,
    hits: answers[2 * i + 1]!.results as EntityHit[],
  }));
}

/** Whether the market has an entertainment hub: any drama or movie. */
export async function hasEntertainment(db: Database, country: string): Promise<boolean> {
  const row = await db.prepare("SELECT 1 AS found FROM entities WHERE country = ?1 AND entity_type IN ('DRAMA', 'MOVIE') LIMIT 1").bind(country).first<{ found: number }>();
  return row !== null;
}
