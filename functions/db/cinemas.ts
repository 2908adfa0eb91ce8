// Cinemas, halls and showtimes (migrations/0032): what the showtime listing and the booking page
// read, the demo seed's writes, and a signed-in reader's saved city and theatre.
import type { Database } from './database.ts';

export interface CinemaCityRecord {
  cityId: string;
  name: string;
  lat: number;
  lon: number;
}

export interface CinemaRecord {
  cinemaId: string;
  cityId: string;
  name: string;
  address: string;
  lat: number;
  lon: number;
}

export interface ShowtimeRecord {
  id: number;
  country: string;
  movieId: string;
  cinemaId: string;
  hallId: string;
  startsAt: number;
  localDate: string;
  format: string;
  audio: string;
  price: number;
  currency: string;
}

export interface HallRecord {
  hallId: string;
  name: string;
  layout: string[];
}

export interface CinemaSeed {
  cities: (CinemaCityRecord & { cinemas: (CinemaRecord & { halls: HallRecord[] })[] })[];
  showtimes: Omit<ShowtimeRecord, 'country'>[];
}

interface ShowtimeRow {
  id: number;
  country: string;
  movie_id: string;
  cinema_id: string;
  hall_id: string;
  starts_at: number;
  local_date: string;
  format: string;
  audio: string;
  price: number;
  currency: string;
}

const SHOWTIME_COLUMNS = 'id, country, movie_id, cinema_id, hall_id, starts_at, local_date, format, audio, price, currency';

const toShowtime = (r: ShowtimeRow): ShowtimeRecord => ({
  id: r.id,
  country: r.country,
  movieId: r.movie_id,
  cinemaId: r.cinema_id,
  hallId: r.hall_id,
  startsAt: r.starts_at,
  localDate: r.local_date,
  format: r.format,
  audio: r.audio,
  price: r.price,
  currency: r.currency,
});

export async function listCities(db: Database, country: string): Promise<CinemaCityRecord[]> {
  const { results } = await db.prepare('SELECT city_id, name, lat, lon FROM cinema_cities WHERE country = ? ORDER BY position').bind(country).all<{ city_id: string; name: string; lat: number; lon: number }>();
  return results.map((r) => ({ cityId: r.city_id, name: r.name, lat: r.lat, lon: r.lon }));
}

export async function listCinemas(db: Database, country: string, cityId?: string): Promise<CinemaRecord[]> {
  const { results } = await db
    .prepare(`SELECT cinema_id, city_id, name, address, lat, lon FROM cinemas WHERE country = ?1 AND (?2 IS NULL OR city_id = ?2) ORDER BY city_id, name`)
    .bind(country, cityId ?? null)
    .all<{ cinema_id: string; city_id: string; name: string; address: string; lat: number; lon: number }>();
  return results.map((r) => ({ cinemaId: r.cinema_id, cityId: r.city_id, name: r.name, address: r.address, lat: r.lat, lon: r.lon }));
}

export interface ShowtimeQuery {
  movieId?: string;
  date?: string;
  cityId?: string;
  cinemaId?: string;
}

/** Showtimes of a market by movie, day, city and cinema (each optional), in start order. */
export async function listShowtimes(db: Database, country: string, q: ShowtimeQuery): Promise<ShowtimeRecord[]> {
  const { results } = await db
    .prepare(
      `SELECT ${SHOWTIME_COLUMNS.split(', ').map((c) => `s.${c}`).join(', ')} FROM showtimes s JOIN cinemas c ON c.country = s.country AND c.cinema_id = s.cinema_id
       WHERE s.country = ?1 AND (?2 IS NULL OR s.movie_id = ?2) AND (?3 IS NULL OR s.local_date = ?3) AND (?4 IS NULL OR c.city_id = ?4) AND (?5 IS NULL OR s.cinema_id = ?5)
       ORDER BY s.starts_at, s.cinema_id LIMIT 500`,
    )
    .bind(country, q.movieId ?? null, q.date ?? null, q.cityId ?? null, q.cinemaId ?? null)
    .all<ShowtimeRow>();
  return results.map(toShowtime);
}

/** The days (yyyy-mm-dd) a movie has showtimes on in a market, from `fromDate`. */
export async function showtimeDates(db: Database, country: string, movieId: string | null, fromDate: string): Promise<string[]> {
  const { results } = await db
    .prepare('SELECT DISTINCT local_date FROM showtimes WHERE country = ?1 AND (?2 IS NULL OR movie_id = ?2) AND local_date >= ?3 ORDER BY local_date LIMIT 14')
    .bind(country, movieId, fromDate)
    .all<{ local_date: string }>();
  return results.map((r) => r.local_date);
}

