// "Check my number": which prize a ticket won in a draw. A number-pick ticket wins its best tier (at
// most one); a Thai ticket is matched against every prize list and can win several (the first prize
// and the last two digits, say), as the Thai lottery pays them.
import type { PickGame, PickTier, PickTierId, LotteryGame, ThaiGame, ThaiPrizeId } from './games.ts';
import type { PickResult, ThaiResult } from './draws.ts';

export interface PickTicket {
  kind: 'pick';
  /** Main numbers, ascending. */
  numbers: number[];
  /** The second-zone number of a zone game (威力彩); null otherwise. */
  bonus: number | null;
}
export interface ThaiTicket {
  kind: 'thai';
  digits: string;
}
export type Ticket = PickTicket | ThaiTicket;

/** The rule a ticket of the game must follow, as the 400 and the form's hint say it. */
export function ticketRule(game: LotteryGame): string {
  if (game.kind === 'thai') return 'must be 6 digits';
  const main = `${game.mainCount} distinct numbers from 1 to ${game.mainMax}`;
  return game.bonus?.kind === 'zone' ? `must be ${main} and a second-zone number from 1 to ${game.bonus.max}, joined by "-"` : `must be ${main}, joined by "-"`;
}

/**
 * A reader's entry as a path segment: digits for the Thai lottery, numbers joined by "-" for the
 * others; whatever separated them in the form (spaces, commas) becomes "-".
 */
export function normaliseEntry(game: LotteryGame, entry: string): string {
  const parts = entry.trim().split(/[^0-9]+/).filter(Boolean);
  return game.kind === 'thai' ? parts.join('') : parts.map((n) => String(Number(n))).join('-');
}

/** The ticket a drawNumber path segment stands for, or the rule it breaks. */
export function parseTicket(game: LotteryGame, drawNumber: string): { ticket: Ticket } | { error: string } {
  if (game.kind === 'thai') return /^\d{6}$/.test(drawNumber) ? { ticket: { kind: 'thai', digits: drawNumber } } : { error: ticketRule(game) };
  const error = { error: ticketRule(game) };
  if (!/^\d{1,2}(-\d{1,2})*$/.test(drawNumber)) return error;
  const all = drawNumber.split('-').map(Number);
  const zone = game.bonus?.kind === 'zone' ? game.bonus.max : null;
  if (all.length !== game.mainCount + (zone === null ? 0 : 1)) return error;
  const numbers = all.slice(0, game.mainCount);
  const bonus = zone === null ? null : all[game.mainCount]!;
  if (new Set(numbers).size !== numbers.length || numbers.some((n) => n < 1 || n > game.mainMax)) return error;
  if (bonus !== null && (bonus < 1 || bonus > zone!)) return error;
  return { ticket: { kind: 'pick', numbers: [...numbers].sort((a, b) => a - b), bonus } };
}

/** How a pick ticket matched a draw: main numbers hit, and whether the bonus did. */
export function pickMatches(game: PickGame, result: PickResult, ticket: PickTicket): { main: number[]; bonus: boolean } {
  const main = ticket.numbers.filter((n) => result.numbers.includes(n));
  if (game.bonus === null || result.bonus === null) return { main, bonus: false };
  const bonus = game.bonus.kind === 'zone' ? ticket.bonus === result.bonus : ticket.numbers.includes(result.bonus);
  return { main, bonus };
}

/** The best tier a pick ticket won (tiers are listed best first), or null. */
export function pickTier(game: PickGame, result: PickResult, ticket: PickTicket): PickTier | null {
  const hit = pickMatches(game, result, ticket);
  return game.tiers.find((t) => t.main === hit.main.length && (!t.bonus || hit.bonus)) ?? null;
}

/** The two numbers either side of the first prize (999999 and 000000 are neighbours). */
export function adjacentToFirst(first: string): [string, string] {
  const n = Number(first);
  const pad = (v: number) => String(v).padStart(6, '0');
  return [pad((n + 999_999) % 1_000_000), pad((n + 1) % 1_000_000)];
}

/** Every Thai prize a six-digit ticket won, in the order of the result page. */
export function thaiPrizes(result: ThaiResult, ticket: ThaiTicket): ThaiPrizeId[] {
  const { prizes } = result;
  const d = ticket.digits;
  const won: ThaiPrizeId[] = [];
  if (prizes.first.includes(d)) won.push('first');
  if (adjacentToFirst(prizes.first[0]!).includes(d)) won.push('adjacentFirst');
  for (const p of ['second', 'third', 'fourth', 'fifth'] as const) if (prizes[p].includes(d)) won.push(p);
  if (prizes.front3.includes(d.slice(0, 3))) won.push('front3');
  if (prizes.back3.includes(d.slice(3))) won.push('back3');
  if (prizes.last2.includes(d.slice(4))) won.push('last2');
  return won;
}

export interface PrizeWon {
  prize: PickTierId | ThaiPrizeId;
  /** The fixed amount in the game's currency; null: a share of the pool. */
  amount: number | null;
}

/** What a ticket won in a draw: one tier of a pick game, any number of Thai prizes; [] when nothing. */
export function prizesWon(game: LotteryGame, result: PickResult | ThaiResult, ticket: Ticket): PrizeWon[] {
  if (game.kind === 'thai') {
    if (result.kind !== 'thai' || ticket.kind !== 'thai') return [];
    return thaiPrizes(result, ticket).map((prize) => ({ prize, amount: (game as ThaiGame).amounts[prize] }));
  }
  if (result.kind !== 'pick' || ticket.kind !== 'pick') return [];
  const tier = pickTier(game, result, ticket);
  return tier ? [{ prize: tier.id, amount: tier.amount }] : [];
}
