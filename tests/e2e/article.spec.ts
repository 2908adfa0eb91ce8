// The article page as readers and crawlers see it: every content type of the seed, badges,
// crawler tags, share link, comment setting, age limit, preview mode, image fallback.
import { expect, test, type Page } from './fixtures.ts';
import { seriousViolations } from './axe.ts';
import { acceptAgreement, seedMarket } from './seedData.ts';
import { BADGE_LABELS, TYPE_LABELS } from './articleLabels.ts';
import { articleHash } from '../../scripts/seedIds.ts';

const tw = seedMarket('tw');
const byType = (type: string) => tw.articles.find((a) => a.contentType === type && a.ageLimit === 0)!;
const SEED_TYPES = [...new Set(tw.articles.map((a) => a.contentType))];

async function jsonLd(page: Page): Promise<Record<string, any>> {
  const text = await page.locator('script[type="application/ld+json"]').textContent();
  return JSON.parse(text ?? 'null');
}

for (const type of SEED_TYPES) {
  test(`a ${type} article shows its title, publisher, author, type badge and crawler tags`, async ({ page }) => {
    const article = byType(type);
    const hash = tw.hashOf(article.slug);
    const res = await page.goto(`/tw/v2/article/${hash}`);
    expect(res?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText(article.title);
    const publisher = tw.publishers.find((p) => p.id === article.publisherId)!;
    await expect(page.locator('.article__publisher')).toHaveText(publisher.name);
    await expect(page.locator('.article__author')).toContainText(article.author);
    await expect(page.locator('article')).toHaveAttribute('data-content-type', type);
    if (type === 'GENERAL') await expect(page.locator('[data-badge-kind="type"]')).toHaveCount(0);
    else await expect(page.locator('[data-badge-kind="type"]')).toHaveText(TYPE_LABELS.zh_TW[type]!);

    const canonical = `http://127.0.0.1:${new URL(page.url()).port}/tw/v2/article/${hash}`;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
    await expect(page.locator('link[rel="amphtml"]')).toHaveAttribute('href', canonical.replace('/article/', '/amp/article/'));
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', article.title);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');

    const ld = await jsonLd(page);
    expect(ld).toMatchObject({ '@context': 'https://schema.org', '@type': 'NewsArticle', headline: article.title, author: [{ name: article.author }] });
    expect(ld.image.length).toBeGreaterThan(0);
    expect(new Date(ld.datePublished).getTime()).not.toBeNaN();
    expect(ld.publisher).toMatchObject({ '@type': 'Organization', name: publisher.name, logo: { '@type': 'ImageObject' } });
  });
}

test('an advertorial carries its grey AD_ARTICLE badge; badges show on the page', async ({ page }) => {
  const ad = tw.articles.find((a) => a.subType === 'ADVERTORIAL')!;
  await page.goto(`/tw/v2/article/${tw.hashOf(ad.slug)}`);
  const badge = page.locator('[data-badge="AD_ARTICLE"]');
  await expect(badge).toHaveText(BADGE_LABELS.zh_TW.AD_ARTICLE!);
  await expect(badge).toHaveClass(/article-badge--grey/);
  const fresh = tw.articles.find((a) => a.hoursAgo < 1 && a.subType !== 'ADVERTORIAL')!;
  await page.goto(`/tw/v2/article/${tw.hashOf(fresh.slug)}`);
  await expect(page.locator('[data-badge="BREAKING_NEWS"]')).toHaveText(BADGE_LABELS.zh_TW.BREAKING_NEWS!);
});

test('the share link and comment setting follow content-spec §3', async ({ page, baseURL }) => {
  const article = byType('GENERAL');
  await page.goto(`/tw/v2/article/${tw.hashOf(article.slug)}`);
  await expect(page.locator('[data-share-url]')).toHaveValue(`${baseURL}/tw/v2/article/${tw.hashOf(article.slug)}`);
  const setting = JSON.parse((await page.locator('#comment-setting').textContent()) ?? '{}');
  const id = Number(await page.locator('article').getAttribute('data-article-id'));
  expect(setting).toEqual({ key: `ARTICLE_${id}`, country: 'TW', articleId: id, postId: id, categoryId: expect.stringMatching(/^\d+$/), postType: 'article', hash: tw.hashOf(article.slug) });
  await expect(page.locator('article')).toHaveAttribute('data-lite', 'false');

  const spotHash = articleHash('spot', article.slug);
  await page.goto(`/spot/v3/article/${spotHash}`);
  await expect(page.locator('[data-share-url]')).toHaveValue(`${baseURL}/spot/article/${spotHash}`);
});

test('an age-limited article shares the placeholder image and masks its pictures until tapped', async ({ page }) => {
  const adult = tw.articles.find((a) => a.ageLimit === 18)!;
  await page.goto(`/tw/v2/article/${tw.hashOf(adult.slug)}`);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/meta\/age-limited\.png$/);
  expect((await jsonLd(page)).image).toEqual([expect.stringMatching(/\/meta\/age-limited\.png$/)]);
  const masked = page.locator('[data-mask-label]').first();
  await expect(masked).toHaveAttribute('data-restricted', 'true');
  await expect(masked).toHaveAttribute('data-mask-label', '18+ · 點擊顯示');
  await masked.click();
  await expect(masked).toHaveAttribute('data-restricted', 'revealed');
  const image = await fetchStatus(page, '/meta/age-limited.png');
  expect(image).toBe(200);
});

async function fetchStatus(page: Page, path: string): Promise<number> {
  return page.evaluate(async (p) => (await fetch(p)).status, path);
}

test('preview mode is marked, not indexed and not stored by caches', async ({ page }) => {
  const article = byType('GENERAL');
  const res = await page.goto(`/preview/tw/v2/article/${tw.hashOf(article.slug)}`);
  expect(page.url()).toContain('preview=1');
  expect(res?.headers()['cache-control']).toBe('private, no-cache');
  await expect(page.locator('.article__preview')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('link[rel="amphtml"]')).toHaveCount(0);
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

test('an unknown article answers 404 with the no-page screen, on both the page and its AMP twin', async ({ page }) => {
  expect((await page.goto('/tw/v2/article/doesNotExist1'))?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('沒有這個頁面');
  expect((await page.goto('/tw/v2/amp/article/doesNotExist1'))?.status()).toBe(404);
});

test('the article page loads only its small shell scripts before the reader interacts: no React, no island', async ({ page }) => {
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
});

for (const type of ['ALBUM', 'VIDEOHUB']) {
  test(`axe finds no serious or critical violations on a ${type} article`, async ({ page, context, baseURL }) => {
    await acceptAgreement(context, baseURL);
    await page.goto(`/tw/v2/article/${tw.hashOf(byType(type).slug)}`);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('a live article shows the status its broadcast has in the live status lookup', async ({ page }) => {
  const live = byType('LIVE');
  await page.goto(`/tw/v2/article/${tw.hashOf(live.slug)}`);
  await expect(page.locator('[data-broadcast-status="ARCHIVED"]')).toHaveText('直播重播');
  await expect(page.locator('[data-video-play]')).toBeVisible();
});
