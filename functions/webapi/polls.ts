// Polls API (content-spec §7): the polls of a market with their counts, and a logged-in reader's
// own vote (cast, change, withdraw) and consent.
import { Hono } from 'hono';
import { z } from 'zod';
import { POLL_CONSENT_KEYS, checkAnswers, isPollClosed, type PollListResponse, type PollVoteResponse } from '#/domain/interactions/polls.ts';
import { findPoll, listPolls, readMyVotes, replaceConsent, replaceVote, withdrawVote, type PollRecord } from '../db/polls.ts';
import { requireUser, type ApiEnv } from './identity.ts';
import { jsonBody } from './jsonBody.ts';
import { ApiError, countrySchema, parseParams, parseQuery, urlPathSchema } from './validation.ts';

const MAX_IDS = 50;
const MARKET_LIST_LIMIT = 50;

const listQuery = z.object({
  country: countrySchema,
  ids: z
    .string()
    .regex(/^\d{1,15}(,\d{1,15})*$/, 'must be poll ids separated by commas')
    .transform((v) => [...new Set(v.split(',').map(Number))])
    .refine((ids) => ids.length <= MAX_IDS, `must name at most ${MAX_IDS} polls`)
    .optional(),
  urlPath: urlPathSchema.optional(),
});
const countryQuery = z.object({ country: countrySchema });
const idParams = z.object({ id: z.coerce.number({ error: 'must be a poll id' }).int('must be a poll id').positive('must be a poll id') });

const voteBody = z.object({
  answers: z.array(z.string({ error: 'must be an option id POLL_{pollId}_{optionIndex}' }).max(40), { error: 'must be an array of option ids' }).min(1, 'must not be empty').max(20),
});
const consentBody = z.object({
  consentOptions: z
    .array(z.enum(POLL_CONSENT_KEYS, { error: `must be one of ${POLL_CONSENT_KEYS.join(', ')}` }), { error: 'must be an array of consent keys' })
    .max(POLL_CONSENT_KEYS.length)
    .refine((keys) => new Set(keys).size === keys.length, 'must not repeat a key'),
});

/** The poll of the path, in the market of the query; 404 when there is none. */
async function pollOf(c: Parameters<typeof requireUser>[0]): Promise<{ poll: PollRecord; country: string }> {
  const { country } = parseQuery(c, countryQuery);
  const { id } = parseParams(c, idParams);
  const poll = await findPoll(c.env.DB, id);
  if (!poll || poll.country !== country) throw new ApiError(404, `poll ${id} not found`);
  return { poll, country };
}

async function answer(c: Parameters<typeof requireUser>[0], poll: PollRecord, userId: string, now: number): Promise<PollVoteResponse> {
  const [view] = await listPolls(c.env.DB, poll.country, { ids: [poll.id] }, now);
  return { poll: view!, my: await readMyVotes(c.env.DB, poll.id, userId) };
}

const CLOSED = 'poll is closed';

/** Withdrawal takes no body; one sent anyway is read to the end, or the dev proxy sees the connection drop. */
async function drainBody(request: Request): Promise<void> {
  if (request.body && !request.bodyUsed) await request.arrayBuffer().catch(() => undefined);
}

export const pollRoutes = new Hono<ApiEnv>()
  .get('/poll/list', async (c) => {
    const query = parseQuery(c, listQuery);
    const selection = query.ids ? { ids: query.ids } : query.urlPath ? { urlPath: query.urlPath } : { limit: MARKET_LIST_LIMIT };
    return c.json({ polls: await listPolls(c.env.DB, query.country, selection, Date.now()) } satisfies PollListResponse);
  })
  .get('/poll/:id/my/votes', async (c) => {
    const user = requireUser(c);
    const { poll } = await pollOf(c);
    return c.json(await readMyVotes(c.env.DB, poll.id, user.userId));
  })
  .post('/poll/:id/my/vote', async (c) => {
    const user = requireUser(c);
    const { poll } = await pollOf(c);
    const body = await jsonBody(c.req.raw, voteBody);
    const check = checkAnswers({ id: poll.id, maxChoices: poll.maxChoices, optionCount: poll.options.length }, body.answers);
    if (!check.ok) throw new ApiError(400, check.message);
    const now = Date.now();
    if (isPollClosed(poll.endTime, now) || !(await replaceVote(c.env.DB, poll.id, user.userId, check.indexes, now))) throw new ApiError(409, CLOSED);
    return c.json(await answer(c, poll, user.userId, now));
  })
  .post('/poll/:id/my/vote/withdraw', async (c) => {
    const user = requireUser(c);
    const { poll } = await pollOf(c);
    await drainBody(c.req.raw);
    const now = Date.now();
    if (!(await withdrawVote(c.env.DB, poll.id, user.userId, now))) throw new ApiError(409, CLOSED);
    return c.json(await answer(c, poll, user.userId, now));
  })
  .post('/poll/:id/consent', async (c) => {
    const user = requireUser(c);
    const { poll } = await pollOf(c);
    const body = await jsonBody(c.req.raw, consentBody);
    await replaceConsent(c.env.DB, poll.id, user.userId, body.consentOptions, Date.now());
    return c.json(await readMyVotes(c.env.DB, poll.id, user.userId));
  });
