// The overlay host is a client:interaction island: it hydrates on the first tap on a [data-sheet]
// element, or when an overlay is put in a store (src/stores/ui.ts). This page script adds the
// triggers that are neither: going offline (the host shows the offline notice), and enables the
// reading-settings button, which has nothing to open without JavaScript. No stores, no React here:
// pages load the host only when something needs it (docs/decisions/0012).

// wakeIsland.ts's wakeOverlayHost, written out: importing it would add a chunk (~0.2 KB gz) that
// the page's stores share with it.
const wake = () => document.querySelector('[data-overlay-host]')?.dispatchEvent(new Event('island:wake', { bubbles: true }));
addEventListener('offline', wake);
if (!navigator.onLine) wake();
document.querySelectorAll('[data-open-reading-settings]').forEach((button) => button.removeAttribute('disabled'));
