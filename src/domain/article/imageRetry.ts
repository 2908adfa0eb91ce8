// Failed image load (content-spec §8: "retry up to the attempt count, then the error image"). The
// spec gives no count: two more tries, after 1 s and 3 s (a phone that lost the network for a
// moment, a busy media host), then the error image. Each try asks for the address with `retry=N`,
// so no cached failure answers it.

/** The wait before each retry; their number is the attempt count beyond the first load. */
export const IMAGE_RETRY_DELAYS_MS: readonly number[] = [1000, 3000];

/** The address of retry `attempt` (1-based) of a picture that failed at `failed` (absolute). */
export function imageRetryAddress(failed: string, attempt: number): string {
  const url = new URL(failed);
  url.searchParams.set('retry', String(attempt));
  return url.href;
}
