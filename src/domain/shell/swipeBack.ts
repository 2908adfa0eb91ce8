// shell-spec §2: "In the iOS mini-app embed, swiping right past half the body width goes back, after
// first sending a swipe-back tracking event." The mini-app's iOS webview has no edge-swipe of its
// own; this gives readers the gesture they expect there, and only there.

/** How far right a swipe must travel, as a share of the body's width. */
export const SWIPE_BACK_SHARE = 0.5;

/** The iOS mini-app (LIFF) webview, by its user agent. */
export function swipeBackApplies(userAgent: string): boolean {
  return /\bLine\/\d/i.test(userAgent) && /\bLIFF\b/.test(userAgent) && /\b(iPhone|iPad|iPod)\b/.test(userAgent);
}

/** Whether a touch from `start` to `end` is a swipe back: rightwards, past half the body, mostly level. */
export function isSwipeBack(start: { x: number; y: number }, end: { x: number; y: number }, bodyWidth: number): boolean {
  const dx = end.x - start.x;
  const dy = Math.abs(end.y - start.y);
  return dx > bodyWidth * SWIPE_BACK_SHARE && dy < dx / 2;
}
