// When a feed is fetched next, and when it counts as unhealthy (decision 0092). Pure: the pipeline
// passes its clock in.

export const POLL_MINUTES = { min: 5, max: 1440, default: 15 } as const;
/** A feed that failed this many times in a row is shown unhealthy (it is still retried, backed off). */
export const UNHEALTHY_AFTER_FAILURES = 5;
/** The back-off never waits longer than a day. */
export const MAX_BACKOFF_MS = 24 * 60 * 60_000;

/** After a success: the feed's own interval. */
export function nextFetchAfterSuccess(now: number, pollMinutes: number): number {
  return now + pollMinutes * 60_000;
}

/** After the `failures`-th failure in a row: the interval × 2^failures, at most a day. */
export function nextFetchAfterFailure(now: number, pollMinutes: number, failures: number): number {
  return now + Math.min(pollMinutes * 60_000 * 2 ** Math.min(failures, 30), MAX_BACKOFF_MS);
}

export function isHealthy(consecutiveFailures: number): boolean {
  return consecutiveFailures < UNHEALTHY_AFTER_FAILURES;
}
