// /robots.txt: crawl everything but the API and preview paths; every market's sitemaps.
import type { APIRoute } from 'astro';
import { env } from 'cloudflare:workers';
import { COUNTRY_CODES } from '#/markets.ts';
import { robotsTxt } from '#/domain/article/sitemap.ts';

export const GET: APIRoute = ({ url }) =>
  new Response(robotsTxt(env.HOME_URL || url.origin, COUNTRY_CODES), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
