// Editors' calls of the publisher feeds (issue 33; bearer ADMIN_TOKEN: the app's adminGuard covers
// every /admin path, and these writes count in the editorial family declared by admin.ts): the
// registry with each feed's health, and a run of one feed now (the same ingest the queue runs).
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { POLL_MINUTES } from '#/domain/feeds/feedSchedule.ts';
import { deleteFeed, findFeed, findFeedByUrl, insertFeed, listFeeds, updateFeedSettings, type FeedRecord, type FeedSettings } from '../db/feeds.ts';
import { ingestFeed } from '../feeds/ingestFeed.ts';
import { requirePublisher } from './admin.ts';
import { toFeedView } from './feedMapping.ts';
import type { ApiEnv } from './identity.ts';
import { newRouter } from './router.ts';
import { errors, json, jsonRequest } from './schemas/common.ts';
import { FeedIngestRequest, FeedRegistration, FeedSettingsPatch, FeedView, IngestReport } from './schemas/feeds.ts';
import { ApiError, countrySchema, readJsonBody } from './validation.ts';

const idParams = z.object({ id: z.coerce.number({ error: 'must be a feed id' }).int('must be a feed id').positive('must be a feed id').max(2 ** 31).openapi({ example: 1 }) });
const feedAnswer = z.object({ feed: FeedView });

const list = createRoute({
  method: 'get',
  path: '/admin/feeds',
  summary: 'publisher feeds with their health (of one market or publisher, or all)',
  request: { query: z.object({ country: countrySchema.optional(), publisherId: z.string().max(80).optional() }) },
  responses: { 200: json(z.object({ feeds: z.array(FeedView) })), ...errors(401) },
});
const register = createRoute({
  method: 'post',
  path: '/admin/feeds',
  summary: "register a publisher's feed (due at once); 409 when the publisher has this address already",
  middleware: [readJsonBody],
  request: jsonRequest(FeedRegistration),
  responses: { 201: json(feedAnswer, 'registered'), ...errors(401, 409) },
});
const read = createRoute({
  method: 'get',
  path: '/admin/feeds/{id}',
  summary: 'one feed with its health',
  request: { params: idParams },
  responses: { 200: json(feedAnswer), ...errors(401, 404) },
});
const patch = createRoute({
  method: 'patch',
  path: '/admin/feeds/{id}',
  summary: "change a feed's tab, category, poll interval or enabled flag",
  middleware: [readJsonBody],
  request: { params: idParams, ...jsonRequest(FeedSettingsPatch) },
  responses: { 200: json(feedAnswer), ...errors(401, 404) },
});
const remove = createRoute({
  method: 'delete',
  path: '/admin/feeds/{id}',
  summary: 'delete a feed (the stories it wrote stay)',
  request: { params: idParams },
  responses: { 200: json(z.object({ deleted: z.literal(true) })), ...errors(401, 404) },
});
const runOne = createRoute({
  method: 'post',
  path: '/admin/feeds/{id}/ingest',
  summary: 'run one feed now (fetch, parse, write its stories) and report what happened',
  request: { params: idParams },
  responses: { 200: json(IngestReport), ...errors(401, 404) },
});
const runByUrl = createRoute({
  method: 'post',
  path: '/admin/feeds/ingest',
  summary: "find (same url and publisher) or register a feed and run it now",
  middleware: [readJsonBody],
  request: jsonRequest(FeedIngestRequest),
  responses: { 200: json(IngestReport), ...errors(401) },
});

/** A new feed's settings: what the call gives, the defaults for the rest. */
function settingsOf(body: { tab?: string | null; category?: string | null; pollMinutes?: number; enabled?: boolean }): FeedSettings {
  return { tab: body.tab ?? null, category: body.category ?? null, pollMinutes: body.pollMinutes ?? POLL_MINUTES.default, enabled: body.enabled ?? true };
}

async function feedOf(c: Context<ApiEnv>, id: number): Promise<FeedRecord> {
  const feed = await findFeed(c.env.DB, id);
  if (!feed) throw new ApiError(404, `feed ${id} not found`);
  return feed;
}

export const feedRoutes = newRouter()
  .openapi(list, async (c) => {
    const { country, publisherId } = c.req.valid('query');
    return c.json({ feeds: (await listFeeds(c.env.DB, { country, publisherId })).map(toFeedView) }, 200);
  })
  .openapi(register, async (c) => {
    const body = c.req.valid('json');
    await requirePublisher(c.env.DB, body.publisherId, body.country);
    const id = await insertFeed(c.env.DB, { publisherId: body.publisherId, country: body.country, url: body.url, ...settingsOf(body) }, Date.now());
    if (id === null) throw new ApiError(409, `publisher ${body.publisherId} has the feed ${body.url} already`);
    return c.json({ feed: toFeedView((await findFeed(c.env.DB, id))!) }, 201);
  })
  .openapi(read, async (c) => c.json({ feed: toFeedView(await feedOf(c, c.req.valid('param').id)) }, 200))
  .openapi(patch, async (c) => {
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const feed = await feedOf(c, id);
    await updateFeedSettings(
      c.env.DB,
      id,
      { tab: body.tab === undefined ? feed.tab : body.tab, category: body.category === undefined ? feed.category : body.category, pollMinutes: body.pollMinutes ?? feed.pollMinutes, enabled: body.enabled ?? feed.enabled },
      Date.now(),
    );
    return c.json({ feed: toFeedView((await findFeed(c.env.DB, id))!) }, 200);
  })
  .openapi(remove, async (c) => {
    const { id } = c.req.valid('param');
    if (!(await deleteFeed(c.env.DB, id))) throw new ApiError(404, `feed ${id} not found`);
    return c.json({ deleted: true as const }, 200);
  })
  .openapi(runOne, async (c) => c.json(await ingestFeed(c.env, await feedOf(c, c.req.valid('param').id)), 200))
  .openapi(runByUrl, async (c) => {
    const body = c.req.valid('json');
    await requirePublisher(c.env.DB, body.publisherId, body.country);
    let feed = await findFeedByUrl(c.env.DB, body.publisherId, body.url);
    if (!feed) {
      // A registration racing this one took the address first: run that feed.
      const id = (await insertFeed(c.env.DB, { publisherId: body.publisherId, country: body.country, url: body.url, ...settingsOf(body) }, Date.now())) ?? (await findFeedByUrl(c.env.DB, body.publisherId, body.url))!.id;
      feed = (await findFeed(c.env.DB, id))!;
    }
    if (feed.country !== body.country) throw new ApiError(400, 'Invalid body field "country": the feed belongs to another market');
    return c.json(await ingestFeed(c.env, feed), 200);
  });
