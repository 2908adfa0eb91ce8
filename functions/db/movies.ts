// Movies (migration 0031 on top of the MOVIE entities of 0003): a movie's page data, cards for the
// tab pages and the chart, the movie tab list (a MOVIE_LIST page whose modules are the tabs), series
// listings and the chart's two editions. Reads and the seed's writes; no HTTP.
import { CHART_EDITIONS, type ChartEdition } from '#/domain/dramas/dramas.ts';
import type { MovieStatus } from '#/domain/movies/movies.ts';
import type { Database } from './database.ts';
import { titleCastStatement, toTitleCast, type TitleCastRecord } from './titleCast.ts';
import { findCuratedEntities } from './listings.ts';
import { movieIndexStatements, storedTitleEntity } from './search.ts';

/** What a card shows: the entity's brief fields with the movie's status, release date, runtime and genres. */
export interface MovieCardRecord {
  movieId: string;
  urlPath: string;
  title: string;
  subtitle: string;
  imageHash: string | null;
  score: number | null;
  rating: string | null;
  status: MovieStatus;
  releaseDate: string;
  runtimeMinutes: number;
  genres: string[];
}

export type MovieCastRecord = TitleCastRecord;

export interface MovieRecord extends MovieCardRecord {
  country: string;
  director: string;
  synopsis: string;
  trailerVideoHash: string | null;
  updatedTime: number;
  cast: MovieCastRecord[];
}

interface CardRow {
  entity_id: string;
  url_path: string;
  title: string;
  subtitle: string;
  image_hash: string | null;
  score: number | null;
  rating: string | null;
  status: MovieStatus;
  release_date: string;
  runtime_minutes: number;
  genres_json: string;
  director: string;
  synopsis: string;
  trailer_video_hash: string | null;
  updated_time: number;
}

const CARD_SELECT = `SELECT e.entity_id, e.url_path, e.title, e.subtitle, e.image_hash, e.score, e.rating, m.status, m.release_date,
  m.runtime_minutes, m.genres_json, m.director, m.synopsis, m.trailer_video_hash, MAX(e.updated_time, m.updated_time) AS updated_time
  FROM entities e JOIN movie_details m ON m.country = e.country AND m.movie_id = e.entity_id
  WHERE e.country = ?1 AND e.entity_type = 'MOVIE'`;

const toCard = (row: CardRow): MovieCardRecord => ({
  movieId: row.entity_id,
  urlPath: row.url_path,
  title: row.title,
  subtitle: row.subtitle,
  imageHash: row.image_hash,
  score: row.score,
  rating: row.rating,
  status: row.status,
  releaseDate: row.release_date,
  runtimeMinutes: row.runtime_minutes,
  genres: JSON.parse(row.genres_json) as string[],
});

/** The movie at /v2/movie/{urlPath}/ with its cast (linked profiles); null when there is none. */
export async function findMovie(db: Database, country: string, urlPath: string): Promise<MovieRecord | null> {
  const row = await db.prepare(`${CARD_SELECT} AND e.url_path = ?2`).bind(country, urlPath).first<CardRow>();
  if (!row) return null;
  const { results } = await titleCastStatement(db, 'movie', country, row.entity_id).all();
  return {
    ...toCard(row),
    country,
    director: row.director,
    synopsis: row.synopsis,
    trailerVideoHash: row.trailer_video_hash,
    updatedTime: row.updated_time,
    cast: toTitleCast(results),
  };
}

