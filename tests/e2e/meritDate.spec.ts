// The auspicious-date calendar in a browser, on a phone: paging months with the next and previous
// links (plain links, the same day of the other month, clamped to its length), with axe and layout
// shift checked on the pages it opens. What the pages say is proven over HTTP
// (tests/worker/meritDatePages.test.ts).
import { ANY_SCREEN, expect, test } from './fixtures.ts';
import { seriousViolations } from './axe.ts';
import { acceptAgreement } from './seedData.ts';
import { layoutShifts, recordLayoutShifts, scrollToEnd, totalShift } from './layoutShift.ts';

test.describe.configure({ timeout: 60_000 });

test('the calendar pages months forward and back; axe clean, no layout shift', ANY_SCREEN, async ({ page, context, baseURL }) => {
  await acceptAgreement(context, baseURL);
  await recordLayoutShifts(page);
  await page.goto('/tw/v2/meritDate/wedding/2026-01-31');
  await expect(page.getByRole('heading', { level: 2, name: '2026年1月', exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await scrollToEnd(page);
  expect(totalShift(await layoutShifts(page))).toBeLessThanOrEqual(0.01);

  await page.getByRole('link', { name: '下個月：2026年2月' }).click();
  await expect(page).toHaveURL(/\/tw\/v2\/meritDate\/wedding\/2026-02-28$/);
  await expect(page.getByRole('heading', { level: 2, name: '2026年2月', exact: true })).toBeVisible();
  await expect(page.locator('td[data-day] a[aria-current=date]')).toHaveText(/^28/);

  await page.getByRole('link', { name: '上個月：2026年1月' }).click();
  await expect(page).toHaveURL(/\/tw\/v2\/meritDate\/wedding\/2026-01-28$/);
  await page.getByRole('link', { name: '上個月：2025年12月' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '2025年12月', exact: true })).toBeVisible();
  expect(totalShift(await layoutShifts(page))).toBeLessThanOrEqual(0.01);
});
