// axe on the portal, on a phone and a desktop screen: tw's (with its reading-settings sheet open),
// hk's (the top search bar) and a further tab of th's; the other markets' portals, the same
// templates with their own language, on the phone alone.
import { ANY_SCREEN, expect, test } from './fixtures.ts';
import { seriousViolations } from './axe.ts';
import { acceptAgreement, seedMarket } from './seedData.ts';

const th = seedMarket('th');
// axe walks every node of a full portal page: tens of seconds on a busy 2-core machine.
test.describe.configure({ timeout: 60_000 });

// The portal's pages, whose layout changes with the screen (both projects run this file); pages laid
// out the same on every screen: accessibilityPages.spec.ts.
const PATHS = ['/hk/v2/tab', `/th/v2/tab/${th.tabs[2]!.urlPath}`];
/** Portals whose markup is tw's and hk's with another language: one screen is enough. */
const PHONE_PATHS = ['/th/v2/tab', '/id/v2/tab/top/module/poll'];

for (const path of [...PATHS, ...PHONE_PATHS]) {
  test(`axe finds no serious or critical violations on ${path}`, PHONE_PATHS.includes(path) ? ANY_SCREEN : {}, async ({ page, context, baseURL }) => {
    await acceptAgreement(context, baseURL);
    await page.goto(path);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('axe finds no serious or critical violations on /tw/v2/tab, nor in its reading-settings sheet', async ({ page }) => {
  await page.goto('/tw/v2/tab');
  expect(await seriousViolations(page)).toEqual([]);
  await expect(page.getByRole('button', { name: '閱讀設定' })).toBeEnabled();
  await page.getByRole('button', { name: '閱讀設定' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  // The page under the sheet was checked just now.
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
});
