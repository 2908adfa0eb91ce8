import { createRoute, z } from '@hono/zod-openapi';
import { findTabs } from '../db/tabs.ts';
import { newRouter } from './router.ts';
import { errors, json } from './schemas/common.ts';
import { TabsResponse } from './schemas/content.ts';
import { countrySchema } from './validation.ts';

const tabs = createRoute({
  method: 'get',
  path: '/tabs',
  summary: "the market's tab bar",
  request: {
    query: z.object({
      country: countrySchema,
      group: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be 1-40 letters, digits, - or _').optional(),
    }),
  },
  responses: { 200: json(TabsResponse), ...errors() },
});

export const tabRoutes = newRouter().openapi(tabs, async (c) => {
  const { country, group } = c.req.valid('query');
  const found = await findTabs(c.env.DB, country, group);
  const tabs = found.tabs.map((r, index) => ({ id: r.page_id, index, name: r.name, portalPageUrlPath: r.url_path }));
  return c.json({ country, group: found.group, tabs }, 200);
});
