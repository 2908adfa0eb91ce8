import { describe, expect, it } from 'vitest';
import {
  BREADCRUMBS_MAX, TRANSACTION_IDLE_MS, TRANSACTION_MAX_MS, breadcrumbOf, createBreadcrumbTrail, createPageLoadTransaction, transactionSampled,
  type PageLoadTransactionEnd,
} from '#/domain/insights/errorTrail.ts';
import type { InsightEvent } from '#/domain/insights/events.ts';

const base = { id: 'x', at: 1_700_000_000_000, page: '/tw/v2/article/a', pageType: 'article' };
const named = (i: number): InsightEvent => ({ ...base, kind: 'event', name: 'gallery.slide', label: 'next', value: i, at: base.at + i });

/** A fake clock with timers: `advance` runs what falls due, in order. */
function fakeClock(t0: number) {
  let t = t0;
  let seq = 0;
  const timers = new Map<number, { at: number; fn: () => void }>();
  return {
    now: () => t,
    setTimer: (fn: () => void, ms: number) => (timers.set(++seq, { at: t + ms, fn }), seq),
    clearTimer: (id: number) => void timers.delete(id),
    advance(ms: number) {
      const until = t + ms;
      for (;;) {
        const next = [...timers.entries()].filter(([, v]) => v.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
        if (!next) break;
        timers.delete(next[0]);
        t = next[1].at;
        next[1].fn();
      }
      t = until;
    },
  };
}

describe("an error report's breadcrumbs (shell-spec §9: breadcrumbs 30)", () => {
  it('are left by page views, clicks and named events; not by impressions, vitals or errors', () => {
    expect(breadcrumbOf({ ...base, kind: 'pageview', title: 'T' })).toEqual({ timestamp: base.at / 1000, category: 'navigation', message: '/tw/v2/article/a' });
    expect(breadcrumbOf({ ...base, kind: 'click', target: 'top_search', targetKind: 'module' })).toMatchObject({ category: 'ui.click', message: 'module top_search' });
    expect(breadcrumbOf({ ...base, kind: 'event', name: 'offline' })).toMatchObject({ category: 'event', message: 'offline' });
    expect(breadcrumbOf(named(3))?.message).toBe('gallery.slide next 3');
    expect(breadcrumbOf({ ...base, kind: 'impression', target: 'm', targetKind: 'module' })).toBeNull();
    expect(breadcrumbOf({ ...base, kind: 'vital', metric: 'LCP', value: 1, rating: 'good' })).toBeNull();
    expect(breadcrumbOf({ ...base, kind: 'error', message: 'e', source: 'error' })).toBeNull();
  });
  it('keep the last 30, oldest dropped first; a trail read stays as it was', () => {
    const trail = createBreadcrumbTrail();
    for (let i = 0; i < 5; i++) trail.add(named(i));
    const early = trail.list();
    for (let i = 5; i < 45; i++) trail.add(named(i));
    expect(early).toHaveLength(5);
    const crumbs = trail.list();
    expect(crumbs).toHaveLength(BREADCRUMBS_MAX);
    expect(crumbs[0]!.message).toBe('gallery.slide next 15');
    expect(crumbs.at(-1)!.message).toBe('gallery.slide next 44');
  });
});

describe('the page-load transaction (shell-spec §9: idle timeout 1000 ms, max transaction 600 s, trace sampling 0.01)', () => {
  const start = 1_700_000_000_000;
  const open = (clock: ReturnType<typeof fakeClock>) => {
    const ends: PageLoadTransactionEnd[] = [];
    const tx = createPageLoadTransaction({ start, now: clock.now, setTimer: clock.setTimer, clearTimer: clock.clearTimer, onEnd: (e) => ends.push(e) });
    return { tx, ends };
  };

  it('is kept for 1 % of page loads', () => {
    expect(transactionSampled(0)).toBe(true);
    expect(transactionSampled(0.0099)).toBe(true);
    expect(transactionSampled(0.01)).toBe(false);
    expect(transactionSampled(0.5)).toBe(false);
  });
  it('ends a second after the last event when none follows, once', () => {
    const clock = fakeClock(start + 2000);
    const { tx, ends } = open(clock);
    clock.advance(600);
    tx.activity(clock.now());
    clock.advance(900); // 900 ms after the event: still open
    expect(ends).toEqual([]);
    tx.activity(clock.now());
    clock.advance(999);
    expect(tx.ended).toBe(false);
    clock.advance(1);
    expect(ends).toEqual([{ start, end: start + 2000 + 600 + 900 + TRANSACTION_IDLE_MS, reason: 'idle', events: 2 }]);
    tx.activity(clock.now());
    clock.advance(5000);
    expect(ends).toHaveLength(1);
  });
  it('ends at the idle when a late event shows a second of silence before it', () => {
    const clock = fakeClock(start + 100);
    const { tx, ends } = open(clock);
    tx.activity(start + 100 + TRANSACTION_IDLE_MS + 500); // the timers were held back (a throttled tab)
    expect(ends).toEqual([{ start, end: start + 100 + TRANSACTION_IDLE_MS, reason: 'idle', events: 0 }]);
  });
  it('ends 600 s after the page started however busy the page is', () => {
    const clock = fakeClock(start + 1000);
    const { tx, ends } = open(clock);
    for (let t = 0; t < TRANSACTION_MAX_MS; t += 500) {
      clock.advance(500);
      tx.activity(clock.now());
    }
    expect(ends).toEqual([expect.objectContaining({ start, end: start + TRANSACTION_MAX_MS, reason: 'max' })]);
  });
  it('ends at once when the tracker starts past the limit', () => {
    const clock = fakeClock(start + TRANSACTION_MAX_MS + 1);
    expect(open(clock).ends).toEqual([{ start, end: start + TRANSACTION_MAX_MS, reason: 'max', events: 0 }]);
  });
});
