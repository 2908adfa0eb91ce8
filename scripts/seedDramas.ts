// Demo dramas beyond their brief entity (seed/content/<country>/portal.json `dramas`, `dramaLists`,
// `dramaChart`): film type, year, synopsis, trailer, where to watch, episodes, cast (linked to the
// market's demo profiles), curated lists and the chart's current and previous editions. The schemas
// here are part of the portal schema (seedPortal.ts), so all of it is validated before it is written.
import { z } from 'zod';
import { CHART_EDITIONS, FILM_TYPES } from '#/domain/dramas/dramas.ts';
import { replaceDramaChart, replaceDramaDetails } from '#functions/db/dramas.ts';
import type { Database } from '#functions/db/database.ts';
import { isoInTimeZone } from '#/domain/shell/formatTime.ts';
import { MARKETS, type CountryCode } from '#/markets.ts';
import { profileHash, type SeedProfile } from './seedProfiles.ts';
import { videoHash } from './seedIds.ts';

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase ascii words joined by "-"').max(60);
const DAY = 86_400_000;

export const seedDramaSchema = z.object({
  slug,
  title: z.string().min(1).max(60),
  subtitle: z.string().max(80),
  score: z.number().min(0).max(10),
  filmType: z.enum(FILM_TYPES),
  year: z.number().int().min(1990).max(2030),
  synopsis: z.string().min(40).max(600),
  /** A demo HLS stream of seed/media/hls, played as the trailer. */
  trailer: z.enum(['stream-a', 'stream-b']),
  /** Channels and streaming services carrying it, in the market's wording. */
  watch: z.array(z.string().min(2).max(40)).min(1).max(4),
  episodes: z.object({
    count: z.number().int().min(1).max(80),
    /** The first episode aired this many days before seeding (negative: it premieres later). */
    firstAiredDaysAgo: z.number().int().min(-60).max(3650),
    /** Days between episodes (1 daily, 7 weekly). */
    everyDays: z.number().int().min(1).max(7),
  }),
  cast: z
    .array(z.object({ name: z.string().min(1).max(40), role: z.string().min(1).max(40), profile: slug.optional() }))
    .min(2)
    .max(10),
});
export type SeedDrama = z.infer<typeof seedDramaSchema>;

export const seedDramaListSchema = z.object({ slug, title: z.string().min(1).max(60), dramas: z.array(slug).min(3).max(20) });

const chartEdition = z.array(slug).min(5).refine((ids) => new Set(ids).size === ids.length, 'must not repeat a drama');
/** One list of drama slugs in rank order per chart edition (drama constant 2: current and previous). */
export const seedDramaChartSchema = z.object({ current: chartEdition, previous: chartEdition } satisfies Record<(typeof CHART_EDITIONS)[number], unknown>);

/** Main markets carry a full drama guide; a variant market may keep fewer. */
export const MAIN_MARKET_DRAMAS = 12;

/** A list's url path (and listing id): the market and the list's slug. */
export const dramaListId = (country: string, listSlug: string) => `${country}-dramas-${listSlug}`;

/** Cross-checks of one market's drama content: lists and charts name its dramas; cast profiles are its profiles. */
export function dramaProblems(
  portal: { dramas: SeedDrama[]; dramaLists: z.infer<typeof seedDramaListSchema>[]; dramaChart: Record<string, string[]> },
  /** The market's profile slugs; null leaves the cast unchecked (checkDramaCast does it once profiles are read). */
  profileSlugs: ReadonlySet<string> | null,
  main: boolean,
): string[] {
  const dramas = new Set(portal.dramas.map((d) => d.slug));
  return [
    ...(dramas.size !== portal.dramas.length ? ['drama slugs must be unique'] : []),
    ...(main && portal.dramas.length < MAIN_MARKET_DRAMAS ? [`a main market needs ${MAIN_MARKET_DRAMAS}+ dramas, has ${portal.dramas.length}`] : []),
    ...portal.dramaLists.flatMap((l) => l.dramas.filter((d) => !dramas.has(d)).map((d) => `list ${l.slug} names unknown drama ${d}`)),
    ...Object.entries(portal.dramaChart).flatMap(([edition, ids]) => ids.filter((d) => !dramas.has(d)).map((d) => `${edition} chart names unknown drama ${d}`)),
    ...portal.dramas.flatMap((d) => d.cast.filter((c) => c.profile !== undefined && profileSlugs !== null && !profileSlugs.has(c.profile)).map((c) => `${d.slug}: cast profile ${c.profile} is not one of the market's profiles`)),
  ];
}

/** A drama's cast may link only to its market's profiles. */
export function checkDramaCast(country: string, dramas: readonly SeedDrama[], profiles: readonly SeedProfile[]): void {
  const problems = dramaProblems({ dramas: [...dramas], dramaLists: [], dramaChart: {} }, new Set(profiles.map((p) => p.slug)), false);
  if (problems.length) throw new Error(problems.map((p) => `${country}: ${p}`).join('\n'));
}

/** yyyy-mm-dd of `epochMs` in the market's time zone. */
const marketDay = (epochMs: number, timeZone: string) => isoInTimeZone(epochMs, timeZone).slice(0, 10);

/** Writes a market's drama details and chart editions (its DRAMA entities and curated lists are written with the other entities and listings). */
export async function seedMarketDramas(
  db: Database,
  country: CountryCode,
  portal: { dramas: SeedDrama[]; dramaLists: z.infer<typeof seedDramaListSchema>[]; dramaChart: Record<(typeof CHART_EDITIONS)[number], string[]> },
  profiles: readonly SeedProfile[],
  now: number,
): Promise<void> {
  const { timeZone } = MARKETS[country];
  const profileSlugs = new Set(profiles.map((p) => p.slug));
  for (const d of portal.dramas) {
    await replaceDramaDetails(
      db,
      {
        country,
        dramaId: d.slug,
        filmType: d.filmType,
        year: d.year,
        synopsis: d.synopsis,
        trailerVideoHash: videoHash(d.trailer),
        cast: d.cast.map((c) => ({ name: c.name, role: c.role, profileHash: c.profile && profileSlugs.has(c.profile) ? profileHash(country, c.profile) : null })),
        episodes: Array.from({ length: d.episodes.count }, (_, i) => ({
          number: i + 1,
          title: null,
          airDate: marketDay(now - (d.episodes.firstAiredDaysAgo - i * d.episodes.everyDays) * DAY, timeZone),
          watch: d.watch,
        })),
      },
      now,
    );
  }
  await replaceDramaChart(db, country, portal.dramaChart);
}
