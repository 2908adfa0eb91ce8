// The iOS mini-app's swipe back (rule: src/domain/shell/swipeBack.ts): loaded by the start-up there
// only. The tracking event goes first, then the page goes back.
import { isSwipeBack } from '#/domain/shell/swipeBack.ts';
import { track } from './tracking.ts';

export function startSwipeBack(): void {
  let start: { x: number; y: number } | null = null;
  addEventListener('touchstart', (event) => {
    const t = event.touches[0];
    start = event.touches.length === 1 && t ? { x: t.clientX, y: t.clientY } : null;
  }, { passive: true });
  addEventListener('touchend', (event) => {
    const t = event.changedTouches[0];
    if (!start || !t) return;
    const from = start;
    start = null;
    if (!isSwipeBack(from, { x: t.clientX, y: t.clientY }, document.body.clientWidth)) return;
    track({ type: 'swipeBack' });
    history.back();
  }, { passive: true });
  // Tests (and the app's own checks) can tell the gesture is on.
  document.documentElement.dataset.swipeBack = 'on';
}
