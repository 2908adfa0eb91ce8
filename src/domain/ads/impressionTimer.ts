// The impression rule (shell-spec §5, §9): an impression counts once, when at least 50 % of the
// element has been visible for 1 s without a break. Clock and timers are injected, so the browser
// passes its own and tests a fake.
import { IMPRESSION_VISIBLE_MS, IMPRESSION_VISIBLE_RATIO } from './constants.ts';

export interface ImpressionTimerOptions<H> {
  now: () => number;
  setTimer: (fn: () => void, ms: number) => H;
  clearTimer: (handle: H) => void;
  onImpression: () => void;
}

export interface ImpressionTimer {
  /** The element's visible share changed (an IntersectionObserver's intersectionRatio). */
  visible(ratio: number): void;
  /** The element left the view or the page was hidden. */
  hidden(): void;
  /** Stop waiting (the slot is destroyed). */
  dispose(): void;
  readonly counted: boolean;
}

export function createImpressionTimer<H>({ now, setTimer, clearTimer, onImpression }: ImpressionTimerOptions<H>): ImpressionTimer {
  let counted = false;
  let disposed = false;
  let since: number | null = null;
  let timer: { handle: H } | null = null;

  const stop = () => {
    if (timer) clearTimer(timer.handle);
    timer = null;
    since = null;
  };
  const wait = (ms: number) => {
    timer = { handle: setTimer(check, ms) };
  };
  function check() {
    timer = null;
    if (counted || disposed || since === null) return;
    const left = IMPRESSION_VISIBLE_MS - (now() - since);
    // A timer that fires early (clamped or throttled clocks) waits for the rest.
    if (left > 0) return wait(left);
    counted = true;
    since = null;
    onImpression();
  }

  return {
    visible(ratio) {
      if (counted || disposed) return;
      if (!(ratio >= IMPRESSION_VISIBLE_RATIO)) return stop();
      if (since !== null) return;
      since = now();
      wait(IMPRESSION_VISIBLE_MS);
    },
    hidden() {
      if (!counted) stop();
    },
    dispose() {
      stop();
      disposed = true;
    },
    get counted() {
      return counted;
    },
  };
}
