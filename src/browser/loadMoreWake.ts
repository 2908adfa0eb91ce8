// Wakes load-more (src/components/LoadMore.astro) when its list's end nears the view, or on a tap
// of its button: only then is src/browser/loadMore.ts loaded. Most readers never scroll that far.
const WAKE_MARGIN = '600px 0px';

for (const block of document.querySelectorAll<HTMLElement>('[data-load-more]')) {
  const wake = (pressed: boolean) => {
    observer.disconnect();
    void import('./loadMore.ts').then((m) => m.startLoadMore(block, pressed));
  };
  const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && wake(false), { rootMargin: WAKE_MARGIN });
  observer.observe(block);
  block.addEventListener('click', (e) => (e.target as Element).closest('button') && wake(true));
}
