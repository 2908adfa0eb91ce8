// axe on the portal, on a phone and a desktop screen.
import { expect, test } from './fixtures.ts';
import { seriousViolations } from './axe.ts';
import { acceptAgreement, seedMarket } from './seedData.ts';

const th = seedMarket('th');
// axe walks every node of a full portal page: tens of seconds on a busy 2-core machine.
test.describe.configure({ timeout: 60_000 });

// The portal's pages, whose layout changes with the screen (both projects run this file); pages laid
// out the same on every screen: accessibilityPages.spec.ts.
const PATHS = ['/tw/v2/tab', '/th/v2/tab', '/hk/v2/tab', '/id/v2/tab/top/module/poll', `/th/v2/tab/${th.tabs[2]!.urlPath}`];

for (const path of PATHS) {
  test(`axe finds no serious or critical violations on ${path}`, async ({ page, context, baseURL }) => {
    if (!path.includes('agreement')) await acceptAgreement(context, baseURL);
    await page.goto(path);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('axe finds no serious or critical violations with the reading-settings sheet open', async ({ page }) => {
  await page.goto('/tw/v2/tab');
  await expect(page.getByRole('button', { name: '閱讀設定' })).toBeEnabled();
  await page.getByRole('button', { name: '閱讀設定' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
