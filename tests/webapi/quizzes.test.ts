// Quizzes against real local D1 loaded with the id demo quizzes: reading, calculating (recorded
// or preview), validation, and a campaign's ranking states.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '#functions/webapi/app.ts';
import { findQuizByHash, sweepQuizResultUses } from '#functions/db/quizzes.ts';
import { oembedApp } from '#functions/oembed/app.ts';
import { issueDevToken } from '#functions/identity/devProvider.ts';
import type { CampaignResponse, QuizCalculateResponse, QuizResponse, RankingResponse } from '#functions/webapi/schemas/quizzes.ts';
import { ROOT } from '../../scripts/localPlatform.ts';
import { loadSeedQuizzes, quizHash, quizResultHash } from '../../scripts/seedQuizzes.ts';
import { openTestPlatform, type TestPlatform } from '../helpers/testPlatform.ts';
import { decodeProtectedHeader } from 'jose';
import { SIGNED_RESULT_TTL_MS, newNonce, signQuizResult } from '#/domain/interactions/signedQuizResult.ts';

let platform: TestPlatform;
const SIGNING_KEY = 'test-quiz-signing-key';
/** The signing keys the API is given; a test of key rotation changes them and puts them back. */
let signingKeys: { QUIZ_SIGNING_KEY: string; QUIZ_SIGNING_KEY_PREVIOUS?: string } = { QUIZ_SIGNING_KEY: SIGNING_KEY };
const env = () => ({ ...platform.env, DEV_LOGIN: 'true', ...signingKeys });
const C = 'id';
const seed = loadSeedQuizzes(ROOT, C);
const personalitySeed = seed.find((q) => q.type === 'PERSONALITY')!;
const scoreSeed = seed.find((q) => q.type === 'SCORE')!;
const resultOfLevel = (level: number) => scoreSeed.results.find((r) => 'level' in r && r.level === level)!.key;

async function call<T = any>(method: 'GET' | 'POST', path: string, body?: unknown, userId?: string): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (userId) headers['X-Liff-Access-Token'] = await issueDevToken({ userId, displayName: `Reader ${userId}` }, undefined);
  const res = await app.request(`http://portal.test/webapi${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }, env());
  return { status: res.status, body: (await res.json()) as T };
}

const readQuiz = async (slug: string) => (await call<QuizResponse>('GET', `/quiz/${quizHash(C, slug)}?country=${C}`)).body;

/** Answers picking, per question, the option at index `pick(q)` of the seed. */
const answersOf = (quiz: QuizResponse, pick: (q: number) => number) =>
  quiz.questions.map((q, i) => ({ questionId: q.id, optionId: q.options[pick(i)]!.id }));

beforeAll(async () => {
  platform = await openTestPlatform({ content: true });
});
afterAll(async () => {
  await platform?.dispose();
});

describe('reading a quiz', () => {
  it('answers the quiz by hash without telling which option scores', async () => {
    const quiz = await readQuiz(scoreSeed.slug);
    expect(quiz).toMatchObject({ type: 'SCORE', layout: scoreSeed.layout, imageType: scoreSeed.imageType, title: scoreSeed.title, maxScore: scoreSeed.questions.length });
    expect(quiz.questions.map((q) => q.text)).toEqual(scoreSeed.questions.map((q) => q.text));
    expect(Object.keys(quiz.questions[0]!.options[0]!).sort()).toEqual(['id', 'imageHash', 'text']);
    expect(quiz.results.map((r) => r.level)).toEqual([2, 1, 0]);
    expect(quiz.campaignId).toBeTypeOf('number');
  });

  it('answers 404 for an unknown hash and 400 for a malformed one', async () => {
    expect(await call('GET', `/quiz/nosuchquiz?country=${C}`)).toMatchObject({ status: 404 });
    expect((await call('GET', `/quiz/${quizHash(C, scoreSeed.slug)}?country=tw`)).status).toBe(404);
    expect((await call('GET', `/quiz/bad$hash?country=${C}`)).body.message).toContain('"hash"');
    expect((await call('GET', `/quiz/${quizHash(C, scoreSeed.slug)}?country=xx`)).body.message).toContain('"country"');
  });

  it('finds a quiz by country and hash for link cards', async () => {
    const found = await findQuizByHash(platform.env.DB, C, quizHash(C, personalitySeed.slug));
    expect(found).toMatchObject({ title: personalitySeed.title, type: 'PERSONALITY' });
    expect(found?.id).toBeTypeOf('number');
    expect(await findQuizByHash(platform.env.DB, 'tw', quizHash(C, personalitySeed.slug))).toBeNull();
  });

  it('answers oEmbed for a quiz page with its embed snippet', async () => {
    const page = `http://portal.test/${C}/v2/quiz/${quizHash(C, personalitySeed.slug)}`;
    const res = await oembedApp.request(`http://portal.test/oembed?format=json&url=${encodeURIComponent(page)}`, undefined, env());
    expect(res.status).toBe(200);
    const body = (await res.json()) as { type: string; title: string; html: string };
    expect(body).toMatchObject({ type: 'rich', title: personalitySeed.title });
    expect(body.html).toContain(`/${C}/v2/embed/quiz/${quizHash(C, personalitySeed.slug)}`);
    expect(body.html).toContain('/embed.js');
  });
});

