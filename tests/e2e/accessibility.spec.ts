import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { seedMarket } from './seedData.ts';

const th = seedMarket('th');

for (const path of ['/', '/tw/v2/tab', `/th/v2/tab/${th.tabs[2]!.urlPath}`, `/th/v2/article/${th.hashOf(th.articles[0]!.slug)}`]) {
  test(`axe finds no serious or critical violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
  });
}
