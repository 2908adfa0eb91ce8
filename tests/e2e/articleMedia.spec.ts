import { expect, test } from './fixtures.ts';
import { seedMarket } from './seedData.ts';

const tw = seedMarket('tw');

test('an article renders its body with loaded images', async ({ page }) => {
  const article = tw.articles.find((a) => a.contentType === 'GENERAL' && a.body.includes('img:'))!;
  await page.goto(`/tw/v2/article/${tw.hashOf(article.slug)}`);
  const images = page.locator('.article__body img');
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

test('an album shows all of its photos with captions', async ({ page }) => {
  const album = tw.articles.find((a) => a.contentType === 'ALBUM')!;
  await page.goto(`/tw/v2/article/${tw.hashOf(album.slug)}`);
  await expect(page.locator('.gallery figure')).toHaveCount(album.images.length);
  await expect(page.locator('.gallery img').first()).toHaveAttribute('alt', album.images[0]!.alt);
  await expect(page.locator('.gallery figcaption').first()).toHaveText(album.images[0]!.caption);
});

test("a video article's HLS playlist and segments are served", async ({ page, request }) => {
  const video = tw.articles.find((a) => a.video === 'stream-a')!;
  await page.goto(`/tw/v2/article/${tw.hashOf(video.slug)}`);
  const src = (await page.locator('[data-video]').first().getAttribute('data-src'))!;
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
