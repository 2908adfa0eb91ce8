// The portal in Chromium on phone and desktop: every module type per market, swiping between tabs,
// load-more, tab memory, anchor routes, scroll restoration, and every picture loading on tw. The
// listing partial's answers: tests/worker/listingPartial.test.ts.
import { ANY_SCREEN, expect, test, type Page } from './fixtures.ts';
import { MODULE_TYPES } from '#/domain/portal/moduleTypes.ts';
import { loadSeedPortal } from '../../scripts/seedPortal.ts';
import { ROOT } from '../../scripts/localPlatform.ts';
import { acceptAgreement, seedMarket } from './seedData.ts';
import { nextFrame } from './frames.ts';

function seedPortal(country: 'tw' | 'hk' | 'id' | 'th' | 'ecjp') {
  const market = seedMarket(country);
  return { market, portal: loadSeedPortal(ROOT, country, new Set(market.articles.map((a) => a.slug)), new Set(market.tabs.map((t) => t.urlPath))) };
}

test.beforeEach(async ({ context, baseURL }) => {
  await acceptAgreement(context, baseURL);
});

/** Scrolls through the page so lazy images load, then back to the top. */
async function loadAllImages(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    // Two frames: the lazy images that came into view have been noticed and asked for.
    await nextFrame(page);
    await nextFrame(page);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  // Every picture in the page's width has loaded (ones scrolled off sideways in a row load on demand):
  // each was asked for on the way down, and is waited for here, not a quiet network.
  const inWidth = () => page.evaluate(() =>
    [...document.images].filter((i) => { const r = i.getBoundingClientRect(); return !i.closest('.load-more') && r.right > 0 && r.left < window.innerWidth; }).every((i) => i.complete && i.naturalWidth > 0));
  await expect.poll(inWidth).toBe(true);
}

// What each market's portal holds does not change with the screen; whether it fits the screen does:
// tw's on both screens, the others' (the same templates) on the phone, the narrower.
for (const country of ['tw', 'hk', 'id', 'th', 'ecjp'] as const) {
  test(`/${country}/v2/tab shows its tabs and a module of every type with its demo content`, country === 'tw' ? {} : ANY_SCREEN, async ({ page }) => {
    const { market, portal } = seedPortal(country);
    await page.goto(`/${country}/v2/tab`);
    await expect(page.locator('.tab-bar a')).toHaveText(market.tabs.map((t) => t.name));
    for (const type of MODULE_TYPES) await expect(page.locator(`[data-module-type="${type}"]`).first(), type).toBeAttached();
    const poll = page.locator('[data-module-type="poll"]');
    await expect(poll.locator('.poll__question')).toHaveText(portal.polls[0]!.question);
    await expect(poll.locator('.poll-box__option-text')).toHaveText(portal.polls[0]!.options);
    await expect(poll.locator('input[type=radio]').first()).toHaveAttribute('value', /^POLL_\d+_0$/);
    await expect(page.locator('[data-module-type="dramaList"] .poster__title')).toHaveText(portal.dramas.map((d) => d.title));
    await expect(page.locator('[data-module-type="dramaList"] li').first()).toHaveAttribute('data-item-id', `DRAMA-${portal.dramas[0]!.slug}`);
    await expect(page.locator('[data-module-type="movieTrendingChart"] .chart__title').first()).toHaveText([...portal.movies].sort((a, b) => b.score - a.score)[0]!.title);
    await expect(page.locator('[data-module-type="trendingComment"] blockquote')).toHaveText(portal.comments.map((c) => c.body));
    await expect(page.locator('[data-module-type="subscribedEntity"] .entity-chip__name')).toHaveText(market.publishers.map((p) => p.name));
    await expect(page.locator('[data-module-type="image"] img')).toHaveAttribute('alt', portal.banner.alt);
    await expect(page.locator('[data-module-type="carousel"] .carousel__slide').first()).toBeVisible();
    // The slides are the server's cards; the island gives the row its dots once visible
    // (tests/e2e/carousel.spec.ts: how it slides).
    await expect(page.locator('[data-module-type="carousel"] .carousel__slide a.card').first()).toHaveAttribute('href', new RegExp(`^/${country}/v2/article/`));
    await page.locator('[data-module-type="carousel"]').scrollIntoViewIfNeeded();
    await expect(page.locator('[data-module-type="carousel"] .carousel__dots button').first()).toBeVisible();
    await expect(page.locator('[data-module-type="breakingNewsListing"] li').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'no horizontal overflow').toBeLessThanOrEqual(0);
  });
}

// tw is the market the test server has pictures for (playwright.config.ts).
test('every picture across the tw portal loads, top to bottom', async ({ page }) => {
  await page.goto('/tw/v2/tab');
  await loadAllImages(page);
});

