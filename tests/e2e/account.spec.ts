// Signing in with the development login, seeing one's name on my page, signing out.
import { expect, test } from '@playwright/test';

test('a reader signs in with the development login, sees their name on my page, and signs out', async ({ page }) => {
  await page.goto('/id/v2/mypage');
  await expect(page.getByText('Anda belum masuk.')).toBeVisible();
  await page.getByRole('link', { name: 'masuk' }).click();
  await expect(page).toHaveURL(/\/id\/v2\/dev\/login\?callback=/);
  await page.getByLabel('ID pengguna').fill('reader-rina');
  await page.getByLabel('Nama tampilan').fill('Rina Wulandari');
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).toHaveURL(/\/id\/v2\/mypage$/);
  await expect(page.locator('[data-display-name]')).toHaveText('Masuk sebagai Rina Wulandari');
  await page.reload();
  await expect(page.locator('[data-display-name]')).toHaveText('Masuk sebagai Rina Wulandari');
  await page.getByRole('button', { name: 'Keluar' }).click();
  await expect(page.getByText('Anda belum masuk.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('portal.session'))).toBeNull();
});

test('sign-in leads to the development login only for a path on this site', async ({ request }) => {
  const res = await request.get('/tw/v2/login?callback=%2F%2Fevil.example', { maxRedirects: 0 });
  expect(res.status()).toBe(302);
  expect(res.headers()['location']).toBe('/tw/v2/dev/login?callback=%2Ftw%2Fv2%2Ftab');
});

test("a signed-in reader's watch history is kept on the server and comes back on a new device", async ({ page, browser, baseURL }) => {
  const { seedMarket } = await import('./seedData.ts');
  const tw = seedMarket('tw');
  const video = tw.articles.find((a) => a.video === 'stream-b' && a.ageLimit === 0)!;
  const userId = `viewer-${test.info().project.name}-${Date.now()}`;
  await page.goto('/tw/v2/dev/login?callback=%2Ftw%2Fv2%2Fmypage');
  await page.getByLabel('使用者 ID').fill(userId);
  await page.getByLabel('顯示名稱').fill('看影片的人');
  await page.getByRole('button', { name: '登入' }).click();
  await expect(page).toHaveURL(/\/tw\/v2\/mypage$/);

  await page.goto(`/tw/v2/article/${tw.hashOf(video.slug)}`);
  const articleId = (await page.locator('article').getAttribute('data-article-id'))!;
  await page.locator('[data-video-play]').click();
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
  const second = await other.newPage();
  await second.goto('/tw/v2/tab');
  await second.evaluate((s) => localStorage.setItem('portal.session', s), JSON.stringify(session));
  await second.goto(`/tw/v2/article/${tw.hashOf(video.slug)}`);
  await second.locator('[data-video-play]').click();
  await expect
    .poll(() => second.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('watchLogs') ?? '{}') as object)))
    .toContain(articleId);
  await other.close();
});
