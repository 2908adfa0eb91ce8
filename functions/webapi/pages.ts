import { createRoute, z } from '@hono/zod-openapi';
import { findPageByUrlPath } from '../db/pages.ts';
import { toPage } from './pageMapping.ts';
import { newRouter } from './router.ts';
import { countryQuery, errors, json } from './schemas/common.ts';
import { PageResponse } from './schemas/content.ts';
import { ApiError, urlPathSchema } from './validation.ts';

const page = createRoute({
  method: 'get',
  path: '/portal/page/{urlPath}',
  summary: 'a portal page with its modules and their first listing windows',
  request: { query: countryQuery, params: z.object({ urlPath: urlPathSchema.openapi({ example: 'home' }) }) },
  responses: { 200: json(PageResponse), ...errors(404) },
});

export const pageRoutes = newRouter().openapi(page, async (c) => {
  const { urlPath } = c.req.valid('param');
  const { country } = c.req.valid('query');
  const found = await findPageByUrlPath(c.env.DB, country, urlPath);
  if (!found) throw new ApiError(404, `page not found: ${urlPath}`);
  return c.json(toPage(found), 200);
});
