// Quiz API (content-spec §7): read a quiz, calculate the result of a set of answers (recorded as a
// play unless `preview`), read a campaign, and enter a signed-in reader's score in its ranking.
import { createRoute, z } from '@hono/zod-openapi';
import { AnswerError, calculateOutcome, maxScoreOf, rankingState } from '#/domain/interactions/quiz.ts';
import { ResultAlreadyUsed, findCampaign, loadQuiz, readStanding, recordAttempt, recordPlay, type QuizRecord } from '../db/quizzes.ts';
import { SIGNED_RESULT_TTL_MS, newNonce, signQuizResult, verifyQuizResult } from '#/domain/interactions/signedQuizResult.ts';
import { loggedIn, requireUser } from './identity.ts';
import { OPTIONAL_SIGN_IN } from './openapiSecurity.ts';
import { newRouter } from './router.ts';
import { signingSecret } from './signingSecret.ts';
import { countryQuery, errors, json, jsonRequest } from './schemas/common.ts';
import { CampaignResponse, QuizCalculateResponse, QuizResponse, RankingResponse } from './schemas/quizzes.ts';
import { ApiError, countrySchema, readJsonBody } from './validation.ts';
import { KB, declareWriteFamily, minute } from './abuseLimits.ts';

const hashParam = z.object({ hash: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be 1-40 letters, digits, - or _').openapi({ example: 'q1' }) });
const idParam = z.object({ id: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').positive('must be positive').openapi({ example: 1 }) });
const flag = z.enum(['1', 'true', '0', 'false', ''], { error: 'must be 1, true, 0 or false' }).transform((v) => v === '1' || v === 'true' || v === '');
const calculateQuery = z.object({ country: countrySchema, preview: flag.optional() });

const id = z.number({ error: 'must be a number' }).int('must be a whole number').positive('must be positive');
const calculateBody = z.object({
  answers: z.array(z.object({ questionId: id, optionId: id }), { error: 'must be a list of { questionId, optionId }' }).max(200),
  preview: z.boolean({ error: 'must be true or false' }).optional(),
});
const rankingBody = z.object({
  result: z.string({ error: 'must be the signedResult of POST /quiz/{id}/calculate' }).min(1).max(1024),
});

const QUIZ_KEY = { name: 'QUIZ_SIGNING_KEY', refusal: 'quiz results cannot be signed', development: 'development-quiz-signing-key' };

type SigningEnv = { env: { QUIZ_SIGNING_KEY?: string; QUIZ_SIGNING_KEY_PREVIOUS?: string }; req: { url: string } };

/** The key quiz results are signed with; a deployment without one refuses to sign or accept (503). */
function signingKey(c: SigningEnv): string {
  return signingSecret(c, c.env.QUIZ_SIGNING_KEY, QUIZ_KEY);
}

/** The keys a result may be signed with: the current one, and during a rotation the one it replaced. */
function acceptedKeys(c: SigningEnv): string[] {
  const previous = c.env.QUIZ_SIGNING_KEY_PREVIOUS;
  return previous ? [signingKey(c), previous] : [signingKey(c)];
}

function quizView(quiz: QuizRecord): z.infer<typeof QuizResponse> {
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

const campaign = createRoute({
  method: 'get',
  path: '/quiz/campaign/{id}',
  summary: 'a quiz campaign with its ranking (and the reader’s row)',
  security: OPTIONAL_SIGN_IN,
  request: { query: countryQuery, params: idParam },
  responses: { 200: json(CampaignResponse), ...errors(404) },
});
const ranking = createRoute({
  method: 'post',
  path: '/quiz/campaign/{id}/ranking',
  summary: 'enter the reader’s signed quiz result in a running campaign (once)',
  middleware: [loggedIn, readJsonBody],
  request: { query: countryQuery, params: idParam, ...jsonRequest(rankingBody) },
  responses: { 200: json(RankingResponse), ...errors(401, 403, 404, 409, 503) },
});
const quiz = createRoute({
  method: 'get',
  path: '/quiz/{hash}',
  summary: 'a quiz as a reader sees it',
  request: { query: countryQuery, params: hashParam },
  responses: { 200: json(QuizResponse), ...errors(404) },
});
const calculate = createRoute({
  method: 'post',
  path: '/quiz/{id}/calculate',
  summary: 'the result of a set of answers (recorded as a play unless preview)',
  security: OPTIONAL_SIGN_IN,
  middleware: [readJsonBody],
  request: { query: calculateQuery, params: idParam, ...jsonRequest(calculateBody) },
  responses: { 200: json(QuizCalculateResponse), ...errors(404) },
});

export const quizRoutes = newRouter()
  .openapi(campaign, async (c) => {
    const { id: campaignId } = c.req.valid('param');
    const { country } = c.req.valid('query');
    const found = await findCampaign(c.env.DB, country, campaignId);
    if (!found) throw new ApiError(404, `no campaign ${campaignId} in ${country}`);
    const quiz = await loadQuiz(c.env.DB, country, { id: found.quizId });
    const standing = await readStanding(c.env.DB, found.id, c.get('identity')?.userId ?? null);
    return c.json(
      {
        id: found.id,
        quizId: found.quizId,
        quizHash: found.quizHash,
        title: found.title,
        description: found.description,
        startTime: found.startTime,
        endTime: found.endTime,
        participants: standing.participants,
        maxScore: quiz ? maxScoreOf(quiz) : 0,
        ranking: standing.top.map((r) => ({ rank: r.rank, displayName: r.displayName, score: r.score })),
        mine: standing.mine && { rank: standing.mine.rank, displayName: standing.mine.displayName, score: standing.mine.score, attempts: standing.mine.attempts },
      },
      200,
    );
  })
  .openapi(ranking, async (c) => {
    const user = requireUser(c);
    const { id: campaignId } = c.req.valid('param');
    const { country } = c.req.valid('query');
    const { result } = c.req.valid('json');
    const verified = await verifyQuizResult(acceptedKeys(c), result);
    if (!verified.ok) throw new ApiError(400, `Invalid body field "result": ${verified.reason}`);
    const claims = verified.claims;
    const campaign = await findCampaign(c.env.DB, country, campaignId);
    if (!campaign) throw new ApiError(404, `no campaign ${campaignId} in ${country}`);
    const now = Date.now();
    if (now < campaign.startTime || now >= campaign.endTime) throw new ApiError(409, 'the campaign is not running');
    if (claims.quizId !== campaign.quizId) throw new ApiError(400, 'Invalid body field "result": it is the result of another quiz');
    if (claims.readerId !== user.userId) throw new ApiError(403, 'this quiz result was calculated for another reader: play the quiz signed in');
    if (now - claims.issuedAt > SIGNED_RESULT_TTL_MS || claims.issuedAt > now + 60_000) throw new ApiError(400, 'Invalid body field "result": it has expired, play the quiz again');
    const scores = claims.score;
    let outcome;
    try {
      outcome = await recordAttempt(c.env.DB, campaign.id, user, scores, now, claims.nonce);
    } catch (error) {
      if (error instanceof ResultAlreadyUsed) throw new ApiError(409, 'this quiz result was already entered in the ranking');
      throw error;
    }
    return c.json({
      state: rankingState(outcome),
      rank: outcome.rank,
      score: scores,
      bestScore: outcome.bestScore,
      attempts: outcome.attempts,
      participants: outcome.participants,
    }, 200);
  })
  .openapi(quiz, async (c) => {
    const { hash } = c.req.valid('param');
    const { country } = c.req.valid('query');
    const found = await loadQuiz(c.env.DB, country, { hash });
    if (!found) throw new ApiError(404, `no quiz ${hash} in ${country}`);
    return c.json(quizView(found), 200);
  })
  .openapi(calculate, async (c) => {
    const { id: quizId } = c.req.valid('param');
    const query = c.req.valid('query');
    const body = c.req.valid('json');
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
    const signedResult = await signQuizResult(signingKey(c), {
      quizId: quiz.id,
      score: outcome.score,
      readerId: c.get('identity')?.userId ?? null,
      issuedAt: Date.now(),
      nonce: newNonce(),
    });
    return c.json({ quizId: quiz.id, ...outcome, recorded: !preview, signedResult }, 200);
  });

/** The budget of this module's writes (docs/decisions/0025). */
export const QUIZZES = declareWriteFamily(quizRoutes, { name: 'quizzes', perIp: minute(1200), perReader: minute(60), maxBodyBytes: 16 * KB }, '/quiz/*');
