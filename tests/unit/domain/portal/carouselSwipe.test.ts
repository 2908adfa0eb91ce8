import { describe, expect, it } from 'vitest';
import { CAROUSEL_SPEED_MS, atScreenEdge, isSideways, resisted, swipeTarget } from '#/domain/portal/carouselSwipe.ts';

const swipe = { from: 1, count: 4, span: 300 };

describe('carousel swipe (content-spec §9 carousel defaults)', () => {
  it('a short swipe (under 300 ms) goes one stop its way however short it is', () => {
    expect(swipeTarget({ ...swipe, dx: -10, ms: 299 })).toBe(2);
    expect(swipeTarget({ ...swipe, dx: 10, ms: 120 })).toBe(0);
  });

  it('a long swipe (300 ms or more) goes on only when dragged half the way (ratio 0.5), else springs back', () => {
    expect(swipeTarget({ ...swipe, dx: -149, ms: 300 })).toBe(1);
    expect(swipeTarget({ ...swipe, dx: -150, ms: 300 })).toBe(2);
    expect(swipeTarget({ ...swipe, dx: 149, ms: 900 })).toBe(1);
    expect(swipeTarget({ ...swipe, dx: 150, ms: 900 })).toBe(0);
  });

  it('never goes past the first or last stop, and no move stays put', () => {
    expect(swipeTarget({ ...swipe, from: 0, dx: 200, ms: 100 })).toBe(0);
    expect(swipeTarget({ ...swipe, from: 3, dx: -200, ms: 100 })).toBe(3);
    expect(swipeTarget({ ...swipe, dx: 0, ms: 100 })).toBe(1);
  });

  it('takes only drags under 45° from the horizontal', () => {
    expect(isSideways(100, 99)).toBe(true);
    expect(isSideways(-100, 100)).toBe(false);
    expect(isSideways(-30, -10)).toBe(true);
    expect(isSideways(0, 5)).toBe(false);
  });

  it('leaves touches within 20 px of either screen edge to the system', () => {
    expect(atScreenEdge(20, 390)).toBe(true);
    expect(atScreenEdge(21, 390)).toBe(false);
    expect(atScreenEdge(369, 390)).toBe(false);
    expect(atScreenEdge(370, 390)).toBe(true);
  });

  it('resists a drag past an end with the overshoot to the power 0.85', () => {
    expect(resisted(100)).toBeCloseTo(100 ** 0.85, 6);
    expect(resisted(-100)).toBeCloseTo(-(100 ** 0.85), 6);
    expect(resisted(0)).toBe(0);
  });

  it('slides between stops in 300 ms', () => {
    expect(CAROUSEL_SPEED_MS).toBe(300);
  });
});
