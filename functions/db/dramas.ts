// Dramas (migration 0030 on top of the DRAMA entities of 0003): a drama's page data, cards for lists
// and charts, curated lists (ENTITY listings of DRAMA entities) and the chart's two editions. Reads
// and the seed's writes; no HTTP.
import { CHART_EDITIONS, type ChartEdition, type FilmType } from '#/domain/dramas/dramas.ts';
import type { ChartPosition } from '#/domain/dramas/chart.ts';
import type { Database } from './database.ts';
import { titleCastStatement, toTitleCast, type TitleCastRecord } from './titleCast.ts';
import { findCuratedEntities } from './listings.ts';
import { dramaIndexStatements, storedTitleEntity } from './search.ts';

/** What a card shows: the entity's brief fields, the drama's film type and year, its first cast names. */
export interface DramaCardRecord {
  dramaId: string;
  urlPath: string;
  title: string;
  subtitle: string;
  imageHash: string | null;
  score: number | null;
  filmType: FilmType;
  year: number;
  castNames: string[];
}

export type DramaCastRecord = TitleCastRecord;

export interface DramaEpisodeRecord {
  number: number;
  title: string | null;
  airDate: string;
  watch: string[];
}

export interface DramaRecord extends DramaCardRecord {
  country: string;
  synopsis: string;
  trailerVideoHash: string | null;
  updatedTime: number;
  cast: DramaCastRecord[];
  episodes: DramaEpisodeRecord[];
}

export interface DramaListRecord {
  id: string;
  title: string;
  updatedTime: number;
  dramaIds: string[];
}

interface CardRow {
  entity_id: string;
  url_path: string;
  title: string;
  subtitle: string;
  image_hash: string | null;
  score: number | null;
  film_type: FilmType;
  year: number;
  synopsis: string;
  trailer_video_hash: string | null;
  updated_time: number;
}

const CARD_SELECT = `SELECT e.entity_id, e.url_path, e.title, e.subtitle, e.image_hash, e.score, d.film_type, d.year, d.synopsis,
  d.trailer_video_hash, MAX(e.updated_time, d.updated_time) AS updated_time
  FROM entities e JOIN drama_details d ON d.country = e.country AND d.drama_id = e.entity_id
  WHERE e.country = ?1 AND e.entity_type = 'DRAMA'`;

const toCard = (row: CardRow, castNames: string[]): DramaCardRecord => ({
  dramaId: row.entity_id,
  urlPath: row.url_path,
  title: row.title,
  subtitle: row.subtitle,
  imageHash: row.image_hash,
  score: row.score,
  filmType: row.film_type,
  year: row.year,
  castNames,
});

/** The drama at /v2/drama/{urlPath} with its cast (linked profiles) and episodes; null when there is none. */
export async function findDrama(db: Database, country: string, urlPath: string): Promise<DramaRecord | null> {
  const row = await db.prepare(`${CARD_SELECT} AND e.url_path = ?2`).bind(country, urlPath).first<CardRow>();
  if (!row) return null;
  const [cast, episodes] = await db.batch([
    titleCastStatement(db, 'drama', country, row.entity_id),
    db.prepare('SELECT number, title, air_date, watch_json FROM drama_episodes WHERE country = ?1 AND drama_id = ?2 ORDER BY number').bind(country, row.entity_id),
  ]);
  const castRecords = toTitleCast(cast!.results);
  const episodeRows = (episodes!.results ?? []) as { number: number; title: string | null; air_date: string; watch_json: string }[];
  return {
    ...toCard(row, castRecords.map((c) => c.name)),
    country,
    synopsis: row.synopsis,
    trailerVideoHash: row.trailer_video_hash,
    updatedTime: row.updated_time,
    cast: castRecords,
    episodes: episodeRows.map((e) => ({ number: e.number, title: e.title, airDate: e.air_date, watch: JSON.parse(e.watch_json) as string[] })),
  };
}

