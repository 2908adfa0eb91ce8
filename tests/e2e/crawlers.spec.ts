// What crawlers fetch besides pages: robots.txt, per-market sitemap and news sitemap.
import { expect, test } from '@playwright/test';
import { seedMarket } from './seedData.ts';

const tw = seedMarket('tw');

test('robots.txt allows pages, keeps out the API and lists every sitemap', async ({ request }) => {
  const res = await request.get('/robots.txt');
  expect(res.status()).toBe(200);
  const text = await res.text();
  expect(text).toContain('Disallow: /webapi/');
  expect(text).toMatch(/Sitemap: http:\/\/[^/]+\/tw\/sitemap\.xml/);
  expect(text).toMatch(/Sitemap: http:\/\/[^/]+\/th\/sitemap-news\.xml/);
});

test("a market's sitemap lists its article pages", async ({ request }) => {
  const res = await request.get('/tw/sitemap.xml');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/xml');
  const locs = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  for (const a of tw.articles) expect(locs).toContain(`/tw/v2/article/${tw.hashOf(a.slug)}`);
});

test('the news sitemap lists only articles of the last 48 hours', async ({ request }) => {
  const xml = await (await request.get('/tw/sitemap-news.xml')).text();
  expect(xml).toContain('<news:language>zh-tw</news:language>');
  const dates = [...xml.matchAll(/<news:publication_date>([^<]+)</g)].map((m) => Date.parse(m[1]!));
  expect(dates.length).toBeGreaterThan(0);
  for (const d of dates) expect(Date.now() - d).toBeLessThanOrEqual(48 * 3_600_000);
  const recent = tw.articles.find((a) => a.hoursAgo < 2)!;
  expect(xml).toContain(`/tw/v2/article/${tw.hashOf(recent.slug)}`);
});

test('sitemaps of unknown markets answer 404', async ({ request }) => {
  expect((await request.get('/xx/sitemap.xml')).status()).toBe(404);
});
