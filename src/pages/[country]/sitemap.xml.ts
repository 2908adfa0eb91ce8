// /{country}/sitemap.xml: the market's article pages, newest first.
import type { APIRoute } from 'astro';
import { canonicalUrl, pageContext } from '#/loaders/pageContext.ts';
import { sitemapXml } from '#/domain/article/sitemap.ts';

export const GET: APIRoute = async (context) => {
  const ctx = pageContext(context, { rootPath: true });
  if (!ctx || context.params.country !== ctx.market.code) return new Response('This page could not be found', { status: 404 });
  const { items } = await ctx.client.get('/sitemap/articles');
  const xml = sitemapXml(items.map((a) => ({ loc: canonicalUrl(ctx, `/article/${a.hash}`), lastmod: Math.max(a.updateTime, a.publishTime) })));
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=900' } });
};