describe('calculating a result', () => {
  it('scores a SCORE quiz by its correct options and gives the result of the level', async () => {
    const quiz = await readQuiz(scoreSeed.slug);
    const correct = (q: number) => scoreSeed.questions[q]!.options.findIndex((o) => 'correct' in o && o.correct);
    const wrong = (q: number) => (correct(q) + 1) % scoreSeed.questions[q]!.options.length;
    const full = await call<QuizCalculateResponse>('POST', `/quiz/${quiz.id}/calculate?country=${C}`, { answers: answersOf(quiz, correct) });
    expect(full).toEqual({
      status: 200,
      body: { quizId: quiz.id, resultHash: quizResultHash(scoreSeed.slug, resultOfLevel(2)), score: 4, maxScore: 4, level: 2, recorded: true, signedResult: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/) },
    });
    const half = await call<QuizCalculateResponse>('POST', `/quiz/${quiz.id}/calculate?country=${C}`, { answers: answersOf(quiz, (q) => (q < 2 ? correct(q) : wrong(q))) });
    expect(half.body).toMatchObject({ resultHash: quizResultHash(scoreSeed.slug, resultOfLevel(1)), score: 2, level: 1 });
    const none = await call<QuizCalculateResponse>('POST', `/quiz/${quiz.id}/calculate?country=${C}`, { answers: answersOf(quiz, wrong) });
    expect(none.body).toMatchObject({ resultHash: quizResultHash(scoreSeed.slug, resultOfLevel(0)), score: 0, level: 0 });
    expect((await readQuiz(scoreSeed.slug)).plays).toBe(3);
    // A compact JWS, HS256, naming the key it was signed with.
    expect(decodeProtectedHeader(full.body.signedResult)).toEqual({ alg: 'HS256', kid: expect.stringMatching(/^[\w-]{16}$/) });
  });

  it('gives a PERSONALITY quiz the result most answers count toward', async () => {
    const quiz = await readQuiz(personalitySeed.slug);
    // Every option list is ordered like the results: index 1 everywhere but the first → the second result.
    const res = await call<QuizCalculateResponse>('POST', `/quiz/${quiz.id}/calculate?country=${C}`, { answers: answersOf(quiz, (q) => (q === 0 ? 0 : 1)) });
    expect(res.body).toEqual({
      quizId: quiz.id,
      resultHash: quizResultHash(personalitySeed.slug, personalitySeed.results[1]!.key),
      score: personalitySeed.questions.length - 1,
      maxScore: personalitySeed.questions.length,
      level: null,
      recorded: true,
      signedResult: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
    });
  });

  it('records nothing in preview', async () => {
    const quiz = await readQuiz(personalitySeed.slug);
    const before = quiz.plays;
    const byQuery = await call<QuizCalculateResponse>('POST', `/quiz/${quiz.id}/calculate?country=${C}&preview=1`, { answers: answersOf(quiz, () => 2) });
    const byBody = await call<QuizCalculateResponse>('POST', `/quiz/${quiz.id}/calculate?country=${C}`, { answers: answersOf(quiz, () => 2), preview: true });
    expect(byQuery.body).toMatchObject({ resultHash: quizResultHash(personalitySeed.slug, personalitySeed.results[2]!.key), recorded: false });
    expect(byBody.body.recorded).toBe(false);
    expect((await readQuiz(personalitySeed.slug)).plays).toBe(before);
  });

  it('counts plays exactly when many readers finish at once', async () => {
    const quiz = await readQuiz(personalitySeed.slug);
    const before = quiz.plays;
    await Promise.all(Array.from({ length: 20 }, () => call('POST', `/quiz/${quiz.id}/calculate?country=${C}`, { answers: answersOf(quiz, () => 0) })));
    expect((await readQuiz(personalitySeed.slug)).plays).toBe(before + 20);
  });

  it('answers 400 naming the field for answers that do not fit the quiz', async () => {
    const quiz = await readQuiz(scoreSeed.slug);
    const other = await readQuiz(personalitySeed.slug);
    const post = (body: unknown, id = quiz.id) => call('POST', `/quiz/${id}/calculate?country=${C}`, body);
    const all = answersOf(quiz, () => 0);
    expect(await post({ answers: all.slice(1) })).toEqual({
      status: 400,
      body: { statusCode: 400, message: `Invalid body field "answers": must answer every question; question ${quiz.questions[0]!.id} not answered` },
    });
    expect((await post({ answers: [...all, all[0]] })).body.message).toContain('is answered twice');
    expect((await post({ answers: [{ questionId: all[0]!.questionId, optionId: all[1]!.optionId }, ...all.slice(1)] })).body.message).toMatch(/^Invalid body field "answers\.0\.optionId": \d+ is not an option of question \d+$/);
    expect((await post({ answers: answersOf(other, () => 0) })).body.message).toContain('is not a question of this quiz');
    expect((await post({ answers: 'all right' })).body.message).toContain('"answers"');
    expect((await post({ answers: [{ questionId: 'one', optionId: 2 }] })).body.message).toContain('"answers.0.questionId"');
    expect((await post({})).status).toBe(400);
    expect((await post({ answers: all }, 999999)).status).toBe(404);
    expect((await call('POST', `/quiz/abc/calculate?country=${C}`, { answers: all })).body.message).toContain('"id"');
    expect((await call('POST', `/quiz/${quiz.id}/calculate?country=${C}&preview=maybe`, { answers: all })).body.message).toContain('"preview"');
  });
});

