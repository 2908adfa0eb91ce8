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

window.addEventListener('pagehide', () => {
  try {
    sessionStorage.setItem(SCROLL_MEMORY_KEY, JSON.stringify(rememberScroll(read(), path(), window.scrollY)));
  } catch {
    // storage unavailable: nothing to restore later
  }
});

const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
const y = restoredScroll(read(), path(), navigation?.type ?? 'navigate');
// Anchor routes scroll to their module themselves; everything else starts at the top.
if (!document.querySelector('[data-scroll-anchor]')) {
  if (y !== null) window.scrollTo(0, y);
  else if (!location.hash) window.scrollTo(0, 0);
}
