import { Hono } from 'hono';
import { z } from 'zod';
import { findPageByUrlPath } from '../db/pages.ts';
import { ApiError, countrySchema, parseParams, parseQuery, urlPathSchema } from './validation.ts';

const pageQuery = z.object({ country: countrySchema });

export const pageRoutes = new Hono<{ Bindings: Env }>().get('/portal/page/:urlPath', async (c) => {
  const { urlPath } = parseParams(c, z.object({ urlPath: urlPathSchema }));
  const { country } = parseQuery(c, pageQuery);
  const page = await findPageByUrlPath(c.env.DB, country, urlPath);
  if (!page) throw new ApiError(404, `page not found: ${urlPath}`);
  return c.json(page);
});
