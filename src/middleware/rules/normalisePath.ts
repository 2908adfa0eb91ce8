// Path normalisation of content-spec §2 and shell-spec §2, before the country check.
import { findMarket } from '#/markets.ts';

interface Redirect {
  location: string;
  status: 301 | 302;
}

/**
 * Where a path must go before anything renders, or null. `search` is kept (with `preview=1` added
 * when a leading preview segment is stripped, so preview mode survives the redirect).
 */
export function normalisePath(pathname: string, search: string): Redirect | null {
  const query = new URLSearchParams(search);
  const withQuery = (path: string, q = query) => {
    const s = q.toString();
    return s ? `${path}?${s}` : path;
  };

  // A leading preview segment is stripped; preview mode travels as ?preview=1.
  if (/^\/preview(\/|$)/.test(pathname)) {
    const q = new URLSearchParams(query);
    q.set('preview', '1');
    return { location: withQuery(pathname.replace(/^\/preview/, '') || '/', q), status: 302 };
  }

  const segments = pathname.split('/');
  const market = findMarket(segments[1] ?? '');
  if (!market) return null;
  const country = segments[1]!;
  const ns = segments[2];

  // /{country}, /{country}/, /{country}/v2 → the portal.
  if (ns === undefined || ns === '' || ((ns === 'v2' || ns === 'v3') && (segments[3] === undefined || segments[3] === '') && segments.length <= 4)) {
    const target = market.features.v3Migrated ? 'v3' : ns === 'v3' ? 'v3' : 'v2';
    return { location: withQuery(`/${country}/${target}/tab`), status: 301 };
  }
  // Legacy portal main without a namespace.
  if (ns === 'main') return { location: withQuery(`/${country}/v2/${segments.slice(2).join('/')}`), status: 301 };
  if (ns !== 'v2' && ns !== 'v3') return null;

  const rest = segments.slice(3);
  // /v2/main/group/{group} → /v2/main
  if (rest[0] === 'main' && rest[1] === 'group' && rest[2] && rest.length === 3) {
    return { location: withQuery(`/${country}/${ns}/main`), status: 301 };
  }
  // bare /v2/movie/{urlPath} → with a trailing slash
  if (rest[0] === 'movie' && rest.length === 2 && rest[1]) {
    return { location: withQuery(`${pathname}/`), status: 301 };
  }
  // Migrated markets live under v3.
  if (ns === 'v2' && market.features.v3Migrated) {
    return { location: withQuery(`/${country}/v3/${rest.join('/')}`), status: 301 };
  }
  return null;
}
