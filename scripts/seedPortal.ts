// Demo content of the portal's non-article modules, seed/content/<country>/portal.json: module
// titles, polls (the first on the front tab's poll module), an image banner, dramas, movies and trending comments, in the market's language.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { SeedCountry } from './seedSchema.ts';
import { MARKETS } from '#/markets.ts';
import { movieProblems, seedMovieChartSchema, seedMoviePageSchema, seedMovieSchema, seedMovieSeriesSchema } from './seedMovies.ts';
import { dramaProblems, seedDramaChartSchema, seedDramaListSchema, seedDramaSchema } from './seedDramas.ts';

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase ascii words joined by "-"').max(80);
const title = z.string().min(1).max(60);
const score = z.number().min(0).max(10);

const seedPortalSchema = z.object({
  titles: z.object({
    breaking: title, poll: title, carousel: title, showcase: title, highlight: title,
    pcp: title.regex(/\{publisher\}/, 'must contain {publisher}'),
    comments: title, dramaList: title, movieChart: title, dramaChart: title, subscribed: title, latest: title,
    more: title.regex(/\{tab\}/, 'must contain {tab}'),
  }),
  polls: z
    .array(
      z
        .object({
          urlPath: slug,
          question: z.string().min(5).max(200),
          options: z.array(z.string().min(1).max(60)).min(2).max(6),
          /** 1 = single choice; more = up to that many options per reader. */
          maxChoices: z.number().int().min(1),
          /** Days from seeding until the poll closes; negative = already closed. */
          endsInDays: z.number().int().min(-30).max(365).default(7),
        })
        .refine((p) => p.maxChoices <= p.options.length, { message: 'maxChoices must not exceed the number of options', path: ['maxChoices'] }),
    )
    .min(2)
    .refine((ps) => ps.some((p) => p.maxChoices === 1) && ps.some((p) => p.maxChoices > 1), 'must hold a single-choice and a multiple-choice poll')
    .refine((ps) => ps[0]!.endsInDays > 0, 'the first poll (the front tab\'s) must be open')
    .refine((ps) => new Set(ps.map((p) => p.urlPath)).size === ps.length, 'url paths must be unique'),
  banner: z.object({ alt: z.string().min(4).max(120), tab: slug }),
  /** Each drama's page, episodes and cast: scripts/seedDramas.ts. */
  dramas: z.array(seedDramaSchema).min(5),
  /** Curated lists (/v2/drama/list/{urlPath}); the first is the portal's drama list module. */
  dramaLists: z.array(seedDramaListSchema).min(2),
  /** The trending chart's current and previous editions, drama slugs in rank order. */
  dramaChart: seedDramaChartSchema,
  /** Each movie's page data, the chart, the movie tab list and series: scripts/seedMovies.ts. */
  movies: z.array(seedMovieSchema).min(5),
  movieChart: seedMovieChartSchema,
  moviePage: seedMoviePageSchema,
  movieSeries: seedMovieSeriesSchema,
  comments: z.array(z.object({ article: slug, author: title, body: z.string().min(5).max(300), likes: z.number().int().min(0) })).min(3),
});

export type SeedPortal = z.infer<typeof seedPortalSchema>;

/** Reads and validates one market's portal.json; `articleSlugs` are the market's articles. */
export function loadSeedPortal(root: string, country: SeedCountry, articleSlugs: ReadonlySet<string>, tabPaths: ReadonlySet<string>): SeedPortal {
  const file = join(root, 'seed', 'content', country, 'portal.json');
  const parsed = seedPortalSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    throw new Error(parsed.error.issues.map((i) => `${file}: ${i.path.map(String).join('.')}: ${i.message}`).join('\n'));
  }
  const problems = [
    ...parsed.data.comments.filter((c) => !articleSlugs.has(c.article)).map((c) => `comment on unknown article ${c.article}`),
    ...(tabPaths.has(parsed.data.banner.tab) ? [] : [`banner links to unknown tab ${parsed.data.banner.tab}`]),
    ...dramaProblems(parsed.data, null, MARKETS[country].kind === 'main'),
    ...movieProblems(parsed.data, MARKETS[country].kind === 'main'),
  ];
  if (problems.length) throw new Error(problems.map((p) => `${file}: ${p}`).join('\n'));
  return parsed.data;
}

/** The polls POLL articles are built around must be polls of their market. */
export function checkArticlePolls(country: SeedCountry, articles: readonly { slug: string; poll?: string }[], portal: SeedPortal): void {
  const polls = new Set(portal.polls.map((p) => p.urlPath));
  const problems = articles.filter((a) => a.poll !== undefined && !polls.has(a.poll)).map((a) => `${country}/${a.slug}: poll ${a.poll} is not one of the market's polls`);
  if (problems.length) throw new Error(problems.join('\n'));
}
