// The impression directive (shell-spec §5): elements marked `data-track-impression="<target>"`
// (`data-track-kind` ad, module or card; `data-track-modifiers` of parseTrackModifiers) send an
// impression once at least half of them has been in view for a second without a break (the ad
// layer's rule, src/domain/ads/impressionTimer.ts; a hidden page is out of view), and a click event on
// a click. `data-track-seen` tells browser tests what the timer was last told.
import { IMPRESSION_VISIBLE_RATIO } from '#/domain/ads/constants.ts';
import { createImpressionTimer, type ImpressionTimer } from '#/domain/ads/impressionTimer.ts';
import { parseTrackModifiers } from '#/domain/insights/impressionModifiers.ts';
import type { TargetEvent } from '#/domain/insights/events.ts';

type Send = (kind: TargetEvent['kind'], target: string, targetKind: TargetEvent['targetKind']) => void;

const KINDS = ['ad', 'module', 'card'];
const timers = new Map<Element, [ImpressionTimer, number]>();

function tell(el: HTMLElement, ratio: number) {
  const entry = timers.get(el);
  if (!entry || entry[0].counted) return;
  entry[1] = ratio;
  const seen = document.visibilityState === 'visible' && ratio >= IMPRESSION_VISIBLE_RATIO;
  el.dataset.trackSeen = String(seen);
  if (seen) entry[0].visible(ratio);
  else entry[0].hidden();
}

let observer: IntersectionObserver | undefined;

/** Watches the marked elements not watched yet (call again when more are added). */
export function watchTracked(send: Send, root: ParentNode = document): void {
  observer ??= new IntersectionObserver((entries) => {
    for (const e of entries) tell(e.target as HTMLElement, e.isIntersecting ? e.intersectionRatio : 0);
  }, { threshold: [0, IMPRESSION_VISIBLE_RATIO, 1] });
  for (const el of root.querySelectorAll<HTMLElement>('[data-track-impression]:not([data-track-watched])')) {
    el.dataset.trackWatched = '';
    const target = el.dataset.trackImpression!.slice(0, 120);
    const kind = (KINDS.includes(el.dataset.trackKind!) ? el.dataset.trackKind : 'module') as TargetEvent['targetKind'];
    const directive = parseTrackModifiers(el.dataset.trackModifiers);
    if (directive.unknown.length) console.error(`data-track-modifiers: unknown ${directive.unknown}`);
    if (directive.clickOn) el.addEventListener(directive.clickOn, () => send('click', target, kind), { capture: directive.capture, once: directive.once });
    if (!directive.visible) continue;
    const timer = createImpressionTimer({
      now: () => Date.now(),
      setTimer: (fn: () => void, ms: number) => setTimeout(fn, ms),
      clearTimer: (id) => clearTimeout(id),
      onImpression: () => {
        observer!.unobserve(el);
        timers.delete(el);
        el.dataset.trackSeen = 'counted';
        send('impression', target, kind);
      },
    });
    timers.set(el, [timer, 0]);
    observer.observe(el);
  }
}

document.addEventListener('visibilitychange', () => timers.forEach(([, ratio], el) => tell(el as HTMLElement, ratio)));
