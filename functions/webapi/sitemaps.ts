// GET /sitemap/articles?country&since&limit: what the sitemap endpoints list.
import { Hono } from 'hono';
import { z } from 'zod';
import { SITEMAP_LIMIT, type SitemapResponse } from '#/domain/article/sitemap.ts';
import { listSitemapArticles } from '../db/sitemap.ts';
import { countrySchema, parseQuery } from './validation.ts';

const sitemapQuery = z.object({
  country: countrySchema,
  since: z.coerce.number({ error: 'must be a number' }).int('must be an integer').min(0, 'must be 0 or more').default(0),
  limit: z.coerce.number({ error: 'must be a number' }).int('must be an integer').min(1, 'must be at least 1').max(SITEMAP_LIMIT, `must be at most ${SITEMAP_LIMIT}`).default(SITEMAP_LIMIT),
});

export const sitemapRoutes = new Hono<{ Bindings: Env }>().get('/sitemap/articles', async (c) => {
  const { country, since, limit } = parseQuery(c, sitemapQuery);
  const body: SitemapResponse = { items: await listSitemapArticles(c.env.DB, country, since, limit) };
  return c.json(body);
});
