// Quiz API (content-spec §7): read a quiz, calculate the result of a set of answers (recorded as a
// play unless `preview`), read a campaign, and enter a signed-in reader's score in its ranking.
import { Hono } from 'hono';
import { z } from 'zod';
import {
  AnswerError,
  calculateOutcome,
  maxScoreOf,
  rankingState,
  type CampaignResponse,
  type QuizCalculateResponse,
  type QuizResponse,
  type RankingResponse,
} from '#/domain/interactions/quiz.ts';
import { findCampaign, loadQuiz, readStanding, recordAttempt, recordPlay, type QuizRecord } from '../db/quizzes.ts';
import { requireUser, type ApiEnv } from './identity.ts';
import { jsonBody } from './jsonBody.ts';
import { ApiError, countrySchema, parseParams, parseQuery } from './validation.ts';

const hashParam = z.object({ hash: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be 1-40 letters, digits, - or _') });
const idParam = z.object({ id: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').positive('must be positive') });
const countryQuery = z.object({ country: countrySchema });
const flag = z.enum(['1', 'true', '0', 'false', ''], { error: 'must be 1, true, 0 or false' }).transform((v) => v === '1' || v === 'true' || v === '');
const calculateQuery = z.object({ country: countrySchema, preview: flag.optional() });

const id = z.number({ error: 'must be a number' }).int('must be a whole number').positive('must be positive');
const calculateBody = z.object({
  answers: z.array(z.object({ questionId: id, optionId: id }), { error: 'must be a list of { questionId, optionId }' }).max(200),
  preview: z.boolean({ error: 'must be true or false' }).optional(),
});
const rankingBody = z.object({
  scores: z.number({ error: 'must be a number' }).int('must be a whole number').min(0, 'must not be negative'),
});

export function quizView(quiz: QuizRecord): QuizResponse {
  const plays = quiz.results.reduce((sum, r) => sum + r.plays, 0);
  return {
    id: quiz.id,
    hash: quiz.hash,
    country: quiz.country,
    type: quiz.type,
    layout: quiz.layout,
    imageType: quiz.imageType,
    title: quiz.title,
    intro: quiz.intro,
    coverImageHash: quiz.coverImageHash,
    maxScore: maxScoreOf(quiz),
    // Which option is right, or counts toward which result, stays here: the server calculates.
    questions: quiz.questions.map((q) => ({ id: q.id, text: q.text, imageHash: q.imageHash, options: q.options.map((o) => ({ id: o.id, text: o.text, imageHash: o.imageHash })) })),
    results: quiz.results.map((r) => ({ hash: r.hash, title: r.title, description: r.description, imageHash: r.imageHash, level: r.level })),
    campaignId: quiz.campaignId,
    plays,
  };
}

export const quizRoutes = new Hono<ApiEnv>()
  .get('/quiz/campaign/:id', async (c) => {
    const { id: campaignId } = parseParams(c, idParam);
    const { country } = parseQuery(c, countryQuery);
    const campaign = await findCampaign(c.env.DB, country, campaignId);
    if (!campaign) throw new ApiError(404, `no campaign ${campaignId} in ${country}`);
    const quiz = await loadQuiz(c.env.DB, country, { id: campaign.quizId });
    const standing = await readStanding(c.env.DB, campaign.id, c.get('identity')?.userId ?? null);
    const { country: _country, ...fields } = campaign;
    return c.json({ ...fields, participants: standing.participants, maxScore: quiz ? maxScoreOf(quiz) : 0, ranking: standing.top, mine: standing.mine } satisfies CampaignResponse);
  })
  .post('/quiz/campaign/:id/ranking', async (c) => {
    const user = requireUser(c);
    const { id: campaignId } = parseParams(c, idParam);
    const { country } = parseQuery(c, countryQuery);
    const { scores } = await jsonBody(c.req.raw, rankingBody);
    const campaign = await findCampaign(c.env.DB, country, campaignId);
    if (!campaign) throw new ApiError(404, `no campaign ${campaignId} in ${country}`);
    const now = Date.now();
    if (now < campaign.startTime || now >= campaign.endTime) throw new ApiError(409, 'the campaign is not running');
    const quiz = await loadQuiz(c.env.DB, country, { id: campaign.quizId });
    const maxScore = quiz ? maxScoreOf(quiz) : 0;
    if (scores > maxScore) throw new ApiError(400, `Invalid body field "scores": must be at most ${maxScore}`);
    const outcome = await recordAttempt(c.env.DB, campaign.id, user, scores, now);
    return c.json({
      state: rankingState(outcome),
      rank: outcome.rank,
      score: scores,
      bestScore: outcome.bestScore,
      attempts: outcome.attempts,
      participants: outcome.participants,
    } satisfies RankingResponse);
  })
  .get('/quiz/:hash', async (c) => {
    const { hash } = parseParams(c, hashParam);
    const { country } = parseQuery(c, countryQuery);
    const quiz = await loadQuiz(c.env.DB, country, { hash });
    if (!quiz) throw new ApiError(404, `no quiz ${hash} in ${country}`);
    return c.json(quizView(quiz));
  })
  .post('/quiz/:id/calculate', async (c) => {
    const { id: quizId } = parseParams(c, idParam);
    const query = parseQuery(c, calculateQuery);
    const body = await jsonBody(c.req.raw, calculateBody);
    const quiz = await loadQuiz(c.env.DB, query.country, { id: quizId });
    if (!quiz) throw new ApiError(404, `no quiz ${quizId} in ${query.country}`);
    let outcome;
    try {
      outcome = calculateOutcome(quiz, body.answers);
    } catch (error) {
      if (error instanceof AnswerError) throw new ApiError(400, `Invalid body field "${error.field}": ${error.message}`);
      throw error;
    }
    const preview = query.preview === true || body.preview === true;
    if (!preview) await recordPlay(c.env.DB, quiz.id, outcome.resultHash);
    return c.json({ quizId: quiz.id, ...outcome, recorded: !preview } satisfies QuizCalculateResponse);
  });
