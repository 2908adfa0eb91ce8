// The dashboard in a browser, for what only a browser tells: signed in through its form (the
// cookie the browser then keeps), a page with every section drawn meets axe (no serious or critical
// violation, the data tables opened too) and does not move while it loads and is scrolled. Its
// markup, guard and export are proved over HTTP (tests/worker/insightsPage.test.ts).
import { join } from 'node:path';
import { ANY_SCREEN, expect, test } from './fixtures.ts';
import { seriousViolations } from './axe.ts';
import { describeShifts, layoutShifts, recordLayoutShifts, scrollToEnd, totalShift } from './layoutShift.ts';
import { ROOT } from '../../scripts/projectRoot.ts';
import { E2E_ADMIN_TOKEN, E2E_STATE } from '../../scripts/e2eServer.ts';

/** A day long past (2020-01-07, its first six hours): nothing the collector writes now falls in it. */
const DAY = Date.parse('2020-01-07T00:00:00Z') / 60_000;
const RANGE = 'from=2020-01-07T00:00&to=2020-01-07T06:00';

test.beforeAll(async () => {
  // Loaded here, not at the top: the runner loads every spec, and this one alone needs wrangler's helpers.
  const { withBindingSqlite } = await import('../../scripts/localPlatform.ts');
  withBindingSqlite(join(ROOT, E2E_STATE), 'd1/miniflare-D1DatabaseObject', 'insight_page_views', (db) => {
    const rows: [string, unknown[][]][] = [
      [
        'INSERT OR REPLACE INTO insight_page_views (minute, country, page_type, path, title, views) VALUES (?, ?, ?, ?, ?, ?)',
        [[DAY + 10, 'tw', 'article', '/tw/v2/article/insights-e2e', 'A story with a long title that the bar chart has to cut short', 30], [DAY + 130, 'hk', 'portal', '/hk/v2/tab/top', 'HK top', 9]],
      ],
      ['INSERT OR REPLACE INTO insight_vitals (minute, country, page_type, metric, bucket, count) VALUES (?, ?, ?, ?, ?, ?)', [[DAY + 5, 'tw', 'article', 'LCP', 40, 3], [DAY + 5, 'tw', 'article', 'CLS', 30, 2]]],
      ['INSERT OR REPLACE INTO insight_errors (minute, country, page_type, message, count) VALUES (?, ?, ?, ?, ?)', [[DAY + 20, 'tw', 'article', 'TypeError: boom', 7]]],
      ['INSERT OR REPLACE INTO insight_impressions (minute, country, page_type, target, target_kind, impressions, clicks) VALUES (?, ?, ?, ?, ?, ?, ?)', [[DAY + 30, 'tw', 'portal', 'tw:portal:between-2', 'ad', 400, 6]]],
    ];
    for (const [sql, values] of rows) for (const row of values) db.prepare(sql).run(...(row as (string | number)[]));
  });
});

// Editors read it on a desktop: its sections' two columns (chart, table) at a desktop's width, once.
test.use({ viewport: { width: 1280, height: 800 } });

test('signed in through its form, the dashboard meets axe and does not move', ANY_SCREEN, async ({ page }) => {
  await page.goto('/admin/insights/sign-in');
  await page.getByLabel('Admin token').fill(E2E_ADMIN_TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/insights$/);
  await recordLayoutShifts(page);
  await page.goto(`/admin/insights?${RANGE}`);
  await expect(page.locator('#pageviews svg polyline')).toHaveCount(2);
  for (const details of await page.locator('details').all()) await details.locator('summary').click();
  expect(await seriousViolations(page)).toEqual([]);
  await scrollToEnd(page);
  const shifts = await layoutShifts(page);
  expect(totalShift(shifts), describeShifts(shifts)).toBeLessThanOrEqual(0.01);
});
