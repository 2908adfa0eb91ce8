// Signing in with the development login, seeing one's name on my page, signing out; the session,
// text size, consent, watch history, the Thai agreement and the native bridge, all in the browser.
// The first two tests prove the sign-in form; the watch history's reader is signed in through the
// API (tests/e2e/signedIn.ts), and the revoked session follows the title bar's sign-out in its page.
// The title bar inside the messaging app and the notifications page, as the server renders them:
// tests/worker/titleBar.test.ts, tests/worker/notifications.test.ts.
import { expect, test } from './fixtures.ts';
import { signedIn } from './signedIn.ts';

test('a reader signs in with the development login, sees their name on my page, and signs out', async ({ page }) => {
  await page.goto('/id/v2/mypage');
  await expect(page.getByText('Anda belum masuk.')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'masuk' }).click();
  await expect(page).toHaveURL(/\/id\/v2\/dev\/login\?callback=/);
  await page.getByLabel('ID pengguna').fill('reader-rina');
  await page.getByLabel('Nama tampilan').fill('Rina Wulandari');
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).toHaveURL(/\/id\/v2\/mypage$/);
  await expect(page.locator('[data-display-name]')).toHaveText('Masuk sebagai Rina Wulandari');
  await page.reload();
  await expect(page.locator('[data-display-name]')).toHaveText('Masuk sebagai Rina Wulandari');
  // What the session leaves behind in this tab, besides the token: a quiz play and the reader's data.
  await page.evaluate(() => {
    sessionStorage.setItem('portal.quizPlay.7', JSON.stringify({ score: 2, answers: [] }));
    localStorage.setItem('portal.textSize', '2');
  });
  await page.getByRole('button', { name: 'Keluar' }).click();
  await expect(page.getByText('Anda belum masuk.')).toBeVisible();
  const left = await page.evaluate(() => ({
    local: Object.keys(localStorage).filter((k) => /^(portal\.(session|userInfo|userHash|userSetting)|watchLogs)/.test(k)),
    tab: Object.keys(sessionStorage).filter((k) => k.startsWith('portal.quizPlay.')),
    loggedIn: localStorage.getItem('portal.loggedIn'),
    textSize: localStorage.getItem('portal.textSize'),
  }));
  // Everything the session stored is gone; the device's reading preference stays.
  expect(left).toEqual({ local: [], tab: [], loggedIn: 'false', textSize: '2' });
  // No cookie the portal set carries the reader's identity.
  const cookies = await page.context().cookies();
  expect(cookies.filter((c) => /session|token|user/i.test(c.name))).toEqual([]);
});

test('a reader signs in from the title bar, gets the avatar, finds their name on my page, and signs out; an expired or revoked session is signed out on the next page', async ({ page }) => {
  await page.goto('/tw/v2/tab');
  const titleBar = page.locator('header.title-bar');
  const avatar = titleBar.getByRole('link', { name: '我的頁面' });
  await expect(avatar).toBeHidden();
  await titleBar.getByRole('link', { name: '登入' }).click();
  await expect(page).toHaveURL(/\/tw\/v2\/dev\/login\?callback=%2Ftw%2Fv2%2Ftab$/);
  await page.getByLabel('使用者 ID').fill(`title-bar-${test.info().project.name}`);
  await page.getByLabel('顯示名稱').fill('陳大文');
  await page.getByRole('button', { name: '登入' }).click();

  // Back where sign-in started, with the avatar (the name's initial) instead of 'sign in'.
  await expect(page).toHaveURL(/\/tw\/v2\/tab$/);
  await expect(avatar).toBeVisible();
  await expect(avatar).toHaveText('陳');
  await expect(titleBar.getByRole('link', { name: '登入' })).toBeHidden();

  await avatar.click();
  await expect(page).toHaveURL(/\/tw\/v2\/mypage$/);
  await expect(page.locator('[data-display-name]')).toHaveText('已登入：陳大文');
  await page.getByRole('button', { name: '登出' }).click();
  await expect(titleBar.getByRole('link', { name: '登入' })).toBeVisible();
  await expect(avatar).toBeHidden();
  await page.goto('/tw/v2/tab');
  await expect(titleBar.getByRole('link', { name: '登入' })).toBeVisible();

  // Signed out (nothing of the session left), a session the server no longer accepts is dropped.
  await page.evaluate(() =>
    localStorage.setItem('portal.session', JSON.stringify({ token: { kind: 'liff', token: 'revoked-token' }, userId: 'gone', displayName: 'Gone', pictureUrl: null })),
  );
  await page.reload();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('portal.session'))).toBeNull();
  await expect(page.locator('header.title-bar').getByRole('link', { name: '登入' })).toBeVisible();
});

