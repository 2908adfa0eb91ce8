// Thai service agreement (content-spec §2): visitors outside the messaging app, in a market with the
// agreement page on, who have not accepted, go to /{country}/v2/agreement?from=<path and query>.
import type { Market } from '#/markets.ts';

export const AGREEMENT_COOKIE = 'agreementPassed';

export function agreementRedirect(input: {
  market: Market;
  messagingApp: boolean;
  agreementCookie: string | undefined;
  pathname: string;
  search: string;
}): string | null {
  const { market, messagingApp, agreementCookie, pathname, search } = input;
  if (!market.features.agreementPage || messagingApp || agreementCookie === '1') return null;
  const rest = pathname.replace(/^\/[^/]+\/(v2|v3)/, '');
  if (rest === pathname) return null;
  if (/^\/(agreement|service)(\/|$)/.test(rest)) return null;
  return `/${market.code}/v2/agreement?from=${encodeURIComponent(pathname + search)}`;
}

/** The agreement's return address must be a path on this site; anything else is refused. */
export function safeReturnPath(from: string | null | undefined): string | null {
  if (!from) return null;
  if (!from.startsWith('/') || from.startsWith('//') || from.includes('\\') || /[\u0000-\u001f]/.test(from)) return null;
  return from;
}
