// For browser tests that play a video but are not about its ads: the article's own video may open
// with a pre-roll (tw's demo campaign, src/browser/ads/video/), proved in videoAds.spec.ts. These
// tests play as a reader whose ad blocker refuses the portal's ad calls: the player then starts the
// content at once (an ad that cannot be fetched never keeps the reader from the video).
import { expect, type BrowserContext, type Page } from '@playwright/test';

/** The reader's browser refuses the ad server's calls, as an ad blocker does. */
export async function blockAds(context: BrowserContext): Promise<void> {
  await context.route('**/webapi/ads/**', (route) => route.abort('blockedbyclient'));
}

/** The player has given the content its turn (after a pre-roll, or at once without one). */
export async function afterPreroll(page: Page, timeout = 10_000): Promise<void> {
  await expect(page.locator('.video-player__frame[data-preroll="done"]')).toHaveCount(1, { timeout });
}