test('text size is chosen on the font size page and kept on every page', async ({ page }) => {
  await page.goto('/id/v2/fontsize');
  await expect(page.getByRole('heading', { level: 1, name: 'Ukuran teks' })).toBeVisible();
  await expect(page.locator('link[rel="alternate"][hreflang="zh-TW"]')).toHaveCount(1);
  await expect(page.getByLabel('Sedang')).toBeChecked();
  await page.getByText('Sangat besar').click();
  await expect(page.locator('html')).toHaveAttribute('data-text-size', 'xl');
  await page.goto('/id/v2/tab');
  await expect(page.locator('html')).toHaveAttribute('data-text-size', 'xl');
  await page.goto('/id/v2/fontsize');
  await expect(page.getByLabel('Sangat besar')).toBeChecked();
});

test('my page notices: a signed-in reader gives and withdraws marketing consent, kept by the server', async ({ page }) => {
  const userId = `consent-${test.info().project.name}-${Date.now()}`;
  await page.goto('/id/v2/mypage/notice');
  await expect(page.getByText('Anda belum masuk.')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'masuk' }).click();
  await page.getByLabel('ID pengguna').fill(userId);
  await page.getByLabel('Nama tampilan').fill('Sari');
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).toHaveURL(/\/id\/v2\/mypage\/notice$/);

  // The form is an island hydrated by the first tap, which it replays: clicks, not Playwright's
  // check/uncheck (which want the new state at once).
  const consent = page.getByLabel('Kirimi saya penawaran dan berita dari mitra');
  await expect(consent).toBeEnabled();
  await expect(consent).not.toBeChecked();
  await consent.click();
  await expect(consent).toBeChecked();
  await expect(page.locator('[data-notice-status]')).toHaveText('Tersimpan.');
  await page.getByRole('button', { name: 'Setujui ketentuan' }).click();
  await expect(page.locator('[data-tos-state="agreed"]')).toBeVisible();

  // What the server holds, not just the local copy (written local-first: the page shows it before
  // the server has it, so the server is asked until it does).
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('portal.session')!) as { token: { token: string } }).token.token);
  const serverSetting = async () => (await (await page.request.get('/webapi/user/setting?country=id', { headers: { 'X-Liff-Access-Token': token } })).json()).result;
  await expect.poll(serverSetting).toMatchObject({ isMarketingTermsAgreed: true, isTosAgreed: true });

  await page.evaluate(() => localStorage.removeItem('portal.userSetting'));
  await page.reload();
  await expect(consent).toBeChecked();
  await consent.click();
  await expect(consent).not.toBeChecked();
  await expect(page.locator('[data-notice-status]')).toHaveText('Tersimpan.');
  const after = await (await page.request.get('/webapi/user/setting?country=id', { headers: { 'X-Liff-Access-Token': token } })).json();
  expect(after.result.isMarketingTermsAgreed).toBe(false);
});

