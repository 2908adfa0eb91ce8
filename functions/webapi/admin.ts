// Editorial calls: purge cached pages, create or update an article (functions/content/writeArticle.ts, shared with the feeds). Authorised by the bearer
// secret ADMIN_TOKEN (a Worker secret in production; `npm start` passes a local default).
import { $, createRoute, z } from '@hono/zod-openapi';
import { findArticleIdentity, publisherExists } from '../db/articles.ts';
import { setBroadcastStatus } from '../db/live.ts';
import { DISPLAY_FLAGS, LIVE_STATUSES, LIVE_VIDEO_TYPES, ORIENTATIONS, REPORTED_STATUSES, toLiveStatus, type ReportedStatus } from '#/domain/article/liveStatus.ts';
import { pageCacheLayers } from '#/cache/layers.ts';
import { purgePages } from '#/cache/purge.ts';
import { newRouter } from './router.ts';
import { writeArticle } from '../content/writeArticle.ts';
import { ArticleBody } from './schemas/articles.ts';
import { errors, json, jsonRequest } from './schemas/common.ts';
import { ApiError, readJsonBody } from './validation.ts';
import { KB, declareWriteFamily, minute } from './abuseLimits.ts';
import type { Database } from '../db/database.ts';

const revalidateBody = z
  .object({
    tags: z.array(z.string().min(1).max(200)).max(100).optional(),
    paths: z.array(z.string().startsWith('/', 'must start with /').max(2000)).max(100).optional(),
  })
  .strict()
  .refine((b) => (b.tags?.length ?? 0) + (b.paths?.length ?? 0) > 0, { message: 'give tags or paths to revalidate' });

const articleAnswer = z.object({ id: z.number().int(), hash: z.string(), created: z.boolean(), invalidated: z.number().int(), tags: z.array(z.string()) });

const revalidate = createRoute({
  method: 'post',
  path: '/admin/revalidate',
  summary: 'purge cached pages by tag or path',
  middleware: [readJsonBody],
  request: jsonRequest(revalidateBody),
  responses: { 200: json(z.object({ invalidated: z.number().int() })), ...errors(401) },
});

const putArticle = createRoute({
  method: 'put',
  path: '/admin/articles/{id}',
  summary: 'create or update an article (201 when created)',
  middleware: [readJsonBody],
  request: {
    params: z.object({ id: z.coerce.number().int('must be an integer').positive('must be positive').max(2 ** 31).openapi({ example: 1 }) }),
    ...jsonRequest(ArticleBody),
  },
  responses: {
    200: json(articleAnswer, 'updated'),
    201: json(articleAnswer, 'created'),
    ...errors(401),
  },
});

const putLiveStatus = createRoute({
  method: 'put',
  path: '/admin/live/{aid}/status',
  summary: "set a LIVE article's broadcast status (the live status lookup answers it; the article's pages are purged)",
  middleware: [readJsonBody],
  request: {
    params: z.object({ aid: z.coerce.number().int('must be an integer').positive('must be positive').max(2 ** 31).openapi({ example: 1 }) }),
    ...jsonRequest(
      z
        .object({
          status: z.enum(REPORTED_STATUSES).describe('the broadcast set, or a recording (RECORDING, ARCHIVED, HIDDEN) or stream (CREATED, LIVE, COMPLETED, DELETED) status, stored as the broadcast status it means'),
          display: z.enum(DISPLAY_FLAGS).optional(),
          videoType: z.enum(LIVE_VIDEO_TYPES).optional(),
          orientation: z.enum(ORIENTATIONS).optional(),
        })
        .strict(),
    ),
  },
  responses: { 200: json(z.object({ aid: z.number().int(), broadcastStatus: z.enum(LIVE_STATUSES), invalidated: z.number().int() })), ...errors(401, 404) },
});

/** 400 naming the field unless the publisher exists in the market (an editor's story, a feed). */
export async function requirePublisher(db: Database, publisherId: string, country: string): Promise<void> {
  if (!(await publisherExists(db, publisherId, country))) throw new ApiError(400, `Invalid body field "publisherId": no publisher ${publisherId} in ${country}`);
}

// The app passes every /admin call through adminGuard before any of these runs.
export const adminRoutes = $(newRouter())
  .openapi(revalidate, async (c) => {
    const body = c.req.valid('json');
    const invalidated = await purgePages(pageCacheLayers(c.env), body);
    return c.json({ invalidated }, 200);
  })
  .openapi(putLiveStatus, async (c) => {
    const { aid } = c.req.valid('param');
    const { status: reported, ...fields } = c.req.valid('json');
    const status = toLiveStatus(reported as ReportedStatus);
    const article = await findArticleIdentity(c.env.DB, aid);
    if (!article || article.contentType !== 'LIVE') throw new ApiError(404, `broadcast ${aid} not found`);
    await setBroadcastStatus(c.env.DB, aid, status, Date.now(), fields);
    const invalidated = await purgePages(pageCacheLayers(c.env), { tags: [`article:${aid}`] });
    return c.json({ aid, broadcastStatus: status, invalidated }, 200);
  })
  .openapi(putArticle, async (c) => {
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    await requirePublisher(c.env.DB, body.publisherId, body.country);
    const { hash, created, invalidated, tags } = await writeArticle(c.env, id, body);
    const answer = { id, hash, created, invalidated, tags };
    return created ? c.json(answer, 201) : c.json(answer, 200);
  });

/** The budget of this module's writes (docs/decisions/0025). Every /admin write, whichever router serves it. */
export const EDITORIAL = declareWriteFamily(adminRoutes, { name: 'editorial', perIp: minute(300), maxBodyBytes: 512 * KB }, '/admin/*');
