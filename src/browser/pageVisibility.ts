// The page's "visible again" notice, throttled to one a second (shell-spec §9) for every part that
// listens: one listener on the document, one gate.
import { visibilityNoticeGate } from '#/domain/shell/visibilityNotices.ts';

const listeners = new Set<() => void>();
const pass = visibilityNoticeGate(() => performance.now());

/** Calls `fn` when the page becomes visible again, at most once a second; answers how to stop. */
export function onPageVisible(fn: () => void): () => void {
  if (!listeners.size) {
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible' && pass()) listeners.forEach((l) => l());
    });
  }
  listeners.add(fn);
  return () => listeners.delete(fn);
}
