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
