// The live status lookup (content-spec §7): GET /glplive/broadcasts/status?aids=1,2 → statuses; a
// failing lookup is reported and answers an empty list (content-spec §8).
import { createRoute, z } from '@hono/zod-openapi';
import { LIVE_STATUSES, type LiveStatus } from '#/domain/article/liveStatus.ts';
import { findBroadcastStatuses } from '../db/live.ts';
import { newRouter } from './router.ts';
import { errors, json } from './schemas/common.ts';
import { countrySchema } from './validation.ts';

const statusQuery = z.object({
  country: countrySchema,
  aids: z
    .string({ error: 'is required' })
    .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(/^[1-9]\d{0,9}$/, 'must be article ids')).min(1, 'is required').max(100, 'at most 100 ids'))
    .transform((ids) => ids.map(Number))
    .openapi({ example: '1,2' }),
});

const BroadcastStatuses = z.object({ broadcasts: z.array(z.object({ aid: z.number().int(), broadcastStatus: z.enum(LIVE_STATUSES) })) });

const status = createRoute({
  method: 'get',
  path: '/glplive/broadcasts/status',
  summary: 'live status of the given articles (unknown ids are left out)',
  request: { query: statusQuery },
  responses: { 200: json(BroadcastStatuses), ...errors() },
});

export const liveRoutes = newRouter().openapi(status, async (c) => {
  const { aids } = c.req.valid('query');
  let statuses: Map<number, LiveStatus>;
  try {
    statuses = await findBroadcastStatuses(c.env.DB, aids);
  } catch (error) {
    // content-spec §8: a failed live status lookup is reported and swallowed; the answer is an empty list.
    console.error('live status lookup failed', aids, error);
    statuses = new Map();
  }
  return c.json({ broadcasts: aids.filter((id: number) => statuses.has(id)).map((id: number) => ({ aid: id, broadcastStatus: statuses.get(id)! })) }, 200);
});
