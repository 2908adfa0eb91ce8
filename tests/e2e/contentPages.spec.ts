// The digest and generic pages in the browser: a reader of the digest test group lands on the
// official account's digest in the campaign's order and keeps the campaign on the story they open;
// a generic page's section opens scrolled to its module. Axe on both.
import { expect, test } from './fixtures.ts';
import { seriousViolations } from './axe.ts';
import { seedMarket } from './seedData.ts';

const tw = seedMarket('tw');
const stories = tw.articles.filter((a) => a.publisherId === 'tw-morning-post' && a.ageLimit === 0);

test('a reader of the digest test group opens a campaign link and reads the digest in its order', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'group', value: 'oadigestpage-T1', url: baseURL! }]);
  const order = [stories[1]!, stories[0]!].map((a) => tw.hashOf(a.slug));
  await page.goto(`/tw/v2/article/${order[0]}?oapContentOrder=${order.join(',')}&oapHash=c1&oaId=tw-morning-post&utm_source=line`);
  await expect(page).toHaveURL(/\/tw\/v2\/oa\/tw-morning-post\/digest\/c1\?/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('晨光日報');
  const cards = page.locator('[data-digest-stories] > li');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText(stories[1]!.title);
  await expect(cards.nth(1)).toContainText(stories[0]!.title);
  expect(await seriousViolations(page)).toEqual([]);
  await cards.nth(1).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/tw/v2/article/${order[1]}\\?utm_source=line$`));
});

test("a generic page's section opens at its module", async ({ page }) => {
  await page.goto('/tw/v2/page/top');
  await expect(page.locator('[data-generic-page="top"]')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const anchor = await page.locator('section.module[id]:not([id$="-anchor"])').last().getAttribute('id');
  expect(anchor).toBeTruthy();
  await page.goto(`/tw/v2/page/top/${anchor}`);
  const target = page.locator(`[id="${anchor}"]`);
  await expect.poll(async () => Math.round((await target.boundingBox())!.y)).toBe(100);
});
