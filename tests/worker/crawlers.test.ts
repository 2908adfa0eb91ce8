// What crawlers fetch besides pages: robots.txt, per-market sitemap and news sitemap.
import { expect, it } from 'vitest';
import { seedMarket } from '../e2e/seedData.ts';
import { http } from '../helpers/workerHttp.ts';

const tw = seedMarket('tw');

it('robots.txt allows pages, keeps out the API and lists every sitemap', async () => {
  const res = await http('/robots.txt');
  expect(res.status).toBe(200);
  expect(res.text).toContain('Disallow: /webapi/');
  expect(res.text).toMatch(/Sitemap: http:\/\/[^/]+\/tw\/sitemap\.xml/);
  expect(res.text).toMatch(/Sitemap: http:\/\/[^/]+\/th\/sitemap-news\.xml/);
});

it("a market's sitemap lists its article pages", async () => {
  const res = await http('/tw/sitemap.xml');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('application/xml');
  const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  for (const a of tw.articles) expect(locs).toContain(`/tw/v2/article/${tw.hashOf(a.slug)}`);
});

it('the news sitemap lists only articles of the last 48 hours', async () => {
  const xml = (await http('/tw/sitemap-news.xml')).text;
  expect(xml).toContain('<news:language>zh-tw</news:language>');
  const dates = [...xml.matchAll(/<news:publication_date>([^<]+)</g)].map((m) => Date.parse(m[1]!));
  expect(dates.length).toBeGreaterThan(0);
  for (const d of dates) expect(Date.now() - d).toBeLessThanOrEqual(48 * 3_600_000);
  const recent = tw.articles.find((a) => a.hoursAgo < 2)!;
  expect(xml).toContain(`/tw/v2/article/${tw.hashOf(recent.slug)}`);
});

it('sitemaps of unknown markets answer 404', async () => {
  expect((await http('/xx/sitemap.xml')).status).toBe(404);
});
