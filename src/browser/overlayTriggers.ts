// The overlay host is a client:interaction island: it hydrates on the first tap on a [data-sheet]
// element, or when an overlay is put in a store (src/stores/ui.ts). This page script adds the
// triggers that are neither: going offline (the host shows the offline notice), and enables the
// reading-settings button, which has nothing to open without JavaScript. No stores, no React here:
// pages load the host only when something needs it (docs/decisions/0012).
import { wakeOverlayHost } from './wakeIsland.ts';

addEventListener('offline', wakeOverlayHost);
if (!navigator.onLine) wakeOverlayHost();
document.querySelectorAll('[data-open-reading-settings]').forEach((button) => button.removeAttribute('disabled'));
