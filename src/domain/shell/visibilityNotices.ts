// Page-visibility notices (shell-spec §9: throttled to 1 per second): the parts of a page that
// refresh when the reader comes back to it (the live status, the watch history) hear of it at most
// once a second, however often the page is hidden and shown. Pure: the clock is given.

export const VISIBILITY_NOTICE_INTERVAL_MS = 1000;

/** A gate that lets a notice through when none has passed in the last second. */
export function visibilityNoticeGate(now: () => number): () => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return () => {
    const t = now();
    if (t - last < VISIBILITY_NOTICE_INTERVAL_MS) return false;
    last = t;
    return true;
  };
}
