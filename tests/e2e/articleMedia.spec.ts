// An article's pictures as they load in the page, and its video's stream as this server serves it
// (the album's markup: tests/worker/articlePages.test.ts).
import { load } from 'cheerio';
import { expect, test } from './fixtures.ts';
import { seedMarket } from './seedData.ts';

const tw = seedMarket('tw');

test('an article renders its body with loaded images', async ({ page }) => {
  const article = tw.articles.find((a) => a.contentType === 'GENERAL' && a.body.includes('img:'))!;
  await page.goto(`/tw/v2/article/${tw.hashOf(article.slug)}`);
  // The story's own pictures: an ad module placed in the body holds its creative's.
  const images = page.locator('.article__body img:not(.ad-module img)');
  await expect(images.first()).toBeVisible();
  const count = await images.count();
  expect(count).toBe((article.body.match(/img:/g) ?? []).length);
  for (let i = 0; i < count; i++) {
    const img = images.nth(i);
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
  }
  await expect(page.locator('.article__body figcaption').first()).toBeVisible();
});

// Over HTTP, no page: here because this server alone holds the streams (the worker tests' has no media).
test("a video article's HLS playlist and segments are served", async ({ request }) => {
  const video = tw.articles.find((a) => a.video === 'stream-a')!;
  const html = await (await request.get(`/tw/v2/article/${tw.hashOf(video.slug)}`)).text();
  const src = load(html)('[data-video]').first().attr('data-src')!;
  expect(src).toMatch(/\/master\.m3u8$/);
  const master = await request.get(src!);
  expect(master.status()).toBe(200);
  expect(master.headers()['content-type']).toBe('application/vnd.apple.mpegurl');
  const renditions = (await master.text()).split('\n').filter((l) => l.endsWith('.m3u8'));
  expect(renditions).toEqual(['270p.m3u8', '360p.m3u8', '720p.m3u8']);
  const base = src!.replace(/master\.m3u8$/, '');
  const playlist = await (await request.get(base + renditions[2])).text();
  const segment = playlist.split('\n').find((l) => l.endsWith('.ts'))!;
  const seg = await request.get(base + segment);
  expect(seg.status()).toBe(200);
  expect(seg.headers()['content-type']).toBe('video/mp2t');
  expect(seg.headers()['cache-control']).toContain('immutable');
  expect((await seg.body()).length).toBeGreaterThan(1000);
});
