// Country prefix (content-spec §2): a known code in any case becomes the lowercase path;
// an unknown code in front of /v2 or /v3 goes to the default market.
import { defineMiddleware } from 'astro:middleware';
import { countryRedirect } from './countryRule.ts';
import { findMarket } from '../markets.ts';

export const country = defineMiddleware((context, next) => {
  const target = countryRedirect(context.url.pathname);
  if (target) return context.redirect(target + context.url.search, 301);
  const first = context.url.pathname.split('/')[1] ?? '';
  const market = findMarket(first);
  if (market) context.locals.market = market;
  return next();
});
