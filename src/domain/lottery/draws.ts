// A draw: its id (game + the draw number the operator prints on tickets), when it happens, and its
// result. Draw numbers follow the operators: Taiwan's are the ROC year and a six-digit sequence
// (115000095), Mark Six's the two-digit year and a three-digit sequence (printed 26/125), the Thai
// lottery's the draw date in the Buddhist era (25691116).
import { GAMES, LOTTERY_GAMES, THAI_PRIZES, type LotteryGame, type LotteryGameId, type PickGame, type ThaiGame, type ThaiPrizeId } from './games.ts';

/** The balls of a number-pick draw: main numbers in the order drawn, and the bonus (special, extra or second-zone) number. */
export interface PickResult {
  kind: 'pick';
  numbers: number[];
  bonus: number | null;
}

/** The Thai lottery's prize lists (the two numbers adjacent to the first prize follow from it). */
export type ThaiDrawnPrize = Exclude<ThaiPrizeId, 'adjacentFirst'>;
export interface ThaiResult {
  kind: 'thai';
  prizes: Record<ThaiDrawnPrize, string[]>;
}

export type DrawResult = PickResult | ThaiResult;

export const THAI_DRAWN_PRIZES = THAI_PRIZES.filter((p): p is ThaiDrawnPrize => p !== 'adjacentFirst');

/** Digits of each Thai prize's numbers: six, except the front/back three and the last two. */
export const THAI_DIGITS: Readonly<Record<ThaiDrawnPrize, number>> = { first: 6, second: 6, third: 6, fourth: 6, fifth: 6, front3: 3, back3: 3, last2: 2 };

/** `${game}-${drawNumber}`; the shape the path parameter must have. */
export const DRAW_ID = /^([a-z0-9]+(?:-[a-z0-9]+)*)-(\d{5,9})$/;
export const drawIdOf = (game: LotteryGameId, drawNumber: string): string => `${game}-${drawNumber}`;

/** The game and draw number of a draw id; null when the game is not one of ours. */
export function parseDrawId(drawId: string): { game: LotteryGameId; drawNumber: string } | null {
  const match = DRAW_ID.exec(drawId);
  if (!match || !(LOTTERY_GAMES as readonly string[]).includes(match[1]!)) return null;
  return { game: match[1] as LotteryGameId, drawNumber: match[2]! };
}

/** The draw number as the operator prints it: Mark Six 26/125; others as stored. */
export function printedDrawNumber(game: LotteryGameId, drawNumber: string): string {
  return game === 'mark-six' ? `${drawNumber.slice(0, 2)}/${drawNumber.slice(2)}` : drawNumber;
}

/**
 * The draw number of the `sequence`-th draw (from 1) of a game in the year of `date` (yyyy-mm-dd):
 * ROC year + six digits for Taiwan, two-digit year + three digits for Mark Six, the Buddhist-era
 * date for the Thai lottery.
 */
export function drawNumberOf(game: LotteryGameId, date: string, sequence: number): string {
  const year = Number(date.slice(0, 4));
  if (game === 'thai-government') return `${year + 543}${date.slice(5, 7)}${date.slice(8, 10)}`;
  if (game === 'mark-six') return `${String(year % 100).padStart(2, '0')}${String(sequence).padStart(3, '0')}`;
  return `${year - 1911}${String(sequence).padStart(6, '0')}`;
}

/** UTC offsets of the markets that run the games (none keeps summer time). */
const UTC_OFFSET: Readonly<Record<LotteryGameId, string>> = {
  'super-lotto': '+08:00', 'lotto-649': '+08:00', 'daily-cash-539': '+08:00', 'mark-six': '+08:00', 'thai-government': '+07:00',
};

/** When a draw on `date` (yyyy-mm-dd, local) happens, epoch ms. */
export function drawTimeOf(game: LotteryGameId, date: string): number {
  return Date.parse(`${date}T${GAMES[game].drawTime}:00${UTC_OFFSET[game]}`);
}

