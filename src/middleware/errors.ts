// Outermost step: a failure anywhere below becomes the 'temporary error' screen of the one error
// renderer (src/domain/shell/errorScreens.ts) with the error's status; if that fails too, the
// last-resort page of content-spec §8.
import { defineMiddleware } from 'astro:middleware';
import { DEFAULT_COUNTRY, MARKETS } from '#/markets.ts';
import { ERROR_PAGE_FAILED_HTML, errorScreen, renderErrorDocument } from '#/domain/shell/errorScreens.ts';
import { PUBLIC_ERROR_MESSAGES, errorStatus } from '#/domain/shell/routeError.ts';
import { translator } from '#/i18n/i18n.ts';

const HTML = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' };

export const errors = defineMiddleware(async (context, next) => {
  try {
    return await next();
  } catch (error) {
    const status = errorStatus(error);
    const message = error instanceof Error ? error.message : String(error);
    console.error('route error', status, context.url.pathname, error);
    try {
      const market = context.locals.market ?? MARKETS[DEFAULT_COUNTRY];
      const t = translator(context.locals.language ?? market.defaultInterfaceLanguage);
      const screen = errorScreen('temporary', {
        market,
        t: (key) => t(key),
        here: context.url.pathname + context.url.search,
        message: PUBLIC_ERROR_MESSAGES.has(message) ? message : undefined,
      });
      const html = renderErrorDocument(screen, market.lang);
      return new Response(html, { status, headers: HTML });
    } catch {
      return new Response(ERROR_PAGE_FAILED_HTML, { status, headers: HTML });
    }
  }
});
