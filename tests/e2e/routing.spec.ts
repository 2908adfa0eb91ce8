// Routing where only a browser can tell: the Thai agreement accepted in the page (its local flag), and
// what the shell's boot script writes into the address on load (the load counter, the mini-app's
// popup-close flag). The redirect table over HTTP: tests/worker/redirects.test.ts; the locale
// parameter, canonical links and error screens: tests/worker/marketPages.test.ts.
import { expect, test } from './fixtures.ts';

test.describe('Thai agreement in the browser', () => {
  test('a web visitor accepts and returns to the page they asked for', async ({ page, context }) => {
    await page.goto('/th/v2/tab?x=1');
    await expect(page).toHaveURL(/\/th\/v2\/agreement\?from=/);
    await page.getByRole('button', { name: 'ยอมรับและดำเนินการต่อ' }).click();
    await expect(page).toHaveURL(/\/th\/v2\/tab\?x=1$/);
    const cookie = (await context.cookies()).find((c) => c.name === 'agreementPassed');
    expect(cookie?.value).toBe('1');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 86400);
    expect(await page.evaluate(() => localStorage.getItem('agreementPassed'))).toBe('1');
    await page.goto('/th/v2/tab');
    await expect(page).toHaveURL(/\/th\/v2\/tab$/);
  });
});

test.describe('query handling on load', () => {
  test('an address carrying the load counter t counts each load, in place', async ({ page }) => {
    await page.goto('/tw/v2/tab?x=1&t=4');
    await expect(page).toHaveURL(/\/tw\/v2\/tab\?x=1&t=5$/);
    await page.reload();
    await expect(page).toHaveURL(/\/tw\/v2\/tab\?x=1&t=6$/);
    await page.goto('/tw/v2/tab');
    await expect(page).toHaveURL(/\/tw\/v2\/tab$/);
  });

  test('inside the mini-app a page with no history to go back to gets the nested popup-close flag', async ({ browser }) => {
    const context = await browser.newContext({ userAgent: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/128.0 Mobile Safari/537.36 Line/14.19.0 LIFF' });
    // The app opens the page in a fresh view: a window of its own, one history entry.
    const opener = await context.newPage();
    await opener.goto('/tw/v2/fontsize');
    const [page] = await Promise.all([context.waitForEvent('page'), opener.evaluate(() => void window.open('/tw/v2/tab', '_blank', 'noopener'))]);
    await expect(page).toHaveURL(/\/tw\/v2\/tab\?nestedPopupClose=true$/);
    // The opener had somewhere to go back to (Playwright's first blank page): its address stays as it is.
    await expect(opener).toHaveURL(/\/tw\/v2\/fontsize$/);
    // Going on within the mini-app leaves the next page's address alone.
    await page.goto('/tw/v2/fontsize');
    await expect(page).toHaveURL(/\/tw\/v2\/fontsize$/);
    await context.close();
  });
});
