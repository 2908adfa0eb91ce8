// Polls API (content-spec §7): the polls of a market with their counts, and a logged-in reader's
// own vote (cast, change, withdraw) and consent.
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { POLL_CONSENT_KEYS, checkAnswers, isPollClosed } from '#/domain/interactions/polls.ts';
import { findPoll, listPolls, readMyVotes, replaceConsent, replaceVote, withdrawVote, type PollRecord } from '../db/polls.ts';
import { loggedIn, requireUser, type ApiEnv } from './identity.ts';
import { toMyPollVotes, toPollView } from './pollMapping.ts';
import { newRouter } from './router.ts';
import { countryQuery, errors, json, jsonRequest } from './schemas/common.ts';
import { MyPollVotes, PollListResponse, PollVoteResponse } from './schemas/polls.ts';
import { ApiError, countrySchema, readJsonBody, urlPathSchema } from './validation.ts';
import { KB, declareWriteFamily, minute } from './abuseLimits.ts';

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
const idParams = z.object({ id: z.coerce.number({ error: 'must be a poll id' }).int('must be a poll id').positive('must be a poll id').openapi({ example: 1 }) });

const voteBody = z.object({
  answers: z.array(z.string({ error: 'must be an option id POLL_{pollId}_{optionIndex}' }).max(40), { error: 'must be an array of option ids' }).min(1, 'must not be empty').max(20),
});
const consentBody = z.object({
  consentOptions: z
    .array(z.enum(POLL_CONSENT_KEYS, { error: `must be one of ${POLL_CONSENT_KEYS.join(', ')}` }), { error: 'must be an array of consent keys' })
    .max(POLL_CONSENT_KEYS.length)
    .refine((keys) => new Set(keys).size === keys.length, 'must not repeat a key'),
});

type PollContext = Context<ApiEnv, string, { out: { query: z.output<typeof countryQuery>; param: z.output<typeof idParams> } }>;

/** The poll of the path, in the market of the query; 404 when there is none. */
async function pollOf(c: PollContext): Promise<{ poll: PollRecord; country: string }> {
  const { country } = c.req.valid('query');
  const { id } = c.req.valid('param');
  const poll = await findPoll(c.env.DB, id);
  if (!poll || poll.country !== country) throw new ApiError(404, `poll ${id} not found`);
  return { poll, country };
}

async function answer(c: Context<ApiEnv>, poll: PollRecord, userId: string, now: number): Promise<z.infer<typeof PollVoteResponse>> {
  const [counted] = await listPolls(c.env.DB, poll.country, { ids: [poll.id] });
  return { poll: toPollView(counted!, now), my: toMyPollVotes(poll.id, await readMyVotes(c.env.DB, poll.id, userId)) };
}

const CLOSED = 'poll is closed';

const list = createRoute({
  method: 'get',
  path: '/poll/list',
  summary: 'polls of a market with their counts (by ids, by url path, or the newest)',
  request: { query: listQuery },
  responses: { 200: json(PollListResponse), ...errors() },
});
const pollCall = <P extends string, R extends z.ZodType>(method: 'get' | 'post', path: P, summary: string, answer: R) => ({
  method,
  path,
  summary,
  middleware: [loggedIn],
  request: { query: countryQuery, params: idParams },
  responses: { 200: json(answer), ...errors(401, 404, 409) },
});
const myVotes = createRoute(pollCall('get', '/poll/{id}/my/votes', "the reader's votes and consent", MyPollVotes));
const vote = createRoute({
  ...pollCall('post', '/poll/{id}/my/vote', 'cast or change the reader’s vote', PollVoteResponse),
  middleware: [loggedIn, readJsonBody],
  request: { query: countryQuery, params: idParams, ...jsonRequest(voteBody) },
});
const withdraw = createRoute(pollCall('post', '/poll/{id}/my/vote/withdraw', 'withdraw the reader’s vote (no body)', PollVoteResponse));
const consent = createRoute({
  ...pollCall('post', '/poll/{id}/consent', 'record the reader’s consent on a poll', MyPollVotes),
  middleware: [loggedIn, readJsonBody],
  request: { query: countryQuery, params: idParams, ...jsonRequest(consentBody) },
});

export const pollRoutes = newRouter()
  .openapi(list, async (c) => {
    const query = c.req.valid('query');
    const selection = query.ids ? { ids: query.ids } : query.urlPath ? { urlPath: query.urlPath } : { limit: MARKET_LIST_LIMIT };
    const now = Date.now();
    const polls = await listPolls(c.env.DB, query.country, selection);
    return c.json({ polls: polls.map((p) => toPollView(p, now)) }, 200);
  })
  .openapi(myVotes, async (c) => {
    const user = requireUser(c);
    const { poll } = await pollOf(c);
    return c.json(toMyPollVotes(poll.id, await readMyVotes(c.env.DB, poll.id, user.userId)), 200);
  })
  .openapi(vote, async (c) => {
    const user = requireUser(c);
    const { poll } = await pollOf(c);
    const body = c.req.valid('json');
    const check = checkAnswers({ id: poll.id, maxChoices: poll.maxChoices, optionCount: poll.options.length }, body.answers);
    if (!check.ok) throw new ApiError(400, check.message);
    const now = Date.now();
    if (isPollClosed(poll.endTime, now) || !(await replaceVote(c.env.DB, poll.id, user.userId, check.indexes, now))) throw new ApiError(409, CLOSED);
    return c.json(await answer(c, poll, user.userId, now), 200);
  })
  .openapi(withdraw, async (c) => {
    const user = requireUser(c);
    const { poll } = await pollOf(c);
    const now = Date.now();
    if (!(await withdrawVote(c.env.DB, poll.id, user.userId, now))) throw new ApiError(409, CLOSED);
    return c.json(await answer(c, poll, user.userId, now), 200);
  })
  .openapi(consent, async (c) => {
    const user = requireUser(c);
    const { poll } = await pollOf(c);
    const body = c.req.valid('json');
    await replaceConsent(c.env.DB, poll.id, user.userId, body.consentOptions, Date.now());
    return c.json(toMyPollVotes(poll.id, await readMyVotes(c.env.DB, poll.id, user.userId)), 200);
  });

/** The budget of this module's writes (docs/decisions/0025). */
export const POLL_VOTES = declareWriteFamily(pollRoutes, { name: 'poll votes', perIp: minute(1200), perReader: minute(30), maxBodyBytes: 4 * KB }, '/poll/*');
