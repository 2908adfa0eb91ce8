// Video watch history of the logged-in reader (content-spec §7): id, watchedTime, touchedTime, duration.
import { Hono } from 'hono';
import { z } from 'zod';
import { ensureUser, findVideoHistory, listVideoHistory, saveVideoHistory, type VideoHistoryRow } from '../db/users.ts';
import { requireUser, type ApiEnv } from './identity.ts';
import { jsonBody } from './jsonBody.ts';
import { ApiError, countrySchema, parseParams, parseQuery } from './validation.ts';

const MAX_HISTORY = 100;
const videoId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1-64 letters, digits, - or _');

const toEntry = (r: VideoHistoryRow) => ({ id: r.video_id, contentType: r.content_type, watchedTime: r.watched_time, touchedTime: r.touched_time, duration: r.duration });

const historyBody = z
  .object({
    id: videoId,
    contentType: z.enum(['VIDEO', 'LIVE', 'TRAILER', 'ARTICLE']).default('VIDEO'),
    watchedTime: z.number().min(0),
    duration: z.number().positive(),
  })
  .strict()
  .refine((b) => b.watchedTime <= b.duration, { message: 'watchedTime cannot exceed duration', path: ['watchedTime'] });

export const readingHistoryRoutes = new Hono<ApiEnv>()
  .get('/reading-history/videos', async (c) => {
    parseQuery(c, z.object({ country: countrySchema }).loose());
    const identity = requireUser(c);
    return c.json({ items: (await listVideoHistory(c.env.DB, identity.userId, MAX_HISTORY)).map(toEntry) });
  })
  .get('/reading-history/videos/:id', async (c) => {
    const { id } = parseParams(c, z.object({ id: videoId }));
    parseQuery(c, z.object({ country: countrySchema }).loose());
    const identity = requireUser(c);
    const row = await findVideoHistory(c.env.DB, identity.userId, id);
    if (!row) throw new ApiError(404, `no watch history for video ${id}`);
    return c.json(toEntry(row));
  })
  .post('/reading-history/videos', async (c) => {
    parseQuery(c, z.object({ country: countrySchema }).loose());
    const identity = requireUser(c);
    const body = await jsonBody(c.req.raw, historyBody);
    await ensureUser(c.env.DB, identity, Date.now());
    await saveVideoHistory(c.env.DB, identity.userId, { video_id: body.id, content_type: body.contentType, watched_time: body.watchedTime, duration: body.duration }, Date.now());
    return c.json(toEntry((await findVideoHistory(c.env.DB, identity.userId, body.id))!), 201);
  });
