// The lottery games of the markets (issue #28 item 2; the spec has no field list for a draw, so each
// game is modelled on the real draw it stands for): Taiwan's 威力彩, 大樂透 and 今彩539, Hong Kong's
// Mark Six and the Thai government lottery. Which market runs which games is the `lottery` field of
// the market table (src/markets.ts).

/** A game's id, also the first part of its draw ids (`super-lotto-115000095`). */
export const LOTTERY_GAMES = ['super-lotto', 'lotto-649', 'daily-cash-539', 'mark-six', 'thai-government'] as const;
export type LotteryGameId = (typeof LOTTERY_GAMES)[number];

export const isLotteryGame = (value: string): value is LotteryGameId => (LOTTERY_GAMES as readonly string[]).includes(value);

/** Prize tiers: the tw and hk games' ranks, and the Thai lottery's named prizes. */
export const PICK_TIERS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'general'] as const;
export type PickTierId = (typeof PICK_TIERS)[number];
export const THAI_PRIZES = ['first', 'adjacentFirst', 'second', 'third', 'fourth', 'fifth', 'front3', 'back3', 'last2'] as const;
export type ThaiPrizeId = (typeof THAI_PRIZES)[number];
export type PrizeId = PickTierId | ThaiPrizeId;

/**
 * A tier of a number-pick game: how many main numbers must match and whether the bonus (the
 * special number, the extra number or the second-zone number) must; `amount` is the fixed prize,
 * null where the prize is a share of the pool (it changes with every draw's sales).
 */
export interface PickTier {
  id: PickTierId;
  main: number;
  bonus: boolean;
  amount: number | null;
}

/** A game where the reader picks numbers: `main` of 1..mainMax, and maybe a bonus number. */
export interface PickGame {
  kind: 'pick';
  id: LotteryGameId;
  mainCount: number;
  mainMax: number;
  /**
   * `special`: one more ball from the same pool, matched against the ticket's main numbers (大樂透,
   * Mark Six); `zone`: the reader picks one number of a second pool 1..bonusMax (威力彩); null: none.
   */
  bonus: { kind: 'special' } | { kind: 'zone'; max: number } | null;
  /** Best first: a ticket wins the first tier it meets. */
  tiers: readonly PickTier[];
  /** Weekdays of the draws, 0 Sunday … 6 Saturday, in the market's time zone. */
  drawDays: readonly number[];
  /** Local time of the draw, HH:MM. */
  drawTime: string;
  currency: string;
}

/** The Thai government lottery: a ticket is six digits, matched against every prize list. */
export interface ThaiGame {
  kind: 'thai';
  id: 'thai-government';
  /** How many six-digit numbers each prize draws (front/back 3 and last 2 draw shorter numbers). */
  counts: Readonly<Record<Exclude<ThaiPrizeId, 'adjacentFirst'>, number>>;
  amounts: Readonly<Record<ThaiPrizeId, number>>;
  drawTime: string;
  currency: string;
}

export type LotteryGame = PickGame | ThaiGame;

const tier = (id: PickTierId, main: number, bonus: boolean, amount: number | null): PickTier => ({ id, main, bonus, amount });

export const GAMES: Readonly<Record<LotteryGameId, LotteryGame>> = {
  // 威力彩: 6 of 1–38 in the first zone and 1 of 1–8 in the second; Mondays and Thursdays 20:30.
  'super-lotto': {
    kind: 'pick', id: 'super-lotto', mainCount: 6, mainMax: 38, bonus: { kind: 'zone', max: 8 }, drawDays: [1, 4], drawTime: '20:30', currency: 'TWD',
    tiers: [
      tier('first', 6, true, null), tier('second', 6, false, null), tier('third', 5, true, 150_000), tier('fourth', 5, false, 20_000),
      tier('fifth', 4, true, 4_000), tier('sixth', 4, false, 800), tier('seventh', 3, true, 400), tier('eighth', 2, true, 200),
      tier('ninth', 3, false, 100), tier('general', 1, true, 100),
    ],
  },
  // 大樂透: 6 of 1–49 and a special number from the same balls; Tuesdays and Fridays 20:30.
  'lotto-649': {
    kind: 'pick', id: 'lotto-649', mainCount: 6, mainMax: 49, bonus: { kind: 'special' }, drawDays: [2, 5], drawTime: '20:30', currency: 'TWD',
    tiers: [
      tier('first', 6, false, null), tier('second', 5, true, null), tier('third', 5, false, null), tier('fourth', 4, true, null),
      tier('fifth', 4, false, 2_000), tier('sixth', 3, true, 1_000), tier('seventh', 2, true, 400), tier('general', 3, false, 400),
    ],
  },
  // 今彩539: 5 of 1–39, Monday to Saturday 20:30.
  'daily-cash-539': {
    kind: 'pick', id: 'daily-cash-539', mainCount: 5, mainMax: 39, bonus: null, drawDays: [1, 2, 3, 4, 5, 6], drawTime: '20:30', currency: 'TWD',
    tiers: [tier('first', 5, false, 8_000_000), tier('second', 4, false, 20_000), tier('third', 3, false, 300), tier('fourth', 2, false, 50)],
  },
  // 六合彩: 6 of 1–49 and an extra number; Tuesdays, Thursdays and Saturdays 21:30.
  'mark-six': {
    kind: 'pick', id: 'mark-six', mainCount: 6, mainMax: 49, bonus: { kind: 'special' }, drawDays: [2, 4, 6], drawTime: '21:30', currency: 'HKD',
    tiers: [
      tier('first', 6, false, null), tier('second', 5, true, null), tier('third', 5, false, null), tier('fourth', 4, true, 9_600),
      tier('fifth', 4, false, 640), tier('sixth', 3, true, 320), tier('seventh', 3, false, 40),
    ],
  },
  // สลากกินแบ่งรัฐบาล: drawn on the 1st and 16th at 14:30 (moved around some holidays: drawDates).
  'thai-government': {
    kind: 'thai', id: 'thai-government', drawTime: '14:30', currency: 'THB',
    counts: { first: 1, second: 5, third: 10, fourth: 50, fifth: 100, front3: 2, back3: 2, last2: 1 },
    amounts: { first: 6_000_000, adjacentFirst: 100_000, second: 200_000, third: 80_000, fourth: 40_000, fifth: 20_000, front3: 4_000, back3: 4_000, last2: 2_000 },
  },
};

export const gameOf = (id: LotteryGameId): LotteryGame => GAMES[id];

/** The prizes of a game in their order on a result page. */
export function prizeIdsOf(game: LotteryGame): readonly PrizeId[] {
  return game.kind === 'thai' ? THAI_PRIZES : game.tiers.map((t) => t.id);
}
