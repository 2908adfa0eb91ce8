// What every market page needs first: its market (set by the country middleware) and a client.
import type { AstroGlobal } from 'astro';
import { env } from 'cloudflare:workers';
import type { Market } from '../markets.ts';
import { createServerClient } from './serverClient.ts';
import type { WebapiClient } from './webapiClient.ts';

export interface PageContext {
  market: Market;
  client: WebapiClient;
  mediaBase: string;
  /** Absolute home address for canonical and share links. */
  home: string;
}

/** The market page context, or null when the path's country is not a market (the page answers 404). */
export function pageContext(astro: AstroGlobal): PageContext | null {
  const market = astro.locals.market;
  if (!market || astro.params.country !== market.code) return null;
  return {
    market,
    client: createServerClient(market.code, astro.url.origin),
    mediaBase: env.MEDIA_BASE || '/media',
    home: (env.HOME_URL || astro.url.origin).replace(/\/$/, ''),
  };
}