/** A horizontal swipe on the page body, through the browser's touch input. */
async function swipe(page: Page, fromX: number, toX: number, y: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] });
  for (let i = 1; i <= 5; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: fromX + ((toX - fromX) * i) / 5, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test('swiping left and right goes to the next and previous tab', ANY_SCREEN, async ({ page }) => {
  const tw = seedMarket('tw');
  await page.goto(`/tw/v2/tab/${tw.tabs[1]!.urlPath}`);
  const width = page.viewportSize()!.width;
  // A point on a module heading: not inside a horizontal scroller.
  const box = (await page.locator('.module__title').first().boundingBox())!;
  await swipe(page, width * 0.8, width * 0.2, box.y + box.height / 2);
  await expect(page).toHaveURL(new RegExp(`/tw/v2/tab/${tw.tabs[2]!.urlPath}$`));
  const box2 = (await page.locator('.module__title').first().boundingBox())!;
  await swipe(page, width * 0.2, width * 0.8, box2.y + box2.height / 2);
  await expect(page).toHaveURL(new RegExp(`/tw/v2/tab/${tw.tabs[1]!.urlPath}$`));
});

test('load-more fetches the next 20 articles of the archive as the reader scrolls', ANY_SCREEN, async ({ page }) => {
  await page.goto('/tw/v2/tab');
  const river = page.locator('[data-module-type="grid"]').last();
  await expect(river.locator('li[data-wrapped-id]')).toHaveCount(20);
  await expect(page.locator('astro-island[component-url*="LoadMore"]')).toBeAttached();
  // The next window arrives as server-rendered cards (the listing partial), the same markup as above.
  const next = page.waitForResponse((r) => r.url().includes('/tw/v2/partial/listing/tw-archive') && r.url().includes('offset=20') && r.url().includes('length=20'));
  // The last card in view brings the next page's placeholders (replaced page by page) within reach.
  await river.locator('li[data-wrapped-id]').last().scrollIntoViewIfNeeded();
  expect((await next).status()).toBe(200);
  await expect(river.locator('li[data-wrapped-id]')).toHaveCount(40);
  const firstMore = river.locator('.cards--more li').first();
  await expect(firstMore.locator('a.card.card--grid')).toHaveAttribute('href', /^\/tw\/v2\/article\/.+/);
  await expect(firstMore.locator('.card__title')).not.toBeEmpty();
  const ids = await river.locator('.cards--more li').evaluateAll((lis) => lis.map((li) => li.getAttribute('data-wrapped-id')));
  expect(ids.map((id) => Number(id!.split('_').at(-1)))).toEqual(Array.from({ length: 20 }, (_, i) => 20 + i));
  for (const id of ids) expect(id).toMatch(/^tw-archive_\d+_\d+$/);
  await river.locator('li[data-wrapped-id]').last().scrollIntoViewIfNeeded();
  await expect(river.locator('li[data-wrapped-id]')).toHaveCount(60);
});

test('the current tab is remembered for 30 minutes', ANY_SCREEN, async ({ page }) => {
  const tw = seedMarket('tw');
  const sports = tw.tabs[4]!.urlPath;
  await page.goto(`/tw/v2/tab/${sports}`);
  await page.goto('/tw/v2/tab');
  await expect(page).toHaveURL(new RegExp(`/tw/v2/tab/${sports}$`));
  await page.evaluate(() => {
    const record = JSON.parse(sessionStorage.getItem('portal.tab')!) as { date: number };
    sessionStorage.setItem('portal.tab', JSON.stringify({ ...record, date: Date.now() - 31 * 60_000 }));
  });
  await page.goto('/tw/v2/tab');
  await expect(page).toHaveURL(/\/tw\/v2\/tab$/);
  await expect(page.locator('.tab-bar a[aria-current="page"]')).toHaveText(tw.tabs[0]!.name);
});

test('an anchor tab route scrolls smoothly to its module, 100 px below the top', async ({ page }) => {
  await page.goto('/tw/v2/tab/top/module/comments');
  const module = page.locator('#comments');
  await expect(module).toHaveAttribute('data-module-type', 'trendingComment');
  await expect.poll(() => module.evaluate((el) => Math.round(el.getBoundingClientRect().top)), { timeout: 5000 }).toBe(100);
});

test('back navigation restores the scroll position; a new visit starts at the top', async ({ page }) => {
  await page.goto('/tw/v2/tab');
  const card = page.locator('[data-module-type="thumbnailList"] a.card').first();
  await card.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, 200);
  // The wheel lands asynchronously: measure only once the page has moved by all of it.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(scrolled + 200);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  const top = async () => Math.round((await card.boundingBox())!.y);
  const before = await top();
  await card.click();
  await expect(page).toHaveURL(/\/tw\/v2\/article\//);
  await page.goBack();
  await expect(page).toHaveURL(/\/tw\/v2\/tab$/);
  // The reader sees the card where it was when they left.
  await expect.poll(top).toBeGreaterThan(before - 6);
  expect(await top()).toBeLessThan(before + 6);
  await page.goto('/tw/v2/tab/society');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
