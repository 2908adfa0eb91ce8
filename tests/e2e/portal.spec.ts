// The portal in Chromium: swiping between tabs, load-more, tab memory, anchor routes, scroll
// restoration, and every picture loading on tw. What each market's portal holds:
// tests/worker/portalModules.test.ts; that it fits the screen and stays still:
// layoutShift.spec.ts; the listing partial's answers: tests/worker/listingPartial.test.ts.
import { expect, test, type Page } from './fixtures.ts';
import { acceptAgreement, seedMarket } from './seedData.ts';
import { nextFrame } from './frames.ts';

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

test('swiping left and right goes to the next and previous tab', async ({ page }) => {
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

test('load-more fetches the next 20 articles of the archive as the reader scrolls, without React; a failed page shows in the progress bar and offers a retry', async ({ page }) => {
  await page.goto('/tw/v2/tab');
  const river = page.locator('[data-module-type="grid"]').last();
  await expect(river.locator('li[data-wrapped-id]')).toHaveCount(20);
  // Server-rendered load-more, no island: its code loads as the end nears.
  await expect(river.locator('[data-load-more][data-status="done"]')).toBeAttached();
  await expect(page.locator('astro-island[component-url*="LoadMore"]')).toHaveCount(0);
  // The next window arrives as server-rendered cards (the listing partial), the same markup as above.
  const next = page.waitForResponse((r) => r.url().includes('/tw/v2/partial/listing/tw-archive') && r.url().includes('offset=20') && r.url().includes('length=20'));
  // The last card in view brings the next page's placeholders (replaced page by page) within reach.
  await river.locator('li[data-wrapped-id]').last().scrollIntoViewIfNeeded();
  expect((await next).status()).toBe(200);
  await expect(river.locator('li[data-wrapped-id]')).toHaveCount(40);
  const firstMore = river.locator('.cards--more li[data-wrapped-id]').first();
  await expect(firstMore.locator('a.card.card--grid')).toHaveAttribute('href', /^\/tw\/v2\/article\/.+/);
  await expect(firstMore.locator('.card__title')).not.toBeEmpty();
  const ids = await river.locator('.cards--more li[data-wrapped-id]').evaluateAll((lis) => lis.map((li) => li.getAttribute('data-wrapped-id')));
  expect(ids.map((id) => Number(id!.split('_').at(-1)))).toEqual(Array.from({ length: 20 }, (_, i) => 20 + i));
  for (const id of ids) expect(id).toMatch(/^tw-archive_\d+_\d+$/);

  // The next page fails: the failure line, announced, with a retry that brings the page.
  await page.route('**/partial/listing/tw-archive*', (route) => route.fulfill({ status: 503, body: '' }));
  await river.locator('li[data-wrapped-id]').last().scrollIntoViewIfNeeded();
  const load = river.locator('[data-load-more]');
  await expect(load).toHaveAttribute('data-status', 'failed');
  await expect(load.locator('[aria-live]')).toHaveText('無法載入更多新聞。');
  // The top progress bar shows the failure (shell-spec §2), and a new request clears it.
  const progress = page.getByRole('progressbar', { name: '載入中' });
  await expect(progress).toHaveClass(/progress-bar--failed/);
  await page.unroute('**/partial/listing/tw-archive*');
  await load.getByRole('button', { name: '重試' }).click();
  await expect(river.locator('li[data-wrapped-id]')).toHaveCount(60);
  await expect(progress).toHaveCount(0);
  await expect(load).toHaveAttribute('data-loaded', '60');
});

test('the current tab is remembered for 30 minutes', async ({ page }) => {
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

test('back navigation restores the scroll position; a new visit starts at the top; the story read is marked on the portal, once the reader engaged with it', async ({ page }) => {
  await page.goto('/tw/v2/tab');
  const card = page.locator('[data-module-type="thumbnailList"] a.card').first();
  await card.scrollIntoViewIfNeeded();
  // After the jump, what is near the view is drawn in the next frames (the portal draws the archive's
  // cards only near the view) and scroll anchoring keeps the card in place: measure after that.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, 200);
  // The wheel lands asynchronously: measure only once the page has moved by all of it.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(scrolled + 200);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  const top = async () => Math.round((await card.boundingBox())!.y);
  const before = await top();
  await card.click();
  await expect(page).toHaveURL(/\/tw\/v2\/article\//);
  // The story counts as read once the reader engages with it (decision 0087): not at load, at the first key press.
  await page.waitForLoadState('load');
  const history = () => page.evaluate(() => localStorage.getItem('portal.readHistory') ?? '');
  const urlPath = new URL(page.url()).pathname.split('/').pop()!;
  expect(await history()).not.toContain(urlPath);
  await page.keyboard.press('ArrowDown');
  await expect.poll(history).toContain(urlPath);
  await page.goBack();
  await expect(page).toHaveURL(/\/tw\/v2\/tab$/);
  // The reader sees the card where it was when they left.
  await expect.poll(top).toBeGreaterThan(before - 6);
  expect(await top()).toBeLessThan(before + 6);
  // The story just read is marked read, in a muted title, the mouse away (read history, content-spec §9 local storage).
  await expect(card).toHaveAttribute('data-read', '');
  await page.mouse.move(1, 1);
  const colour = (el: Element) => getComputedStyle(el).color;
  expect(await card.locator('.card__title').evaluate(colour)).not.toBe(await page.locator('[data-module-type="thumbnailList"] a.card:not([data-read]) .card__title').first().evaluate(colour));
  await page.goto('/tw/v2/tab/society');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
