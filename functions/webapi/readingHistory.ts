// Video watch history of the logged-in reader (content-spec §7): id, watchedTime, touchedTime, duration.
import { createRoute, z } from '@hono/zod-openapi';
import { ensureUser, findVideoHistory, listVideoHistory, saveVideoHistory, type VideoHistoryRow } from '../db/users.ts';
import { loggedIn, requireUser } from './identity.ts';
import { newRouter } from './router.ts';
import { countryQuery, errors, json, jsonRequest } from './schemas/common.ts';
import { WatchEntry, WatchHistory } from './schemas/users.ts';
import { ApiError, readJsonBody } from './validation.ts';
import { KB, declareWriteFamily, minute } from './abuseLimits.ts';

const MAX_HISTORY = 100;
const videoId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1-64 letters, digits, - or _');

const toEntry = (r: VideoHistoryRow): WatchEntry => ({ id: r.video_id, contentType: r.content_type, watchedTime: r.watched_time, touchedTime: r.touched_time, duration: r.duration });

const historyBody = z
  .object({
    id: videoId,
    contentType: z.enum(['VIDEO', 'LIVE', 'TRAILER', 'ARTICLE']).default('VIDEO'),
    watchedTime: z.number().min(0),
    duration: z.number().positive(),
  })
  .strict()
  .refine((b) => b.watchedTime <= b.duration, { message: 'watchedTime cannot exceed duration', path: ['watchedTime'] });

const list = createRoute({
  method: 'get',
  path: '/reading-history/videos',
  summary: "the reader's watch history, most recent first",
  middleware: [loggedIn],
  request: { query: countryQuery },
  responses: { 200: json(WatchHistory), ...errors(401) },
});

const one = createRoute({
  method: 'get',
  path: '/reading-history/videos/{id}',
  summary: "the reader's watch entry of one video",
  middleware: [loggedIn],
  request: { query: countryQuery, params: z.object({ id: videoId.openapi({ example: 'v1' }) }) },
  responses: { 200: json(WatchEntry), ...errors(401, 404) },
});

const save = createRoute({
  method: 'post',
  path: '/reading-history/videos',
  summary: 'record how far the reader watched a video',
  middleware: [loggedIn, readJsonBody],
  request: { query: countryQuery, ...jsonRequest(historyBody) },
  responses: { 201: json(WatchEntry, 'recorded'), ...errors(401) },
});

export const readingHistoryRoutes = newRouter()
  .openapi(list, async (c) => {
    const identity = requireUser(c);
    return c.json({ items: (await listVideoHistory(c.env.DB, identity.userId, MAX_HISTORY)).map(toEntry) }, 200);
  })
  .openapi(one, async (c) => {
    const { id } = c.req.valid('param');
    const identity = requireUser(c);
    const row = await findVideoHistory(c.env.DB, identity.userId, id);
    if (!row) throw new ApiError(404, `no watch history for video ${id}`);
    return c.json(toEntry(row), 200);
  })
  .openapi(save, async (c) => {
    const identity = requireUser(c);
    const body = c.req.valid('json');
    await ensureUser(c.env.DB, identity, Date.now());
    await saveVideoHistory(c.env.DB, identity.userId, { video_id: body.id, content_type: body.contentType, watched_time: body.watchedTime, duration: body.duration }, Date.now());
    return c.json(toEntry((await findVideoHistory(c.env.DB, identity.userId, body.id))!), 201);
  });

/** The budget of this module's writes (docs/decisions/0025). */
export const READING_HISTORY = declareWriteFamily(readingHistoryRoutes, { name: 'reading history', perIp: minute(1200), perReader: minute(120), maxBodyBytes: 16 * KB }, '/reading-history/*');
