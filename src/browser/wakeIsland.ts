// Wakes a client:interaction island whose trigger is not a DOM event inside it: the overlay host
// when an overlay is put in a store or the reader goes offline (docs/decisions/0012). Safe to call
// on the server (does nothing) and after the island has hydrated (the directive no longer listens).
const OVERLAY_HOST = '[data-overlay-host]';

export function wakeIsland(selector: string): void {
  if (typeof document !== 'undefined') document.querySelector(selector)?.dispatchEvent(new Event('island:wake', { bubbles: true }));
}

export const wakeOverlayHost = (): void => wakeIsland(OVERLAY_HOST);
