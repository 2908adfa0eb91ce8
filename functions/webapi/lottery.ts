// Lottery results (issue #28 item 2; content-spec §2 /v2/lottery, /history, /r/{drawId},
// /search/{drawId}/{drawNumber}): the latest draw of each of the market's games, a game's history a
// page at a time, a draw's full result, and "check my number". Every answer carries page type
// LOTTERY. A market whose table entry has no lottery answers 404 to all of them; the editorial call
// records a draw and purges the pages that show it (decision 0071).
import { createRoute, z } from '@hono/zod-openapi';
import { GAMES, isLotteryGame, type LotteryGameId } from '#/domain/lottery/games.ts';
import { DRAW_ID, drawIdOf, drawTimeOf, parseDrawId, resultProblem, type DrawResult } from '#/domain/lottery/draws.ts';
import { parseTicket, pickMatches, prizesWon } from '#/domain/lottery/prizes.ts';
import { lotteryPurgeTags } from '#/cache/pageTags.ts';
import { pageCacheLayers } from '#/cache/layers.ts';
import { purgePages } from '#/cache/purge.ts';
import { findMarket } from '#/markets.ts';
import { findDraw, findLatestDraws, readDrawHistory, upsertDraws } from '../db/lottery.ts';
import { toLotteryDraw, toLotteryResult } from './lotteryMapping.ts';
import { newRouter } from './router.ts';
import { countryQuery, errors, json, jsonRequest } from './schemas/common.ts';
import { LotteryCheckResponse, LotteryDrawBody, LotteryHistoryResponse, LotteryLatestResponse, LotteryResultResponse } from './schemas/lottery.ts';
import { ApiError, readJsonBody } from './validation.ts';

const MAX_HISTORY_LENGTH = 50;

const drawIdParam = z
  .string()
  .max(60, 'must be at most 60 characters')
  .regex(DRAW_ID, 'must be a game and a draw number joined by "-"')
  .openapi({ example: 'lotto-649-115000101' });

const historyQuery = countryQuery.extend({
  game: z.string({ error: 'is required' }).max(40, 'must be at most 40 characters').regex(/^[a-z0-9-]+$/, 'must be lowercase letters, digits and "-"').openapi({ example: 'lotto-649' }),
  offset: z.coerce.number({ error: 'must be a number' }).int('must be an integer').min(0, 'must be 0 or more').default(0),
  length: z.coerce.number({ error: 'must be a number' }).int('must be an integer').min(1, 'must be 1 or more').max(MAX_HISTORY_LENGTH, `must be at most ${MAX_HISTORY_LENGTH}`).default(20),
});

const latest = createRoute({
  method: 'get',
  path: '/lottery',
  summary: "the latest draw of each of the market's lottery games",
  request: { query: countryQuery },
  responses: { 200: json(LotteryLatestResponse), ...errors(404) },
});
const history = createRoute({
  method: 'get',
  path: '/lottery/history',
  summary: "a game's draws, newest first, a window (offset, length) at a time",
  request: { query: historyQuery },
  responses: { 200: json(LotteryHistoryResponse), ...errors(404) },
});
const result = createRoute({
  method: 'get',
  path: '/lottery/draws/{drawId}',
  summary: "a draw's full result with the game's prize table",
  request: { params: z.object({ drawId: drawIdParam }), query: countryQuery },
  responses: { 200: json(LotteryResultResponse), ...errors(404) },
});
const check = createRoute({
  method: 'get',
  path: '/lottery/draws/{drawId}/check/{drawNumber}',
  summary: 'check my number: which prize a ticket won in a draw (400 names the rule a malformed ticket breaks)',
  request: {
    params: z.object({
      drawId: drawIdParam,
      drawNumber: z.string().max(40, 'must be at most 40 characters').openapi({ example: '3-8-12-17-29-44', description: 'six digits (Thai lottery) or the numbers joined by "-"' }),
    }),
    query: countryQuery,
  },
  responses: { 200: json(LotteryCheckResponse), ...errors(404) },
});
const putDraw = createRoute({
  method: 'put',
  path: '/admin/lottery/draws/{drawId}',
  summary: 'record a draw (or correct one); purges the latest results, the game’s history and the draw’s page (201 when new)',
  middleware: [readJsonBody],
  request: { params: z.object({ drawId: drawIdParam }), ...jsonRequest(LotteryDrawBody) },
  responses: {
    200: json(z.object({ id: z.string(), created: z.boolean(), invalidated: z.number().int(), tags: z.array(z.string()) }), 'updated'),
    201: json(z.object({ id: z.string(), created: z.boolean(), invalidated: z.number().int(), tags: z.array(z.string()) }), 'created'),
    ...errors(401, 404),
  },
});

