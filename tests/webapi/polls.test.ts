// Polls against real local D1 with the tw demo content: voting, changing and withdrawing, a
// reader's own votes and consent, exact counts, and every refusal the API answers. Counts under many
// concurrent readers (one reader sending several at once too) are proved on the served worker
// (tests/worker/pollConcurrency.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '#functions/webapi/app.ts';
import { findPollByUrlPath } from '#functions/db/polls.ts';
import { issueDevToken } from '#functions/identity/devProvider.ts';
import { pollIdOf } from '../../scripts/seedContent.ts';
import { SPECIAL_POLL_SLOT } from '../../scripts/seedSpecials.ts';
import { openTestPlatform, type TestPlatform } from '../helpers/testPlatform.ts';

let platform: TestPlatform;
const env = () => ({ ...platform.env, DEV_LOGIN: 'true' });
const tokens = new Map<string, string>();
/** tw demo polls: single choice (4 options), multiple choice (up to 3 of 5), closed. */
const SINGLE = pollIdOf('tw', 0);
const MULTI = pollIdOf('tw', 1);
const CLOSED = pollIdOf('tw', 2);
/** The poll of tw's editors' special page (seed/content/tw/specials.json). */
const SPECIAL = pollIdOf('tw', SPECIAL_POLL_SLOT);

async function token(userId: string) {
  if (!tokens.has(userId)) tokens.set(userId, await issueDevToken({ userId, displayName: userId }, undefined));
  return tokens.get(userId)!;
}

