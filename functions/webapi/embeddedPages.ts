// Embedded pages (content-spec §7 'Embedded page'): GET /portal/embedded/page/{url}?country&subType&entityId.
// The page is the portal page at {url} whose sub type matches; entityId picks the module to embed
// (its module id or anchor id). Any of url path, sub type or entityId missing → 400 'incorrect
// arguments' (content-spec §5), before anything else is read.
import { createRoute, z } from '@hono/zod-openapi';
import { FILM_KEYWORD_MAX, MOVIE_LIST_TABS, MOVIE_URL_PATH, SERIES_LISTING_ID, tabAdmits, titleMatches, type MovieListTab } from '#/domain/movies/movies.ts';
import { findMovieCards, findMovieListing, findMovieTabPage } from '../db/movies.ts';
import { findPageByUrlPath } from '../db/pages.ts';
import { toMovieCard } from './movieMapping.ts';
import { MovieTabPageResponse } from './schemas/movies.ts';
import { toPage } from './pageMapping.ts';
import { newRouter } from './router.ts';
import { errors, json } from './schemas/common.ts';
import { EmbeddedPageResponse } from './schemas/content.ts';
import { ApiError, countrySchema, urlPathSchema, validationHook } from './validation.ts';

const INCORRECT_ARGUMENTS = 'incorrect arguments';

const embedded = createRoute({
  method: 'get',
  path: '/portal/embedded/page/{url}',
  summary: "modules of a portal page chosen by entityId (a module id or anchor id)",
  request: {
    params: z.object({ url: z.string().trim().pipe(urlPathSchema).openapi({ example: 'home' }) }),
    query: z.object({
      country: countrySchema,
      subType: z.string({ error: 'is required' }).trim().min(1, 'is required').max(40, 'must be at most 40 characters').openapi({ example: 'GENERAL' }),
      entityId: z.string({ error: 'is required' }).trim().min(1, 'is required').max(100, 'must be at most 100 characters').openapi({ example: 'headline' }),
    }),
  },
  responses: { 200: json(EmbeddedPageResponse), ...errors(404) },
});

// The movie form (content-spec §7 "movie tabs use /portal/embedded/page/movie/{urlPath}"): the
// market's movie tab list (a page of type MOVIE_LIST) with entityId naming the tab; filmKeyword and
// seriesListingId narrow or replace the tab's movies (decision 0068).
const movieForm = createRoute({
  method: 'get',
  path: '/portal/embedded/page/movie/{urlPath}',
  summary: 'a movie tab page (in cinemas, coming soon, box office), optionally narrowed by title keyword or showing a series',
  request: {
    params: z.object({ urlPath: z.string().max(80, 'must be at most 80 characters').regex(MOVIE_URL_PATH, 'must be lowercase letters or digits joined by "-"').openapi({ example: 'movies' }) }),
    query: z.object({
      country: countrySchema,
      entityId: z.enum(MOVIE_LIST_TABS, { error: `must be one of ${MOVIE_LIST_TABS.join(', ')}` }).openapi({ example: 'incinemas' }),
      filmKeyword: z
        .string()
        .trim()
        .min(1, 'must not be blank')
        .max(FILM_KEYWORD_MAX, `must be at most ${FILM_KEYWORD_MAX} characters`)
        .optional()
        .openapi({ description: 'only movies whose title contains it (case and width folded)', example: '軌道' }),
      seriesListingId: z
        .string()
        .regex(SERIES_LISTING_ID, 'must be a movie series listing id ({country}-movie-series-{slug})')
        .optional()
        .openapi({ description: "a series' curated listing shown instead of the tab's own", example: 'tw-movie-series-orbit' }),
    }),
  },
  responses: { 200: json(MovieTabPageResponse), ...errors(404) },
});

// Without a url path the call is 'incorrect arguments', not an unknown call (with and without the slash).
const missingUrl = (path: string) =>
  createRoute({
    method: 'get',
    path,
    summary: `always 400 '${INCORRECT_ARGUMENTS}': the url path is missing`,
    responses: errors(),
  });

const REQUIRED = new Set(['url', 'subType', 'entityId']);

export const embeddedPageRoutes = newRouter()
  .openapi(movieForm, async (c) => {
    const { urlPath } = c.req.valid('param');
    const { country, entityId: tab, filmKeyword = null, seriesListingId = null } = c.req.valid('query');
    const page = await findMovieTabPage(c.env.DB, country, urlPath);
    if (!page) throw new ApiError(404, `movie page not found: ${urlPath}`);
    const module = page.tabs.find((t) => t.tab === tab);
    if (!module) throw new ApiError(404, `movie page ${urlPath} has no ${tab} tab`);
    const series = seriesListingId === null ? null : await findMovieListing(c.env.DB, country, seriesListingId);
    if (seriesListingId !== null && (!series || !seriesListingId.startsWith(`${country}-`))) {
      throw new ApiError(400, `"seriesListingId": no movie series ${seriesListingId} in ${country}`);
    }
    const listing = series ?? (module.listingId ? await findMovieListing(c.env.DB, country, module.listingId) : null);
    const cards = await findMovieCards(c.env.DB, country, listing?.movieIds ?? []);
    const movies = cards.filter((m) => tabAdmits(tab, m.status) && titleMatches(m.title, filmKeyword)).map(toMovieCard);
    return c.json(
      {
        pageId: page.pageId,
        pageName: page.name,
        pageType: 'MOVIE_LIST' as const,
        subType: 'movie' as const,
        urlPath: page.urlPath,
        entityId: tab,
        tabs: page.tabs.filter((t): t is typeof t & { tab: MovieListTab } => (MOVIE_LIST_TABS as readonly string[]).includes(t.tab)).map((t) => ({ tab: t.tab, name: t.title })),
        filmKeyword,
        series: series && { id: series.id, title: series.title },
        updatedTime: Math.max(page.updatedTime, listing?.updatedTime ?? 0),
        modules: [{ id: module.moduleId, anchorId: tab, title: module.title, listingId: listing?.id ?? null, movies }],
      },
      200,
    );
  })
  .openapi(
    embedded,
    async (c) => {
      const { url: urlPath } = c.req.valid('param');
      const { country, subType, entityId } = c.req.valid('query');
      const record = await findPageByUrlPath(c.env.DB, country, urlPath);
      const page = record && toPage(record);
      if (!page || (page.subType ?? '').toUpperCase() !== subType.toUpperCase()) {
        throw new ApiError(404, `embedded page not found: ${urlPath} (${subType})`);
      }
      const modules = page.modules.filter((m) => String(m.id) === entityId || m.anchorId === entityId);
      if (modules.length === 0) throw new ApiError(404, `entity not found on page ${urlPath}: ${entityId}`);
      return c.json({ pageId: page.pageId, pageName: page.name, pageType: page.type, subType: page.subType ?? subType, urlPath: page.urlPath, entityId, modules }, 200);
    },
    (result, c) => {
      // A missing (or blank) url path, sub type or entity id is 'incorrect arguments'; other bad values name the field.
      const missing =
        !result.success &&
        result.error.issues.some((i) => REQUIRED.has(String(i.path[0])) && (i.code === 'invalid_type' || i.code === 'too_small'));
      if (missing) throw new ApiError(400, INCORRECT_ARGUMENTS);
      validationHook(result as Parameters<typeof validationHook>[0], c);
    },
  )
  .openapi(missingUrl('/portal/embedded/page'), () => {
    throw new ApiError(400, INCORRECT_ARGUMENTS);
  })
  .openapi(missingUrl('/portal/embedded/page/'), () => {
    throw new ApiError(400, INCORRECT_ARGUMENTS);
  });
