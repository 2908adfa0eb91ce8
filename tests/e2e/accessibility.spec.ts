// axe on the portal: tw's on a phone and a desktop screen (with its reading-settings sheet open), the
// other markets' portals, the same templates in their own language, on the phone.
import { ANY_SCREEN, expect, test } from './fixtures.ts';
import { seriousViolations } from './axe.ts';
import { acceptAgreement } from './seedData.ts';

// axe walks every node of a full portal page: tens of seconds on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

// The portals share their templates, and a screen changes only their layout: tw's on both screens
// (below); hk's (the top search bar), th's, and id's poll module route on the phone, the narrower (a
// further tab is the same modules with other stories). Pages laid out the same on every screen: accessibilityPages.spec.ts.
const PHONE_PATHS = ['/hk/v2/tab', '/th/v2/tab', '/id/v2/tab/top/module/poll'];

// One browser page, the paths one after another; every path's findings in one answer.
test('axe finds no serious or critical violations on the hk, th and id portals', ANY_SCREEN, async ({ page, context, baseURL }) => {
  await acceptAgreement(context, baseURL);
  const found: Record<string, string[]> = {};
  for (const path of PHONE_PATHS) {
    expect((await page.goto(path))?.status(), path).toBe(200);
    found[path] = await seriousViolations(page);
  }
  expect(found).toEqual(Object.fromEntries(PHONE_PATHS.map((p) => [p, []])));
});

test('axe finds no serious or critical violations on /tw/v2/tab, nor in its reading-settings sheet', async ({ page }) => {
  await page.goto('/tw/v2/tab');
  expect(await seriousViolations(page)).toEqual([]);
  await expect(page.getByRole('button', { name: '閱讀設定' })).toBeEnabled();
  await page.getByRole('button', { name: '閱讀設定' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  // The page under the sheet was checked just now.
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
});
