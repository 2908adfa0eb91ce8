// The page shell in Chromium: frame order, title bar, top search bar, theme, text size, toast, modal
// sheet and popup confirm. The page head: tests/worker/portalHead.test.ts. Each test proves several
// things on one page (a fresh context and portal cost more than the checks): every part starts from
// a fresh load, with the reader's stored preferences cleared where an earlier part set them.
import { ANY_SCREEN, expect, test, type Page } from './fixtures.ts';
import { MARKETS } from '#/markets.ts';
import { acceptAgreement, seedMarket } from './seedData.ts';

async function overlaysReady(page: Page) {
  await expect(page.getByRole('button', { name: '閱讀設定' })).toBeEnabled();
}

/** A fresh load of the page without the reading settings (text size, theme) an earlier part stored. */
async function reloadWithoutPreferences(page: Page) {
  await page.evaluate(() => localStorage.clear());
  await page.reload();
}

test("the frame holds, in order: browser check, no-script notice, title bar (the brand as h1 on the portal, h2 on an article page, with a back button there), content, footer; outside release builds ?debug=1 brings the debug console with the page's console lines, without the flag there is none; hk shows the top search bar on the portal and records its click, tw does not; a reader who scrolled down before the window woke keeps it hidden when a request wakes it", ANY_SCREEN, async ({ page }) => {
  const tw = seedMarket('tw');
  await page.goto('/tw/v2/tab');
  const order = await page.evaluate(() =>
    [...document.body.children].map((el) => (el.matches('[data-browser-check]') ? 'browser-check' : el.tagName === 'NOSCRIPT' ? 'noscript' : el.matches('.title-bar') ? 'title-bar' : el.tagName === 'MAIN' ? 'content' : el.matches('.site-footer') ? 'footer' : null)).filter(Boolean),
  );
  expect(order).toEqual(['browser-check', 'noscript', 'title-bar', 'content', 'footer']);
  await expect(page.locator('[data-browser-check]')).toBeHidden();
  await expect(page.locator('body')).toHaveClass('universalFrame TW');
  await expect(page.locator('.title-bar h1 .brand')).toHaveText(MARKETS.tw.siteName);
  await expect(page.locator('.title-bar .brand')).toHaveAttribute('href', '/tw/v2/tab');
  await page.goto(`/tw/v2/article/${tw.hashOf(tw.articles[0]!.slug)}`);
  await expect(page.locator('.title-bar h2 .brand')).toHaveText(MARKETS.tw.siteName);
  await expect(page.locator('.title-bar h1')).toHaveCount(0);
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/\/tw\/v2\/tab$/);

  // The debug console: none on the portal without the flag (the page the back button led to).
  await expect(page.locator('html')).not.toHaveAttribute('data-debug-console', /.*/);
  await page.goto('/tw/v2/tab?debug=1');
  await expect(page.locator('html')).toHaveAttribute('data-debug-console', 'on');
  const panel = page.locator('.debug-console');
  await expect(panel).toBeVisible();
  await page.evaluate(() => {
    for (let i = 0; i < 105; i++) console.info(`line ${i}`);
  });
  await panel.locator('summary').click();
  await expect(panel.locator('summary')).toHaveText('Debug (100)');
  await expect(panel.locator('li').last()).toContainText('info line 104');
  await expect(panel.locator('li').first()).toContainText('info line 5');

  // The top search bar: hk's portal, not tw's.
  await page.goto('/hk/v2/tab');
  const bar = page.locator('[data-top-search]');
  await expect(bar).toHaveAttribute('href', '/hk/v2/search');
  await bar.evaluate((a) => a.addEventListener('click', (e) => e.preventDefault()));
  await bar.click();
  expect(await page.evaluate(() => window.dataLayer)).toContainEqual({ event: 'click', id: 'top_search', type: 'general search', name: 'general search', source: 'general search' });
  await page.goto('/tw/v2/tab');
  await expect(page.locator('[data-top-search]')).toHaveCount(0);

  // The bottom window, on this fresh load of the portal: scrolled down before the host woke.
  const bottom = page.locator('.bottom-window');
  await expect(bottom).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 400));
  // Hidden by the scroll position alone: the host has not hydrated.
  await expect(bottom).not.toBeInViewport();
  await expect(page.locator('astro-island[ssr] [data-overlay-host]')).toHaveCount(1);
  // A request (a load-more's, say) wakes the host for its progress bar, with no scroll after it.
  await page.evaluate(() => document.querySelector('[data-overlay-host]')!.dispatchEvent(new Event('island:wake', { bubbles: true })));
  await expect(page.locator('astro-island:not([ssr]) [data-overlay-host]')).toHaveCount(1);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await expect(bottom).toHaveClass(/bottom-window--hidden/);
  await expect(bottom).not.toBeInViewport();
});

