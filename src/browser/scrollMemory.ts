// Scroll positions per path (content-spec §2, shell-spec §2): remembered in sessionStorage when a
// page is left, restored on back/forward navigation, top otherwise. Only pagehide is used, never
// unload, so pages stay eligible for the back/forward cache.
import { restoredScroll, SCROLL_MEMORY_KEY, rememberScroll } from '#/domain/portal/scrollMemory.ts';

const path = () => location.pathname + location.search;

function read(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(SCROLL_MEMORY_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

if ('scrollRestoration' in history) history.scrollRestoration = 'manual';

// The position is taken as the reader scrolls (layout is clean then), not read when the page is
// left: a read there can force a whole style and layout pass while the next page waits.
let lastY = 0;
addEventListener('scroll', () => (lastY = window.scrollY), { passive: true });

window.addEventListener('pagehide', () => {
  try {
    sessionStorage.setItem(SCROLL_MEMORY_KEY, JSON.stringify(rememberScroll(read(), path(), lastY)));
  } catch {
    // storage unavailable: nothing to restore later
  }
});

const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
const y = restoredScroll(read(), path(), navigation?.type ?? 'navigate');
// Anchor routes scroll to their module themselves; everything else starts at the top, where a page
// opens with manual restoration anyway (no scrollTo there: it would force a layout of the whole page
// before its first paint).
if (y !== null && !document.querySelector('[data-scroll-anchor]')) {
  // Parts of the page drawn only near the view (global.css) are drawn at once: the position is the
  // reader's in the true layout.
  document.documentElement.dataset.fullLayout = '';
  window.scrollTo(0, y);
  lastY = y;
}
