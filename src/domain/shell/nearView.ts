// When the page's scripts act ahead of the reader (content-spec §9 lazy load, fetch delay and
// prefetch idle time-out; decision 0061): a part wakes when it comes within the intersection buffer
// of the view, and a signed-in reader's own state is fetched in idle time.

/** Intersection buffer 300px and threshold 0.1: how near the view a part must come to wake. */
export const NEAR_VIEW: Readonly<IntersectionObserverInit> = { rootMargin: '300px', threshold: 0.1 };

/** The longest wait for idle time before the reader's state is fetched anyway. */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;
/** The wait instead where the browser has no idle callbacks. */
export const FETCH_DELAY_MS = 200;

/** What scheduling needs of the page: its idle callbacks, where it has them, and its timers. */
export interface IdleHost {
  requestIdleCallback?: (fn: () => void, options: { timeout: number }) => unknown;
  setTimeout: (fn: () => void, ms: number) => unknown;
}

/** Runs `fn` in idle time, within {@link PREFETCH_IDLE_TIMEOUT_MS}; else after {@link FETCH_DELAY_MS}. */
export function whenIdle(fn: () => void, host: IdleHost): void {
  if (typeof host.requestIdleCallback === 'function') host.requestIdleCallback(fn, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
  else host.setTimeout(fn, FETCH_DELAY_MS);
}
