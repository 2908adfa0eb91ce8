// content-spec §8 "Failed code chunk load: full page reload": a page whose island code fails to load
// (a deploy replaced it) reloads once and then works; a chunk that keeps failing reloads it only once.
import { expect, test, type Page } from './fixtures.ts';
import { seedEdition } from './seedData.ts';

const tw = seedEdition('tw');
const POLL_PAGE = `/tw/v2/poll/${tw.portal.polls[0]!.urlPath}`;
/** The poll island's code, with or without the retry query Astro adds. */
const POLL_CHUNK = /\/_astro\/Poll\.island\.[^/?]+\.js(\?.*)?$/;

/** The reader's tap on the poll's first choice: a signed-out reader's poll island wakes on it (decision 0057). */
const tapChoice = (page: Page) => page.locator('.poll-box label').first().click();

/** Counts the document loads of `path` the page makes. */
function countLoads(page: Page, path: string): () => number {
  let loads = 0;
  page.on('request', (r) => {
    if (r.resourceType() === 'document' && new URL(r.url()).pathname === path) loads += 1;
  });
  return () => loads;
}

test('a failed island chunk reloads the page once, and the island then works', async ({ page }) => {
  const loads = countLoads(page, POLL_PAGE);
  // Gone on the first load (the island's own retry included), back after the reload.
  await page.route(POLL_CHUNK, (route) => (loads() === 1 ? route.abort('failed') : route.continue()));
  await page.goto(POLL_PAGE);
  await tapChoice(page);
  await expect.poll(loads).toBe(2);
  // The island wakes on the next tap and takes the choice: the vote button comes alive.
  await tapChoice(page);
  await expect(page.locator('.poll-box button[type="submit"]')).toBeEnabled();
  await expect(page.locator('html')).not.toHaveAttribute('data-chunk-reload', /.*/);
});

test('a chunk that keeps failing reloads the page only once (no loop)', async ({ page }) => {
  const loads = countLoads(page, POLL_PAGE);
  let attempts = 0;
  await page.route(POLL_CHUNK, (route) => {
    attempts += 1;
    return route.abort('failed');
  });
  await page.goto(POLL_PAGE);
  await tapChoice(page);
  await expect.poll(loads).toBe(2);
  await tapChoice(page);
  // The reloaded page fails the same way and says it kept itself instead of reloading again.
  await expect(page.locator('html')).toHaveAttribute('data-chunk-reload', 'skipped');
  // Each load tries the chunk twice (Astro retries once).
  expect(attempts).toBe(4);
  expect(loads()).toBe(2);
});
