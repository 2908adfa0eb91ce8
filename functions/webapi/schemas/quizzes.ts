// Wire shapes of the quiz calls.
import { z } from '@hono/zod-openapi';
import { QUIZ_IMAGE_TYPES, QUIZ_LAYOUTS, QUIZ_TYPES, RANKING_STATES } from '#/domain/interactions/quiz.ts';
import { isQuizLevel, type QuizLevel } from '#/domain/interactions/quizLevels.ts';

/** A quiz level: 0, 1 or 2. */
export const quizLevel = z.number().int().refine(isQuizLevel) as unknown as z.ZodType<QuizLevel, number>;

/** One result a quiz can lead to; stored and answered alike. */
export const QuizResult = z.object({ hash: z.string(), title: z.string(), description: z.string(), imageHash: z.string().nullable(), level: quizLevel.nullable() });

/** GET /quiz/{hash}: what a reader sees; which option scores what stays on the server. */
export const QuizResponse = z
  .object({
    id: z.number().int(),
    hash: z.string(),
    country: z.string(),
    type: z.enum(QUIZ_TYPES),
    layout: z.enum(QUIZ_LAYOUTS),
    imageType: z.enum(QUIZ_IMAGE_TYPES),
    title: z.string(),
    intro: z.string(),
    coverImageHash: z.string().nullable(),
    maxScore: z.number(),
    questions: z.array(
      z.object({
        id: z.number().int(),
        text: z.string(),
        imageHash: z.string().nullable(),
        options: z.array(z.object({ id: z.number().int(), text: z.string(), imageHash: z.string().nullable() })),
      }),
    ),
    results: z.array(QuizResult),
    campaignId: z.number().int().nullable().describe('the running campaign on this quiz, if any'),
    plays: z.number().int().describe('recorded plays'),
  })
  .openapi('Quiz');
export type QuizResponse = z.infer<typeof QuizResponse>;

export const QuizCalculateResponse = z.object({
  quizId: z.number().int(),
  resultHash: z.string(),
  score: z.number(),
  maxScore: z.number(),
  level: quizLevel.nullable().describe('SCORE quizzes only'),
  recorded: z.boolean().describe('false in preview: nothing was recorded'),
  signedResult: z.string().describe('the result signed for the reader (HMAC over quiz, score, reader, time): what a campaign ranking accepts, once'),
});
export type QuizCalculateResponse = z.infer<typeof QuizCalculateResponse>;

const RankingRow = z.object({ rank: z.number().int(), displayName: z.string(), score: z.number() });
type RankingRow = z.infer<typeof RankingRow>;

export const CampaignResponse = z.object({
  id: z.number().int(),
  quizId: z.number().int(),
  quizHash: z.string(),
  title: z.string(),
  description: z.string(),
  startTime: z.number(),
  endTime: z.number(),
  participants: z.number().int(),
  maxScore: z.number(),
  ranking: z.array(RankingRow),
  mine: RankingRow.extend({ attempts: z.number().int() }).nullable().describe("the signed-in reader's row, or null"),
});
export type CampaignResponse = z.infer<typeof CampaignResponse>;

export const RankingResponse = z.object({
  state: z.enum(RANKING_STATES),
  rank: z.number().int(),
  score: z.number(),
  bestScore: z.number(),
  attempts: z.number().int(),
  participants: z.number().int(),
});
export type RankingResponse = z.infer<typeof RankingResponse>;
