// The portal carousel's stops (content-spec §3 carousel module, §9 carousel defaults). The track is a
// native CSS scroll-snap scroller; a stop is a scroll position it can rest at: each slide's start
// while one is reachable, then the end of the track. One pagination dot per stop.

/** Autoplay delay of content-spec §9. */
export const AUTOPLAY_DELAY_MS = 3000;

/**
 * The stops of a track whose slides start at `offsets` (from the track's start) and which scrolls at
 * most `max` pixels. A slide that starts within a pixel or two of the end (or past it) is the end.
 */
export function carouselStops(offsets: readonly number[], max: number): number[] {
  return [...offsets.filter((o) => o < max - 2), Math.max(max, 0)];
}

/** The index of the stop nearest to a scroll position. */
export function nearestStop(stops: readonly number[], scrollLeft: number): number {
  let best = 0;
  stops.forEach((s, i) => {
    if (Math.abs(s - scrollLeft) < Math.abs(stops[best]! - scrollLeft)) best = i;
  });
  return best;
}

/** Where autoplay goes from stop `current` of `count`: the next one, and from the last back to the first. */
export function autoplayNext(current: number, count: number): number {
  return current + 1 < count ? current + 1 : 0;
}
