// Movies (content-spec §2 /v2/movie/{urlPath}/{tabPath}, /v2/movie/chart/trending): a movie's page
// data and the trending chart with rank movement. The movie tab pages' call is the movie form of the
// embedded page (embeddedPages.ts). Every answer carries page type MOVIE_LIST (decision 0068).
import { createRoute, z } from '@hono/zod-openapi';
import { MOVIE_URL_PATH } from '#/domain/movies/movies.ts';
import { movieChartWithMovement } from '#/domain/movies/chart.ts';
import { countVisibleComments } from '../db/comments.ts';
import { findMovie, findMovieCards, readMovieChart } from '../db/movies.ts';
import { toMovieCard, toMovieResponse } from './movieMapping.ts';
import { newRouter } from './router.ts';
import { countryQuery, errors, json } from './schemas/common.ts';
import { MovieChartResponse, MovieResponse } from './schemas/movies.ts';
import { ApiError } from './validation.ts';

const urlPathParams = z.object({
  urlPath: z.string().max(80, 'must be at most 80 characters').regex(MOVIE_URL_PATH, 'must be lowercase letters or digits joined by "-"').openapi({ example: 'orbit-of-silence' }),
});

const movie = createRoute({
  method: 'get',
  path: '/movie/{urlPath}',
  summary: "a movie's page: status, rating, synopsis, cast (linked to profiles), director, runtime, release date, genres, trailer",
  request: { params: urlPathParams, query: countryQuery },
  responses: { 200: json(MovieResponse), ...errors(404) },
});
const chart = createRoute({
  method: 'get',
  path: '/movie/chart/trending',
  summary: 'the trending movie chart with each rank’s movement since the previous chart',
  request: { query: countryQuery },
  responses: { 200: json(MovieChartResponse), ...errors() },
});

export const movieRoutes = newRouter()
  .openapi(chart, async (c) => {
    const { country } = c.req.valid('query');
    const editions = await readMovieChart(c.env.DB, country);
    const ranked = movieChartWithMovement(editions.current, editions.previous);
    const cards = new Map((await findMovieCards(c.env.DB, country, editions.current)).map((m) => [m.movieId, toMovieCard(m)]));
    const entries = ranked.flatMap(({ movieId, ...rank }) => {
      const card = cards.get(movieId);
      return card ? [{ ...rank, movie: card }] : [];
    });
    return c.json({ pageType: 'MOVIE_LIST' as const, entries }, 200);
  })
  .openapi(movie, async (c) => {
    const { urlPath } = c.req.valid('param');
    const { country } = c.req.valid('query');
    const found = await findMovie(c.env.DB, country, urlPath);
    if (!found) throw new ApiError(404, `movie not found: ${urlPath}`);
    const commentCount = await countVisibleComments(c.env.DB, { targetType: 'movie', targetId: found.movieId });
    return c.json(toMovieResponse(found, commentCount), 200);
  });
