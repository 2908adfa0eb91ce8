// For browser tests that play a video but are not about its ads: the article's own video may open
// with a pre-roll (tw's demo campaign, src/browser/ads/video/), proved in videoAds.spec.ts. These
// tests play as a reader whose ad blocker refuses the portal's ad calls (adBlocker.ts): the player
// then starts the content at once (an ad that cannot be fetched never keeps the reader from the video).
import { expect, type Page } from '@playwright/test';

/** The player has given the content its turn (after a pre-roll, or at once without one). */
export async function afterPreroll(page: Page, timeout = 10_000): Promise<void> {
  await expect(page.locator('.video-player__frame[data-preroll="done"]')).toHaveCount(1, { timeout });
}