const addDays = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const weekday = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

/**
 * The Thai lottery's draw day for the draw due on the 1st or 16th: the draw due on New Year's Day
 * is held on 30 December, the one due on 16 January (Teachers' Day) on the 17th, and the one due
 * on 1 May (Labour Day) on the 2nd.
 */
export function thaiDrawDay(due: string): string {
  const md = due.slice(5);
  if (md === '01-01') return addDays(due, -2);
  if (md === '01-16' || md === '05-01') return addDays(due, 1);
  return due;
}

/** Local draw dates of a game from `from` to `to` inclusive (yyyy-mm-dd), oldest first. */
export function drawDates(game: LotteryGame, from: string, to: string): string[] {
  const dates: string[] = [];
  if (game.kind === 'thai') {
    // Dues from the month before `from` (30 December holds January's first draw) to the month after `to`.
    for (let month = addDays(`${from.slice(0, 7)}-01`, -1).slice(0, 7); month <= to.slice(0, 7); month = addDays(`${month}-28`, 7).slice(0, 7)) {
      for (const day of ['01', '16']) dates.push(thaiDrawDay(`${month}-${day}`));
    }
    const next = addDays(`${to.slice(0, 7)}-28`, 7).slice(0, 7);
    dates.push(thaiDrawDay(`${next}-01`));
    return [...new Set(dates)].filter((d) => d >= from && d <= to).sort();
  }
  for (let d = from; d <= to; d = addDays(d, 1)) if (game.drawDays.includes(weekday(d))) dates.push(d);
  return dates;
}

/** What is wrong with a result for its game, or null: the seed and the editorial call check every draw with it. */
export function resultProblem(game: LotteryGame, result: DrawResult): string | null {
  if (game.kind === 'thai') {
    if (result.kind !== 'thai') return 'a Thai lottery result lists prizes';
    return thaiResultProblem(game, result);
  }
  if (result.kind !== 'pick') return `a ${game.id} result lists numbers`;
  return pickResultProblem(game, result);
}

function pickResultProblem(game: PickGame, result: PickResult): string | null {
  const { numbers, bonus } = result;
  const inRange = (n: number, max: number) => Number.isInteger(n) && n >= 1 && n <= max;
  if (numbers.length !== game.mainCount || new Set(numbers).size !== game.mainCount || !numbers.every((n) => inRange(n, game.mainMax))) {
    return `numbers must be ${game.mainCount} distinct numbers from 1 to ${game.mainMax}`;
  }
  if (game.bonus === null) return bonus === null ? null : `${game.id} has no bonus number`;
  if (bonus === null) return 'bonus is required';
  if (game.bonus.kind === 'zone') return inRange(bonus, game.bonus.max) ? null : `bonus must be a number from 1 to ${game.bonus.max}`;
  return inRange(bonus, game.mainMax) && !numbers.includes(bonus) ? null : `bonus must be a number from 1 to ${game.mainMax} not among the numbers`;
}

function thaiResultProblem(game: ThaiGame, result: ThaiResult): string | null {
  for (const prize of THAI_DRAWN_PRIZES) {
    const list = result.prizes[prize] ?? [];
    const digits = THAI_DIGITS[prize];
    if (list.length !== game.counts[prize]) return `${prize} must hold ${game.counts[prize]} numbers`;
    if (new Set(list).size !== list.length) return `${prize} numbers must be distinct`;
    if (!list.every((n) => new RegExp(`^\\d{${digits}}$`).test(n))) return `${prize} numbers must be ${digits} digits`;
  }
  // A six-digit number wins one of the drawn six-digit prizes at most.
  const sixes = (['first', 'second', 'third', 'fourth', 'fifth'] as const).flatMap((p) => result.prizes[p]);
  return new Set(sixes).size === sixes.length ? null : 'a six-digit number is drawn for one prize only';
}
