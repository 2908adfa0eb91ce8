// A reader whose ad blocker refuses the portal's ad calls: every ad module on the page hides, and
// nothing may move for it (the ad layer keeps a module's space unless it is well below the view).
import type { BrowserContext } from '@playwright/test';

export async function blockAds(context: BrowserContext): Promise<void> {
  await context.route('**/webapi/ads/**', (route) => route.abort('blockedbyclient'));
}
