// Demo movies beyond their brief entity (seed/content/<country>/portal.json `movies`, `movieChart`,
// `moviePage`, `movieSeries`): status and release date (relative to the seed's today, in the market's
// time zone), runtime, director, genres, synopsis, trailer, cast (linked to the market's demo
// profiles), the chart's two editions, the movie tab list and series. The schemas here are part of
// the portal schema (seedPortal.ts), so all of it is validated before it is written.
import { z } from 'zod';
import { MOVIE_RATINGS, MOVIE_URL_PATH, statusOn, seriesListingId } from '#/domain/movies/movies.ts';
import { replaceMovieChart, replaceMovieDetails } from '#functions/db/movies.ts';
import type { Database } from '#functions/db/database.ts';
import { isoInTimeZone } from '#/domain/shell/formatTime.ts';
import { MARKETS, type CountryCode } from '#/markets.ts';
import { profileHash, type SeedProfile } from './seedProfiles.ts';
import { videoHash } from './seedIds.ts';

const slug = z.string().regex(MOVIE_URL_PATH, 'must be lowercase ascii words joined by "-"').max(60);
const DAY = 86_400_000;

export const seedMovieSchema = z.object({
  slug: slug.refine((s) => !['chart', 'booking', 'incinemas', 'comingsoon', 'boxoffice'].includes(s), 'must not be a movie route segment'),
  title: z.string().min(1).max(60),
  subtitle: z.string().max(80),
  score: z.number().min(0).max(10),
  /** The market's rating system, as content-spec §3 lists the codes. */
  rating: z.enum(MOVIE_RATINGS),
  /** Days since the release before seeding (negative: it opens later, COMING_SOON). */
  releaseDaysAgo: z.number().int().min(-90).max(120),
  runtimeMinutes: z.number().int().min(40).max(240),
  director: z.string().min(1).max(40),
  genres: z.array(z.string().min(1).max(20)).min(1).max(3),
  synopsis: z.string().min(20).max(600),
  /** A demo HLS stream of seed/media/hls, played as the trailer. */
  trailer: z.enum(['stream-a', 'stream-b']),
  cast: z.array(z.object({ name: z.string().min(1).max(40), role: z.string().min(1).max(40), profile: slug.optional() })).min(1).max(10),
});
export type SeedMovie = z.infer<typeof seedMovieSchema>;

const edition = z.array(slug).min(3).refine((ids) => new Set(ids).size === ids.length, 'must not repeat a movie');
export const seedMovieChartSchema = z.object({ current: edition, previous: edition });
/** The movie tab list: a MOVIE_LIST page with one module per tab; box office is a curated order. */
export const seedMoviePageSchema = z.object({
  urlPath: slug,
  name: z.string().min(1).max(40),
  tabs: z.object({ incinemas: z.string().min(1).max(30), comingsoon: z.string().min(1).max(30), boxoffice: z.string().min(1).max(30) }),
  boxOffice: edition,
});
export const seedMovieSeriesSchema = z.array(z.object({ slug, title: z.string().min(1).max(60), movies: z.array(slug).min(2) }));

/** Main markets carry a full cinema listing; a variant market may keep fewer. */
export const MAIN_MARKET_MOVIES = 12;

interface SeedMovies {
  movies: SeedMovie[];
  movieChart: z.infer<typeof seedMovieChartSchema>;
  moviePage: z.infer<typeof seedMoviePageSchema>;
  movieSeries: z.infer<typeof seedMovieSeriesSchema>;
}

