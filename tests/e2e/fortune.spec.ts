// Fortune and lucky colour in Chromium (phone): a reader picks a face-down card on a teller's page,
// the draw page turns over their card of the day, and a reload shows the same card (the card is
// derived in the browser from the reader's anonymous id in local storage, the market's date and
// the teller; that other readers and days differ is proven by tests/unit/domain/fortune); the
// lucky-colour image loads. Its caching headers are checked over HTTP by tests/worker/fortunePages.test.ts.
import { ANY_SCREEN, expect, test } from './fixtures.ts';
import { acceptAgreement } from './seedData.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await acceptAgreement(context, baseURL);
});

test("a reader's draw is the same card across reloads; the day's lucky-colour image loads", ANY_SCREEN, async ({ page }) => {
  await page.goto('/th/v2/fortune/zodiac/ajarn-ploy');
  await page.getByRole('link', { name: 'ใบที่ 4 จาก 6' }).click();
  await expect(page).toHaveURL(/\/th\/v2\/fortune\/zodiac\/ajarn-ploy\/draw\/4$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('อาจารย์พลอย: ไพ่ของคุณวันนี้');
  const card = page.locator('[data-card]:visible');
  await expect(card).toHaveCount(1);
  await expect(page.locator('[data-card-back]')).toBeHidden();
  const drawn = await card.getAttribute('data-card');
  const name = await card.locator('h3').textContent();
  expect(name).toBeTruthy();
  const readerId = await page.evaluate(() => localStorage.getItem('portal.fortuneReader'));
  expect(readerId).toMatch(/^[0-9a-f]{32}$/);

  await page.reload();
  await expect(page.locator('[data-card]:visible')).toHaveCount(1);
  await expect(page.locator('[data-card]:visible')).toHaveAttribute('data-card', drawn!);
  await expect(page.locator('[data-card]:visible h3')).toHaveText(name!);

  await page.goto('/th/v2/luckycolor/weekday/image');
  const image = page.locator('img[data-lucky-image]');
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
});
