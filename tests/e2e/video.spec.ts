// The video player: plays the HLS stream, switches quality and rate, keeps a watch log across reloads.
// One test on the video article (a fresh context costs more than a load): each part starts from a
// fresh load without the watch logs and reading settings an earlier part stored.
import { expect, test, type Page } from './fixtures.ts';
import { seedMarket } from './seedData.ts';
import { afterPreroll } from './preroll.ts';
import { blockAds } from './adBlocker.ts';

const tw = seedMarket('tw');
const video = tw.articles.find((a) => a.video === 'stream-a' && a.ageLimit === 0)!;

/** A fresh load of the article without what an earlier part stored (watch logs, autoplay). */
async function reloadWithoutStorage(page: Page) {
  await page.evaluate(() => localStorage.clear());
  await page.reload();
}

const watchLogs = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('watchLogs') ?? '{}') as Record<string, { currentTime: number; duration: number; createdAt: number }>);

test("a watch log kept under the media hash moves to the video id when the player mounts; the article plays its HLS stream, switches quality and rate, and keeps its watch log across a reload; with autoplay on (reading settings), a video starts by itself, muted, once in view, off, it waits for a press; a stream that cannot load reports 'HLS Error:' with the error data", async ({ page }) => {
  await blockAds(page.context());
  // Four parts, each within the 30 s a test gets (playing waits up to 15 s).
  test.setTimeout(90_000);
  const playlists: string[] = [];
  page.on('request', (r) => r.url().endsWith('.m3u8') && playlists.push(new URL(r.url()).pathname.split('/').pop()!));
  await page.goto(`/tw/v2/article/${tw.hashOf(video.slug)}`);
  const articleId = (await page.locator('article').getAttribute('data-article-id'))!;
  const mediaHash = (await page.locator('[data-video]').getAttribute('data-media-hash'))!;
  const log = { currentTime: 2, duration: 10, createdAt: Date.now() };
  await page.evaluate(([hash, value]) => localStorage.setItem('watchLogs', JSON.stringify({ [hash as string]: value })), [mediaHash, log] as const);
  await page.locator('[data-video-play]').click();
  await expect.poll(async () => Object.keys(await watchLogs(page))).toContain(articleId);
  expect(Object.keys(await watchLogs(page))).not.toContain(mediaHash);

  // Playing, from a fresh load with no watch log.
  await reloadWithoutStorage(page);
  playlists.length = 0;
  await page.locator('[data-video-play]').click();
  await afterPreroll(page);
  const player = page.locator('.video-player');
  const el = player.locator('video');
  await expect.poll(() => el.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.3);

  // Qualities: abr plus the stream's renditions (the seed streams have 270p, 360p, 720p).
  const quality = player.getByLabel('畫質');
  await expect(quality.locator('option')).toHaveText(['自動', '270p', '360p', '720p']);
  await quality.selectOption('720p');
  await expect(player).toHaveAttribute('data-quality', '720p');
  await expect.poll(() => playlists).toContain('720p.m3u8');

  const rate = player.getByLabel('播放速度');
  await expect(rate.locator('option')).toHaveText(['x0.25', 'x0.5', 'x0.75', 'x1', 'x1.25', 'x1.5', 'x1.75', 'x2']);
  await expect(rate).toHaveValue('1');
  await rate.selectOption('1.5');
  expect(await el.evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(1.5);

  // The watch log is written while watching and on pause, under the article's id.
  await expect.poll(() => el.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(1);
  await el.evaluate((v: HTMLVideoElement) => v.pause());
  const saved = (await watchLogs(page))[articleId]!;
  expect(saved.currentTime).toBeGreaterThan(1);
  expect(saved.duration).toBeGreaterThan(0);

  await page.reload();
  expect((await watchLogs(page))[articleId]).toEqual(saved);
  // Playing again resumes where the reader stopped.
  await page.locator('[data-video-play]').click();
  await afterPreroll(page);
  await expect.poll(() => page.locator('.video-player video').evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThanOrEqual(saved.currentTime);

  // Autoplay, from a fresh load with the reading settings' default.
  await reloadWithoutStorage(page);
  const autoPlayer = page.locator('.video-player video');
  // Off by default: the poster and its play button stay.
  await page.locator('[data-video]').first().scrollIntoViewIfNeeded();
  await expect(page.locator('[data-video-play]').first()).toBeVisible();
  await expect(autoPlayer).toHaveCount(0);

  await page.getByRole('button', { name: '閱讀設定' }).click();
  const sheet = page.getByRole('dialog', { name: '閱讀設定' });
  await sheet.getByRole('checkbox', { name: '自動播放影片（靜音）' }).check();
  expect(await page.evaluate(() => localStorage.getItem('portal.autoplay'))).toBe('1');
  await page.keyboard.press('Escape');

  await page.reload();
  await page.locator('[data-video]').first().scrollIntoViewIfNeeded();
  await expect(page.locator('[data-video]').first()).toHaveAttribute('data-autoplay', 'reader');
  await expect(autoPlayer.first()).toHaveJSProperty('muted', true);
  await expect.poll(() => autoPlayer.first().evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.2);

  // A stream that cannot load, from a fresh load (autoplay off again).
  await page.route('**/master.m3u8', (route) => route.fulfill({ status: 404, body: 'missing' }));
  await reloadWithoutStorage(page);
  await page.locator('[data-video-play]').click();
  await expect(page.getByRole('alert')).toHaveText(/^HLS Error: \{"type":"networkError","details":"manifestLoadError","fatal":true/);
});
