// The article page where only a browser can tell: a masked picture revealed when tapped, a body image
// that fails to load, the scripts the page loads before the reader interacts, and axe. What the
// server renders (every content type's title, badges and crawler tags, the share link, comment
// setting, age limit's masks, preview mode, a live status, the no-page screen):
// tests/worker/articlePages.test.ts and marketPages.test.ts.
import { expect, test } from './fixtures.ts';
import { seriousViolations } from './axe.ts';
import { acceptAgreement, seedMarket } from './seedData.ts';

const tw = seedMarket('tw');
const byType = (type: string) => tw.articles.find((a) => a.contentType === type && a.ageLimit === 0)!;

test('an age-limited article reveals a masked picture when tapped', async ({ page }) => {
  const adult = tw.articles.find((a) => a.ageLimit === 18)!;
  await page.goto(`/tw/v2/article/${tw.hashOf(adult.slug)}`);
  const masked = page.locator('[data-mask-label]').first();
  await expect(masked).toHaveAttribute('data-restricted', 'true');
  await masked.click();
  await expect(masked).toHaveAttribute('data-restricted', 'revealed');
});

test('a body image that fails to load shows the fallback image', async ({ page }) => {
  const article = tw.articles.find((a) => a.contentType === 'GENERAL' && a.ageLimit === 0 && a.body.includes('img:'))!;
  await page.route('**/media/*/w644', (route) => route.abort());
  await page.goto(`/tw/v2/article/${tw.hashOf(article.slug)}`);
  const img = page.locator('.article__body img').first();
  await img.scrollIntoViewIfNeeded();
  await expect(img).toHaveAttribute('src', '/fallback-image.svg');
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
});

test('a VIDEOHUB article loads only its small shell scripts before the reader interacts (no React, no island), and axe finds no serious or critical violations on it', async ({ page, context, baseURL }) => {
  await acceptAgreement(context, baseURL);
  const scripts: { url: string; bytes: number }[] = [];
  page.on('response', async (r) => {
    if (r.request().resourceType() === 'script') scripts.push({ url: r.url(), bytes: (await r.body()).length });
  });
  await page.goto(`/tw/v2/article/${tw.hashOf(byType('VIDEOHUB').slug)}`);
  await page.waitForLoadState('networkidle');
  // The layout's script ran (the article's own is small enough for Astro to inline); the player
  // and the overlay host are there as client:interaction islands, not hydrated (still [ssr]).
  expect(scripts.some((s) => /Default\.astro/.test(s.url))).toBe(true);
  await expect(page.locator('astro-island[ssr][client="interaction"][component-url*="VideoPlayer"]')).toHaveCount(1);
  await expect(page.locator('astro-island[ssr][client="interaction"][component-url*="OverlayHost"]')).toHaveCount(1);
  for (const s of scripts) expect(s.url, 'loads only on interaction').not.toMatch(/Gallery|VideoPlayer|OverlayHost|hls|client\.|react/i);
  // Uncompressed bytes; `npm run size` holds the gzip budget (5 KB).
  expect(scripts.reduce((sum, s) => sum + s.bytes, 0)).toBeLessThan(15_000);
  // Axe reads the page without waking an island.
  expect(await seriousViolations(page)).toEqual([]);
});

test('axe finds no serious or critical violations on an ALBUM article', async ({ page, context, baseURL }) => {
  await acceptAgreement(context, baseURL);
  await page.goto(`/tw/v2/article/${tw.hashOf(byType('ALBUM').slug)}`);
  expect(await seriousViolations(page)).toEqual([]);
});
