// Wire shapes of the movie calls (content-spec §2 Movie routes; §3 Movie statuses and ratings, Tab,
// avatar type MOVIE; page type MOVIE_LIST; §7 the embedded movie page).
import { z } from '@hono/zod-openapi';
import { chartPlaceFields, titleCast, titleTrailer } from './titles.ts';
import { MOVIE_LIST_TABS, MOVIE_RATINGS, MOVIE_STATUSES } from '#/domain/movies/movies.ts';

export const MovieCard = z
  .object({
    id: z.string().describe('the MOVIE entity id (brief-entity items are MOVIE-{id})'),
    urlPath: z.string().describe('/v2/movie/{urlPath}/'),
    title: z.string(),
    subtitle: z.string().describe('genre and length, as the listing shows them'),
    imageHash: z.string().nullable().describe('poster'),
    avatarType: z.literal('MOVIE').describe('content-spec §3 avatar type: a movie is drawn as a poster'),
    score: z.number().nullable().describe('out of 10'),
    rating: z.enum(MOVIE_RATINGS).describe("the rating badge (content-spec §3 ratings; UNKNOW when the market's rating is not known)"),
    status: z.enum(MOVIE_STATUSES),
    releaseDate: z.string().describe("yyyy-mm-dd in the market's time zone"),
    runtimeMinutes: z.number().int(),
    genres: z.array(z.string()).describe("in the market's language"),
  })
  .openapi('MovieCard');
export type MovieCard = z.infer<typeof MovieCard>;

export const MovieResponse = MovieCard.extend({
  pageType: z.literal('MOVIE_LIST'),
  country: z.string(),
  synopsis: z.string(),
  director: z.string(),
  updatedTime: z.number(),
  trailer: titleTrailer,
  cast: titleCast,
  commentCount: z.number().int().describe('comments and replies readers can see (target type movie)'),
}).openapi('Movie');
export type MovieResponse = z.infer<typeof MovieResponse>;

export const MovieChartResponse = z
  .object({
    pageType: z.literal('MOVIE_LIST'),
    entries: z.array(
      z.object({ ...chartPlaceFields, movie: MovieCard }),
    ),
  })
  .openapi('MovieChart');
export type MovieChartResponse = z.infer<typeof MovieChartResponse>;

export const MovieTabPageResponse = z
  .object({
    pageId: z.number().int(),
    pageName: z.string(),
    pageType: z.literal('MOVIE_LIST'),
    subType: z.literal('movie'),
    urlPath: z.string(),
    entityId: z.enum(MOVIE_LIST_TABS).describe('the tab shown'),
    tabs: z.array(z.object({ tab: z.enum(MOVIE_LIST_TABS), name: z.string() })).describe("the page's movie tabs, in order"),
    filmKeyword: z.string().nullable().describe('the title keyword the movies were narrowed by; null: none'),
    series: z.object({ id: z.string(), title: z.string() }).nullable().describe('the series listing shown instead of the tab’s own; null: the tab’s'),
    updatedTime: z.number(),
    modules: z.array(
      z.object({
        id: z.number().int(),
        anchorId: z.enum(MOVIE_LIST_TABS),
        title: z.string(),
        listingId: z.string().nullable(),
        movies: z.array(MovieCard),
      }),
    ),
  })
  .openapi('MovieTabPage');
export type MovieTabPageResponse = z.infer<typeof MovieTabPageResponse>;
