// Links in an article open their environment's way (shell-spec §3; src/domain/content/links.ts): in
// the news tab another site goes through the link-rewriting call (1 s at most) to the app's external
// browser over the native bridge, whose calls carry callback ids. The app's native side is a test
// double behind the same message interface the app provides. In a browser no script touches links:
// the markup that opens them in a new tab is checked over HTTP (tests/worker/articlePages.test.ts).
import { expect, test, type Page } from './fixtures.ts';
import { seedMarket } from './seedData.ts';

const tw = seedMarket('tw');
const story = tw.hashOf('typhoon-sea-warning-hualien-taitung-heavy-rain');
const NEWS_TAB_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Line/14.19.0 NewsTab';

/** The app's side of the bridge: records calls, answers getNetworkStatus, openExternal and openTab. */
async function nativeApp(page: Page) {
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    (window as unknown as { __nativeCalls: unknown[] }).__nativeCalls = calls;
    (window as unknown as { PortalBridge: { postMessage(m: string): void } }).PortalBridge = {
      postMessage(message: string) {
        const call = JSON.parse(message) as { method: string; callbackId: string };
        calls.push(call);
        const result = call.method === 'getNetworkStatus' ? { type: 'wifi' } : true;
        setTimeout(() => window.postMessage({ type: 'callback', callbackId: call.callbackId, result }, '*'), 0);
      },
    };
  });
}
const calls = (page: Page) => page.evaluate(() => (window as unknown as { __nativeCalls: { method: string; params?: { url?: string } }[] }).__nativeCalls);

test.describe('in the news tab', () => {
  test.use({ userAgent: NEWS_TAB_UA });

  test('the page asks the app for the network status with a callback id, and opens other sites in the app', async ({ page }) => {
    await nativeApp(page);
    await page.goto(`/tw/v2/article/${story}`);
    await expect(page.locator('html')).toHaveAttribute('data-network', 'wifi');
    const link = page.locator('.article__body a[href^="https://www.cwa.gov.tw"]').first();
    await expect(link).toHaveAttribute('data-open', 'external');
    await expect(link).not.toHaveAttribute('target', /.*/);
    await expect(page.locator('html')).toHaveAttribute('data-in-app-links', 'started');
    await link.click();
    await expect.poll(async () => (await calls(page)).find((c) => c.method === 'openExternal')?.params?.url).toMatch(/^https:\/\/www\.cwa\.gov\.tw\/?\?utm_source=portal_tw&utm_medium=referral$/);
    expect((await calls(page)).every((c) => /^cb\d+$/.test((c as unknown as { callbackId: string }).callbackId))).toBe(true);
    await expect(page).toHaveURL(new RegExp(`/tw/v2/article/${story}`));
  });

  test('without an answer from the link-rewriting call within 1 s the link opens as written', async ({ page }) => {
    await nativeApp(page);
    await page.clock.install();
    // The rewriting call never answers.
    await page.route('**/webapi/link/resolve**', () => {});
    await page.goto(`/tw/v2/article/${story}`);
    await expect(page.locator('html')).toHaveAttribute('data-in-app-links', 'started');
    const link = page.locator('.article__body a[href^="https://www.cwa.gov.tw"]').first();
    const href = await link.getAttribute('href');
    // Time stands still from here; it moves only as the test says.
    await page.clock.pauseAt(Date.now() + 60_000);
    await link.click();
    await page.clock.runFor(999);
    expect((await calls(page)).some((c) => c.method === 'openExternal')).toBe(false);
    await page.clock.runFor(2);
    await expect.poll(async () => (await calls(page)).find((c) => c.method === 'openExternal')?.params?.url).toBe(href);
  });
});
