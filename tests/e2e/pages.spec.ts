// Generic and topic pages, interactive-video stories and playlists in the browser, each page type
// checked with axe. Expectations come from the demo content (seed/content/tw/specials.json). 'No
// page' for an unknown module or interactive video: tests/worker/genericPages.test.ts,
// tests/worker/storyPages.test.ts; the digest: tests/worker/digest.test.ts, and its axe check and a
// reader's way through it in tests/e2e/contentPages.spec.ts.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { seriousViolations } from './axe.ts';
import { seedMarket } from './seedData.ts';
import { ROOT } from '../../scripts/projectRoot.ts';
import { loadSeedSpecials, playlistIdOf } from '../../scripts/seedSpecials.ts';

const tw = seedMarket('tw');
const specials = loadSeedSpecials(ROOT, 'tw', tw);
const currentTime = (page: Page) => page.locator('.article__video video').evaluate((v: HTMLVideoElement) => v.currentTime);

test("an editors' special page renders its modules, and its module form one module alone", async ({ page }) => {
  const { special } = specials;
  await page.goto(`/tw/v2/page/${special.urlPath}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(special.name);
  const modules = page.locator('[data-generic-page] section[data-module-id]');
  await expect(modules).toHaveCount(3);
  await expect(page.getByRole('heading', { level: 2, name: special.headline })).toBeVisible();
  await expect(page.getByText(special.poll.question).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const pollModule = await modules.nth(1).getAttribute('data-module-id');
  await page.goto(`/tw/v2/page/${special.urlPath}/module/${pollModule}`);
  await expect(page.locator('[data-generic-page] section[data-module-id]')).toHaveCount(1);
  await expect(page.getByText(special.poll.question).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A section of the page opens scrolled to its module, 100 px below the top.
  await page.goto(`/tw/v2/page/${special.urlPath}/latest`);
  await expect.poll(async () => Math.round((await page.locator('#latest').boundingBox())!.y)).toBe(100);
});

test('a topic article shows the topic view: header, the topic page’s modules, then its stories', async ({ page }) => {
  const { topic } = specials;
  await page.goto(`/tw/v2/article/${tw.hashOf(topic.article.slug)}`);
  const view = page.locator('[data-view-type="topic"]');
  await expect(view).toHaveAttribute('data-topic-url', topic.pageUrlPath);
  await expect(view.getByRole('heading', { level: 1 })).toHaveText(topic.article.title);
  await expect(view.locator('.topic__summary')).toHaveText(topic.article.summary);
  await expect(view.getByRole('heading', { level: 2, name: topic.headline })).toBeVisible();
  await expect(view.getByRole('heading', { level: 2, name: topic.more })).toBeVisible();
  await expect(view.locator('.topic__stories a.card').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("an interactive video's chapter buttons seek the video", async ({ page }) => {
  const { ive } = specials;
  await page.goto(`/tw/v2/ive/${ive.urlPath}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ive.article.title);
  expect(await seriousViolations(page)).toEqual([]);
  const chapters = page.locator('[data-chapter-start]');
  await expect(chapters).toHaveCount(ive.chapters.length);

  // The first jump starts the player, then seeks.
  await chapters.nth(2).click();
  await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(ive.chapters[2]!.start);
  await expect(chapters.nth(2)).toHaveAttribute('aria-current', 'true');
  await page.locator('.article__video video').evaluate((v: HTMLVideoElement) => v.pause());
  await chapters.nth(1).click();
  await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(ive.chapters[1]!.start);
  expect(await currentTime(page)).toBeLessThan(ive.chapters[2]!.start);
  await expect(chapters.nth(1)).toHaveAttribute('aria-current', 'true');
  expect(await seriousViolations(page)).toEqual([]);
});

test('a video opened from a playlist shows up next and plays on to the next video when it ends', async ({ page }) => {
  const playlistId = playlistIdOf('tw', specials);
  const first = tw.articles.find((a) => a.video === 'stream-a')!;
  const next = tw.hashOf(specials.ive.article.slug);
  await page.goto(`/tw/v2/article/${tw.hashOf(first.slug)}?playlistId=${playlistId}`);
  const upNext = page.locator('[data-up-next] a.card');
  await expect(page.locator('#up-next')).toBeVisible();
  await expect(upNext.first()).toHaveAttribute('data-article-hash', next);
  await expect(upNext.first()).toHaveAttribute('href', new RegExp(`/tw/v2/article/${next}\\?playlistId=${playlistId}$`));
  expect(await seriousViolations(page)).toEqual([]);

  // The video autoplays (muted) in a playlist; move it near its end and let it finish.
  const video = page.locator('.article__video video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
  await video.evaluate((v: HTMLVideoElement) => {
    v.currentTime = Math.max(0, v.duration - 0.3);
    return v.play();
  });
  await page.waitForURL(new RegExp(`/tw/v2/article/${next}\\?playlistId=${playlistId}$`), { timeout: 15_000 });
  await expect(page.locator('[data-up-next] a.card').first()).toBeVisible();
});