/** Cards of the market's dramas with these ids, in the order given (unknown ids are left out). */
export async function findDramaCards(db: Database, country: string, ids: readonly string[], castNames: number): Promise<DramaCardRecord[]> {
  if (!ids.length) return [];
  const [cards, cast] = await db.batch([
    db.prepare(`${CARD_SELECT} AND e.entity_id IN (SELECT value FROM json_each(?2))`).bind(country, JSON.stringify(ids)),
    db
      .prepare('SELECT drama_id, name FROM drama_cast WHERE country = ?1 AND position < ?3 AND drama_id IN (SELECT value FROM json_each(?2)) ORDER BY drama_id, position')
      .bind(country, JSON.stringify(ids), castNames),
  ]);
  const names = new Map<string, string[]>();
  for (const c of (cast!.results ?? []) as { drama_id: string; name: string }[]) names.set(c.drama_id, [...(names.get(c.drama_id) ?? []), c.name]);
  const byId = new Map(((cards!.results ?? []) as CardRow[]).map((r) => [r.entity_id, toCard(r, names.get(r.entity_id) ?? [])]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A curated list (/v2/drama/list/{urlPath}): the market's ENTITY listing of that id holding dramas; null otherwise. */
export async function findDramaList(db: Database, country: string, listingId: string): Promise<DramaListRecord | null> {
  const listing = await findCuratedEntities(db, country, listingId, 'DRAMA');
  return listing && { id: listing.id, title: listing.title, updatedTime: listing.updatedTime, dramaIds: listing.entityIds };
}

/** Both editions of the market's trending chart, each position with its drama's film type. */
export async function readDramaChart(db: Database, country: string): Promise<Record<ChartEdition, ChartPosition[]>> {
  const { results } = await db
    .prepare(
      `SELECT c.edition, c.rank, c.drama_id, d.film_type FROM drama_chart_positions c
       JOIN drama_details d ON d.country = c.country AND d.drama_id = c.drama_id
       WHERE c.country = ?1 ORDER BY c.edition, c.rank`,
    )
    .bind(country)
    .all<{ edition: ChartEdition; rank: number; drama_id: string; film_type: FilmType }>();
  const chart = Object.fromEntries(CHART_EDITIONS.map((e) => [e, [] as ChartPosition[]])) as Record<ChartEdition, ChartPosition[]>;
  for (const r of results) chart[r.edition].push({ dramaId: r.drama_id, rank: r.rank, filmType: r.film_type });
  return chart;
}

/** What the seed (or an editor) writes for one drama; its entity row is written by upsertEntities. */
export interface DramaDetailsInput {
  country: string;
  dramaId: string;
  filmType: FilmType;
  year: number;
  synopsis: string;
  trailerVideoHash: string | null;
  cast: { name: string; role: string; profileHash: string | null }[];
  episodes: DramaEpisodeRecord[];
}

/** Replaces a drama's details, cast and episodes in one transaction. */
export async function replaceDramaDetails(db: Database, drama: DramaDetailsInput, now: number): Promise<void> {
  const { country, dramaId } = drama;
  // Its search document needs its entity row too (title): indexed in this batch once that exists.
  const entity = await storedTitleEntity(db, 'drama', country, dramaId);
  await db.batch([
    ...(entity ? dramaIndexStatements(db, entity, drama) : []),
    db
      .prepare(
        `INSERT INTO drama_details (country, drama_id, film_type, year, synopsis, trailer_video_hash, updated_time) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
         ON CONFLICT (country, drama_id) DO UPDATE SET film_type = ?3, year = ?4, synopsis = ?5, trailer_video_hash = ?6, updated_time = ?7`,
      )
      .bind(country, dramaId, drama.filmType, drama.year, drama.synopsis, drama.trailerVideoHash, now),
    db.prepare('DELETE FROM drama_cast WHERE country = ?1 AND drama_id = ?2').bind(country, dramaId),
    db.prepare('DELETE FROM drama_episodes WHERE country = ?1 AND drama_id = ?2').bind(country, dramaId),
    ...drama.cast.map((c, position) =>
      db.prepare('INSERT INTO drama_cast (country, drama_id, position, name, role, profile_hash) VALUES (?1, ?2, ?3, ?4, ?5, ?6)').bind(country, dramaId, position, c.name, c.role, c.profileHash),
    ),
    ...drama.episodes.map((e) =>
      db
        .prepare('INSERT INTO drama_episodes (country, drama_id, number, title, air_date, watch_json) VALUES (?1, ?2, ?3, ?4, ?5, ?6)')
        .bind(country, dramaId, e.number, e.title, e.airDate, JSON.stringify(e.watch)),
    ),
  ]);
}

/** Replaces both editions of a market's chart: drama ids in rank order (rank 1 first). */
export async function replaceDramaChart(db: Database, country: string, editions: Record<ChartEdition, readonly string[]>): Promise<void> {
  await db.batch([
    db.prepare('DELETE FROM drama_chart_positions WHERE country = ?1').bind(country),
    ...CHART_EDITIONS.flatMap((edition) =>
      editions[edition].map((dramaId, index) =>
        db.prepare('INSERT INTO drama_chart_positions (country, edition, rank, drama_id) VALUES (?1, ?2, ?3, ?4)').bind(country, edition, index + 1, dramaId),
      ),
    ),
  ]);
}
