// Draw records → the wire shapes of schemas/lottery.ts.
import { GAMES, type LotteryGame } from '#/domain/lottery/games.ts';
import { THAI_DRAWN_PRIZES, printedDrawNumber } from '#/domain/lottery/draws.ts';
import { adjacentToFirst, ticketRule } from '#/domain/lottery/prizes.ts';
import type { DrawRecord } from '../db/lottery.ts';
import type { LotteryDraw, LotteryResultResponse } from './schemas/lottery.ts';

export function toLotteryDraw(d: DrawRecord): LotteryDraw {
  const game = GAMES[d.game];
  const base = {
    id: d.drawId, game: d.game, drawNumber: d.drawNumber, printedNumber: printedDrawNumber(d.game, d.drawNumber),
    drawDate: d.drawDate, drawTime: d.drawTime, currency: game.currency,
  };
  if (d.result.kind === 'pick' || game.kind !== 'thai') {
    return d.result.kind === 'pick' ? { ...base, numbers: d.result.numbers, bonus: d.result.bonus, prizes: [] } : { ...base, numbers: [], bonus: null, prizes: [] };
  }
  const lists = d.result.prizes;
  // The adjacent prize follows the first one on the Thai result sheet.
  const prizes = THAI_DRAWN_PRIZES.flatMap((prize) => {
    const own = { prize, amount: game.amounts[prize], numbers: lists[prize] };
    return prize === 'first' ? [own, { prize: 'adjacentFirst', amount: game.amounts.adjacentFirst, numbers: adjacentToFirst(lists.first[0]!) }] : [own];
  });
  return { ...base, numbers: [], bonus: null, prizes };
}

/** A draw's full result: the draw, the game's prize table and its ticket rule. */
export function toLotteryResult(d: DrawRecord): LotteryResultResponse {
  const game: LotteryGame = GAMES[d.game];
  return {
    pageType: 'LOTTERY',
    draw: toLotteryDraw(d),
    tiers: game.kind === 'pick' ? game.tiers.map((t) => ({ prize: t.id, main: t.main, bonus: t.bonus, amount: t.amount })) : [],
    ticketRule: ticketRule(game),
  };
}
