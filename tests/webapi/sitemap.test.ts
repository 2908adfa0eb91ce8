// The sitemap listing call against a real local D1 loaded with the demo content.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '#functions/webapi/app.ts';
import type { SitemapResponse } from '#functions/webapi/sitemaps.ts';
import { loadSeedMarket } from '../../scripts/loadSeedContent.ts';
import { ROOT } from '../../scripts/localPlatform.ts';
import { loadSeedSpecials, specialStories } from '../../scripts/seedSpecials.ts';
import { openTestPlatform, type TestPlatform } from '../helpers/testPlatform.ts';

let platform: TestPlatform;
const tw = loadSeedMarket(ROOT, 'tw');
/** Every story of the market: its tabs' and the special pages' (topic, interactive video). */
const stories = [...tw.articles, ...specialStories(loadSeedSpecials(ROOT, 'tw', tw))];

async function call(path: string): Promise<{ status: number; body: any }> {
  const res = await app.request(`http://portal.test/webapi${path}`, undefined, platform.env);
  return { status: res.status, body: await res.json() };
}

beforeAll(async () => {
  platform = await openTestPlatform({ content: true });
});
afterAll(async () => {
  await platform?.dispose();
});

describe('GET /sitemap/articles', () => {
  it("lists every article of the market, newest first", async () => {
    const { status, body } = await call('/sitemap/articles?country=tw');
    expect(status).toBe(200);
    const items = (body as SitemapResponse).items;
    expect(items).toHaveLength(stories.length);
    const times = items.map((i) => i.publishTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('lists only articles published since a time', async () => {
    const since = Date.now() - 48 * 3_600_000;
    const { body } = await call(`/sitemap/articles?country=tw&since=${since}`);
    const expected = stories.filter((a) => a.hoursAgo < 47.9).length;
    expect((body as SitemapResponse).items.length).toBeGreaterThanOrEqual(expected);
    expect((body as SitemapResponse).items.every((i) => i.publishTime >= since)).toBe(true);
  });

  it('answers 400 naming the bad field', async () => {
    expect(await call('/sitemap/articles?country=xx')).toMatchObject({ status: 400, body: { message: expect.stringContaining('"country"') } });
    expect(await call('/sitemap/articles?country=tw&limit=0')).toMatchObject({ status: 400, body: { message: expect.stringContaining('"limit"') } });
    expect(await call('/sitemap/articles?country=tw&since=abc')).toMatchObject({ status: 400, body: { message: expect.stringContaining('"since"') } });
  });
});
