// What every market page needs first: its market (set by the country middleware), a client, and
// how its links are written.
import type { AstroGlobal } from 'astro';
import { env } from 'cloudflare:workers';
import type { Market } from '#/markets.ts';
import { NAMESPACES } from '#/domain/routing/routes.ts';
import { canonicalNamespace } from '#/domain/routing/marketPaths.ts';
import { bookmarkFromCookies } from '#/domain/consistency/d1Bookmark.ts';
import { createServerClient } from '#/api/serverClient.ts';
import type { WebapiClient } from '#/api/webapiClient.ts';
import { articleViewOf, type ArticleViewType } from '#/domain/article/articlePage.ts';
import { cookieValue } from '#/domain/routing/cookieHeader.ts';
import { userGroup } from './loadTab.ts';

export interface PageContext {
  market: Market;
  client: WebapiClient;
  mediaBase: string;
  /** Absolute home address for canonical and share links. */
  home: string;
  /** Namespace canonical links use: v3 for migrated markets, else v2. */
  canonicalNs: 'v2' | 'v3';
  /** The current view (the `view` query parameter) when it is an article view type. */
  view?: ArticleViewType | null;
  /** The reader's test group from the group cookies, when well formed. */
  group?: string;
}

/**
 * The market page context, or null when the path is not a market page (wrong country or namespace):
 * the page then answers 404.
 */
export function pageContext(astro: Pick<AstroGlobal, 'locals' | 'params' | 'url' | 'request'>, opts: { rootPath?: boolean } = {}): PageContext | null {
  const market = astro.locals.market;
  if (!market) return null;
  if (!opts.rootPath) {
    if (astro.params.country !== market.code) return null;
    if (!(NAMESPACES as readonly string[]).includes(astro.params.ns ?? '')) return null;
  }
  return {
    market,
    // Reading the cookie sets nothing: the page stays cacheable (only API writes set it).
    client: createServerClient(market.code, astro.url.origin, bookmarkFromCookies(astro.request.headers.get('cookie'))),
    mediaBase: env.MEDIA_BASE || '/media',
    home: (env.HOME_URL || astro.url.origin).replace(/\/$/, ''),
    canonicalNs: canonicalNamespace(market),
    view: articleViewOf(astro.locals.view),
    group: userGroup((name) => cookieValue(astro.request.headers.get('cookie'), name)),
  };
}

/** Canonical URL of a market page: home + /{country}/{ns} + path, never with query parameters. */
export function canonicalUrl(ctx: PageContext, path: string): string {
  return `${ctx.home}/${ctx.market.code}/${ctx.canonicalNs}${path}`;
}
