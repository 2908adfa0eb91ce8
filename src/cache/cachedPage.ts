// One cached page as every layer keeps it: the rendered answer plus the windows it may be served in.
export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: string;
  /** Epoch ms when rendered. */
  storedAt: number;
  /** Seconds the copy is fresh. */
  maxAge: number;
  /** Seconds past max-age it may be answered while a re-render runs. */
  swr: number;
  /** Seconds past max-age it may stand in for a failing render. */
  staleIfError: number;
  tags: string[];
  /** The normalised path and query it was rendered for (purge by path). */
  path: string;
}

export type CacheState = 'HIT' | 'STALE' | 'MISS';

/** Seconds since the page was rendered (negative clock skew counts as 0). */
export function ageSeconds(page: Pick<CachedPage, 'storedAt'>, now: number): number {
  return Math.max(0, (now - page.storedAt) / 1000);
}

export function isFresh(page: Pick<CachedPage, 'storedAt' | 'maxAge'>, now: number): boolean {
  return ageSeconds(page, now) <= page.maxAge;
}

/** Epoch ms until which any window (fresh, stale-while-revalidate, stale-if-error) lasts. */
export function keptUntil(page: Pick<CachedPage, 'storedAt' | 'maxAge' | 'swr' | 'staleIfError'>): number {
  return page.storedAt + Math.ceil(page.maxAge + Math.max(page.swr, page.staleIfError)) * 1000;
}

/** The reader's answer: the stored headers plus the cache state and the copy's age. */
export function pageResponse(page: CachedPage, state: CacheState, now: number): Response {
  const headers = new Headers(page.headers);
  headers.set('X-Astro-Cache', state);
  headers.set('Age', String(Math.floor(ageSeconds(page, now))));
  return new Response(page.body, { status: page.status, headers });
}
