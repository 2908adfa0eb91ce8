import { describe, expect, it } from 'vitest';
import { createImpressionTimer } from '#/domain/ads/impressionTimer.ts';

/** A fake clock whose timers fire when time is advanced past them. */
function fakeClock() {
  let t = 0;
  let nextId = 0;
  const timers = new Map<number, { at: number; fn: () => void }>();
  return {
    now: () => t,
    setTimer: (fn: () => void, ms: number) => {
      timers.set(++nextId, { at: t + ms, fn });
      return nextId;
    },
    clearTimer: (id: number) => void timers.delete(id),
    advance(ms: number) {
      const end = t + ms;
      for (;;) {
        const due = [...timers].filter(([, x]) => x.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        t = due[1].at;
        due[1].fn();
      }
      t = end;
    },
    get pending() {
      return timers.size;
    },
  };
}

function setup() {
  const clock = fakeClock();
  let impressions = 0;
  const timer = createImpressionTimer({ ...clock, onImpression: () => impressions++ });
  return { clock, timer, count: () => impressions };
}

describe('impression timer', () => {
  it('counts once 50 % has been visible for 1 s', () => {
    const { clock, timer, count } = setup();
    timer.visible(0.5);
    clock.advance(999);
    expect(count()).toBe(0);
    clock.advance(1);
    expect([count(), timer.counted]).toEqual([1, true]);
  });

  it('counts only once however often the element comes back', () => {
    const { clock, timer, count } = setup();
    for (let i = 0; i < 3; i++) {
      timer.visible(1);
      clock.advance(1500);
      timer.hidden();
    }
    expect(count()).toBe(1);
    expect(clock.pending).toBe(0);
  });

  it('does not count under 50 %', () => {
    const { clock, timer, count } = setup();
    timer.visible(0.49);
    clock.advance(5000);
    expect(count()).toBe(0);
  });

  it('starts again after a break', () => {
    const { clock, timer, count } = setup();
    timer.visible(0.8);
    clock.advance(900);
    timer.visible(0.3);
    clock.advance(200);
    timer.visible(0.6);
    clock.advance(900);
    expect(count()).toBe(0);
    timer.hidden();
    clock.advance(100);
    timer.visible(0.6);
    clock.advance(1000);
    expect(count()).toBe(1);
  });

  it('keeps its start while the share changes above 50 %', () => {
    const { clock, timer, count } = setup();
    timer.visible(0.5);
    clock.advance(600);
    timer.visible(0.9);
    clock.advance(400);
    expect(count()).toBe(1);
  });

  it('waits for the rest when a timer fires early', () => {
    let t = 0;
    const fns: (() => void)[] = [];
    let impressions = 0;
    const timer = createImpressionTimer({ now: () => t, setTimer: (fn) => fns.push(fn), clearTimer: () => {}, onImpression: () => impressions++ });
    timer.visible(1);
    t = 700;
    fns.shift()!();
    expect(impressions).toBe(0);
    t = 1000;
    fns.shift()!();
    expect(impressions).toBe(1);
  });

  it('stops waiting when disposed', () => {
    const { clock, timer, count } = setup();
    timer.visible(1);
    timer.dispose();
    clock.advance(2000);
    timer.visible(1);
    clock.advance(2000);
    expect([count(), timer.counted, clock.pending]).toEqual([0, false, 0]);
  });
});
