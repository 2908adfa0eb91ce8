// The article page where only a browser can tell: a masked picture revealed when tapped, a body image
// that fails to load, a LIVE story's status refreshed from the live status lookup, the scripts the
// page loads before the reader interacts, and axe. What the
// server renders (every content type's title, badges and crawler tags, the share link, comment
// setting, age limit's masks, preview mode, a live status, the no-page screen):
// tests/worker/articlePages.test.ts and marketPages.test.ts.
import { expect, test } from './fixtures.ts';
import { seriousViolations } from './axe.ts';
import { acceptAgreement, seedMarket } from './seedData.ts';
import { ADMIN_TOKEN } from '../../playwright.config.ts';

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

test('a body image that fails to load is tried again and shows when a retry succeeds; one that keeps failing shows the fallback image after the last retry', async ({ page }) => {
  const article = tw.articles.find((a) => a.contentType === 'GENERAL' && a.ageLimit === 0 && a.body.includes('img:'))!;
  const asked: string[] = [];
  /** Fails the body picture's loads, or only its first one. */
  const failing = async (always: boolean) => {
    await page.unrouteAll();
    asked.length = 0;
    await page.route('**/media/*/w644**', (route) => {
      const url = new URL(route.request().url());
      asked.push(url.search);
      return !always && url.searchParams.has('retry') ? route.continue() : route.abort();
    });
  };
  const img = page.locator('.article__body img:not(.ad-module img)').first();
  // The page's timers move only when the test moves the clock.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);

  await failing(false);
  await page.goto(`/tw/v2/article/${tw.hashOf(article.slug)}`);
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => asked).toEqual(['']);
  // No retry before its wait, and no error image meanwhile.
  await page.clock.runFor(900);
  expect(asked).toEqual(['']);
  await expect(img).not.toHaveAttribute('src', '/fallback-image.svg');
  await page.clock.runFor(200);
  await expect.poll(() => asked).toEqual(['', '?retry=1']);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);

  await failing(true);
  await page.reload();
  await img.scrollIntoViewIfNeeded();
  await page.clock.runFor(1100);
  await expect.poll(() => asked).toEqual(['', '?retry=1']);
  await expect(img).not.toHaveAttribute('src', '/fallback-image.svg');
  // The second and last retry after 3 s more, then the error image.
  await page.clock.runFor(3000);
  await expect.poll(() => asked).toEqual(['', '?retry=1', '?retry=2']);
  await expect(img).toHaveAttribute('src', '/fallback-image.svg');
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
});

test('a LIVE story shows the status the live status lookup answers when the reader comes back to it, asking at most once a second; a failed lookup is reported and the status shown stays', async ({ page, request }) => {
  // hk's broadcast: no other browser test plays or changes it.
  const hk = seedMarket('hk');
  const live = hk.articles.find((a) => a.contentType === 'LIVE')!;
  // The page's clock moves only when the test moves it: page-visibility notices pass at most one a second (shell-spec §9).
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  const lookups: string[] = [];
  page.on('request', (r) => r.url().includes('/webapi/glplive/broadcasts/status') && lookups.push(r.url()));
  await page.goto(`/hk/v2/article/${hk.hashOf(live.slug)}`);
  const status = page.locator('[data-live-status]');
  const rendered = (await status.getAttribute('data-broadcast-status'))!;
  const aid = (await page.locator('article').getAttribute('data-article-id'))!;
  const setStatus = (value: string) => request.put(`/webapi/admin/live/${aid}/status`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` }, data: { status: value } });
  const comeBack = () => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  const next = rendered === 'LIVE' ? 'FINISHED' : 'LIVE';
  try {
    expect((await setStatus(next)).status()).toBe(200);
    await comeBack();
    await expect(status).toHaveAttribute('data-broadcast-status', next);
    const labels = JSON.parse((await status.getAttribute('data-labels'))!) as Record<string, string>;
    await expect(status).toHaveText(next === 'LIVE' ? labels.onAir! : labels.ended!);
    // Back again twice within the second (no lookup), then a second later (one, failing below).
    const asked = lookups.length;
    await comeBack();
    await page.clock.runFor(999);
    await comeBack();
    await page.clock.runFor(1);

    const reported: string[] = [];
    page.on('console', (m) => m.type() === 'error' && reported.push(m.text()));
    await page.route('**/webapi/glplive/broadcasts/status**', (route) => route.abort());
    await comeBack();
    await expect.poll(() => reported.filter((t) => t.startsWith('live status lookup failed')).length).toBe(1);
    // The two notices within the second asked nothing; this one, a second on, asked once.
    expect(lookups.length).toBe(asked + 1);
    await expect(status).toHaveAttribute('data-broadcast-status', next);
  } finally {
    expect((await setStatus(rendered)).status()).toBe(200);
  }
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
  // The short story's end-of-article ad module is near the first screen: the ad layer (and what it
  // imports) has loaded for it. `npm run size` weighs it on its own line; the story's own code is this.
  // The tracker (after the first paint) and what it loads are weighed on their own lines too.
  const setApart = scripts.filter((s) => /\/_astro\/(adLayer|tracker|vitals|impressionDirective)\.[\w-]+\.js$/.test(s.url));
  const importsOf = async (url: string) => [...(await (await page.request.get(url)).text()).matchAll(/from"\.\/([^"]+\.js)"/g)].map((m) => `/_astro/${m[1]}`);
  const apartImports = (await Promise.all(setApart.map((s) => importsOf(s.url)))).flat();
  const own = scripts.filter((s) => !setApart.includes(s) && !apartImports.some((path) => s.url.endsWith(path)));
  // Uncompressed bytes; `npm run size` holds the gzip budget (5 KB).
  expect(own.reduce((sum, s) => sum + s.bytes, 0)).toBeLessThan(15_000);
  // Axe reads the page without waking an island.
  expect(await seriousViolations(page)).toEqual([]);
});

test('axe finds no serious or critical violations on an ALBUM article', async ({ page, context, baseURL }) => {
  await acceptAgreement(context, baseURL);
  await page.goto(`/tw/v2/article/${tw.hashOf(byType('ALBUM').slug)}`);
  expect(await seriousViolations(page)).toEqual([]);
});
