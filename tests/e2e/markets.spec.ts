import { expect, test } from './fixtures.ts';
import { acceptAgreement, seedMarket } from './seedData.ts';

for (const { country, lang, sectionsLabel } of [
  { country: 'tw', lang: 'zh-Hant-TW', sectionsLabel: '分類' },
  { country: 'id', lang: 'id', sectionsLabel: 'Rubrik' },
  { country: 'th', lang: 'th', sectionsLabel: 'หมวดข่าว' },
  { country: 'hk', lang: 'zh-Hant-HK', sectionsLabel: '分類' },
  { country: 'ecjp', lang: 'ja', sectionsLabel: 'カテゴリ' },
] as const) {
  test(`/${country}/v2/tab shows the market's tabs and article cards from the database`, async ({ page, context, baseURL }) => {
    await acceptAgreement(context, baseURL);
    const seed = seedMarket(country);
    const response = await page.goto(`/${country}/v2/tab`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const tabLinks = page.getByRole('navigation', { name: sectionsLabel }).getByRole('link');
    await expect(tabLinks).toHaveText(seed.tabs.map((t) => t.name));
    // Real cards are links; load-more's placeholder cards (aria-hidden) hold space only.
    const titles = await page.locator('main a.card .card__title').allTextContents();
    expect(titles.length).toBeGreaterThanOrEqual(10);
    const seeded = new Set(seed.articles.map((a) => a.title));
    for (const title of titles) expect(seeded.has(title.trim()), title).toBe(true);
  });
}

test('the selector lists every market in its own language', async ({ page }) => {
  await page.goto('/');
  for (const code of ['tw', 'hk', 'id', 'th', 'ecjp', 'ecid', 'ecth', 'ectw', 'spot', 'gcp']) {
    await expect(page.locator(`a[data-country="${code}"]`)).toHaveAttribute('href', `/${code}/v2/tab`);
  }
  await expect(page.locator('a[data-country="th"]')).toContainText('ประเทศไทย');
});

test('an upper-case country redirects to the lower-case path', async ({ page }) => {
  const response = await page.goto('/TW/v2/tab');
  expect(response?.url()).toMatch(/\/tw\/v2\/tab$/);
  expect(response?.request().redirectedFrom()?.url()).toMatch(/\/TW\/v2\/tab$/);
});

test('an unknown article answers 404 with the no-page screen', async ({ page }) => {
  const response = await page.goto('/tw/v2/article/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('沒有這個頁面');
  await expect(page.locator('[data-error-screen="no page"] a')).toHaveAttribute('href', '/tw/v3/tab');
});

test('a path that matches nothing answers 404 "This page could not be found"', async ({ page }) => {
  const response = await page.goto('/no/such/path/here');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('This page could not be found')).toBeVisible();
});
