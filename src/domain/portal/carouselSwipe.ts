// The carousel's swipe (content-spec §9 carousel defaults: speed 300 ms, long swipe 300 ms, ratio
// 0.5, touch angle 45, edge threshold 20, resistance 0.85). The track is a native scroll-snap
// scroller (decision 0021); once its script starts, a finger's sideways drag is the script's, and
// these rules say where it ends (decision 0061). Pure: the script feeds it the gesture.

/** How long a move between stops takes (the slide speed). */
export const CAROUSEL_SPEED_MS = 300;
/** A swipe that lasts at least this long is a long swipe: it moves only past the ratio. */
export const LONG_SWIPE_MS = 300;
/** The part of the way to the next stop a long swipe must be dragged to go there. */
export const LONG_SWIPE_RATIO = 0.5;
/** A drag steeper than this (degrees from the horizontal) is the page's vertical scroll, not a swipe. */
export const TOUCH_ANGLE_DEG = 45;
/** A touch starting this close (px) to either side of the screen is left to the system's edge gestures (swipe-back). */
export const EDGE_THRESHOLD_PX = 20;
/** A drag past either end of the track follows the finger by the overshoot to this power. */
export const RESISTANCE_RATIO = 0.85;

/** Whether a touch at `x` on a screen `width` wide starts at one of its edges. */
export function atScreenEdge(x: number, width: number): boolean {
  return x <= EDGE_THRESHOLD_PX || x >= width - EDGE_THRESHOLD_PX;
}

/** Whether a drag of (dx, dy) is sideways enough to be the carousel's: under the touch angle. */
export function isSideways(dx: number, dy: number): boolean {
  if (dx === 0) return false;
  return (Math.atan2(Math.abs(dy), Math.abs(dx)) * 180) / Math.PI < TOUCH_ANGLE_DEG;
}

export interface Swipe {
  /** The stop the drag started at, and how many stops there are. */
  from: number;
  count: number;
  /** How far the finger moved (px; negative: to the left, toward the next stop). */
  dx: number;
  /** How long the finger was down (ms). */
  ms: number;
  /** The distance between the stop it started at and the one it heads for (px). */
  span: number;
}

/**
 * The stop a swipe ends at. A short swipe (under 300 ms) goes one stop its way however far it went;
 * a long one goes there only when dragged at least half the way, else it springs back. Never past
 * the first or the last stop.
 */
export function swipeTarget({ from, count, dx, ms, span }: Swipe): number {
  if (dx === 0) return from;
  const step = dx < 0 ? 1 : -1;
  const far = span > 0 && Math.abs(dx) / span >= LONG_SWIPE_RATIO;
  const to = ms < LONG_SWIPE_MS || far ? from + step : from;
  return Math.min(Math.max(to, 0), count - 1);
}

/** How far the row follows a drag that goes `over` px past an end: less and less the further it goes. */
export function resisted(over: number): number {
  return Math.sign(over) * Math.abs(over) ** RESISTANCE_RATIO;
}
