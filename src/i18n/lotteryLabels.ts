// Lottery texts built from a draw or a game: a draw's title (the Thai lottery names a draw by its
// date, the others by their draw number) and the rule a ticket must follow, in the reader's language.
import type { TFunction } from 'i18next';
import type { Market } from '#/markets.ts';
import { GAMES, type LotteryGameId } from '#/domain/lottery/games.ts';
import { formatDrawDate } from '#/domain/lottery/format.ts';

export function drawTitle(t: TFunction, market: Market, draw: { game: LotteryGameId; printedNumber: string; drawTime: number }): string {
  const game = t(`lottery.games.${draw.game}`);
  return draw.game === 'thai-government'
    ? t('lottery.drawOfDate', { game, date: formatDrawDate(market, draw.drawTime) })
    : t('lottery.drawTitle', { game, number: draw.printedNumber });
}

export function ticketHint(t: TFunction, gameId: LotteryGameId): string {
  const game = GAMES[gameId];
  if (game.kind === 'thai') return t('lottery.form.ruleThai');
  return game.bonus?.kind === 'zone'
    ? t('lottery.form.ruleZone', { count: game.mainCount, max: game.mainMax, zoneMax: game.bonus.max })
    : t('lottery.form.rulePick', { count: game.mainCount, max: game.mainMax });
}
