// The top progress bar (shell-spec §2): on while navigations or requests run (shown after 200 ms,
// given up after 5 s), red on a failed request other than a cancellation.
import { atom } from 'nanostores';
import { wakeOverlayHost } from '#/browser/wakeIsland.ts';

export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_MAX_MS = 5000;

export const $progress = atom<{ running: number; failed: boolean }>({ running: 0, failed: false });

export function progressStart(): void {
  const p = $progress.get();
  $progress.set({ running: p.running + 1, failed: false });
}

export function progressEnd(outcome: 'ok' | 'error' | 'cancelled' = 'ok'): void {
  const p = $progress.get();
  $progress.set({ running: Math.max(0, p.running - 1), failed: p.failed || outcome === 'error' });
}

export function progressReset(): void {
  $progress.set({ running: 0, failed: false });
}

/** The failure state shows for a while, then the bar goes away until the next request. */
export function progressClearFailure(): void {
  $progress.set({ ...$progress.get(), failed: false });
}

// The overlay host (client:interaction) shows the bar: a request wakes it (docs/decisions/0012).
$progress.listen(wakeOverlayHost);
