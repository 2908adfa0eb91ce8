// axe on pages laid out the same on every screen (the phone project runs this file): the country
// selector, an article, the Thai agreement, an error screen and a route without its feature yet.
import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { acceptAgreement, seedMarket } from './seedData.ts';

const th = seedMarket('th');
test.describe.configure({ timeout: 60_000 });

const PATHS = ['/', `/th/v2/article/${th.hashOf(th.articles[0]!.slug)}`, '/th/v2/agreement', '/tw/v2/weather', '/tw/v2/error/login'];

for (const path of PATHS) {
  test(`axe finds no serious or critical violations on ${path}`, async ({ page, context, baseURL }) => {
    if (!path.includes('agreement')) await acceptAgreement(context, baseURL);
    await page.goto(path);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
