// An impression counts when at least half the creative is in view for a second without a break
// (shell-spec §5, §9): the intersection observer reports the visible share, the domain's impression
// timer decides. A hidden page is out of view.
import { IMPRESSION_VISIBLE_RATIO } from '#/domain/ads/constants.ts';
import { createImpressionTimer } from '#/domain/ads/impressionTimer.ts';

/** Watches `target` until its one impression fires (then `onImpression`) or the returned stop is called. */
export function watchImpression(target: Element, onImpression: () => void): () => void {
  let ratio = 0;
  const timer = createImpressionTimer({
    now: () => Date.now(),
    setTimer: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimer: (id) => clearTimeout(id),
    onImpression: () => {
      stop();
      (target as HTMLElement).dataset.adVisible = 'counted';
      onImpression();
    },
  });
  const report = () => {
    const seen = document.visibilityState === 'visible' && ratio >= IMPRESSION_VISIBLE_RATIO;
    // What the timer was told, on the element: browser tests move their clock only after it.
    (target as HTMLElement).dataset.adVisible = String(seen);
    if (seen) timer.visible(ratio);
    else timer.hidden();
  };
  const observer = new IntersectionObserver(
    (entries) => {
      for (const e of entries) ratio = e.isIntersecting ? e.intersectionRatio : 0;
      report();
    },
    { threshold: [0, IMPRESSION_VISIBLE_RATIO, 1] },
  );
  observer.observe(target);
  document.addEventListener('visibilitychange', report);
  function stop() {
    observer.disconnect();
    document.removeEventListener('visibilitychange', report);
  }
  return () => {
    stop();
    timer.dispose();
  };
}
