// The share sheet: on an article a reader copies the link (read back from the clipboard), uses the
// system share sheet where the browser has one, and gets the edition's social networks; inside the
// mini-app the messaging app's picker is offered and, where the app cannot, refused with a message.
// Spot shares /article/{hash}; polls and profiles have the sheet too. Axe with the sheet open. The
// phone-only checks share one test (a fresh context costs more than a load); the mini-app's, with
// its own user agent, in a context of its own.
import { ANY_SCREEN, expect, test } from './fixtures.ts';
import { seriousViolations } from './axe.ts';
import { seedMarket } from './seedData.ts';
import { articleHash } from '../../scripts/seedIds.ts';

const tw = seedMarket('tw');
const th = seedMarket('th');
const story = tw.articles.find((a) => a.contentType === 'GENERAL' && a.ageLimit === 0)!;

test('a reader copies the link and shares through the system sheet and the social networks', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The Web Share API is the browser's: the one thing stood in for, to see what it was given.
  await page.addInitScript(() => {
    (window as unknown as { shared: unknown[] }).shared = [];
    navigator.share = async (data?: ShareData) => void (window as unknown as { shared: unknown[] }).shared.push(data);
  });
  const url = `${baseURL}/tw/v2/article/${tw.hashOf(story.slug)}`;
  await page.goto(`/tw/v2/article/${tw.hashOf(story.slug)}`);
  await page.getByRole('button', { name: '分享', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: '分享這個頁面' });
  await expect(sheet).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await sheet.getByRole('button', { name: '複製連結' }).click();
  await expect(sheet.getByRole('status')).toHaveText('已複製連結。');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  await sheet.getByRole('button', { name: '更多分享方式…' }).click();
  expect(await page.evaluate(() => (window as unknown as { shared: unknown[] }).shared)).toEqual([{ url, title: story.title }]);

  await expect(sheet.getByRole('link', { name: 'LINE' })).toHaveAttribute('href', `https://social-plugins.line.me/lineit/share?url=${encodeURIComponent(url)}`);
  await expect(sheet.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`);
  await expect(sheet.getByRole('link', { name: 'X' })).toHaveAttribute('target', '_blank');
  await expect(sheet.getByRole('link', { name: 'WhatsApp' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
});

test('polls carry the share sheet with their own address; without the Web Share API the sheet leaves it out; Thai readers also get WhatsApp; spot shares /article/{hash}; inside the mini-app the picker is offered, and refused with a message where the app cannot send', ANY_SCREEN, async ({ browser, page, baseURL, context }) => {
  await page.goto('/tw/v2/poll/typhoon-day-off-poll');
  await expect(page.locator('[data-share-url]')).toHaveValue(`${baseURL}/tw/v2/poll/typhoon-day-off-poll`);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${baseURL}/tw/v2/poll/typhoon-day-off-poll`);

  // A browser without the Web Share API, from the next page on.
  await context.addCookies([{ name: 'agreementPassed', value: '1', url: baseURL! }]);
  await page.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
  });
  const thStory = th.articles.find((a) => a.ageLimit === 0)!;
  await page.goto(`/th/v2/article/${th.hashOf(thStory.slug)}`);
  await page.getByRole('button', { name: 'แชร์', exact: true }).click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
  await expect(sheet.locator('[data-share-system]')).toHaveCount(0);

  const spotHash = articleHash('spot', story.slug);
  await page.goto(`/spot/v3/article/${spotHash}`);
  await expect(page.locator('[data-share-url]')).toHaveValue(`${baseURL}/spot/article/${spotHash}`);

  // The mini-app: the messaging app's user agent, so a context of its own.
  const miniApp = await browser.newContext({ baseURL, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Line/14.19.0 LIFF' });
  const inApp = await miniApp.newPage();
  await inApp.goto(`/tw/v2/article/${tw.hashOf(story.slug)}`);
  await inApp.getByRole('button', { name: '分享', exact: true }).click();
  const appSheet = inApp.getByRole('dialog');
  await appSheet.getByRole('button', { name: '傳給 LINE 好友' }).click();
  await expect(appSheet.getByRole('status')).toHaveText('此版本的 App 不支援傳給好友。');
  await miniApp.close();
});
