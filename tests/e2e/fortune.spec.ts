// Fortune and lucky colour in Chromium (phone), one walk through th's pages (Thai script, the tallest
// lines), each page checked with axe and for layout shift (≤ 0.01, scrolled to its end) as it is
// loaded: a reader picks a face-down card on a teller's page, the draw page turns over their card
// of the day, and a reload shows the same card (derived in the browser from the reader's anonymous
// id in local storage, the market's date and the teller; that other readers and days differ is
// proven in tests/unit/domain/fortune); the subject and lucky-colour pages; the day's colour chart
// image loads. The image's caching headers are checked over HTTP in tests/worker/fortunePages.test.ts.
import { ANY_SCREEN, expect, test, type Page } from './fixtures.ts';
import { seriousViolations } from './axe.ts';
import { describeShifts, layoutShifts, recordLayoutShifts, scrollToEnd, totalShift } from './layoutShift.ts';
import { acceptAgreement } from './seedData.ts';

test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page, context, baseURL }) => {
  await acceptAgreement(context, baseURL);
  await recordLayoutShifts(page);
});

/** The page as loaded: no serious axe violation, and at most 0.01 of layout shift scrolled to its end. */
async function expectSound(page: Page): Promise<void> {
  const path = new URL(page.url()).pathname;
  await page.waitForLoadState('load');
  await scrollToEnd(page);
  const shifts = await layoutShifts(page);
  expect(totalShift(shifts), `${path}:\n${describeShifts(shifts)}`).toBeLessThanOrEqual(0.01);
  expect(await seriousViolations(page), path).toEqual([]);
}

test("a reader's draw is the same card across reloads; the fortune pages are sound; the day's colour chart loads", ANY_SCREEN, async ({ page }) => {
  await page.goto('/th/v2/fortune/zodiac/ajarn-ploy');
  await expectSound(page);
  await page.getByRole('link', { name: 'ใบที่ 4 จาก 6' }).click();
  await expect(page).toHaveURL(/\/th\/v2\/fortune\/zodiac\/ajarn-ploy\/draw\/4$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('อาจารย์พลอย: ไพ่ของคุณวันนี้');
  const card = page.locator('[data-card]:visible');
  await expect(card).toHaveCount(1);
  await expect(page.locator('[data-card-back]')).toBeHidden();
  const drawn = await card.getAttribute('data-card');
  const name = await card.locator('h3').textContent();
  expect(name).toBeTruthy();
  expect(await page.evaluate(() => localStorage.getItem('portal.fortuneReader'))).toMatch(/^[0-9a-f]{32}$/);
  await expectSound(page);

  await page.reload();
  await expect(page.locator('[data-card]:visible')).toHaveCount(1);
  await expect(page.locator('[data-card]:visible')).toHaveAttribute('data-card', drawn!);
  await expect(page.locator('[data-card]:visible h3')).toHaveText(name!);

  for (const path of ['/th/v2/fortune/weekday', '/th/v2/luckycolor/weekday/monday']) {
    await page.goto(path);
    await expectSound(page);
  }

  await page.goto('/th/v2/luckycolor/weekday/image');
  const image = page.locator('img[data-lucky-image]');
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await expectSound(page);
});
