// Portal behaviour in the browser: tab memory (pageUrlPath + date, 30 minutes), swiping to the next
// or previous tab, and anchor tab routes scrolling smoothly to their module with a 100 px offset.
import { freshTab, rememberTab, TAB_MEMORY_KEY } from '#/domain/portal/tabMemory.ts';
import { neighbourTab, swipeDirection } from '#/domain/portal/swipe.ts';

const ANCHOR_OFFSET_PX = 100;

const portal = document.querySelector<HTMLElement>('[data-portal]');

if (portal) {
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

  // The current tab in view in the scrollable tab bar.
  document.querySelector('.tab-bar a[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'center' });

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

  const anchor = portal.dataset.scrollAnchor;
  if (anchor) {
    const module = document.getElementById(anchor);
    if (module) {
      const align = (behavior: ScrollBehavior) =>
        window.scrollTo({ top: module.getBoundingClientRect().top + window.scrollY - ANCHOR_OFFSET_PX, behavior });
      requestAnimationFrame(() => align('smooth'));
      // Pictures and islands above the module may still change height: keep the module in place
      // for a moment, until the reader takes over.
      const content = module.parentElement ?? document.body;
      const keep = new ResizeObserver(() => align('auto'));
      const stop = () => {
        keep.disconnect();
        for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) removeEventListener(type, stop);
      };
      for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) addEventListener(type, stop, { passive: true, once: true });
      setTimeout(() => {
        keep.observe(content);
        setTimeout(stop, 2000);
      }, 600);
    }
  }
}