test('an outdated browser sees the browser-check bar from the first paint; its button closes it for the rest of the session', ANY_SCREEN, async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/65.0.3325.181 Safari/537.36' });
  const page = await context.newPage();
  await page.goto('/tw/v2/tab');
  const bar = page.locator('[data-browser-check]');
  await expect(bar).toBeVisible();
  await expect(bar).toContainText('您的瀏覽器版本過舊');
  await bar.getByRole('button', { name: '關閉' }).click();
  await expect(bar).toBeHidden();
  await page.goto(`/tw/v2/article/${seedMarket('tw').hashOf(seedMarket('tw').articles[0]!.slug)}`);
  await expect(page.locator('.title-bar')).toBeVisible();
  await expect(bar).toBeHidden();
  await context.close();
});

test('the popup confirm asks before resetting (cancel keeps the size, ok resets to md); text size is chosen in the reading-settings sheet and restored before the first paint; a toast closes after 3 s and a new message restarts its timer', ANY_SCREEN, async ({ page }) => {
  await page.goto('/tw/v2/tab');
  await overlaysReady(page);
  await page.getByRole('button', { name: '閱讀設定' }).click();
  const sheet = page.getByRole('dialog', { name: '閱讀設定' });
  await sheet.getByRole('radio', { name: '特大', exact: true }).check();
  await sheet.getByRole('button', { name: '重設' }).click();
  const popup = page.getByRole('alertdialog', { name: '要重設閱讀設定嗎？' });
  await expect(popup).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup, 'Escape does not close the sheet under a popup').toBeVisible();
  await popup.getByRole('button', { name: '取消' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-text-size', 'xl');
  await sheet.getByRole('button', { name: '重設' }).click();
  await popup.getByRole('button', { name: '確定' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-text-size', 'md');

  // Text size, from a fresh load.
  await reloadWithoutPreferences(page);
  await overlaysReady(page);
  await expect(page.locator('html')).toHaveAttribute('data-text-size', 'md');
  await page.getByRole('button', { name: '閱讀設定' }).click();
  await sheet.getByRole('radio', { name: '大', exact: true }).check();
  await expect(page.locator('html')).toHaveAttribute('data-text-size', 'lg');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('18px');
  await expect(page.locator('.toast__message')).toHaveText('文字大小：大');
  // On reload, record the size the document has when <body> first appears: no flash of md.
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      if (document.body) {
        (window as unknown as { sizeAtBody: string | null }).sizeAtBody = document.documentElement.getAttribute('data-text-size');
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  expect(await page.evaluate(() => (window as unknown as { sizeAtBody: string | null }).sizeAtBody)).toBe('lg');
  await expect(page.locator('html')).toHaveAttribute('data-text-size', 'lg');

  // The toast: from a fresh load whose timers run on a clock the test moves forward.
  await page.clock.install();
  await reloadWithoutPreferences(page);
  await overlaysReady(page);
  await page.getByRole('button', { name: '閱讀設定' }).click();
  const toast = page.locator('.toast');
  await sheet.getByRole('radio', { name: '小', exact: true }).check();
  await expect(toast).toHaveText(/文字大小：小/);
  await page.clock.runFor(2000);
  await sheet.getByRole('radio', { name: '特大', exact: true }).check();
  await expect(toast).toHaveText(/文字大小：特大/);
  await page.clock.runFor(2000);
  await expect(toast, 'still open 4 s after the first message').toBeVisible();
  // 3 s after the second message it closes (and fades out).
  await page.clock.runFor(1500);
  await expect(toast).toHaveCount(0);
});

test('the theme follows prefers-color-scheme, live; the reader picks a dark or light theme over the device setting, kept before the first paint, and reset returns to the device; overlays close when the reader leaves the page and comes back', ANY_SCREEN, async ({ page, context, baseURL }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/tw/v2/tab');
  const bg = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const moduleBg = () => page.locator('.module').first().evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(await moduleBg()).toBe('rgb(255, 255, 255)');
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await bg()).toBe('rgb(17, 18, 20)');
  expect(await moduleBg()).toBe('rgb(27, 28, 31)');
  await page.emulateMedia({ colorScheme: 'light' });
  expect(await bg()).toBe('rgb(242, 243, 245)');

  // The reader's choice, from a fresh load on a light device.
  await page.reload();
  await overlaysReady(page);
  const scheme = () => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);
  expect(await scheme()).toBe('light');
  await page.getByRole('button', { name: '閱讀設定' }).click();
  const sheet = page.getByRole('dialog', { name: '閱讀設定' });
  await expect(sheet.getByRole('radio', { name: '跟隨裝置設定' })).toBeChecked();
  await sheet.getByRole('radio', { name: '深色' }).check();
  await expect(page.locator('html')).toHaveClass(/theme-dark/);
  expect(await scheme()).toBe('dark');
  // Reloaded: dark from the first paint, before any module runs.
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      if (document.body) {
        (window as unknown as { darkAtBody: boolean }).darkAtBody = document.documentElement.classList.contains('theme-dark');
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  expect(await page.evaluate(() => (window as unknown as { darkAtBody: boolean }).darkAtBody)).toBe(true);
  // A light choice holds on a dark device.
  await page.emulateMedia({ colorScheme: 'dark' });
  await overlaysReady(page);
  await page.getByRole('button', { name: '閱讀設定' }).click();
  await sheet.getByRole('radio', { name: '淺色' }).check();
  expect(await scheme()).toBe('light');
  await sheet.getByRole('button', { name: '重設' }).click();
  await page.getByRole('alertdialog', { name: '要重設閱讀設定嗎？' }).getByRole('button', { name: '確定' }).click();
  await expect(page.locator('html')).not.toHaveClass(/theme-/);
  expect(await scheme()).toBe('dark');

  // Leaving with the sheet open, from a fresh load on the device's own setting.
  await page.emulateMedia({ colorScheme: null });
  await acceptAgreement(context, baseURL);
  await reloadWithoutPreferences(page);
  await overlaysReady(page);
  await page.getByRole('button', { name: '閱讀設定' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.goto('/tw/v2/tab/society');
  await page.goBack();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test("the portal's bottom window shows the market's floating bar, extended service and snack bar from the first paint; the modal sheet closes with Escape, the close button and an overlay click, and overlays lock scrolling", async ({ page }) => {
  await page.goto('/tw/v2/tab');
  const entries = page.locator('.bottom-window .bottom-entry');
  // Server-rendered, in slot order: floating bar, extended service, snack bar.
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(0)).toHaveClass(/bottom-entry--floatingBar/);
  await expect(entries.nth(0).getByRole('link', { name: '找媒體' })).toHaveAttribute('href', '/tw/v2/subscription/search');
  await expect(entries.nth(1)).toHaveClass(/bottom-entry--extendedService/);
  // The extended service is persistent: it has no close button.
  await expect(entries.nth(1).getByRole('button')).toHaveCount(0);
  await expect(entries.nth(2)).toContainText('服務條款已更新');
  // Closing the snack bar wakes the window and removes it.
  await entries.nth(2).getByRole('button', { name: '關閉' }).click();
  await expect(entries).toHaveCount(2);
  // Awake, the window hides while the reader scrolls down and comes back at the top.
  await page.mouse.wheel(0, 600);
  await expect(page.locator('.bottom-window')).toHaveClass(/bottom-window--hidden/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator('.bottom-window')).not.toHaveClass(/bottom-window--hidden/);

  // The modal sheet, from a fresh load.
  await page.reload();
  await overlaysReady(page);
  const open = () => page.getByRole('button', { name: '閱讀設定' }).click();
  const sheet = page.getByRole('dialog', { name: '閱讀設定' });
  await open();
  await expect(sheet).toBeVisible();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  await open();
  await sheet.getByRole('button', { name: '關閉' }).click();
  await expect(sheet).toHaveCount(0);
  await open();
  await page.mouse.click(5, 5);
  await expect(sheet).toHaveCount(0);
});
