// Tracking calls go out as portal:track events; tests record them from the first script on.
import type { Page } from '@playwright/test';

export async function recordTracking(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { tracked: unknown[] }).tracked = [];
    window.addEventListener('portal:track', (e) => (window as unknown as { tracked: unknown[] }).tracked.push((e as CustomEvent).detail));
  });
  return () => page.evaluate(() => (window as unknown as { tracked: { type: string }[] }).tracked);
}
