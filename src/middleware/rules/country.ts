// The pure rule behind the country middleware, kept apart so it is unit-tested without Astro.
import { DEFAULT_COUNTRY, findMarket } from '#/markets.ts';
import { isPagePath } from '#/domain/routing/pagePaths.ts';

/** The selector (/) and the gcp article page (/article/…) carry no country. */
const NO_COUNTRY = new Set(['', 'article']);

/**
 * Where a path must go for its country prefix, or null when it may stay. The prefix is optional
 * (content-spec §2): a route path without one (/v2/…, /v3/…, /main…) belongs to the default market
 * and moves under it, rest and all (docs/decisions/0035).
 */
export function countryRedirect(pathname: string): string | null {
  const segments = pathname.split('/');
  const first = segments[1] ?? '';
  if (!isPagePath(pathname) || NO_COUNTRY.has(first)) return null;
  if (first === 'v2' || first === 'v3') return `/${DEFAULT_COUNTRY}${pathname}`;
  if (first === 'main') return `/${DEFAULT_COUNTRY}/v2${pathname}`;
  const market = findMarket(first);
  if (market) {
    if (first === market.code) return null;
    segments[1] = market.code;
    return segments.join('/');
  }
  const second = segments[2] ?? '';
  if (second === 'v2' || second === 'v3') return `/${DEFAULT_COUNTRY}/v2`;
  return null;
}
