// content-spec §9: intersection buffer 300px / threshold 0.1, fetch delay 200 ms, prefetch idle
// time-out 2000 ms, as the page's scripts use them.
import { describe, expect, it } from 'vitest';
import { NEAR_VIEW, whenIdle } from '#/domain/shell/nearView.ts';

describe('near the view', () => {
  it('is within 300px, a tenth of the part showing', () => {
    expect(NEAR_VIEW).toEqual({ rootMargin: '300px', threshold: 0.1 });
  });
});

describe('idle-time fetches', () => {
  it('wait for idle time at most 2000 ms', () => {
    const asked: unknown[] = [];
    const fn = () => {};
    whenIdle(fn, { requestIdleCallback: (f, options) => asked.push([f, options]), setTimeout: () => asked.push('timer') });
    expect(asked).toEqual([[fn, { timeout: 2000 }]]);
  });

  it('wait 200 ms where the browser has no idle callbacks', () => {
    const asked: unknown[] = [];
    const fn = () => {};
    whenIdle(fn, { setTimeout: (f, ms) => asked.push([f, ms]) });
    expect(asked).toEqual([[fn, 200]]);
  });
});