async function call(method: 'GET' | 'POST', path: string, userId: string | null, body?: unknown) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (userId) headers['X-Liff-Access-Token'] = await token(userId);
  const res = await app.request(`http://portal.test/webapi${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }, env());
  return { status: res.status, body: (await res.json()) as any };
}

const vote = (pollId: number, userId: string | null, answers: unknown, country = 'tw') => call('POST', `/poll/${pollId}/my/vote?country=${country}`, userId, { answers });
const withdraw = (pollId: number, userId: string | null) => call('POST', `/poll/${pollId}/my/vote/withdraw?country=tw`, userId);
const myVotes = (pollId: number, userId: string | null) => call('GET', `/poll/${pollId}/my/votes?country=tw`, userId);
const counts = async (pollId: number) => {
  const poll = (await call('GET', `/poll/list?country=tw&ids=${pollId}`, null)).body.polls[0];
  return { voters: poll.voterCount as number, options: (poll.options as { voteCount: number }[]).map((o) => o.voteCount) };
};
const opt = (pollId: number, index: number) => `POLL_${pollId}_${index}`;

beforeAll(async () => {
  platform = await openTestPlatform({ content: true });
}, 120_000);
afterAll(async () => {
  await platform?.dispose();
});

describe('poll list', () => {
  it('answers the market’s polls with options, counts, end time and the closed flag', async () => {
    const { status, body } = await call('GET', '/poll/list?country=tw', null);
    expect(status).toBe(200);
    expect(body.polls.map((p: any) => p.id).sort()).toEqual([SINGLE, MULTI, CLOSED, SPECIAL].sort());
    const single = body.polls.find((p: any) => p.id === SINGLE);
    expect(single).toMatchObject({ country: 'tw', urlPath: 'typhoon-day-off-poll', maxChoices: 1, closed: false, voterCount: 0 });
    expect(single.options[1]).toEqual({ id: opt(SINGLE, 1), index: 1, text: '維持縣市自行決定', voteCount: 0 });
    expect(single.endTime).toBeGreaterThan(Date.now());
    expect(body.polls.find((p: any) => p.id === CLOSED)).toMatchObject({ closed: true });
  });

  it('answers polls by ids in the order asked, or by url path, and refuses bad ids', async () => {
    expect((await call('GET', `/poll/list?country=tw&ids=${MULTI},${SINGLE}`, null)).body.polls.map((p: any) => p.id)).toEqual([MULTI, SINGLE]);
    expect((await call('GET', '/poll/list?country=tw&urlPath=weekend-activities-poll', null)).body.polls.map((p: any) => p.maxChoices)).toEqual([3]);
    expect((await call('GET', `/poll/list?country=hk&ids=${SINGLE}`, null)).body.polls).toEqual([]);
    const bad = await call('GET', '/poll/list?country=tw&ids=1,x', null);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('"ids"');
  });

  it('says which consents a poll asks of its voters: the special page poll asks two, the others none', async () => {
    const { body } = await call('GET', `/poll/list?country=tw&ids=${SPECIAL},${SINGLE}`, null);
    expect(body.polls.map((p: any) => [p.id, p.consentOptions])).toEqual([
      [SPECIAL, ['DEMOGRAPHICS', 'MARKETING']],
      [SINGLE, []],
    ]);
  });

  it('finds a poll by country and url path', async () => {
    expect(await findPollByUrlPath(platform.env.DB, 'tw', 'typhoon-day-off-poll')).toMatchObject({ id: SINGLE, question: '颱風假該由中央統一宣布，還是維持各縣市自行決定？' });
    expect(await findPollByUrlPath(platform.env.DB, 'hk', 'typhoon-day-off-poll')).toBeNull();
  });
});

describe('voting', () => {
  it('counts a vote, replaces it on a re-vote, and removes it on withdrawal', async () => {
    const first = await vote(SINGLE, 'amy', [opt(SINGLE, 0)]);
    expect(first.status).toBe(200);
    expect(first.body.my).toEqual({ pollId: SINGLE, answers: [opt(SINGLE, 0)], consentOptions: [] });
    expect(first.body.poll.options.map((o: any) => o.voteCount)).toEqual([1, 0, 0, 0]);

    const changed = await vote(SINGLE, 'amy', [opt(SINGLE, 2)]);
    expect(changed.body.poll.options.map((o: any) => o.voteCount)).toEqual([0, 0, 1, 0]);
    expect(changed.body.poll.voterCount).toBe(1);
    expect((await myVotes(SINGLE, 'amy')).body.answers).toEqual([opt(SINGLE, 2)]);

    const gone = await withdraw(SINGLE, 'amy');
    expect(gone.status).toBe(200);
    expect(gone.body.my.answers).toEqual([]);
    expect(await counts(SINGLE)).toEqual({ voters: 0, options: [0, 0, 0, 0] });
  });

  it('takes several options in a multiple-choice poll, up to its maximum', async () => {
    await vote(MULTI, 'ben', [opt(MULTI, 4), opt(MULTI, 1)]);
    await vote(MULTI, 'cat', [opt(MULTI, 1), opt(MULTI, 2), opt(MULTI, 3)]);
    expect((await myVotes(MULTI, 'ben')).body.answers).toEqual([opt(MULTI, 1), opt(MULTI, 4)]);
    expect(await counts(MULTI)).toEqual({ voters: 2, options: [0, 2, 1, 1, 1] });
    const tooMany = await vote(MULTI, 'ben', [0, 1, 2, 3].map((i) => opt(MULTI, i)));
    expect(tooMany).toEqual({ status: 400, body: { message: 'Invalid body field "answers": this poll allows at most 3 choices', statusCode: 400 } });
    expect((await vote(SINGLE, 'ben', [opt(SINGLE, 0), opt(SINGLE, 1)])).body.message).toBe('Invalid body field "answers": this poll allows at most 1 choice');
    expect((await myVotes(MULTI, 'ben')).body.answers).toEqual([opt(MULTI, 1), opt(MULTI, 4)]);
  });

  it('lets no reader withdraw or see another reader’s vote', async () => {
    await vote(SINGLE, 'dan', [opt(SINGLE, 3)]);
    const before = await counts(SINGLE);
    expect((await withdraw(SINGLE, 'eve')).body.my.answers).toEqual([]);
    expect((await myVotes(SINGLE, 'eve')).body.answers).toEqual([]);
    expect(await counts(SINGLE)).toEqual(before);
    expect((await myVotes(SINGLE, 'dan')).body.answers).toEqual([opt(SINGLE, 3)]);
  });
});

describe('refusals', () => {
  it("need a logged-in reader: 401 'user is not logged in'", async () => {
    const expected = { status: 401, body: { message: 'user is not logged in', statusCode: 401 } };
    expect(await vote(SINGLE, null, [opt(SINGLE, 0)])).toEqual(expected);
    expect(await withdraw(SINGLE, null)).toEqual(expected);
    expect(await myVotes(SINGLE, null)).toEqual(expected);
    expect(await call('POST', `/poll/${SINGLE}/consent?country=tw`, null, { consentOptions: ['MARKETING'] })).toEqual(expected);
  });

  it('refuse answers that are not options of the poll, empty or repeated', async () => {
    const wrongPoll = await vote(SINGLE, 'amy', [opt(MULTI, 0)]);
    expect(wrongPoll.status).toBe(400);
    expect(wrongPoll.body.message).toMatch(/^Invalid body field "answers.0": is not an option of poll/);
    expect((await vote(SINGLE, 'amy', [opt(SINGLE, 9)])).body.message).toContain('"answers.0"');
    expect((await vote(SINGLE, 'amy', ['banana'])).body.message).toContain('"answers.0"');
    expect(await vote(SINGLE, 'amy', [])).toEqual({ status: 400, body: { message: 'Invalid body field "answers": must not be empty', statusCode: 400 } });
    expect((await vote(SINGLE, 'amy', 'POLL_1000_0')).body.message).toContain('"answers"');
    expect((await vote(SINGLE, 'amy', [3])).body.message).toContain('"answers.0"');
    expect((await vote(MULTI, 'amy', [opt(MULTI, 1), opt(MULTI, 1)])).body.message).toContain('repeats');
    expect((await myVotes(SINGLE, 'amy')).body.answers).toEqual([]);
  });

  it('answer 404 for an unknown poll or one of another market, 400 for a bad id or country', async () => {
    expect(await vote(999_999, 'amy', ['POLL_999999_0'])).toEqual({ status: 404, body: { message: 'poll 999999 not found', statusCode: 404 } });
    expect((await vote(SINGLE, 'amy', [opt(SINGLE, 0)], 'hk')).status).toBe(404);
    expect((await myVotes(999_999, 'amy')).status).toBe(404);
    const badId = await call('POST', '/poll/abc/my/vote?country=tw', 'amy', { answers: ['x'] });
    expect(badId.status).toBe(400);
    expect(badId.body.message).toContain('"id"');
    expect((await call('POST', `/poll/${SINGLE}/my/vote?country=xx`, 'amy', { answers: [opt(SINGLE, 0)] })).body.message).toContain('"country"');
  });

  it('refuse votes and withdrawals on a closed poll with 409', async () => {
    expect(await vote(CLOSED, 'amy', [opt(CLOSED, 0)])).toEqual({ status: 409, body: { message: 'poll is closed', statusCode: 409 } });
    expect((await withdraw(CLOSED, 'amy')).status).toBe(409);
    expect(await counts(CLOSED)).toEqual({ voters: 0, options: [0, 0, 0] });
  });
});

describe('consent', () => {
  it('records the consent keys given, replacing earlier ones, per reader', async () => {
    const given = await call('POST', `/poll/${SINGLE}/consent?country=tw`, 'fay', { consentOptions: ['MARKETING', 'DEMOGRAPHICS'] });
    expect(given).toEqual({ status: 200, body: { pollId: SINGLE, answers: [], consentOptions: ['DEMOGRAPHICS', 'MARKETING'] } });
    await call('POST', `/poll/${SINGLE}/consent?country=tw`, 'fay', { consentOptions: ['CONTACT'] });
    expect((await myVotes(SINGLE, 'fay')).body.consentOptions).toEqual(['CONTACT']);
    expect((await myVotes(SINGLE, 'gus')).body.consentOptions).toEqual([]);
    expect((await call('POST', `/poll/${SINGLE}/consent?country=tw`, 'fay', { consentOptions: [] })).body.consentOptions).toEqual([]);
  });

  it('refuses unknown, repeated or missing consent keys', async () => {
    expect((await call('POST', `/poll/${SINGLE}/consent?country=tw`, 'fay', { consentOptions: ['SPAM'] })).body.message).toContain('"consentOptions.0"');
    expect((await call('POST', `/poll/${SINGLE}/consent?country=tw`, 'fay', { consentOptions: ['CONTACT', 'CONTACT'] })).body.message).toContain('must not repeat');
    const missing = await call('POST', `/poll/${SINGLE}/consent?country=tw`, 'fay', {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('"consentOptions"');
  });
});
