// oEmbed (https://oembed.com) rules, pure: which portal URLs a consumer may ask about, how big the
// embed is, and the answer's shape. What each URL embeds is decided by the resolver table in
// functions/oembed/resolvers.ts; this file only matches URLs and builds answers.
import { findMarket, type Market } from '#/markets.ts';
import { matchRoute, splitCountryPath, type RouteDef } from '#/domain/routing/routes.ts';
import { embedSnippet } from './embedSnippet.ts';

export const OEMBED_PATH = '/oembed';
const OEMBED_DEFAULT_WIDTH = 560;
const MIN_WIDTH = 200;

interface PortalUrlMatch {
  market: Market;
  /** Index of the pattern that matched, in the order given. */
  index: number;
  params: Record<string, string>;
}

/**
 * Matches a page URL against patterns (paths after /{country}/{v2|v3}, as in routes.ts). Only URLs
 * on one of the portal's own origins, of a known market, match; anything else is null (404).
 */
export function matchPortalUrl(raw: string, origins: readonly string[], patterns: readonly string[]): PortalUrlMatch | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (!origins.includes(url.origin)) return null;
  const split = splitCountryPath(url.pathname);
  const market = split ? findMarket(split.country) : undefined;
  if (!split || !market || market.code !== split.country) return null;
  const defs: RouteDef[] = patterns.map((pattern, i) => ({ name: String(i), pattern, built: true, amp: 'none', middleware: [] }));
  const match = matchRoute(split.rest || '/', defs);
  return match ? { market, index: Number(match.route.name), params: match.params } : null;
}

/** The width of the embed: the default, narrowed to the consumer's maxwidth (never under 200 px). */
export function oembedWidth(maxwidth: number | undefined): number {
  return Math.max(MIN_WIDTH, Math.min(OEMBED_DEFAULT_WIDTH, maxwidth ?? OEMBED_DEFAULT_WIDTH));
}

/** The starting height, capped by the consumer's maxheight; the frame then resizes to its content. */
export function oembedHeight(estimate: number, maxheight: number | undefined): number {
  const h = Math.max(1, Math.round(estimate));
  return maxheight === undefined ? h : Math.max(1, Math.min(h, maxheight));
}

export interface OembedRich {
  version: '1.0';
  type: 'rich';
  title: string;
  provider_name: string;
  provider_url: string;
  html: string;
  width: number;
  height: number;
  cache_age: number;
}

export function oembedAnswer(a: { embedUrl: string; title: string; width: number; height: number; providerName: string; providerUrl: string }): OembedRich {
  return {
    version: '1.0',
    type: 'rich',
    title: a.title,
    provider_name: a.providerName,
    provider_url: a.providerUrl,
    html: embedSnippet({ src: a.embedUrl, title: a.title, height: a.height, maxWidth: a.width }),
    width: a.width,
    height: a.height,
    cache_age: 3600,
  };
}

/** The discovery link's href for a page (OembedLink.astro). */
export function oembedDiscoveryHref(home: string, pageUrl: string): string {
  return `${home.replace(/\/$/, '')}${OEMBED_PATH}?url=${encodeURIComponent(pageUrl)}&format=json`;
}
