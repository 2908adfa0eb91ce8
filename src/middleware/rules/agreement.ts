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

/**
 * A navigation target from the query (the agreement's `from`, sign-in's `callback`): absent, the
 * page's default; present but not a path on this host, null: the page answers 404 'can not find
 * page' (content-spec §8 invalid navigation target) rather than quietly going elsewhere.
 */
export function navigationTarget(raw: string | null, fallback: string): string | null {
  return raw === null ? fallback : safeReturnPath(raw);
}

/**
 * The frame's service-provider agreement (shell-spec §2, between the no-script notice and the title
 * bar): in a market with the agreement page on, a reader who has not accepted and is not redirected
 * (inside the messaging app) is offered the agreement, with this page as its `from`. Null: no notice
 * (accepted, no agreement in this market, or on the agreement and service pages themselves).
 */
export function agreementNotice(input: { market: Market; agreementCookie: string | undefined; pathname: string; search: string }): string | null {
  const { market, agreementCookie, pathname, search } = input;
  if (!market.features.agreementPage || agreementCookie === '1') return null;
  const rest = pathname.replace(/^\/[^/]+\/(v2|v3)/, '');
  if (rest === pathname || /^\/(agreement|service)(\/|$)/.test(rest)) return null;
  return `/${market.code}/v2/agreement?from=${encodeURIComponent(pathname + search)}`;
}
