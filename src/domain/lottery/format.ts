// How lottery pages write dates, amounts and tickets: in the market's own way (Intl), the Thai
// lottery's dates in the Buddhist era and Taiwan's in the ROC era, as their operators print them.
import type { Market } from '#/markets.ts';

type LotteryMarket = Pick<Market, 'lang' | 'timeZone' | 'lottery'>;

/** A draw's date, e.g. วันจันทร์ที่ 16 พฤศจิกายน พ.ศ. 2569, 民國115年11月26日 星期四. */
export function formatDrawDate(market: LotteryMarket, drawTime: number): string {
  return new Intl.DateTimeFormat(market.lottery?.dateLocale ?? market.lang, { dateStyle: 'full', timeZone: market.timeZone }).format(drawTime);
}

/** A prize in the game's currency, whole units. */
export function formatPrize(market: Pick<Market, 'lang'>, amount: number, currency: string): string {
  return new Intl.NumberFormat(market.lang, { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);
}

/** A number-pick ball as the operators print it: two digits. */
export const ball = (n: number): string => String(n).padStart(2, '0');

/** A ticket as a reader reads it back: 03 08 12 17 29 44 (+ 05 for a second-zone number); six digits as they are. */
export function formatTicket(ticket: { drawNumber: string; numbers: readonly number[]; bonus: number | null }): string {
  if (ticket.numbers.length === 0) return ticket.drawNumber;
  return `${ticket.numbers.map(ball).join(' ')}${ticket.bonus === null ? '' : ` + ${ball(ticket.bonus)}`}`;
}