/** Cross-checks of one market's movies: charts, box office and series name its movies; a main market shows both statuses. */
export function movieProblems(portal: SeedMovies, main: boolean): string[] {
  const movies = new Set(portal.movies.map((m) => m.slug));
  const showing = new Set(portal.movies.filter((m) => m.releaseDaysAgo >= 0).map((m) => m.slug));
  return [
    ...(movies.size !== portal.movies.length ? ['movie slugs must be unique'] : []),
    ...(main && portal.movies.length < MAIN_MARKET_MOVIES ? [`a main market needs ${MAIN_MARKET_MOVIES}+ movies, has ${portal.movies.length}`] : []),
    ...(main && showing.size === portal.movies.length ? ['a main market needs movies coming soon'] : []),
    ...Object.entries(portal.movieChart).flatMap(([e, ids]) => ids.filter((m) => !movies.has(m)).map((m) => `${e} movie chart names unknown movie ${m}`)),
    ...portal.moviePage.boxOffice.filter((m) => !showing.has(m)).map((m) => `box office names ${m}, which is not in theatres`),
    ...portal.movieSeries.flatMap((s) => s.movies.filter((m) => !movies.has(m)).map((m) => `series ${s.slug} names unknown movie ${m}`)),
  ];
}

/** A movie's cast may link only to its market's profiles. */
export function checkMovieCast(country: string, movies: readonly SeedMovie[], profiles: readonly SeedProfile[]): void {
  const slugs = new Set(profiles.map((p) => p.slug));
  const problems = movies.flatMap((m) => m.cast.filter((c) => c.profile !== undefined && !slugs.has(c.profile)).map((c) => `${country}: ${m.slug}: cast profile ${c.profile} is not one of the market's profiles`));
  if (problems.length) throw new Error(problems.join('\n'));
}

/** The ids of each tab's listing and of a series listing. */
export const movieTabListingId = (country: string, tab: string) => `${country}-movies-${tab}`;
export { seriesListingId };

/** yyyy-mm-dd of `epochMs` in the market's time zone. */
const marketDay = (epochMs: number, timeZone: string) => isoInTimeZone(epochMs, timeZone).slice(0, 10);

/** Each movie's release day in the market, and the tab listings in the order a cinema listing gives them. */
export function movieSchedule(country: CountryCode, movies: readonly SeedMovie[], now: number) {
  const { timeZone } = MARKETS[country];
  const today = marketDay(now, timeZone);
  const dated = movies.map((m) => ({ slug: m.slug, releaseDate: marketDay(now - m.releaseDaysAgo * DAY, timeZone) }));
  const withStatus = dated.map((m) => ({ ...m, status: statusOn(m.releaseDate, today) }));
  return {
    releaseDates: new Map(withStatus.map((m) => [m.slug, m])),
    // In cinemas: newest release first; coming soon: soonest first.
    inCinemas: withStatus.filter((m) => m.status === 'IN_THEATERS').sort((a, b) => b.releaseDate.localeCompare(a.releaseDate)).map((m) => m.slug),
    comingSoon: withStatus.filter((m) => m.status === 'COMING_SOON').sort((a, b) => a.releaseDate.localeCompare(b.releaseDate)).map((m) => m.slug),
  };
}

/** Writes a market's movie details and chart editions (its MOVIE entities, tab page and listings are written with the other entities). */
export async function seedMarketMovies(db: Database, country: CountryCode, portal: SeedMovies, profiles: readonly SeedProfile[], now: number): Promise<void> {
  const profileSlugs = new Set(profiles.map((p) => p.slug));
  const { releaseDates } = movieSchedule(country, portal.movies, now);
  for (const m of portal.movies) {
    const { releaseDate, status } = releaseDates.get(m.slug)!;
    await replaceMovieDetails(
      db,
      {
        country,
        movieId: m.slug,
        status,
        releaseDate,
        runtimeMinutes: m.runtimeMinutes,
        director: m.director,
        genres: m.genres,
        synopsis: m.synopsis,
        trailerVideoHash: videoHash(m.trailer),
        cast: m.cast.map((c) => ({ name: c.name, role: c.role, profileHash: c.profile && profileSlugs.has(c.profile) ? profileHash(country, c.profile) : null })),
      },
      now,
    );
  }
  await replaceMovieChart(db, country, portal.movieChart);
}
