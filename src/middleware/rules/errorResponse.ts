// What a route error answers (content-spec §2, §8): the 'temporary error' screen of the one error
// renderer with the error's status; when showing that screen fails too, the last-resort page
// ('An error occurred while showing the error page', a link home) with the same status.
import type { Market } from '#/markets.ts';
import { ERROR_PAGE_FAILED_HTML, errorScreen, renderErrorDocument, type ErrorTextKey } from '#/domain/shell/errorScreens.ts';
import { PUBLIC_ERROR_MESSAGES, errorStatus } from '#/domain/shell/routeError.ts';

const HTML = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' };

interface ErrorContext {
  market: Market;
  /** The interface language's translator. */
  t: (key: ErrorTextKey) => string;
  /** The address that failed: 'retry' reloads it. */
  here: string;
}

/** The error page for `error`; `render` draws the screen (the page's renderer unless a test breaks it). */
export function errorResponse(error: unknown, context: () => ErrorContext, render = renderErrorDocument): Response {
  const status = errorStatus(error);
  const message = error instanceof Error ? error.message : String(error);
  try {
    const { market, t, here } = context();
    const screen = errorScreen('temporary', { market, t, here, message: PUBLIC_ERROR_MESSAGES.has(message) ? message : undefined });
    return new Response(render(screen, market.lang), { status, headers: HTML });
  } catch {
    return new Response(ERROR_PAGE_FAILED_HTML, { status, headers: HTML });
  }
}
