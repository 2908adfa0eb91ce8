// Step 4: query rules (removed parameters, movie-order page, poll answers, locale, news-tab utm).
import { defineMiddleware } from 'astro:middleware';
import { applyQueryRules } from '#/middleware/rules/queryRules.ts';
import { writeCookies } from './cookies.ts';

export const query = defineMiddleware((context, next) => {
  const market = context.locals.market;
  if (!market) return next();
  const outcome = applyQueryRules({
    country: market.code,
    pathname: context.url.pathname,
    search: context.url.search,
    newsTab: context.locals.launch?.newsTab ?? false,
  });
  for (const line of outcome.log) console.warn(line, context.url.pathname + context.url.search);
  writeCookies(context, outcome.cookies);
  context.locals.view = outcome.view;
  if (outcome.redirect) return context.redirect(outcome.redirect, 302);
  return next();
});
