// The journey (#29 "Done when"): a reader types a word from the middle of a Thai headline,
// picks a suggestion (the combobox, by keyboard), finds the story and opens it; the search is
// remembered (recent searches, each removable, and a clear button); a word from the middle of a
// Chinese headline is submitted and found; with JavaScript off the form finds the story too. Axe
// and the layout-shift check on the page. The rules behind each: tests/webapi/search.test.ts,
// tests/worker/searchPages.test.ts, tests/unit/domain/search.
import { ANY_SCREEN, expect, test } from './fixtures.ts';
import { acceptAgreement, seedMarket } from './seedData.ts';
import { seriousViolations } from './axe.ts';
import { describeShifts, layoutShifts, recordLayoutShifts, totalShift } from './layoutShift.ts';

const th = seedMarket('th');
const hk = seedMarket('hk');
const THAI_WORD = 'ทุเรียน';
const thaiStory = th.articles.find((a) => a.title.includes(THAI_WORD) && !a.title.startsWith(THAI_WORD))!;
const CHINESE_WORD = '恒指';
const chineseStory = hk.articles.find((a) => a.title.includes(CHINESE_WORD) && !a.title.startsWith(CHINESE_WORD))!;

test.beforeEach(async ({ context, baseURL }) => {
  await acceptAgreement(context, baseURL);
});

test('a Thai word from the middle of a headline: a suggestion picked by keyboard finds the story; recent searches keep it and clear', async ({ page }) => {
  await recordLayoutShifts(page);
  await page.goto('/th/v2/search');
  await expect(page.locator('[data-search-trending] a').first()).toBeVisible();
  const box = page.getByRole('combobox');
  await box.pressSequentially(THAI_WORD.slice(0, 4));
  const suggestion = page.getByRole('option', { name: THAI_WORD, exact: true });
  await expect(suggestion).toBeVisible();
  expect(await seriousViolations(page, '.search-page')).toEqual([]);
  const shifts = await layoutShifts(page);
  expect(totalShift(shifts), describeShifts(shifts)).toBeLessThanOrEqual(0.01);
  // Down to the suggestion, as many as it takes; Enter searches it.
  const options = await page.getByRole('option').allTextContents();
  for (let i = 0; i <= options.indexOf(THAI_WORD); i++) await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', (await suggestion.getAttribute('id'))!);
  const searchEvent = page.waitForRequest((r) => r.url().includes('/webapi/search/event') && r.postDataJSON().type === 'search');
  await box.press('Enter');
  await expect(page).toHaveURL(`/th/v2/search?${new URLSearchParams({ query: THAI_WORD })}`);
  expect((await searchEvent).postDataJSON()).toEqual({ type: 'search', query: THAI_WORD });

  const hit = page.locator(`.search-hit[data-article-hash="${th.hashOf(thaiStory.slug)}"]`);
  await expect(hit.locator('mark').first()).toHaveText(THAI_WORD);
  const clickEvent = page.waitForRequest((r) => r.url().includes('/webapi/search/event') && r.postDataJSON().type === 'click');
  await hit.click();
  await expect(page.locator('h1')).toHaveText(thaiStory.title);
  expect((await clickEvent).postDataJSON()).toEqual({ type: 'click', query: THAI_WORD, hash: th.hashOf(thaiStory.slug) });

  // A second search, then the empty box lists both, newest first; one removed, then all cleared.
  await page.goto(`/th/v2/search?${new URLSearchParams({ query: 'เชียงใหม่' })}`);
  await box.fill('');
  await box.focus();
  const recent = page.locator('[data-search-recent]');
  await expect(recent.getByRole('link')).toHaveText(['เชียงใหม่', THAI_WORD]);
  expect(await seriousViolations(page, '.search-form')).toEqual([]);
  await recent.getByRole('button', { name: 'เชียงใหม่' }).click();
  await expect(recent.getByRole('link')).toHaveText([THAI_WORD]);
  await recent.locator('[data-clear-searches]').click();
  await expect(recent).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('portal.searchHistory'))).toBe('[]');
});

test('a Chinese word from the middle of a headline, typed and submitted, finds the story', ANY_SCREEN, async ({ page }) => {
  await page.goto('/hk/v2/search');
  await page.getByRole('combobox').fill(CHINESE_WORD);
  await page.getByRole('combobox').press('Enter');
  const hit = page.locator(`.search-hit[data-article-hash="${hk.hashOf(chineseStory.slug)}"]`);
  await expect(hit.locator('mark').first()).toHaveText(CHINESE_WORD);
  await hit.click();
  await expect(page.locator('h1')).toHaveText(chineseStory.title);
});

test('with JavaScript off, the form finds the story', ANY_SCREEN, async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await acceptAgreement(context, baseURL);
  const page = await context.newPage();
  await page.goto(`${baseURL}/th/v2/search`);
  await page.getByRole('combobox').fill(THAI_WORD);
  await page.getByRole('button', { name: 'ค้นหา', exact: true }).click();
  const hit = page.locator(`.search-hit[data-article-hash="${th.hashOf(thaiStory.slug)}"]`);
  await hit.click();
  await expect(page.locator('h1')).toHaveText(thaiStory.title);
  await context.close();
});