test("a signed-in reader's watch history is kept on the server, comes back on a new device, and reloads when the reader comes back to the page", async ({ page, context, browser, baseURL }) => {
  const { seedMarket } = await import('./seedData.ts');
  const { afterPreroll } = await import('./preroll.ts');
  const { blockAds } = await import('./adBlocker.ts');
  await blockAds(context);
  const tw = seedMarket('tw');
  const video = tw.articles.find((a) => a.video === 'stream-b' && a.ageLimit === 0)!;
  await signedIn(context, `viewer-${test.info().project.name}-${Date.now()}`, '看影片的人');
  await page.goto(`/tw/v2/article/${tw.hashOf(video.slug)}`);
  const articleId = (await page.locator('article').getAttribute('data-article-id'))!;
  await page.locator('[data-video-play]').click();
  await afterPreroll(page);
  const el = page.locator('.video-player video');
  await expect.poll(() => el.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(1);
  await el.evaluate((v: HTMLVideoElement) => v.pause());

  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('portal.session')!) as { token: { token: string } });
  await expect
    .poll(async () => {
      const res = await page.request.get('/webapi/reading-history/videos?country=tw', { headers: { 'X-Liff-Access-Token': session.token.token } });
      return ((await res.json()) as { items: { id: string }[] }).items.map((i) => i.id);
    })
    .toContain(articleId);

  // Another browser, same reader: the server's list becomes the local watch log.
  const other = await browser.newContext({ baseURL });
  await blockAds(other);
  const second = await other.newPage();
  await second.goto('/tw/v2/tab');
  await second.evaluate((s) => localStorage.setItem('portal.session', s), JSON.stringify(session));
  await second.goto(`/tw/v2/article/${tw.hashOf(video.slug)}`);
  await second.locator('[data-video-play]').click();
  await afterPreroll(second);
  const localLogs = () => second.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('watchLogs') ?? '{}') as object));
  await expect.poll(localLogs).toContain(articleId);
  // Back on the page once the last sync is older than the refresh interval: the list reloads (the
  // video paused first, so nothing else writes the log).
  await second.locator('.video-player video').evaluate((v: HTMLVideoElement) => v.pause());
  await second.evaluate(() => {
    localStorage.setItem('watchLogs', '{}');
    localStorage.setItem('watchLogs.syncedAt', '1');
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(localLogs).toContain(articleId);
  await other.close();
});

test('a signed-in Thai reader who accepts the agreement has it recorded with their account', async ({ page }) => {
  const userId = `th-reader-${test.info().project.name}-${Date.now()}`;
  const { accessToken } = await (await page.request.post('/webapi/dev/login', { data: { userId, displayName: 'Somchai' } })).json();
  await page.goto('/th/v2/tab');
  await expect(page).toHaveURL(/\/th\/v2\/agreement\?from=%2Fth%2Fv2%2Ftab$/);
  await page.evaluate((token) => localStorage.setItem('portal.session', JSON.stringify({ token: { kind: 'liff', token }, userId: 'x', displayName: 'Somchai', pictureUrl: null })), accessToken);
  await page.getByRole('button', { name: 'ยอมรับและดำเนินการต่อ' }).click();
  await expect(page).toHaveURL(/\/th\/v2\/tab$/);
  await expect
    .poll(async () => (await (await page.request.get('/webapi/user/setting?country=th', { headers: { 'X-Liff-Access-Token': accessToken } })).json()).result.isTosAgreed)
    .toBe(true);
  // No redirect afterwards.
  await page.goto('/th/v2/tab');
  await expect(page).toHaveURL(/\/th\/v2\/tab$/);
});

test("in the news tab the native bridge's ready event signs the reader in, and the notification button opens notifications", async ({ browser, baseURL, request }) => {
  const { accessToken } = await (await request.post('/webapi/dev/login', { data: { userId: `native-${test.info().project.name}`, displayName: 'Nina' } })).json();
  const context = await browser.newContext({ baseURL, userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile Line/14.19.0 NewsTab' });
  const page = await context.newPage();
  await page.goto('/tw/v2/tab');
  await expect(page.locator('header.title-bar')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('data-shell', 'started');
  await page.evaluate((token) => window.postMessage({ type: 'ready', accessToken: token, profile: { userId: 'native-reader', displayName: 'Nina' } }, '*'), accessToken);
  await expect
    .poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('portal.session') ?? 'null') as { token: { kind: string } } | null)?.token.kind))
    .toBe('native');
  // A later refresh does not sign anyone else in: only the first readiness event counts.
  await page.evaluate(() => window.postMessage({ type: 'refresh', accessToken: 'other', profile: { userId: 'other', displayName: 'Other' } }, '*'));
  await page.evaluate(() => window.postMessage({ type: 'notificationClick' }, '*'));
  await expect(page).toHaveURL(/\/tw\/v2\/notification/);
  expect(await page.evaluate(() => (JSON.parse(localStorage.getItem('portal.session')!) as { displayName: string }).displayName)).toBe('Nina');
  await context.close();
});
