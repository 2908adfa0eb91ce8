// Swiping between portal tabs (content-spec §2): a mostly horizontal swipe goes to the next or
// previous tab. The angle limit is the carousel's touch angle of 45° (content-spec §9).

const SWIPE_MIN_DISTANCE = 60;

/** 'next' for a swipe to the left, 'previous' to the right, null for anything else. */
export function swipeDirection(dx: number, dy: number): 'next' | 'previous' | null {
  if (Math.abs(dx) < SWIPE_MIN_DISTANCE) return null;
  if (Math.abs(dy) >= Math.abs(dx)) return null;
  return dx < 0 ? 'next' : 'previous';
}

/** The index of the neighbouring tab, or null at either end. */
export function neighbourTab(count: number, current: number, direction: 'next' | 'previous'): number | null {
  const target = direction === 'next' ? current + 1 : current - 1;
  return target >= 0 && target < count ? target : null;
}
