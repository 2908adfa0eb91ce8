// The live status lookup (content-spec §7): GET /glplive/broadcasts/status?aids=1,2 → statuses; a
// failing lookup is reported and answers an empty list (content-spec §8). It answers what readers
// are shown: broadcasts whose display flag is OFF or HIDDEN are left out, as unknown ids are.
import { createRoute, z } from '@hono/zod-openapi';
import { LIVE_STATUSES, LIVE_VIDEO_TYPES, ORIENTATIONS, showsStatus } from '#/domain/article/liveStatus.ts';
import type { BroadcastRecord } from '../db/live.ts';
import { findBroadcasts } from '../db/live.ts';
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

const BroadcastStatuses = z.object({
  broadcasts: z.array(
    z.object({
      aid: z.number().int(),
      broadcastStatus: z.enum(LIVE_STATUSES),
      videoType: z.enum(LIVE_VIDEO_TYPES).nullable().describe('obs: streamed from broadcasting software; live: from the app camera; null when not known'),
      orientation: z.enum(ORIENTATIONS),
    }),
  ),
});

const status = createRoute({
  method: 'get',
  path: '/glplive/broadcasts/status',
  summary: 'live status of the given articles (unknown ids, and broadcasts whose display flag is OFF or HIDDEN, are left out)',
  request: { query: statusQuery },
  responses: { 200: json(BroadcastStatuses), ...errors() },
});

export const liveRoutes = newRouter().openapi(status, async (c) => {
  const { aids } = c.req.valid('query');
  let found: Map<number, BroadcastRecord>;
  try {
    found = await findBroadcasts(c.env.DB, aids);
  } catch (error) {
    // content-spec §8: a failed live status lookup is reported and swallowed; the answer is an empty list.
    console.error('live status lookup failed', aids, error);
    found = new Map();
  }
  const shown = aids.flatMap((aid: number) => {
    const b = found.get(aid);
    return b && showsStatus(b.display) ? [{ aid, broadcastStatus: b.status, videoType: b.videoType, orientation: b.orientation }] : [];
  });
  return c.json({ broadcasts: shown }, 200);
});
