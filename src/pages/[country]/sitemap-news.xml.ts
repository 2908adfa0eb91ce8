// /{country}/sitemap-news.xml: the market's articles of the last 48 hours, Google News format.
import type { APIRoute } from 'astro';
import { canonicalUrl, pageContext } from '#/loaders/pageContext.ts';
import { NEWS_LANGUAGE, NEWS_WINDOW_MS, newsSitemapXml } from '#/domain/article/sitemap.ts';

export const GET: APIRoute = async (context) => {
  const ctx = pageContext(context, { rootPath: true });
  if (!ctx || context.params.country !== ctx.market.code) return new Response('This page could not be found', { status: 404 });
  const { items } = await ctx.client.get('/sitemap/articles', { query: { since: Date.now() - NEWS_WINDOW_MS } });
  const xml = newsSitemapXml(
    items.map((a) => ({ loc: canonicalUrl(ctx, `/article/${a.hash}`), title: a.title, publishTime: a.publishTime })),
    { name: ctx.market.siteName, language: NEWS_LANGUAGE[ctx.market.contentLanguage] },
  );
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' } });
};
