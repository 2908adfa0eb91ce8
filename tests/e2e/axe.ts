// axe's serious and critical violations on the page as it is now, each as 'rule: first targets'.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * `within`: a selector to check only that part of the page (an overlay opened on a page whose
 * whole has been checked already).
 *
 * axe runs in the page itself (axe.run, "legacy mode"): the default (runPartial in every frame, then
 * finishRun in a blank page it opens for the purpose) took twice as long here on every page, about
 * 5 s a page on a busy machine. What legacy mode leaves out is other origins' frames, which hold no
 * markup of ours.
 */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  // Only violations are read: axe then skips gathering the nodes of every passed, incomplete and
  // inapplicable rule (40 % of its time on a portal, measured).
  const builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
  if (within) builder.include(within);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

/**
 * Opens an AMP page as a reader sees it once AMP's boilerplate gives up waiting for the runtime
 * (8 s, or at once here): the runtime lives on AMP's CDN, which tests do not reach, so its request
 * is refused and the boilerplate's hiding animation is finished instead of waited for.
 */
export async function openAmpPage(page: Page, path: string): Promise<void> {
  await page.route('https://cdn.ampproject.org/**', (route) => route.abort());
  await page.goto(path);
  await page.evaluate(() => {
    for (const a of document.getAnimations()) if ((a as CSSAnimation).animationName === '-amp-start') a.finish();
  });
}
