// What makes two requests share a cached page: the normalised URL (sorted query, tracking
// parameters left out) and the variant that changes the HTML or the middleware's answer.
import { detectEnvironment } from '#/domain/shell/environment.ts';
import { isOutdatedBrowser } from '#/domain/shell/browserCheck.ts';
import { sha256Hex } from '#/domain/security/sha256Hex.ts';
import { cookieValue } from '#/domain/routing/cookieHeader.ts';
import { isPagePath } from '#/domain/routing/pagePaths.ts';
import { isReaderPartPath } from '#/domain/identity/readerParts.ts';
import { isTrackingParam } from '#/domain/routing/trackingParams.ts';
import { AGREEMENT_COOKIE } from '#/middleware/rules/agreement.ts';

export function normaliseCacheUrl(url: URL): string {
  // Most requests carry no query: skip building and sorting a parameter list (the HIT path's cost).
  if (url.search === '' || url.search === '?') return url.pathname;
  const params = new URLSearchParams(url.searchParams);
  for (const key of [...params.keys()]) if (isTrackingParam(key)) params.delete(key);
  params.sort();
  const query = params.toString();
  return `${url.pathname}${query ? `?${query}` : ''}`;
}

/**
 * The request's variant: launch environment class (news tab, mini-app, messaging app, web), the
 * locale cookie, the agreement cookie the middleware redirects on, and the reader's group (it picks
 * the portal's tab set and the digest test redirect), and an outdated browser (its copy shows the
 * browser-check bar).
 * The AMP variant is part of the path.
 */
function cacheVariant(request: Request, url: URL): string {
  const userAgent = request.headers.get('user-agent');
  const launch = detectEnvironment(userAgent, request.headers);
  const env = launch.newsTab ? 'nt' : launch.liff ? 'liff' : launch.messagingApp ? 'app' : 'web';
  const cookies = request.headers.get('cookie');
  const locale = cookieValue(cookies, 'locale') ?? '-';
  const agreement = cookieValue(cookies, AGREEMENT_COOKIE) === '1' ? 'a1' : 'a0';
  const group = cookieValue(cookies, 'dfmGroup') ?? cookieValue(cookies, 'group') ?? 'NA';
  // The news tab is redirected to carry utm_source=nt, which the URL part leaves out as tracking.
  const utm = env === 'nt' ? (url.searchParams.has('utm_source') ? '|utm' : '|no-utm') : '';
  const outdated = userAgent && isOutdatedBrowser(userAgent) ? '|old' : '';
  return `${env}|${locale}|${agreement}|${group.slice(0, 40)}${utm}${outdated}`;
}

/**
 * A request the page cache must not answer: not a page, not a GET, preview mode, one carrying
 * identity, or one for a reader's own part (whose answer without a token is a 401, never a copy).
 */
export function bypassesCache(request: Request, url: URL): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return true;
  // The API answers fresh; media and assets carry their own HTTP caching.
  if (!isPagePath(url.pathname)) return true;
  if (isReaderPartPath(url.pathname)) return true;
  if (url.search !== '' && url.searchParams.get('preview') === '1') return true;
  return carriesIdentity(request.headers);
}

/** The request carries a reader's access token (the API reads it; pages must not be shared then). */
export function carriesIdentity(headers: Headers): boolean {
  return headers.has('authorization') || headers.has('x-access-token') || headers.has('x-liff-access-token');
}

/** What makes two requests share a copy, as text: the normalised URL and the variant (the micro-cache's key). */
export function cacheIdentity(request: Request, url: URL): string {
  return `${normaliseCacheUrl(url)}\u0000${cacheVariant(request, url)}`;
}

/** The key of the shared layers: the build, then a hash of the identity (KV keys are capped at 512 bytes). */
export async function pageCacheKey(prefix: string, buildId: string, identity: string): Promise<string> {
  return `${prefix}${buildId}:${await sha256Hex(identity)}`;
}
