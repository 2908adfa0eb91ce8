// The iOS mini-app's swipe back (shell-spec §2): a rightward swipe past half the body width sends the
// swipe-back tracking event, then goes back; a shorter swipe does nothing; elsewhere there is none.
import { expect, test, type BrowserContext, type Page } from './fixtures.ts';

const IOS_MINI_APP = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Line/14.19.0 LIFF';

/**
 * Dispatched in place, so a swipe that goes nowhere has been handled when this returns. A swipe that
 * goes back may navigate before the evaluation answers: only that loss of its page is let through
 * (the callers assert where the reader ends up).
 */
async function swipe(page: Page, fromX: number, toX: number) {
  await page
    .evaluate(([a, b]) => {
      const touch = (x: number) => new Touch({ identifier: 1, target: document.body, clientX: x, clientY: 400 });
      document.body.dispatchEvent(new TouchEvent('touchstart', { touches: [touch(a!)], changedTouches: [touch(a!)], bubbles: true }));
      document.body.dispatchEvent(new TouchEvent('touchend', { touches: [], changedTouches: [touch(b!)], bubbles: true }));
    }, [fromX, toX])
    .catch((error: unknown) => {
      if (!/Execution context was destroyed/.test(String(error))) throw error;
    });
}

async function open(context: BrowserContext) {
  const page = await context.newPage();
  const tracked: string[] = [];
  await page.exposeFunction('__swipeTracked', (type: string) => void tracked.push(type));
  await page.addInitScript(() => addEventListener('portal:track', (e) => (window as unknown as { __swipeTracked(t: string): void }).__swipeTracked((e as CustomEvent<{ type: string }>).detail.type)));
  return { page, tracked };
}

test('in the iOS mini-app a swipe right past half the width goes back, after its tracking event', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, userAgent: IOS_MINI_APP, hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
  const { page, tracked } = await open(context);
  await page.goto('/tw/v2/fontsize');
  await page.goto('/tw/v2/tab');
  await expect(page.locator('html')).toHaveAttribute('data-swipe-back', 'on');
  await swipe(page, 20, 150); // not past half of 390: nothing
  await swipe(page, 20, 260);
  await expect(page).toHaveURL(/\/tw\/v2\/fontsize/);
  // One event: the short swipe sent none.
  expect(tracked).toEqual(['swipeBack']);
  await context.close();
});

test('outside the iOS mini-app there is no swipe back', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, userAgent: IOS_MINI_APP.replace(' LIFF', ''), hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
  const { page, tracked } = await open(context);
  await page.goto('/tw/v2/fontsize');
  await page.goto('/tw/v2/tab');
  await expect(page.locator('html')).toHaveAttribute('data-in-app-links', 'started');
  await swipe(page, 20, 300);
  await expect(page.locator('html')).not.toHaveAttribute('data-swipe-back', /.*/);
  await expect(page).toHaveURL(/\/tw\/v2\/tab/);
  expect(tracked).toEqual([]);
  await context.close();
});
