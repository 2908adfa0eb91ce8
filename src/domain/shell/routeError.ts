// Errors while routing or rendering carry their HTTP status (content-spec §8): taken from
// statusCode, status or the response status, default 500.
const asStatus = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value >= 100 && value < 600 ? value : undefined;

export function errorStatus(error: unknown): number {
  if (!error || typeof error !== 'object') return 500;
  const e = error as Record<string, unknown>;
  return asStatus(e.statusCode) ?? asStatus(e.status) ?? asStatus((e.response as Record<string, unknown> | undefined)?.status) ?? 500;
}

/** Messages of the spec's error catalogue, shown to readers as they are. */
export const PUBLIC_ERROR_MESSAGES: ReadonlySet<string> = new Set([
  'This page could not be found',
  'can not find page',
  'Unknown middleware',
]);
