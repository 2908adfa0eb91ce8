// Live tracking (content-spec §7): the player's play view, watch time (also sent as a beacon on page
// hide), and quality-of-experience reports, anonymous by player session (a signed-in reader's id is
// recorded too), and the editors' totals per broadcast. docs/decisions/0034 gives the limits.
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { SESSION_WATCH_GRACE_MS } from '#/domain/article/liveTracking.ts';
import { isBroadcastOf, readTrackTotals, recordPlayView, recordQoe, recordWatchTime } from '../db/liveTracking.ts';
import { adminGuard } from './adminGuard.ts';
import type { ApiEnv } from './identity.ts';
import { OPTIONAL_SIGN_IN } from './openapiSecurity.ts';
import { newRouter } from './router.ts';
import { countryQuery, errors, json, jsonRequest } from './schemas/common.ts';
import { PlayViewBody, QoeBody, TrackAnswer, TrackSummary, WatchTimeBody } from './schemas/liveTracking.ts';
import { ApiError, countrySchema, readJsonBody, validationHook } from './validation.ts';
import { KB, declareWriteFamily, minute } from './abuseLimits.ts';

const notFound = (aid: number) => new ApiError(404, `broadcast ${aid} not found`);
const noSession = (aid: number) => new ApiError(404, `player session has no play view of broadcast ${aid}`);
const OVER_ALLOWANCE = `Invalid body field "seconds": more than the time since the session's play view allows`;

const readerOf = (c: Context<ApiEnv>) => c.get('identity')?.userId ?? null;

const event = <P extends string, B extends z.ZodType>(path: P, summary: string, body: B) => ({
  method: 'post' as const,
  path,
  summary,
  security: OPTIONAL_SIGN_IN,
  middleware: [readJsonBody],
  request: { query: countryQuery, ...jsonRequest(body) },
  responses: { 200: json(TrackAnswer), ...errors(404, 413, 429) },
});

const playview = createRoute(event('/glplive/track/event/playview', 'one play view of a live or archived broadcast; opens the player session', PlayViewBody));
const watchtime = createRoute(event('/glplive/track/event/watchtime', 'seconds played since the session’s last report', WatchTimeBody));
const qoe = createRoute(event('/glplive/track/event/qoe', 'quality of experience of a player session (after start-up, on a fatal error)', QoeBody));
const beacon = createRoute({
  method: 'post',
  path: '/glplive/track/event/watchtime/beacon',
  summary: 'the watch-time report sent by navigator.sendBeacon on page hide: the same JSON, as text/plain or application/json',
  security: OPTIONAL_SIGN_IN,
  request: {
    query: countryQuery,
    body: { required: true, content: { 'text/plain': { schema: WatchTimeBody } } },
  },
  responses: { 200: json(TrackAnswer), ...errors(404, 413, 429) },
});
const summary = createRoute({
  method: 'get',
  path: '/glplive/track/summary',
  summary: 'editors: play views, watch time and quality totals of the market’s broadcasts (admin bearer token)',
  middleware: [adminGuard],
  request: {
    query: z.object({
      country: countrySchema,
      aid: z.coerce.number({ error: 'must be a broadcast (article) id' }).int('must be a broadcast (article) id').positive('must be a broadcast (article) id').optional(),
    }),
  },
  responses: { 200: json(TrackSummary), ...errors(401, 404, 429) },
});

/** The beacon's body, read as text whatever its type, then validated like /watchtime. */
async function beaconBody(c: Context<ApiEnv>): Promise<z.output<typeof WatchTimeBody>> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'text/plain' && type !== 'application/json') throw new ApiError(415, 'Invalid body: expected text/plain or application/json');
  let value: unknown;
  try {
    value = JSON.parse(await c.req.text());
  } catch {
    throw new ApiError(400, 'Invalid body: expected a JSON object');
  }
  const result = WatchTimeBody.safeParse(value);
  if (!result.success) validationHook({ success: false, error: result.error, target: 'json' }, c);
  return result.data!;
}

async function addWatchTime(c: Context<ApiEnv>, country: string, body: z.output<typeof WatchTimeBody>, viaBeacon: boolean) {
  const outcome = await recordWatchTime(
    c.env.DB,
    { sessionId: body.sessionId, articleId: body.aid, country, userId: readerOf(c), watchMs: Math.round(body.seconds * 1000), positionS: body.position, quality: body.quality, viaBeacon },
    Date.now(),
    SESSION_WATCH_GRACE_MS,
  );
  if (outcome === 'no session') throw (await isBroadcastOf(c.env.DB, body.aid, country)) ? noSession(body.aid) : notFound(body.aid);
  if (outcome === 'over the session allowance') throw new ApiError(400, OVER_ALLOWANCE);
  return c.json({ counted: true }, 200);
}

export const liveTrackingRoutes = newRouter()
  .openapi(playview, async (c) => {
    const { country } = c.req.valid('query');
    const body = c.req.valid('json');
    if (!(await isBroadcastOf(c.env.DB, body.aid, country))) throw notFound(body.aid);
    const counted = await recordPlayView(
      c.env.DB,
      { sessionId: body.sessionId, articleId: body.aid, country, userId: readerOf(c), broadcastStatus: body.broadcastStatus, source: body.source, playMode: body.playMode },
      Date.now(),
    );
    return c.json({ counted }, 200);
  })
  .openapi(watchtime, async (c) => addWatchTime(c, c.req.valid('query').country, c.req.valid('json'), false))
  .openapi(beacon, async (c) => addWatchTime(c, c.req.valid('query').country, await beaconBody(c), true))
  .openapi(qoe, async (c) => {
    const { country } = c.req.valid('query');
    const body = c.req.valid('json');
    const counted = await recordQoe(c.env.DB, { ...body, articleId: body.aid, country, userId: readerOf(c) }, Date.now());
    if (!counted) throw (await isBroadcastOf(c.env.DB, body.aid, country)) ? noSession(body.aid) : notFound(body.aid);
    return c.json({ counted }, 200);
  })
  .openapi(summary, async (c) => {
    const { country, aid } = c.req.valid('query');
    const totals = await readTrackTotals(c.env.DB, country, aid);
    if (aid !== undefined && totals.length === 0) throw notFound(aid);
    return c.json(
      {
        broadcasts: totals.map((t) => ({
          aid: t.articleId,
          playViews: t.playViews,
          livePlayViews: t.livePlayViews,
          watchSeconds: t.watchMs / 1000,
          qoeReports: t.qoeReports,
          rebuffers: t.rebufferCount,
          fatalErrors: t.fatalErrors,
        })),
      },
      200,
    );
  });

/** The budget of this module's writes (docs/decisions/0025). A player reports every 30 s of playing: a reader with a few players open stays far below 60. */
export const LIVE_TRACKING = declareWriteFamily(liveTrackingRoutes, { name: 'live tracking', perIp: minute(3000), perReader: minute(60), maxBodyBytes: 2 * KB }, '/glplive/track/*');
