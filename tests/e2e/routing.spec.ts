// Every redirect of the edge middleware, observed over HTTP and in the browser.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { acceptAgreement } from './seedData.ts';

const NEWS_TAB_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Line/14.19.0 NewsTab';

async function redirectOf(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const res = await request.get(path, { maxRedirects: 0, headers });
  return { status: res.status(), location: res.headers()['location'] ?? null, cookies: res.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie').map((h) => h.value) };
}

test.describe('redirects', () => {
  const cases: [string, number, string][] = [
    ['/tw', 301, '/tw/v2/tab'],
    ['/tw/v2', 301, '/tw/v2/tab'],
    ['/TW/v2/article/abc?x=1', 301, '/tw/v2/article/abc?x=1'],
    ['/xx/v2/tab', 301, '/tw/v2'],
    ['/preview/tw/v2/tab', 302, '/tw/v2/tab?preview=1'],
    ['/id/v2/main/group/T1', 301, '/id/v2/main'],
    ['/tw/v2/movie/dune', 301, '/tw/v2/movie/dune/'],
    ['/tw/main', 301, '/tw/v2/main'],
    ['/tw/v2/tab?group=T1&imageSlideIndex=2&composeTimestamp=3&tag=a', 302, '/tw/v2/tab?tag=a'],
    ['/tw/v2/tab?page=%2Fmypage%2Fmovie%2FORD1', 302, '/tw/v2/mypage/movie/ORD1'],
    ['/spot/v2/tab/top?a=1', 301, '/spot/v3/tab/top?a=1'],
    ['/spot/v2', 301, '/spot/v3/tab'],
    ['/th/v2/tab?x=1', 302, '/th/v2/agreement?from=%2Fth%2Fv2%2Ftab%3Fx%3D1'],
  ];
  for (const [path, status, location] of cases) {
    test(`${path} → ${status} ${location}`, async ({ request }) => {
      expect(await redirectOf(request, path)).toMatchObject({ status, location });
    });
  }

  test('group is kept in a cookie for 14 days when removed', async ({ request }) => {
    const { cookies } = await redirectOf(request, '/tw/v2/tab?group=T1');
    expect(cookies.join('\n')).toMatch(/group=T1; Max-Age=1209600; Path=\/; SameSite=Lax/);
  });

  test('valid pollAnswers are stored for the poll island and removed; invalid ones only removed', async ({ request }) => {
    const valid = await redirectOf(request, `/tw/v2/tab?pollAnswers=${encodeURIComponent('{"pollId":5,"answers":["b"]}')}`);
    expect(valid.location).toBe('/tw/v2/tab');
    expect(valid.cookies.join('\n')).toContain('pollAnswers=');
    const invalid = await redirectOf(request, `/tw/v2/tab?pollAnswers=${encodeURIComponent('{"pollId":"5"}')}`);
    expect(invalid.location).toBe('/tw/v2/tab');
    expect(invalid.cookies).toEqual([]);
  });

  test('the news tab gets utm_source=nt; the messaging app skips the Thai agreement', async ({ request }) => {
    expect(await redirectOf(request, '/tw/v2/tab', { 'user-agent': NEWS_TAB_UA })).toMatchObject({ status: 302, location: '/tw/v2/tab?utm_source=nt' });
    expect((await redirectOf(request, '/th/v2/tab?utm_source=nt', { 'user-agent': NEWS_TAB_UA })).status).toBe(200);
  });

  test('the digest test group goes to the official-account digest page', async ({ request }) => {
    const res = await redirectOf(request, '/tw/v2/article/abc?oapContentOrder=1&oapHash=H1&oaId=O1&view=v&referral=r&keep=1', {
      cookie: 'dfmGroup=oadigestpage-T1',
    });
    expect(res).toMatchObject({ status: 302, location: '/tw/v2/oa/O1/digest/H1?oapContentOrder=1&keep=1' });
    expect((await redirectOf(request, '/tw/v2/tab?oapContentOrder=1&oapHash=H1&oaId=O1', { cookie: 'group=oadigestpage-T1' })).status).toBe(200);
  });

  test('a locale parameter sets the locale cookie and the page speaks that language', async ({ page, request }) => {
    const res = await redirectOf(request, '/tw/v2/tab?locale=en');
    expect(res.location).toBe('/tw/v2/tab');
    expect(res.cookies.join('\n')).toMatch(/locale=en; Max-Age=31536000; Path=\/; SameSite=Lax/);
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

test('no path of the spec route table answers 5xx, under v2 or v3', async ({ request, context, baseURL }) => {
  await acceptAgreement(context, baseURL);
  const paths = [
    '/agreement', '/fontsize', '/lottery', '/lottery/history', '/lottery/r/D1', '/lottery/search/D1/12', '/mypage', '/mypage/movie',
    '/mypage/movie/O1', '/mypage/notice', '/notification', '/search', '/ent/search', '/weather', '/weather/search', '/error/login',
    '/subscription/search', '/subscription/subscribed', '/election/profile/search', '/election/profile/P1/news',
    '/movie/chart/trending', '/movie/booking/9', '/movie/boxoffice/m', '/movie/comingsoon/m', '/movie/incinemas/m', '/movie/dune',
    '/movie/dune/info', '/amp/article/A1', '/article/A1', '/drama/list/d', '/drama/d1', '/drama/chart/trending',
    '/drama/chart/trending/type/tv', '/embed/poll/p1', '/embed/quiz/q1', '/embed/x1', '/embed/h1/v/0', '/profile/list/h', '/profile/h',
    '/fortune/s', '/fortune/s/t', '/fortune/s/t/draw/1', '/ive/i1', '/service/region_restricted', '/luckycolor/s/image',
    '/luckycolor/s/k', '/oa/o1/digest/h1', '/page/p/module/3', '/page/p/t', '/comment/article/a1', '/tag/t1/news', '/main',
    '/main/top/latest', '/tab', '/tab/top/latest', '/tab/top/module/4', '/publisher/cp1', '/publisher/cp1/news', '/meritDate',
    '/meritDate/wedding/2026-11-22', '/quiz/q1', '/quiz/q1/result/r1', '/poll/p1', '/poll/p1/option/2',
  ];
  // About 260 pages, most rendered uncached: a few at a time, with time to spare on a busy machine.
  test.setTimeout(120_000);
  const urls = ['tw', 'th'].flatMap((country) => ['v2', 'v3'].flatMap((ns) => paths.map((path) => `/${country}/${ns}${path}`)));
  for (let i = 0; i < urls.length; i += 6) {
    await Promise.all(
      urls.slice(i, i + 6).map(async (url) => {
        const res = await request.get(url, { headers: { cookie: 'agreementPassed=1' } });
        expect(res.status(), url).toBeLessThan(500);
      }),
    );
  }
  expect((await request.get('/article/A1')).status()).toBeLessThan(500);
});
