// Wire shapes of the lottery calls (issue #28 item 2; content-spec §2 Lottery routes, page type
// LOTTERY). The spec has no field list for a draw: these model the markets' real draws (decision 0071).
import { z } from '@hono/zod-openapi';
import { LOTTERY_GAMES, PICK_TIERS, THAI_PRIZES } from '#/domain/lottery/games.ts';
import { countrySchema } from '../validation.ts';

const PrizeId = z.enum([...new Set([...PICK_TIERS, ...THAI_PRIZES])] as [string, ...string[]]);

export const LotteryDraw = z
  .object({
    id: z.string().describe('{game}-{drawNumber}: /v2/lottery/r/{id}'),
    game: z.enum(LOTTERY_GAMES),
    drawNumber: z.string().describe('as the operator numbers it: ROC year + sequence (115000095), Mark Six year + sequence, Thai draw date in the Buddhist era (25691116)'),
    printedNumber: z.string().describe('the draw number as tickets print it (Mark Six 26/125)'),
    drawDate: z.string().describe("yyyy-mm-dd in the market's time zone"),
    drawTime: z.number().int().describe('epoch ms of the draw'),
    currency: z.string(),
    numbers: z.array(z.number().int()).describe('number-pick games: the main numbers in the order drawn; [] for the Thai lottery'),
    bonus: z.number().int().nullable().describe('the special (大樂透), extra (Mark Six) or second-zone (威力彩) number; null: none'),
    prizes: z
      .array(z.object({ prize: PrizeId, amount: z.number().int(), numbers: z.array(z.string()) }))
      .describe('Thai lottery: every prize with its amount and winning numbers (adjacent to the first prize included); [] for number-pick games'),
  })
  .openapi('LotteryDraw');
export type LotteryDraw = z.infer<typeof LotteryDraw>;

export const LotteryTier = z
  .object({
    prize: PrizeId,
    main: z.number().int().describe('main numbers to match'),
    bonus: z.boolean().describe('whether the bonus number must match too'),
    amount: z.number().int().nullable().describe("fixed prize in the game's currency; null: a share of the pool"),
  })
  .openapi('LotteryTier');

export const LotteryLatestResponse = z
  .object({
    pageType: z.literal('LOTTERY'),
    games: z.array(z.object({ game: z.enum(LOTTERY_GAMES), latest: LotteryDraw.nullable().describe('null: nothing drawn yet') })).describe("the market's games in their order"),
  })
  .openapi('LotteryLatest');
export type LotteryLatestResponse = z.infer<typeof LotteryLatestResponse>;

export const LotteryHistoryResponse = z
  .object({
    pageType: z.literal('LOTTERY'),
    game: z.enum(LOTTERY_GAMES),
    games: z.array(z.enum(LOTTERY_GAMES)).describe("the market's games, one tab each"),
    total: z.number().int().describe('draws of the game in all'),
    offset: z.number().int(),
    length: z.number().int(),
    draws: z.array(LotteryDraw).describe('newest first'),
  })
  .openapi('LotteryHistory');
export type LotteryHistoryResponse = z.infer<typeof LotteryHistoryResponse>;

export const LotteryResultResponse = z
  .object({
    pageType: z.literal('LOTTERY'),
    draw: LotteryDraw,
    tiers: z.array(LotteryTier).describe('number-pick games: the prize table, best first; [] for the Thai lottery'),
    ticketRule: z.string().describe("what a ticket of the game must be, as check-my-number's 400 says it"),
  })
  .openapi('LotteryResult');
export type LotteryResultResponse = z.infer<typeof LotteryResultResponse>;

export const LotteryCheckResponse = LotteryResultResponse.extend({
  ticket: z.object({
    drawNumber: z.string().describe('the ticket as the path gave it'),
    numbers: z.array(z.number().int()).describe('number-pick ticket: main numbers ascending; [] for the Thai lottery'),
    bonus: z.number().int().nullable().describe('the second-zone number of a 威力彩 ticket'),
    hits: z.array(z.number().int()).describe('the main numbers the draw matched'),
    bonusHit: z.boolean(),
  }),
  won: z
    .array(z.object({ prize: PrizeId, amount: z.number().int().nullable().describe('null: a share of the pool') }))
    .describe('[] when the ticket won nothing; one tier for number-pick games, any number of Thai prizes'),
}).openapi('LotteryCheck');
export type LotteryCheckResponse = z.infer<typeof LotteryCheckResponse>;

export const LotteryDrawBody = z
  .object({
    country: countrySchema,
    drawDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be yyyy-mm-dd'),
    numbers: z.array(z.number().int()).default([]).describe('number-pick games: main numbers in the order drawn'),
    bonus: z.number().int().nullable().default(null),
    prizes: z
      .object({
        first: z.array(z.string()), second: z.array(z.string()), third: z.array(z.string()), fourth: z.array(z.string()), fifth: z.array(z.string()),
        front3: z.array(z.string()), back3: z.array(z.string()), last2: z.array(z.string()),
      })
      .nullable()
      .default(null)
      .describe('the Thai lottery: every drawn prize list'),
  })
  .strict()
  .openapi('LotteryDrawBody');
