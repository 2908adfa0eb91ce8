// Demo lottery draws (issue #28 item 2): every draw of the market's games (src/markets.ts `lottery`)
// in the year before the seeding day, up to the last one already held, numbered as the operators
// number them. Balls and prize numbers come from a random generator seeded with the market and draw
// id, so a draw has the same result whichever day the seed runs. Each draw is checked against its
// game (resultProblem) before anything is written. The portal module's title is
// seed/content/<market>/lottery.json, in the market's language; a market without a lottery has none.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { deleteDraws, upsertDraws, type DrawInput } from '#functions/db/lottery.ts';
import type { Database } from '#functions/db/database.ts';
import { GAMES, type LotteryGame, type LotteryGameId } from '#/domain/lottery/games.ts';
import { THAI_DIGITS, THAI_DRAWN_PRIZES, drawDates, drawIdOf, drawNumberOf, drawTimeOf, resultProblem, type DrawResult, type ThaiDrawnPrize } from '#/domain/lottery/draws.ts';
import { isoInTimeZone } from '#/domain/shell/formatTime.ts';
import { MARKETS, type CountryCode } from '#/markets.ts';

export const seedLotterySchema = z
  .object({
    module: z.object({ title: z.string().min(2).max(30) }).strict(),
  })
  .strict();
export type SeedLottery = z.infer<typeof seedLotterySchema>;

/** The market's lottery.json, validated; null for a market whose table entry has no lottery. */
export function loadSeedLottery(root: string, country: CountryCode): SeedLottery | null {
  if (!MARKETS[country].lottery) return null;
  const file = join(root, 'seed', 'content', country, 'lottery.json');
  if (!existsSync(file)) throw new Error(`${file}: missing (the market runs a lottery)`);
  const parsed = seedLotterySchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return parsed.data;
}

/** xorshift32 seeded from a string: the same draw id always draws the same balls. */
function rng(seed: string): (below: number) => number {
  let h = createHash('sha256').update(seed).digest().readUInt32LE(0) || 1;
  return (below) => {
    h ^= h << 13;
    h ^= h >>> 17;
    h ^= h << 5;
    return (h >>> 0) % below;
  };
}

/** `count` distinct values from `draw`, in the order drawn. */
function distinct<T>(count: number, draw: () => T, taken: Set<T> = new Set()): T[] {
  const out: T[] = [];
  while (out.length < count) {
    const v = draw();
    if (taken.has(v)) continue;
    taken.add(v);
    out.push(v);
  }
  return out;
}

function resultFor(game: LotteryGame, seed: string): DrawResult {
  const next = rng(seed);
  if (game.kind === 'thai') {
    const digits = (n: number) => () => String(next(10 ** n)).padStart(n, '0');
    const sixes = new Set<string>();
    const prizes = Object.fromEntries(
      THAI_DRAWN_PRIZES.map((prize) => {
        const n = THAI_DIGITS[prize];
        return [prize, distinct(game.counts[prize], digits(n), n === 6 ? sixes : new Set())];
      }),
    ) as Record<ThaiDrawnPrize, string[]>;
    return { kind: 'thai', prizes };
  }
  const balls = distinct(game.mainCount + (game.bonus?.kind === 'special' ? 1 : 0), () => next(game.mainMax) + 1);
  const bonus = game.bonus === null ? null : game.bonus.kind === 'special' ? balls.pop()! : next(game.bonus.max) + 1;
  return { kind: 'pick', numbers: balls, bonus };
}

const DAY = 86_400_000;

/** The draws of one game from a year before `now` to the last one held by `now`, numbered within their year. */
export function planGameDraws(country: CountryCode, gameId: LotteryGameId, now: number): DrawInput[] {
  const { timeZone } = MARKETS[country];
  const game = GAMES[gameId];
  const today = isoInTimeZone(now, timeZone).slice(0, 10);
  const from = isoInTimeZone(now - 365 * DAY, timeZone).slice(0, 10);
  // From 1 January of the first year, so each draw's sequence in its year is right.
  const dates = drawDates(game, `${from.slice(0, 4)}-01-01`, today);
  const sequence = new Map<string, number>();
  const draws: DrawInput[] = [];
  for (const date of dates) {
    const year = date.slice(0, 4);
    const n = (sequence.get(year) ?? 0) + 1;
    sequence.set(year, n);
    const drawTime = drawTimeOf(gameId, date);
    if (date < from || drawTime > now) continue;
    const drawNumber = drawNumberOf(gameId, date, n);
    const drawId = drawIdOf(gameId, drawNumber);
    const result = resultFor(game, `${country}:${drawId}`);
    const problem = resultProblem(game, result);
    if (problem) throw new Error(`lottery seed ${country} ${drawId}: ${problem}`);
    draws.push({ country, drawId, game: gameId, drawNumber, drawDate: date, drawTime, result });
  }
  return draws;
}

/** Every draw of the market's games in the past year; [] for a market without a lottery. */
export function planLotteryDraws(country: CountryCode, now: number): DrawInput[] {
  return (MARKETS[country].lottery?.games ?? []).flatMap((game) => planGameDraws(country, game, now));
}

/** Replaces the market's draws with the past year's. */
export async function seedMarketLottery(db: Database, country: CountryCode, now: number): Promise<void> {
  const draws = planLotteryDraws(country, now);
  await deleteDraws(db, country);
  // D1 takes up to 100 statements a batch.
  for (let i = 0; i < draws.length; i += 90) await upsertDraws(db, draws.slice(i, i + 90), now);
}
