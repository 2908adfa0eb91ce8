// What an error report carries beside the error, and the page-load transaction the error-reporting
// service gets (shell-spec §7, §9: "Trace sampling 0.01, idle timeout 1000 ms, max transaction 600 s,
// breadcrumbs 30"). Breadcrumbs are the tracker's named events, page views and clicks before the
// error, the last 30, oldest dropped first. The page-load transaction runs from the page's start
// until the tracker has been idle for a second (no new event) or 600 s at most, and is kept for 1 %
// of page loads, like the traces. Clock and timers are injected: the browser passes its own,
// tests a fake.
import type { InsightEvent } from './events.ts';
import { TRACE_SAMPLE_RATE } from './errorFilter.ts';

/** "breadcrumbs 30": the trail an error report carries. */
export const BREADCRUMBS_MAX = 30;
/** "idle timeout 1000 ms": a page-load transaction ends after this long without a new event. */
export const TRANSACTION_IDLE_MS = 1000;
/** "max transaction 600 s". */
export const TRANSACTION_MAX_MS = 600_000;
const CRUMB_MESSAGE_MAX = 200;

export interface Breadcrumb {
  /** Seconds since the epoch, as the error-reporting service reads them. */
  timestamp: number;
  category: 'navigation' | 'ui.click' | 'event';
  message: string;
}

/** The breadcrumb an event leaves, or null for the kinds that leave none (impressions, vitals, errors). */
export function breadcrumbOf(event: InsightEvent): Breadcrumb | null {
  const timestamp = event.at / 1000;
  const crumb = (category: Breadcrumb['category'], message: string): Breadcrumb => ({ timestamp, category, message: message.slice(0, CRUMB_MESSAGE_MAX) });
  switch (event.kind) {
    case 'pageview':
      return crumb('navigation', event.page);
    case 'click':
      return crumb('ui.click', `${event.targetKind} ${event.target}`);
    case 'event':
      return crumb('event', [event.name, event.label, event.value].filter((p) => p !== undefined && p !== '').join(' '));
    default:
      return null;
  }
}

/** A trail of the last `max` breadcrumbs: add each event as it comes, read the trail before a report. */
export function createBreadcrumbTrail(max = BREADCRUMBS_MAX) {
  const crumbs: Breadcrumb[] = [];
  return {
    add(event: InsightEvent): void {
      const crumb = breadcrumbOf(event);
      if (!crumb) return;
      crumbs.push(crumb);
      if (crumbs.length > max) crumbs.splice(0, crumbs.length - max);
    },
    /** A copy: a report keeps the trail as it was. */
    list(): Breadcrumb[] {
      return crumbs.slice();
    },
  };
}

/** Whether a page load's transaction is kept ("trace sampling 0.01"); `draw` is random in [0, 1). */
export function transactionSampled(draw: number): boolean {
  return draw < TRACE_SAMPLE_RATE;
}

export interface PageLoadTransactionEnd {
  /** Milliseconds since the epoch: the page's start and the transaction's end. */
  start: number;
  end: number;
  reason: 'idle' | 'max';
  /** Events seen while it ran. */
  events: number;
}

export interface PageLoadTransactionOptions<H> {
  /** When the page started (performance.timeOrigin). */
  start: number;
  now: () => number;
  setTimer: (fn: () => void, ms: number) => H;
  clearTimer: (handle: H) => void;
  onEnd: (end: PageLoadTransactionEnd) => void;
}

export interface PageLoadTransaction {
  /** The tracker queued an event (at its own time, ms since the epoch). */
  activity(at: number): void;
  readonly ended: boolean;
}

/**
 * The page-load transaction, open from its creation (the tracker's start counts as activity): it ends
 * TRANSACTION_IDLE_MS after the last event when none follows, or TRANSACTION_MAX_MS after the page's
 * start, whichever comes first; once.
 */
export function createPageLoadTransaction<H>({ start, now, setTimer, clearTimer, onEnd }: PageLoadTransactionOptions<H>): PageLoadTransaction {
  const max = start + TRANSACTION_MAX_MS;
  let last = now();
  let events = 0;
  let ended = false;
  let timer: { handle: H } | null = null;

  const finish = (end: number, reason: PageLoadTransactionEnd['reason']) => {
    if (ended) return;
    ended = true;
    if (timer) clearTimer(timer.handle);
    timer = null;
    onEnd({ start, end, reason, events });
  };
  function check() {
    timer = null;
    if (ended) return;
    const t = now();
    if (t >= max) return finish(Math.min(max, last + TRANSACTION_IDLE_MS), last + TRANSACTION_IDLE_MS < max ? 'idle' : 'max');
    if (t - last >= TRANSACTION_IDLE_MS) return finish(last + TRANSACTION_IDLE_MS, 'idle');
    // A timer that fires early (clamped or throttled clocks) waits for the rest.
    wait(Math.min(last + TRANSACTION_IDLE_MS, max) - t);
  }
  const wait = (ms: number) => {
    if (timer) clearTimer(timer.handle);
    timer = { handle: setTimer(check, Math.max(0, ms)) };
  };

  const transaction: PageLoadTransaction = {
    activity(at) {
      if (ended) return;
      // A later event after a second's silence or past the limit: the transaction had ended already.
      if (at - last >= TRANSACTION_IDLE_MS) return finish(Math.min(max, last + TRANSACTION_IDLE_MS), last + TRANSACTION_IDLE_MS < max ? 'idle' : 'max');
      if (at >= max) return finish(max, 'max');
      events++;
      last = Math.max(last, at);
      wait(Math.min(last + TRANSACTION_IDLE_MS, max) - now());
    },
    get ended() {
      return ended;
    },
  };
  if (now() >= max) finish(max, 'max');
  else wait(Math.min(last + TRANSACTION_IDLE_MS, max) - now());
  return transaction;
}
