// Tracking calls go out as portal:track events; tests record them from the first script on.
import type { Page } from '@playwright/test';

export async function recordTracking(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { tracked: unknown[] }).tracked = [];
    window.addEventListener('portal:track', (e) => (window as unknown as { tracked: unknown[] }).tracked.push((e as CustomEvent).detail));
  });
  return () => page.evaluate(() => (window as unknown as { tracked: { type: string }[] }).tracked);
}

/** The events the tracker sends to the collector (the POST bodies to /webapi/collect, beacons too), from now on. */
export function recordCollected(page: Page) {
  const events: { kind: string; [field: string]: unknown }[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/webapi/collect' && r.method() === 'POST') events.push(...(JSON.parse(r.postData()!) as { events: typeof events }).events);
  });
  return () => events;
}