describe('campaign ranking', () => {
  let campaignId: number;
  let quiz: QuizResponse;
  beforeAll(async () => {
    quiz = await readQuiz(scoreSeed.slug);
    campaignId = quiz.campaignId!;
  });
  const correct = (q: number) => scoreSeed.questions[q]!.options.findIndex((o) => 'correct' in o && o.correct);
  const wrong = (q: number) => (correct(q) + 1) % scoreSeed.questions[q]!.options.length;
  /** Plays the quiz as `userId` (signed in, or not) so that it scores `score`; the signed result. */
  async function signedResult(score: number, userId?: string): Promise<string> {
    const answers = answersOf(quiz, (q) => (q < score ? correct(q) : wrong(q)));
    const outcome = await call<QuizCalculateResponse>('POST', `/quiz/${quiz.id}/calculate?country=${C}&preview=1`, { answers }, userId);
    expect(outcome.body.score).toBe(score);
    return outcome.body.signedResult;
  }
  const post = (result: unknown, userId?: string) => call<RankingResponse & { message?: string }>('POST', `/quiz/campaign/${campaignId}/ranking?country=${C}`, { result }, userId);
  const enter = async (score: number, userId: string) => post(await signedResult(score, userId), userId);

  it('needs a signed-in reader', async () => {
    expect(await post(await signedResult(3))).toEqual({ status: 401, body: { message: 'user is not logged in', statusCode: 401 } });
  });

  it('goes first challenge → renew record → fair', async () => {
    expect((await enter(2, 'ann')).body).toEqual({ state: 'FIRST_CHALLENGE', rank: 1, score: 2, bestScore: 2, attempts: 1, participants: 1 });
    expect((await enter(3, 'bob')).body).toMatchObject({ state: 'FIRST_CHALLENGE', rank: 1, participants: 2 });
    expect((await enter(4, 'ann')).body).toEqual({ state: 'RENEW_RECORD', rank: 1, score: 4, bestScore: 4, attempts: 2, participants: 2 });
    expect((await enter(1, 'ann')).body).toEqual({ state: 'FAIR', rank: 1, score: 1, bestScore: 4, attempts: 3, participants: 2 });
    expect((await enter(4, 'ann')).body).toMatchObject({ state: 'FAIR', bestScore: 4 });
  });

  it('reads the campaign with its ranking and the reader\'s own row', async () => {
    const anon = await call<CampaignResponse>('GET', `/quiz/campaign/${campaignId}?country=${C}`);
    expect(anon.body).toMatchObject({ id: campaignId, quizHash: quizHash(C, scoreSeed.slug), title: scoreSeed.campaign!.title, participants: 2, maxScore: 4, mine: null });
    expect(anon.body.ranking).toEqual([
      { rank: 1, displayName: 'Reader ann', score: 4 },
      { rank: 2, displayName: 'Reader bob', score: 3 },
    ]);
    expect((await call<CampaignResponse>('GET', `/quiz/campaign/${campaignId}?country=${C}`, undefined, 'bob')).body.mine).toEqual({ rank: 2, displayName: 'Reader bob', score: 3, attempts: 1 });
  });

  it('keeps one row per reader when one reader sends many results at once', async () => {
    const results = await Promise.all([1, 2, 3, 0, 2].map((score) => signedResult(score, 'cat')));
    await Promise.all(results.map((r) => post(r, 'cat')));
    const campaign = (await call<CampaignResponse>('GET', `/quiz/campaign/${campaignId}?country=${C}`, undefined, 'cat')).body;
    expect(campaign.participants).toBe(3);
    // Tied with bob, who reached 3 first.
    expect(campaign.mine).toMatchObject({ score: 3, attempts: 5, rank: 3 });
  });

  it('takes a signed result once: replays answer 409, also when sent many times at once', async () => {
    const result = await signedResult(2, 'dan');
    const statuses = await Promise.all(Array.from({ length: 12 }, () => post(result, 'dan').then((r) => r.status)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(11);
    expect(await post(result, 'dan')).toEqual({ status: 409, body: { statusCode: 409, message: 'this quiz result was already entered in the ranking' } });
    expect((await call<CampaignResponse>('GET', `/quiz/campaign/${campaignId}?country=${C}`, undefined, 'dan')).body.mine).toMatchObject({ attempts: 1 });
  });

  it('refuses a made-up, changed, another reader\'s, anonymous, another quiz\'s or expired result', async () => {
    expect((await post('qr1.made.up', 'eve')).body).toEqual({ statusCode: 400, message: 'Invalid body field "result": is not a signed quiz result' });
    expect((await post(4, 'eve')).body.message).toContain('"result"');
    const honest = await signedResult(1, 'eve');
    const [header, payload, signature] = honest.split('.') as [string, string, string];
    const madeUp = `${header}.${payload}.${Buffer.from('made up').toString('base64url')}`;
    expect((await post(madeUp, 'eve')).body).toEqual({ statusCode: 400, message: 'Invalid body field "result": has a signature that does not match: it was not issued by this portal or was changed' });
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { score: number };
    claims.score = 4;
    const changed = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    expect((await post(changed, 'eve')).body.message).toMatch(/signature that does not match/);
    // Unsigned ("alg": "none") is refused like a forgery.
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    expect((await post(unsigned, 'eve')).status).toBe(400);
    expect(await post(await signedResult(4, 'mallory'), 'eve')).toEqual({ status: 403, body: { statusCode: 403, message: 'this quiz result was calculated for another reader: play the quiz signed in' } });
    expect((await post(await signedResult(4), 'eve')).status).toBe(403);
    const personality = await readQuiz(personalitySeed.slug);
    const other = await signQuizResult(SIGNING_KEY, { quizId: personality.id, score: 4, readerId: 'eve', issuedAt: Date.now(), nonce: newNonce() });
    expect((await post(other, 'eve')).body.message).toBe('Invalid body field "result": it is the result of another quiz');
    const old = await signQuizResult(SIGNING_KEY, { quizId: quiz.id, score: 4, readerId: 'eve', issuedAt: Date.now() - SIGNED_RESULT_TTL_MS - 1000, nonce: newNonce() });
    expect((await post(old, 'eve')).body.message).toBe('Invalid body field "result": it has expired, play the quiz again');
    // A result signed with another key is a forgery too.
    const foreign = await signQuizResult('someone-elses-key', { quizId: quiz.id, score: 4, readerId: 'eve', issuedAt: Date.now(), nonce: newNonce() });
    expect((await post(foreign, 'eve')).status).toBe(400);
    expect((await call<CampaignResponse>('GET', `/quiz/campaign/${campaignId}?country=${C}`, undefined, 'eve')).body.mine).toBeNull();
  });

  it('accepts a result signed with the previous key while a rotation lists it, and not after', async () => {
    const before = await signedResult(2, 'rotating-reader');
    const otherBefore = await signedResult(3, 'rotating-reader');
    try {
      signingKeys = { QUIZ_SIGNING_KEY: 'the-next-quiz-signing-key', QUIZ_SIGNING_KEY_PREVIOUS: SIGNING_KEY };
      const after = await signedResult(1, 'rotating-reader');
      expect(decodeProtectedHeader(after).kid).not.toBe(decodeProtectedHeader(before).kid);
      expect(await post(before, 'rotating-reader')).toMatchObject({ status: 200, body: { score: 2 } });
      expect((await post(after, 'rotating-reader')).status).toBe(200);
      // The rotation done: the old key is no longer listed, and what it signed is refused.
      signingKeys = { QUIZ_SIGNING_KEY: 'the-next-quiz-signing-key' };
      expect((await post(otherBefore, 'rotating-reader')).body.message).toMatch(/signature that does not match/);
    } finally {
      signingKeys = { QUIZ_SIGNING_KEY: SIGNING_KEY };
    }
  });

  it('forgets spent results only once they are too old to be entered anyway', async () => {
    const before = (await platform.env.DB.prepare('SELECT COUNT(*) AS n FROM quiz_result_uses').first<{ n: number }>())!.n;
    expect(before).toBeGreaterThan(0);
    expect(await sweepQuizResultUses(platform.env.DB, Date.now() - 2 * SIGNED_RESULT_TTL_MS)).toBe(0);
    expect(await sweepQuizResultUses(platform.env.DB, Date.now() + 1)).toBe(before);
  });

  it('validates the campaign and the country', async () => {
    expect((await call('POST', `/quiz/campaign/999999/ranking?country=${C}`, { result: await signedResult(1, 'ann') }, 'ann')).status).toBe(404);
    expect((await call('GET', `/quiz/campaign/${campaignId}?country=tw`)).status).toBe(404);
    expect((await call('GET', `/quiz/campaign/x?country=${C}`)).body.message).toContain('"id"');
  });
});
