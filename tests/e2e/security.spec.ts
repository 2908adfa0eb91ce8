// The content security policy in Chromium: what slips into an article page cannot run its own
// script or load a foreign one, and the browser reports it to /webapi/csp-report; a publisher's
// frame in an article still loads; signed-in pages cannot be framed by another origin, embeds can.
import { expect, test } from './fixtures.ts';
import { seedMarket } from './seedData.ts';
import { startOtherOrigin, type OtherOrigin } from './otherOrigin.ts';
import { ADMIN_TOKEN } from '../../playwright.config.ts';

const tw = seedMarket('tw');
const article = tw.articles.find((a) => a.slug === 'tamsui-kavalan-trail-hiking-guide')!;
const articlePath = `/tw/v2/article/${tw.hashOf(article.slug)}`;

// These tests provoke violations on purpose; they read them instead of failing on them.
test.use({ cspViolationsExpected: true });

async function storedReports(request: import('@playwright/test').APIRequestContext) {
  const res = await request.get('/webapi/admin/csp-reports?limit=200', { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { reports: { documentUrl: string; directive: string; blockedUrl: string }[] }).reports;
}

test('a publisher’s map frame in an article loads without a violation; an injected inline script does not run, a foreign script does not load, and both are reported', async ({ page, request, baseURL, cspViolations }) => {
  let foreignRequested = false;
  await page.route('https://scripts.attacker.example/**', (route) => {
    foreignRequested = true;
    return route.fulfill({ contentType: 'text/javascript', body: 'window.__foreign = true;' });
  });
  await page.route('https://www.openstreetmap.org/**', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<!doctype html><html lang="zh-Hant"><title>map</title><p id="map">淡蘭古道北路地圖</p></html>' }));
  await page.goto(articlePath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
  const frame = page.locator('.article__body iframe[src^="https://www.openstreetmap.org/"]');
  await frame.scrollIntoViewIfNeeded();
  await expect(page.frameLocator('.article__body iframe[src^="https://www.openstreetmap.org/"]').locator('#map')).toHaveText('淡蘭古道北路地圖');
  // Nothing in normal use (the map frame included) is a violation: the ones below are the injected scripts'.
  expect(cspViolations).toEqual([]);

  await page.evaluate(() => {
    const inline = document.createElement('script');
    inline.textContent = 'window.__inline = true;';
    document.head.appendChild(inline);
    const foreign = document.createElement('script');
    foreign.src = 'https://scripts.attacker.example/steal.js';
    document.head.appendChild(foreign);
  });
  await expect.poll(() => cspViolations.length).toBeGreaterThanOrEqual(2);
  expect(await page.evaluate(() => [Reflect.get(window, '__inline'), Reflect.get(window, '__foreign')])).toEqual([undefined, undefined]);
  expect(foreignRequested).toBe(false);
  // The browser reports both to /webapi/csp-report; the editors' read finds them.
  const reported = async () => (await storedReports(request)).filter((r) => r.documentUrl.startsWith(`${baseURL}${articlePath}`));
  await expect.poll(async () => (await reported()).some((r) => r.blockedUrl === 'inline' && /^script-src/.test(r.directive))).toBe(true);
  await expect.poll(async () => (await reported()).some((r) => r.blockedUrl.startsWith('https://scripts.attacker.example'))).toBe(true);
});

// Another origin's page: http://localhost:{port}; the portal is http://127.0.0.1:{E2E_PORT}.
let other: OtherOrigin;
test.beforeAll(async () => {
  other = await startOtherOrigin();
});
test.afterAll(() => other.close());

test('the sign-in and my pages cannot be framed by another origin; an embed can', async ({ page, baseURL, cspViolations }) => {
  const frames = [`${baseURL}/tw/v2/login`, `${baseURL}/tw/v2/mypage`, `${baseURL}/tw/v2/embed/poll/typhoon-day-off-poll`];
  other.set('/framing.html', `<!doctype html><html lang="en"><title>Another site</title><body>${frames.map((src, i) => `<iframe id="f${i}" src="${src}" width="400" height="300"></iframe>`).join('')}</body></html>`);
  await page.goto(`http://localhost:${other.port}/framing.html`);
  // The embed renders inside the other site's page…
  await expect(page.frameLocator('#f2').locator('[data-embed-root]')).toBeVisible();
  // …while the browser refuses to render the portal's own pages there (it shows its error page instead).
  await expect.poll(() => cspViolations.filter((v) => /frame-ancestors/.test(v)).length).toBe(2);
  for (const id of ['#f0', '#f1']) await expect(page.frameLocator(id).locator('header.title-bar, [data-embed-root], main form')).toHaveCount(0);
  await expect(page.frameLocator('#f0').locator('body')).not.toContainText('今日新聞');
});
