// Outermost step: a failure anywhere below becomes the error page of src/middleware/rules/errorResponse.ts.
import { defineMiddleware } from 'astro:middleware';
import { DEFAULT_COUNTRY, MARKETS } from '#/markets.ts';
import { errorStatus } from '#/domain/shell/routeError.ts';
import { translator } from '#/i18n/i18n.ts';
import { errorResponse } from './rules/errorResponse.ts';

export const errors = defineMiddleware(async (context, next) => {
  try {
    return await next();
  } catch (error) {
    console.error('route error', errorStatus(error), context.url.pathname, error);
    return errorResponse(error, () => {
      const market = context.locals.market ?? MARKETS[DEFAULT_COUNTRY];
      const t = translator(context.locals.language ?? market.defaultInterfaceLanguage);
      return { market, t: (key) => t(key), here: context.url.pathname + context.url.search };
    });
  }
});
