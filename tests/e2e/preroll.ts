// For browser tests that play a video: the article's own video may open with a pre-roll (tw's demo
// campaign, src/browser/ads/video/); after the press, wait until the content has its turn.
import { expect, type Page } from '@playwright/test';

/** The pre-roll (if one was served) has ended and the player has started on the content. */
export async function afterPreroll(page: Page, timeout = 20_000): Promise<void> {
  await expect(page.locator('.video-player__frame[data-preroll="done"]')).toHaveCount(1, { timeout });
}
