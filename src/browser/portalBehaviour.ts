// Portal behaviour in the browser: tab memory (pageUrlPath + date, 30 minutes), swiping to the next
// or previous tab, anchor tab routes scrolling smoothly to their module with a 100 px offset,
// waking the archive's load-more, and marking the cards of articles already read (read history).
import { freshTab, rememberTab, TAB_MEMORY_KEY } from '#/domain/portal/tabMemory.ts';
import { neighbourTab, swipeDirection } from '#/domain/portal/swipe.ts';
import { markReadCards } from './readHistory.ts';
import './loadMoreWake.ts';


const portal = document.querySelector<HTMLElement>('[data-portal]');

if (portal) {
  markReadCards();
  // Back from an article, the page may come from the back/forward cache as it was left.
  addEventListener('pageshow', (e) => e.persisted && markReadCards());
  const country = portal.dataset.country!;
  const tabPath = portal.dataset.tabPath!;
  const now = Date.now();
  let remembered: string | null = null;
  try {
    remembered = freshTab(JSON.parse(sessionStorage.getItem(TAB_MEMORY_KEY) ?? 'null'), now);
  } catch {
    remembered = null;
  }
  const tabLinks = [...document.querySelectorAll<HTMLAnchorElement>('.tab-bar a[data-tab-index]')];
  const knownTab = (path: string) => tabLinks.some((a) => a.pathname.endsWith(`/tab/${path}`));
  if (!portal.dataset.explicitTab && remembered && remembered !== tabPath && knownTab(remembered)) {
    // A bare portal address opens the tab the reader was on.
    location.replace(`/${country}/v2/tab/${remembered}`);
  } else {
    try {
      sessionStorage.setItem(TAB_MEMORY_KEY, JSON.stringify(rememberTab(tabPath, now)));
    } catch {
      // storage unavailable: no memory
    }
  }

  // The current tab in view in the scrollable tab bar: by CSS where the browser has
  // scroll-initial-target (global.css), else once the first frame is laid out, so the scroll forces
  // no layout of the whole page before its first paint. The first tab is in view anyway.
  const current = document.querySelector<HTMLElement>('.tab-bar a[aria-current="page"]');
  if (current && current.dataset.tabIndex !== '0' && !CSS.supports('scroll-initial-target', 'nearest')) {
    requestAnimationFrame(() => setTimeout(() => current.scrollIntoView({ block: 'nearest', inline: 'center' })));
  }

  let start: { x: number; y: number } | null = null;
  document.addEventListener(
    'touchstart',
    (e) => {
      const target = e.target as Element;
      // Horizontal scrollers and the carousel keep their own swipes.
      if (e.touches.length !== 1 || target.closest('.carousel, .tab-bar, .posters, .entity-chips, input, textarea, [data-no-tab-swipe]')) {
        start = null;
        return;
      }
      start = { x: e.touches[0]!.clientX, y: e.touches[0]!.clientY };
    },
    { passive: true },
  );
  document.addEventListener(
    'touchend',
    (e) => {
      if (!start) return;
      const touch = e.changedTouches[0]!;
      const direction = swipeDirection(touch.clientX - start.x, touch.clientY - start.y);
      start = null;
      if (!direction) return;
      const current = tabLinks.findIndex((a) => a.getAttribute('aria-current') === 'page');
      const target = current < 0 ? null : neighbourTab(tabLinks.length, current, direction);
      if (target !== null) location.assign(tabLinks[target]!.href);
    },
    { passive: true },
  );

  // Only an anchor tab route loads the scrolling code.
  const anchor = portal.dataset.scrollAnchor;
  if (anchor) void import('./anchorScroll.ts').then((m) => m.scrollToAnchor(anchor));
}
