import { Hono } from 'hono';
import { z } from 'zod';
import type { TabsResponse } from '#/domain/webapiTypes.ts';
import { findTabs } from '../db/tabs.ts';
import { countrySchema, parseQuery } from './validation.ts';

const tabsQuery = z.object({
  country: countrySchema,
  group: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be 1-40 letters, digits, - or _').optional(),
});

export const tabRoutes = new Hono<{ Bindings: Env }>().get('/tabs', async (c) => {
  const { country, group } = parseQuery(c, tabsQuery);
  const result = await findTabs(c.env.DB, country, group);
  return c.json({ country, ...result } satisfies TabsResponse);
});
