// Waiting on the page's own progress instead of on the clock.
import { expect, type Page } from '@playwright/test';

/** Resolves after the page has rendered its next frame: the pace of a finger's move events. */
export function nextFrame(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
}

/**
 * Resolves once no finite CSS transition or animation runs in the element `selector` matches (or
 * at once when nothing matches, e.g. a viewer that has just closed).
 */
export async function animationsSettled(page: Page, selector: string): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        (sel) =>
          (document.querySelector(sel)?.getAnimations({ subtree: true }) ?? []).filter(
            (a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity,
          ).length,
        selector,
      ),
    )
    .toBe(0);
}
