// Step 5: visitor redirects: the Thai agreement, then the route middlewares (OA digest).
import { defineMiddleware } from 'astro:middleware';
import { matchRoute, routeMiddlewares, splitCountryPath } from '#/domain/routing/routes.ts';
import { AGREEMENT_COOKIE, agreementRedirect } from '#/middleware/rules/agreement.ts';
import { digestRedirect } from '#/middleware/rules/digest.ts';

export const redirects = defineMiddleware((context, next) => {
  const market = context.locals.market;
  if (!market) return next();
  const agreement = agreementRedirect({
    market,
    messagingApp: context.locals.launch?.messagingApp ?? false,
    agreementCookie: context.cookies.get(AGREEMENT_COOKIE)?.value,
    pathname: context.url.pathname,
    search: context.url.search,
  });
  if (agreement) return context.redirect(agreement, 302);

  const parts = splitCountryPath(context.url.pathname);
  const match = parts ? matchRoute(parts.rest) : null;
  if (match) {
    const middlewares = routeMiddlewares(match.route);
    if (middlewares.includes('digest')) {
      const digest = digestRedirect({
        groupCookie: context.cookies.get('dfmGroup')?.value ?? context.cookies.get('group')?.value,
        routeHasDigest: true,
        country: market.code,
        search: context.url.search,
      });
      if (digest) return context.redirect(digest, 302);
    }
  }
  return next();
});
