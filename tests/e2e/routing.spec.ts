// Redirects and error screens in the browser (the redirect table over HTTP: tests/worker/redirects.test.ts).
import { expect, test, type APIRequestContext } from './fixtures.ts';

async function redirectOf(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const res = await request.get(path, { maxRedirects: 0, headers });
  return { status: res.status(), location: res.headers()['location'] ?? null, cookies: res.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie').map((h) => h.value) };
}

test.describe('redirects', () => {
  test('a locale parameter sets the locale cookie and the page speaks that language', async ({ page, request }) => {
    const res = await redirectOf(request, '/tw/v2/tab?locale=en');
    expect(res.location).toBe('/tw/v2/tab');
    // Browser code never reads the locale: HttpOnly (docs/decisions/0027).
    expect(res.cookies.join('\n')).toMatch(/locale=en; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax/);
    await page.goto('/tw/v2/tab?locale=en');
    await expect(page).toHaveURL(/\/tw\/v2\/tab$/);
    await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant-TW');
  });
});

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

  test('a return address off this site is refused with "can not find page"', async ({ page }) => {
    const res = await page.goto('/th/v2/agreement?from=%2F%2Fevil.example');
    expect(res?.status()).toBe(404);
    await expect(page.getByText('can not find page')).toBeVisible();
  });
});

test.describe('error screens', () => {
  test("a route whose feature is not built yet answers 404 'no page' with a button to /{country}/v3/tab", async ({ page }) => {
    const res = await page.goto('/tw/v2/weather');
    expect(res?.status()).toBe(404);
    await expect(page.locator('[data-error-screen="no page"] h1')).toHaveText('沒有這個頁面');
    await expect(page.locator('[data-error-screen] a')).toHaveAttribute('href', '/tw/v3/tab');
    await expect(page.locator('[data-error-screen] a')).toHaveText('今日新聞');
  });

  test("the login error says 'cannot sign in' with a 'sign in' button", async ({ page }) => {
    await page.goto('/id/v2/error/login?callback=%2Fid%2Fv2%2Ftab');
    await expect(page.locator('[data-error-screen="cannot sign in"] h1')).toHaveText('tidak dapat masuk');
    await expect(page.locator('[data-error-screen] a')).toHaveAttribute('href', '/id/v2/tab');
  });

  test("an AMP request for a page without an AMP variant answers 404 'This page could not be found'", async ({ page }) => {
    for (const path of ['/tw/v2/amp/tab', '/tw/v2/amp/poll/p1', '/tw/v2/no/such/thing']) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await expect(page.getByText('This page could not be found')).toBeVisible();
    }
  });
});

test.describe('namespaces and canonical links', () => {
  test('v3 answers the same pages; canonical links carry no removed or tracking parameters', async ({ page }) => {
    const res = await page.goto('/tw/v3/tab/society?view=lite&utm_source=x&t=3');
    expect(res?.status()).toBe(200);
    const canonical = await page.locator('link[rel=canonical]').getAttribute('href');
    expect(canonical).toMatch(/\/tw\/v2\/tab\/society$/);
  });

  test('the gcp article page lives at /article/{urlPath} without a country', async ({ page }) => {
    const res = await page.goto('/article/does-not-exist');
    expect(res?.status()).toBe(404);
    await expect(page.locator('[data-error-screen="no page"]')).toBeVisible();
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
