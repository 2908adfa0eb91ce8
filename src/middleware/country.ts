// Step 2: country prefix (content-spec §2). A known code in any case becomes the lowercase path;
// an unknown code in front of /v2 or /v3 goes to /tw/v2. The gcp article page (/article/…) has no
// prefix and belongs to gcp.
import { defineMiddleware } from 'astro:middleware';
import { countryRedirect } from '#/middleware/rules/country.ts';
import { MARKETS, findMarket } from '#/markets.ts';

export const country = defineMiddleware((context, next) => {
  const target = countryRedirect(context.url.pathname);
  if (target) return context.redirect(target + context.url.search, 301);
  const first = context.url.pathname.split('/')[1] ?? '';
  const market = first === 'article' ? MARKETS.gcp : findMarket(first);
  if (market) context.locals.market = market;
  return next();
});
