// Anchor routes (content-spec §2): scroll smoothly to the module whose anchor id matches, 100 px
// below the top, and keep it there while pictures and islands above it settle, until the reader
// takes over. Used by the portal's anchor tab route and by generic pages' sections.
const ANCHOR_OFFSET_PX = 100;

export function scrollToAnchor(anchor: string): void {
  const module = document.getElementById(anchor);
  if (!module) return;
  // Parts drawn only near the view (global.css) are drawn at once: the module's place is its true one.
  document.documentElement.dataset.fullLayout = '';
  const align = (behavior: ScrollBehavior) => window.scrollTo({ top: module.getBoundingClientRect().top + window.scrollY - ANCHOR_OFFSET_PX, behavior });
  requestAnimationFrame(() => align('smooth'));
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

/** A page whose content element names an anchor in data-scroll-anchor scrolls to it on load. */
export function scrollToPageAnchor(): void {
  const anchor = document.querySelector<HTMLElement>('[data-scroll-anchor]')?.dataset.scrollAnchor;
  if (anchor) scrollToAnchor(anchor);
}
