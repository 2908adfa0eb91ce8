import { describe, expect, it } from 'vitest';
import { autoplayNext, carouselStops, nearestStop } from '#/domain/portal/carousel.ts';

describe('carousel stops', () => {
  it('stops at each slide while one can start the view, then at the end of the track', () => {
    // A phone: five 290 px slides 12 px apart in a 345 px track (1.15 per view).
    const offsets = [0, 302, 604, 906, 1208];
    const max = 5 * 290 + 4 * 12 - 345;
    expect(carouselStops(offsets, max)).toEqual([0, 302, 604, 906, max]);
    // A desktop: three per view, so the third slide's start is the end.
    expect(carouselStops([0, 216, 432, 648, 864], 432)).toEqual([0, 216, 432]);
    expect(carouselStops([0, 216, 433, 648, 864], 432)).toEqual([0, 216, 432]);
  });

  it('has one stop when every slide fits', () => {
    expect(carouselStops([0, 216], 0)).toEqual([0]);
    expect(carouselStops([0], -3)).toEqual([0]);
  });

  it('reads the current stop from the scroll position', () => {
    const stops = [0, 302, 604, 763];
    expect(nearestStop(stops, 0)).toBe(0);
    expect(nearestStop(stops, 140)).toBe(0);
    expect(nearestStop(stops, 160)).toBe(1);
    expect(nearestStop(stops, 700)).toBe(3);
    expect(nearestStop(stops, 763)).toBe(3);
  });

  it('autoplays forward and from the last stop back to the first', () => {
    expect(autoplayNext(0, 5)).toBe(1);
    expect(autoplayNext(3, 5)).toBe(4);
    expect(autoplayNext(4, 5)).toBe(0);
    expect(autoplayNext(0, 1)).toBe(0);
  });
});
