// GET /sitemap/articles?country&since&limit: what the sitemap endpoints list.
import { createRoute, z } from '@hono/zod-openapi';
import { SITEMAP_LIMIT } from '#/domain/article/sitemap.ts';
import { listSitemapArticles } from '../db/sitemap.ts';
import { newRouter } from './router.ts';
import { errors, json } from './schemas/common.ts';
import { countrySchema } from './validation.ts';

/** GET /sitemap/articles. */
export const SitemapResponse = z.object({
  items: z.array(z.object({ hash: z.string(), title: z.string(), publishTime: z.number(), updateTime: z.number() })),
});
export type SitemapResponse = z.infer<typeof SitemapResponse>;

const sitemapQuery = z.object({
  country: countrySchema,
  since: z.coerce.number({ error: 'must be a number' }).int('must be an integer').min(0, 'must be 0 or more').default(0),
  limit: z.coerce.number({ error: 'must be a number' }).int('must be an integer').min(1, 'must be at least 1').max(SITEMAP_LIMIT, `must be at most ${SITEMAP_LIMIT}`).default(SITEMAP_LIMIT),
});

const articles = createRoute({
  method: 'get',
  path: '/sitemap/articles',
  summary: 'newest articles of a market for the sitemaps',
  request: { query: sitemapQuery },
  responses: { 200: json(SitemapResponse), ...errors() },
});

export const sitemapRoutes = newRouter().openapi(articles, async (c) => {
  const { country, since, limit } = c.req.valid('query');
  const rows = await listSitemapArticles(c.env.DB, country, since, limit);
  return c.json({ items: rows.map((r) => ({ hash: r.hash, title: r.title, publishTime: r.publish_time, updateTime: r.update_time })) }, 200);
});
