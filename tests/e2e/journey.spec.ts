import { expect, test } from './fixtures.ts';
import { seedMarket } from './seedData.ts';

const tw = seedMarket('tw');

test('a reader goes from the country selector to a market, a tab and an article', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.locator('a[data-country="tw"]').click();
  await expect(page).toHaveURL(/\/tw\/v2\/tab$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant-TW');

  const sections = page.getByRole('navigation', { name: '分類' });
  const second = tw.tabs[1]!;
  await sections.getByRole('link', { name: second.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/tw/v2/tab/${second.urlPath}$`));
  await expect(sections.getByRole('link', { name: second.name, exact: true })).toHaveAttribute('aria-current', 'page');

  const firstCard = page.locator('main a.card').first();
  const cardTitle = (await firstCard.locator('.card__title').textContent())!.trim();
  const article = tw.articles.find((a) => a.title === cardTitle)!;
  expect(article, 'card shows a seeded article of this tab').toBeTruthy();
  expect(article.tab).toBe(second.urlPath);

  await firstCard.click();
  await expect(page).toHaveURL(new RegExp(`/tw/v2/article/${tw.hashOf(article.slug)}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
  await expect(page.locator('.article__publisher')).toHaveText(tw.publishers.find((p) => p.id === article.publisherId)!.name);
  await expect(page.locator('.article__author')).toContainText(article.author);
  await expect(page.locator('.article__body p').first()).toBeVisible();
});
