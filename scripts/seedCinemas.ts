// Demo cinemas and showtimes (seed/content/<market>/cinemas.json): three cities per market with their
// cinemas and halls (seat maps), and a week of showtimes from the seeding day in the market's time
// zone for every seeded movie (portal.json `movies`, the MOVIE entities keyed by slug). Validated
// before anything is written; a variant edition gets its parent's cinemas and its own showtime ids.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { replaceCinemas, type CinemaSeed } from '#functions/db/cinemas.ts';
import type { Database } from '#functions/db/database.ts';
import { seatMapOf } from '#/domain/booking/seatMap.ts';
import { isoInTimeZone } from '#/domain/shell/formatTime.ts';
import { COUNTRY_CODES, MARKETS, type CountryCode } from '#/markets.ts';

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase ascii words joined by "-"').max(60);
const place = { lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) };
const hall = z.object({
  hallId: slug,
  name: z.string().min(1).max(30),
  layout: z.array(z.string().regex(/^[s_]+$/, "must be 's' for a seat and '_' for a gap").max(40)).min(1).max(24),
});
export const seedCinemasSchema = z.object({
  /** Per seat, in the currency's minor unit (ISO 4217). */
  price: z.number().int().positive(),
  currency: z.string().regex(/^[A-Z]{3}$/),
  cities: z
    .array(
      z.object({
        cityId: slug,
        name: z.string().min(1).max(30),
        ...place,
        cinemas: z.array(z.object({ cinemaId: slug, name: z.string().min(1).max(40), address: z.string().min(4).max(80), ...place, halls: z.array(hall).min(1).max(8) })).min(1).max(6),
      }),
    )
    .length(3, 'must list 3 cities'),
});
export type SeedCinemas = z.infer<typeof seedCinemasSchema>;

export function loadSeedCinemas(root: string, source: string): SeedCinemas {
  const file = join(root, 'seed', 'content', source, 'cinemas.json');
  const parsed = seedCinemasSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const cinemaIds = parsed.data.cities.flatMap((c) => c.cinemas.map((x) => x.cinemaId));
  if (new Set(cinemaIds).size !== cinemaIds.length) throw new Error(`${file}: cinema ids must be unique in the market`);
  for (const h of parsed.data.cities.flatMap((c) => c.cinemas.flatMap((x) => x.halls))) {
    if (seatMapOf(h.layout).seatIds.length === 0) throw new Error(`${file}: hall ${h.name} has no seat`);
  }
  return parsed.data;
}

export const SHOWTIME_DAYS = 7;
/** Local start times of the day's screenings; a movie gets two of them per cinema, by rotation. */
const SLOTS = ['11:00', '13:40', '16:20', '19:00', '21:30'] as const;
const FORMATS = [
  { hallId: '1', format: '2D', audio: 'ORIGINAL', factor: 1 },
  { hallId: '2', format: '2D', audio: 'DUBBED', factor: 1 },
  { hallId: 'imax', format: 'IMAX', audio: 'ORIGINAL', factor: 1.5 },
] as const;

/** Epoch ms of a wall-clock time on a day in a time zone (the markets' zones keep no daylight saving). */
export function zonedTime(day: string, time: string, timeZone: string): number {
  const guess = Date.parse(`${day}T${time}:00Z`);
  const shown = Date.parse(`${isoInTimeZone(guess, timeZone).slice(0, 19)}Z`);
  return guess - (shown - guess);
}

/** Showtime ids: unique across markets and stable for a given seed day's plan. */
export const showtimeIdOf = (country: CountryCode, n: number) => (COUNTRY_CODES.indexOf(country) + 1) * 100_000 + n;

/** The market's cinemas and a week of showtimes for these movies, starting on `now`'s local day. */
export function planCinemas(country: CountryCode, cinemas: SeedCinemas, movieIds: readonly string[], now: number): CinemaSeed {
  const { timeZone } = MARKETS[country];
  const today = isoInTimeZone(now, timeZone).slice(0, 10);
  const showtimes: CinemaSeed['showtimes'] = [];
  let n = 0;
  for (let d = 0; d < SHOWTIME_DAYS; d++) {
    const day = new Date(Date.parse(`${today}T00:00:00Z`) + d * 86_400_000).toISOString().slice(0, 10);
    movieIds.forEach((movieId, m) => {
      for (const city of cinemas.cities) {
        // Each movie plays at one cinema of each city, two screenings a day, hall by rotation.
        const cinema = city.cinemas[m % city.cinemas.length]!;
        for (let k = 0; k < 2; k++) {
          const slot = SLOTS[(m + 2 * k + d) % SLOTS.length]!;
          const f = FORMATS[(m + k) % FORMATS.length]!;
          const hallId = cinema.halls.some((h) => h.hallId === f.hallId) ? f.hallId : cinema.halls[0]!.hallId;
          showtimes.push({
            id: showtimeIdOf(country, ++n),
            movieId,
            cinemaId: cinema.cinemaId,
            hallId,
            startsAt: zonedTime(day, slot, timeZone),
            localDate: day,
            format: f.format,
            audio: f.audio,
            price: Math.round(cinemas.price * f.factor),
            currency: cinemas.currency,
          });
        }
      }
    });
  }
  return { cities: cinemas.cities.map((c) => ({ ...c, cinemas: c.cinemas.map((x) => ({ ...x, cityId: c.cityId })) })), showtimes };
}

export async function seedMarketCinemas(db: Database, country: CountryCode, cinemas: SeedCinemas, movieIds: readonly string[], now: number): Promise<void> {
  await replaceCinemas(db, country, planCinemas(country, cinemas, movieIds, now));
}