/** The market's games; 404 for a market without a lottery. */
function gamesOf(country: string): readonly LotteryGameId[] {
  const lottery = findMarket(country)?.lottery;
  if (!lottery) throw new ApiError(404, `no lottery in ${country}`);
  return lottery.games;
}

/** The game of a draw id if the market runs it; 404 naming the draw otherwise. */
function gameOfDraw(country: string, drawId: string): LotteryGameId {
  const games = gamesOf(country);
  const parsed = parseDrawId(drawId);
  if (!parsed || !games.includes(parsed.game)) throw new ApiError(404, `lottery draw not found: ${drawId}`);
  return parsed.game;
}

export const lotteryRoutes = newRouter()
  .openapi(latest, async (c) => {
    const { country } = c.req.valid('query');
    const games = gamesOf(country);
    const draws = new Map((await findLatestDraws(c.env.DB, country, games, Date.now())).map((d) => [d.game, toLotteryDraw(d)]));
    return c.json({ pageType: 'LOTTERY' as const, games: games.map((game) => ({ game, latest: draws.get(game) ?? null })) }, 200);
  })
  .openapi(history, async (c) => {
    const { country, game, offset, length } = c.req.valid('query');
    const games = gamesOf(country);
    if (!isLotteryGame(game) || !games.includes(game)) throw new ApiError(404, `lottery game not found: ${game}`);
    const page = await readDrawHistory(c.env.DB, country, game, { offset, length }, Date.now());
    return c.json({ pageType: 'LOTTERY' as const, game, games: [...games], total: page.total, offset, length, draws: page.draws.map(toLotteryDraw) }, 200);
  })
  .openapi(result, async (c) => {
    const { drawId } = c.req.valid('param');
    const { country } = c.req.valid('query');
    gameOfDraw(country, drawId);
    const draw = await findDraw(c.env.DB, country, drawId, Date.now());
    if (!draw) throw new ApiError(404, `lottery draw not found: ${drawId}`);
    return c.json(toLotteryResult(draw), 200);
  })
  .openapi(check, async (c) => {
    const { drawId, drawNumber } = c.req.valid('param');
    const { country } = c.req.valid('query');
    const game = GAMES[gameOfDraw(country, drawId)];
    const parsed = parseTicket(game, drawNumber);
    if ('error' in parsed) throw new ApiError(400, `Invalid path parameter "drawNumber": ${parsed.error}`);
    const draw = await findDraw(c.env.DB, country, drawId, Date.now());
    if (!draw) throw new ApiError(404, `lottery draw not found: ${drawId}`);
    const { ticket } = parsed;
    const hits =
      game.kind === 'pick' && ticket.kind === 'pick' && draw.result.kind === 'pick' ? pickMatches(game, draw.result, ticket) : { main: [] as number[], bonus: false };
    return c.json(
      {
        ...toLotteryResult(draw),
        ticket: {
          drawNumber,
          numbers: ticket.kind === 'pick' ? ticket.numbers : [],
          bonus: ticket.kind === 'pick' ? ticket.bonus : null,
          hits: hits.main,
          bonusHit: hits.bonus,
        },
        won: prizesWon(game, draw.result, ticket),
      },
      200,
    );
  })
  .openapi(putDraw, async (c) => {
    const { drawId } = c.req.valid('param');
    const body = c.req.valid('json');
    const gameId = gameOfDraw(body.country, drawId);
    const game = GAMES[gameId];
    const drawResult: DrawResult = game.kind === 'thai' ? { kind: 'thai', prizes: body.prizes! } : { kind: 'pick', numbers: body.numbers, bonus: body.bonus };
    if (game.kind === 'thai' && !body.prizes) throw new ApiError(400, 'Invalid body field "prizes": is required for the Thai lottery');
    const problem = resultProblem(game, drawResult);
    if (problem) throw new ApiError(400, `Invalid body field "${game.kind === 'thai' ? 'prizes' : problem.startsWith('bonus') ? 'bonus' : 'numbers'}": ${problem}`);
    const { drawNumber } = parseDrawId(drawId)!;
    const [created] = await upsertDraws(
      c.env.DB,
      [{ country: body.country, drawId: drawIdOf(gameId, drawNumber), game: gameId, drawNumber, drawDate: body.drawDate, drawTime: drawTimeOf(gameId, body.drawDate), result: drawResult }],
      Date.now(),
    );
    const tags = lotteryPurgeTags(body.country, gameId, drawId);
    const invalidated = await purgePages(pageCacheLayers(c.env), { tags });
    const answer = { id: drawId, created: created!, invalidated, tags };
    return created ? c.json(answer, 201) : c.json(answer, 200);
  });