export async function findShowtime(db: Database, id: number): Promise<ShowtimeRecord | null> {
  const row = await db.prepare(`SELECT ${SHOWTIME_COLUMNS} FROM showtimes WHERE id = ?`).bind(id).first<ShowtimeRow>();
  return row ? toShowtime(row) : null;
}

export async function findHall(db: Database, country: string, cinemaId: string, hallId: string): Promise<HallRecord | null> {
  const row = await db
    .prepare('SELECT hall_id, name, layout_json FROM cinema_halls WHERE country = ? AND cinema_id = ? AND hall_id = ?')
    .bind(country, cinemaId, hallId)
    .first<{ hall_id: string; name: string; layout_json: string }>();
  return row ? { hallId: row.hall_id, name: row.name, layout: JSON.parse(row.layout_json) as string[] } : null;
}

export async function findCinema(db: Database, country: string, cinemaId: string): Promise<CinemaRecord | null> {
  const [cinema] = (await listCinemas(db, country)).filter((c) => c.cinemaId === cinemaId);
  return cinema ?? null;
}

/** Replaces a market's cinemas, halls and showtimes (the demo seed; claims and orders stay). */
export async function replaceCinemas(db: Database, country: string, seed: CinemaSeed): Promise<void> {
  const statements = [
    db.prepare('DELETE FROM showtimes WHERE country = ?').bind(country),
    db.prepare('DELETE FROM cinema_halls WHERE country = ?').bind(country),
    db.prepare('DELETE FROM cinemas WHERE country = ?').bind(country),
    db.prepare('DELETE FROM cinema_cities WHERE country = ?').bind(country),
  ];
  seed.cities.forEach((city, position) => {
    statements.push(db.prepare('INSERT INTO cinema_cities (country, city_id, name, lat, lon, position) VALUES (?, ?, ?, ?, ?, ?)').bind(country, city.cityId, city.name, city.lat, city.lon, position));
    for (const cinema of city.cinemas) {
      statements.push(
        db.prepare('INSERT INTO cinemas (country, cinema_id, city_id, name, address, lat, lon) VALUES (?, ?, ?, ?, ?, ?, ?)').bind(country, cinema.cinemaId, city.cityId, cinema.name, cinema.address, cinema.lat, cinema.lon),
      );
      for (const hall of cinema.halls) {
        statements.push(db.prepare('INSERT INTO cinema_halls (country, cinema_id, hall_id, name, layout_json) VALUES (?, ?, ?, ?, ?)').bind(country, cinema.cinemaId, hall.hallId, hall.name, JSON.stringify(hall.layout)));
      }
    }
  });
  for (const s of seed.showtimes) {
    statements.push(
      db
        .prepare(`INSERT INTO showtimes (${SHOWTIME_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
        .bind(s.id, country, s.movieId, s.cinemaId, s.hallId, s.startsAt, s.localDate, s.format, s.audio, s.price, s.currency),
    );
  }
  // Claims of showtimes that no longer exist would block nothing but are noise: drop the unsold ones.
  statements.push(db.prepare('DELETE FROM seat_claims WHERE order_id IS NULL AND showtime_id NOT IN (SELECT id FROM showtimes)'));
  for (let i = 0; i < statements.length; i += 200) await db.batch(statements.slice(i, i + 200));
}

export interface CinemaChoice {
  cityId: string | null;
  cinemaId: string | null;
}

export async function readCinemaChoice(db: Database, userId: string, country: string): Promise<CinemaChoice> {
  const row = await db.prepare('SELECT city_id, cinema_id FROM reader_cinema_choices WHERE user_id = ? AND country = ?').bind(userId, country).first<{ city_id: string | null; cinema_id: string | null }>();
  return { cityId: row?.city_id ?? null, cinemaId: row?.cinema_id ?? null };
}

export async function saveCinemaChoice(db: Database, userId: string, country: string, choice: CinemaChoice, now: number): Promise<void> {
  await db
    .prepare(
      `INSERT INTO reader_cinema_choices (user_id, country, city_id, cinema_id, updated_time) VALUES (?1, ?2, ?3, ?4, ?5)
       ON CONFLICT (user_id, country) DO UPDATE SET city_id = ?3, cinema_id = ?4, updated_time = ?5`,
    )
    .bind(userId, country, choice.cityId, choice.cinemaId, now)
    .run();
}
