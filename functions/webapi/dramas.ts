// Dramas (content-spec §2 /v2/drama/{urlPath}, /v2/drama/list/{urlPath}, /v2/drama/chart/trending
// and type/{filmType}): a drama's page data, a curated list, and the trending chart by film type with
// rank movement. Every answer carries page type DRAMA.
import { createRoute, z } from '@hono/zod-openapi';
import { CARD_CAST_NAMES, DRAMA_URL_PATH, FILM_TYPES, type FilmType } from '#/domain/dramas/dramas.ts';
import { chartFilmTypes, chartWithMovement } from '#/domain/dramas/chart.ts';
import { findMarket } from '#/markets.ts';
import { isoInTimeZone } from '#/domain/shell/formatTime.ts';
import { countVisibleComments } from '../db/comments.ts';
import { findDrama, findDramaCards, findDramaList, readDramaChart } from '../db/dramas.ts';
import { toDramaCard, toDramaResponse } from './dramaMapping.ts';
import { newRouter } from './router.ts';
import { countryQuery, errors, json } from './schemas/common.ts';
import { DramaChartResponse, DramaListResponse, DramaResponse } from './schemas/dramas.ts';
import { ApiError } from './validation.ts';

const urlPathParams = z.object({
  urlPath: z.string().max(80, 'must be at most 80 characters').regex(DRAMA_URL_PATH, 'must be lowercase letters or digits joined by "-"').openapi({ example: 'tide-between-us' }),
});
const chartQuery = countryQuery.extend({
  filmType: z.enum(FILM_TYPES, { error: `must be one of ${FILM_TYPES.join(', ')}` }).optional().openapi({ example: 'korea' }),
});

const drama = createRoute({
  method: 'get',
  path: '/drama/{urlPath}',
  summary: "a drama's page: synopsis, cast (linked to profiles), episodes with where to watch, trailer",
  request: { params: urlPathParams, query: countryQuery },
  responses: { 200: json(DramaResponse), ...errors(404) },
});
const list = createRoute({
  method: 'get',
  path: '/drama/list/{urlPath}',
  summary: 'a curated list of dramas (its url path is its listing id)',
  request: { params: urlPathParams, query: countryQuery },
  responses: { 200: json(DramaListResponse), ...errors(404) },
});
const chart = createRoute({
  method: 'get',
  path: '/drama/chart/trending',
  summary: 'the trending drama chart, all film types or one, with each rank’s movement since the previous chart',
  request: { query: chartQuery },
  responses: { 200: json(DramaChartResponse), ...errors(404) },
});

export const dramaRoutes = newRouter()
  .openapi(drama, async (c) => {
    const { urlPath } = c.req.valid('param');
    const { country } = c.req.valid('query');
    const found = await findDrama(c.env.DB, country, urlPath);
    if (!found) throw new ApiError(404, `drama not found: ${urlPath}`);
    const commentCount = await countVisibleComments(c.env.DB, { targetType: 'drama', targetId: found.dramaId });
    const today = isoInTimeZone(Date.now(), findMarket(country)!.timeZone).slice(0, 10);
    return c.json(toDramaResponse(found, commentCount, today), 200);
  })
  .openapi(list, async (c) => {
    const { urlPath } = c.req.valid('param');
    const { country } = c.req.valid('query');
    const found = await findDramaList(c.env.DB, country, urlPath);
    if (!found) throw new ApiError(404, `drama list not found: ${urlPath}`);
    const cards = await findDramaCards(c.env.DB, country, found.dramaIds, CARD_CAST_NAMES);
    return c.json({ pageType: 'DRAMA' as const, id: found.id, title: found.title, updatedTime: found.updatedTime, items: cards.map(toDramaCard) }, 200);
  })
  .openapi(chart, async (c) => {
    const { country, filmType = null } = c.req.valid('query');
    const editions = await readDramaChart(c.env.DB, country);
    const filmTypes = chartFilmTypes(editions.current, FILM_TYPES);
    if (filmType !== null && !filmTypes.includes(filmType)) throw new ApiError(404, `no ${filmType} dramas on the ${country} chart`);
    const ranked = chartWithMovement(editions.current, editions.previous, filmType as FilmType | null);
    const cards = new Map((await findDramaCards(c.env.DB, country, ranked.map((r) => r.dramaId), CARD_CAST_NAMES)).map((d) => [d.dramaId, toDramaCard(d)]));
    const entries = ranked.flatMap(({ dramaId, ...rank }) => {
      const card = cards.get(dramaId);
      return card ? [{ ...rank, drama: card }] : [];
    });
    return c.json({ pageType: 'DRAMA' as const, filmType, filmTypes, entries }, 200);
  });
