// The live status lookup (content-spec §7): GET /glplive/broadcasts/status?aids=1,2 → statuses.
import { Hono } from 'hono';
import { z } from 'zod';
import { findBroadcastStatuses } from '../db/live.ts';
import type { ApiEnv } from './identity.ts';
import { countrySchema, parseQuery } from './validation.ts';

const statusQuery = z.object({
  country: countrySchema,
  aids: z
    .string({ error: 'is required' })
    .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(/^[1-9]\d{0,9}$/, 'must be article ids')).min(1, 'is required').max(100, 'at most 100 ids'))
    .transform((ids) => ids.map(Number)),
});

export const liveRoutes = new Hono<ApiEnv>().get('/glplive/broadcasts/status', async (c) => {
  const { aids } = parseQuery(c, statusQuery);
  const statuses = await findBroadcastStatuses(c.env.DB, aids);
  return c.json({ broadcasts: aids.filter((id: number) => statuses.has(id)).map((id: number) => ({ aid: id, broadcastStatus: statuses.get(id)! })) });
});
