// Lottery pages' data (issue #28 item 2; content-spec §2 Lottery routes). Each answers null for
// 'no page': a market without a lottery, an unknown game or draw, a history page past the last.
import { GAMES, isLotteryGame } from '#/domain/lottery/games.ts';
import { parseTicket } from '#/domain/lottery/prizes.ts';
import type { LotteryCheckResponse, LotteryHistoryResponse, LotteryLatestResponse, LotteryResultResponse } from '#functions/webapi/schemas/lottery.ts';
import type { PageContext } from './pageContext.ts';
import { orNoPage } from './orNoPage.ts';

/** Draws on a history page. */
export const HISTORY_PAGE_LENGTH = 20;

export function loadLotteryLatest(ctx: PageContext): Promise<LotteryLatestResponse | null> {
  if (!ctx.market.lottery) return Promise.resolve(null);
  return orNoPage(() => ctx.client.get('/lottery'));
}

/**
 * A page of a game's history: `game` defaults to the market's first, `page` (1-based) to 1; a page
 * that is not a positive whole number, or past the last, is 'no page'.
 */
export async function loadLotteryHistory(ctx: PageContext, game: string | null, page: string | null): Promise<LotteryHistoryResponse | null> {
  const lottery = ctx.market.lottery;
  if (!lottery) return null;
  const gameId = game ?? lottery.games[0]!;
  const n = page === null ? 1 : /^[1-9]\d{0,4}$/.test(page) ? Number(page) : 0;
  if (!isLotteryGame(gameId) || n === 0) return null;
  const history = await orNoPage(() =>
    ctx.client.get('/lottery/history', { query: { game: gameId, offset: String((n - 1) * HISTORY_PAGE_LENGTH), length: String(HISTORY_PAGE_LENGTH) } }),
  );
  return history && (n === 1 || history.draws.length > 0) ? history : null;
}

export function loadLotteryResult(ctx: PageContext, drawId: string): Promise<LotteryResultResponse | null> {
  if (!ctx.market.lottery) return Promise.resolve(null);
  return orNoPage(() => ctx.client.get('/lottery/draws/:drawId', { param: { drawId } }));
}

/** A check of a ticket: the draw and what the ticket won, the draw alone when the ticket breaks the game's rule, or null (no such draw). */
export async function loadLotteryCheck(
  ctx: PageContext,
  drawId: string,
  drawNumber: string,
): Promise<{ check: LotteryCheckResponse } | { invalid: LotteryResultResponse } | null> {
  const result = await loadLotteryResult(ctx, drawId);
  if (!result) return null;
  if ('error' in parseTicket(GAMES[result.draw.game], drawNumber)) return { invalid: result };
  const check = await orNoPage(() => ctx.client.get('/lottery/draws/:drawId/check/:drawNumber', { param: { drawId, drawNumber } }));
  return check && { check };
}