/** Cards of the market's movies with these ids, in the order given (unknown ids are left out). */
export async function findMovieCards(db: Database, country: string, ids: readonly string[]): Promise<MovieCardRecord[]> {
  if (!ids.length) return [];
  const { results } = await db.prepare(`${CARD_SELECT} AND e.entity_id IN (SELECT value FROM json_each(?2))`).bind(country, JSON.stringify(ids)).all<CardRow>();
  const byId = new Map(results.map((r) => [r.entity_id, toCard(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export interface MovieListingRecord {
  id: string;
  title: string;
  updatedTime: number;
  movieIds: string[];
}

/** The market's ENTITY listing of that id when it holds movies only (a tab's or a series'); null otherwise. */
export async function findMovieListing(db: Database, country: string, listingId: string): Promise<MovieListingRecord | null> {
  const listing = await findCuratedEntities(db, country, listingId, 'MOVIE');
  return listing && { id: listing.id, title: listing.title, updatedTime: listing.updatedTime, movieIds: listing.entityIds };
}

export interface MovieTabPageRecord {
  pageId: number;
  name: string;
  urlPath: string;
  updatedTime: number;
  /** Each module: its anchor id (the tab), title and first listing. */
  tabs: { moduleId: number; tab: string; title: string; listingId: string | null }[];
}

/** The market's movie tab list at {urlPath}: its page of type MOVIE_LIST; null when there is none. */
export async function findMovieTabPage(db: Database, country: string, urlPath: string): Promise<MovieTabPageRecord | null> {
  const page = await db
    .prepare("SELECT id, name, url_path, updated_time FROM pages WHERE country = ?1 AND url_path = ?2 AND type = 'MOVIE_LIST'")
    .bind(country, urlPath)
    .first<{ id: number; name: string; url_path: string; updated_time: number }>();
  if (!page) return null;
  const { results } = await db
    .prepare(
      `SELECT m.id, m.anchor_id, m.title, (SELECT ml.listing_id FROM module_listings ml WHERE ml.module_id = m.id ORDER BY ml.position LIMIT 1) AS listing_id
       FROM modules m WHERE m.page_id = ?1 ORDER BY m.position`,
    )
    .bind(page.id)
    .all<{ id: number; anchor_id: string | null; title: string; listing_id: string | null }>();
  return {
    pageId: page.id,
    name: page.name,
    urlPath: page.url_path,
    updatedTime: page.updated_time,
    tabs: results.flatMap((m) => (m.anchor_id ? [{ moduleId: m.id, tab: m.anchor_id, title: m.title, listingId: m.listing_id }] : [])),
  };
}

/** Both editions of the market's trending movie chart, movie ids in rank order. */
export async function readMovieChart(db: Database, country: string): Promise<Record<ChartEdition, string[]>> {
  const { results } = await db
    .prepare('SELECT edition, movie_id FROM movie_chart_positions WHERE country = ?1 ORDER BY edition, rank')
    .bind(country)
    .all<{ edition: ChartEdition; movie_id: string }>();
  const chart = Object.fromEntries(CHART_EDITIONS.map((e) => [e, [] as string[]])) as Record<ChartEdition, string[]>;
  for (const r of results) chart[r.edition].push(r.movie_id);
  return chart;
}

/** What the seed (or an editor) writes for one movie; its entity row is written by upsertEntities. */
export interface MovieDetailsInput {
  country: string;
  movieId: string;
  status: MovieStatus;
  releaseDate: string;
  runtimeMinutes: number;
  director: string;
  genres: string[];
  synopsis: string;
  trailerVideoHash: string | null;
  cast: { name: string; role: string; profileHash: string | null }[];
}

/** Replaces a movie's details and cast in one transaction. */
export async function replaceMovieDetails(db: Database, movie: MovieDetailsInput, now: number): Promise<void> {
  const { country, movieId } = movie;
  // Its search document needs its entity row too (title): indexed in this batch once that exists.
  const entity = await storedTitleEntity(db, 'movie', country, movieId);
  await db.batch([
    ...(entity ? movieIndexStatements(db, entity, movie) : []),
    db
      .prepare(
        `INSERT INTO movie_details (country, movie_id, status, release_date, runtime_minutes, director, genres_json, synopsis, trailer_video_hash, updated_time)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)
         ON CONFLICT (country, movie_id) DO UPDATE SET status = ?3, release_date = ?4, runtime_minutes = ?5, director = ?6, genres_json = ?7, synopsis = ?8,
           trailer_video_hash = ?9, updated_time = ?10`,
      )
      .bind(country, movieId, movie.status, movie.releaseDate, movie.runtimeMinutes, movie.director, JSON.stringify(movie.genres), movie.synopsis, movie.trailerVideoHash, now),
    db.prepare('DELETE FROM movie_cast WHERE country = ?1 AND movie_id = ?2').bind(country, movieId),
    ...movie.cast.map((c, position) =>
      db.prepare('INSERT INTO movie_cast (country, movie_id, position, name, role, profile_hash) VALUES (?1, ?2, ?3, ?4, ?5, ?6)').bind(country, movieId, position, c.name, c.role, c.profileHash),
    ),
  ]);
}

/** Replaces both editions of a market's movie chart: movie ids in rank order (rank 1 first). */
export async function replaceMovieChart(db: Database, country: string, editions: Record<ChartEdition, readonly string[]>): Promise<void> {
  await db.batch([
    db.prepare('DELETE FROM movie_chart_positions WHERE country = ?1').bind(country),
    ...CHART_EDITIONS.flatMap((edition) =>
      editions[edition].map((movieId, index) =>
        db.prepare('INSERT INTO movie_chart_positions (country, edition, rank, movie_id) VALUES (?1, ?2, ?3, ?4)').bind(country, edition, index + 1, movieId),
      ),
    ),
  ]);
}
