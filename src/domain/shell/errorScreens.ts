// The one error renderer (content-spec §2, §8). Every error the portal shows goes through here:
// the error screens inside the market frame (ErrorScreen.astro), the 404 page, the catch-all
// route, the login error page, and the standalone page the errors middleware answers when a page
// fails. The texts the spec quotes are kept exactly. Pure: it depends on nothing that can itself
// fail to render; the translator is passed in.
//   noPage    missing content: 'no page', button with the service title to /{country}/v3/tab
//   login     login error: 'cannot sign in', button 'sign in' to the supplied callback
//   temporary anything else: 'temporary error', button 'retry' reloads
//   notFound  no route: 'This page could not be found'
// Buttons show only when the market's redirect-button setting is on.
import type { Market } from '#/markets.ts';

export type ErrorKind = 'noPage' | 'login' | 'temporary' | 'notFound';

/** The spec's name of each screen, on the screen as data-error-screen. */
const ERROR_CODE = {
  noPage: 'no page',
  login: 'cannot sign in',
  temporary: 'temporary error',
  notFound: 'This page could not be found',
} as const satisfies Record<ErrorKind, string>;

const NOT_FOUND_TEXT = 'This page could not be found';

/** The translation keys the screens use. */
export type ErrorTextKey = 'error.noPage' | 'error.cannotSignIn' | 'error.loginMessage' | 'error.temporary' | 'error.retry' | 'button.signin';

interface ErrorScreenInput {
  market: Pick<Market, 'code' | 'siteName' | 'features'>;
  t: (key: ErrorTextKey) => string;
  /** Path and query of the page showing the error (the retry and default sign-in target). */
  here: string;
  /** login: where 'sign in' leads. */
  callbackHref?: string;
  /** temporary: a message of the spec's catalogue to show as it is. */
  message?: string;
}

export interface ErrorScreen {
  kind: ErrorKind;
  code: string;
  heading: string;
  message?: string;
  /** The document title's first part (the frame adds the site name). */
  title: string;
  button: { label: string; href: string } | null;
}

export function errorScreen(kind: ErrorKind, input: ErrorScreenInput): ErrorScreen {
  const { market, t, here } = input;
  const home = `/${market.code}/v3/tab`;
  const base = { kind, code: ERROR_CODE[kind] };
  const screen: Omit<ErrorScreen, 'button'> & { button: { label: string; href: string } } =
    kind === 'noPage'
      ? { ...base, heading: t('error.noPage'), title: t('error.noPage'), button: { label: market.siteName, href: home } }
      : kind === 'login'
        ? { ...base, heading: t('error.cannotSignIn'), title: t('error.cannotSignIn'), message: t('error.loginMessage'), button: { label: t('button.signin'), href: input.callbackHref ?? here } }
        : kind === 'temporary'
          ? { ...base, heading: t('error.temporary'), title: t('error.temporary'), message: input.message, button: { label: t('error.retry'), href: here } }
          : { ...base, heading: '404', title: NOT_FOUND_TEXT, message: NOT_FOUND_TEXT, button: { label: market.siteName, href: home } };
  return { ...screen, button: market.features.redirectButton ? screen.button : null };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The screen's markup, the same inside the frame and on the standalone page. */
export function renderErrorScreen(screen: ErrorScreen): string {
  return (
    `<section class="error-screen" data-error-screen="${escapeHtml(screen.code)}"><h1>${escapeHtml(screen.heading)}</h1>` +
    (screen.message ? `<p>${escapeHtml(screen.message)}</p>` : '') +
    (screen.button ? `<a class="button" href="${escapeHtml(screen.button.href)}">${escapeHtml(screen.button.label)}</a>` : '') +
    '</section>'
  );
}

export const ERROR_DOCUMENT_STYLE =
  'body{margin:0;font-family:system-ui,sans-serif;color:#1d1d1f}.error-screen{text-align:center;padding:60px 16px}' +
  'a.button{display:inline-block;background:#04793a;color:#fff;padding:10px 20px;border-radius:999px;text-decoration:none}';

/** A whole page that is only the screen, for failures outside page rendering (the errors middleware). */
export function renderErrorDocument(screen: ErrorScreen, lang: string): string {
  return `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(screen.title)}</title><style>${ERROR_DOCUMENT_STYLE}</style></head><body><main>${renderErrorScreen(screen)}</main></body></html>`;
}

/** The last resort when even the error page fails (content-spec §8). */
export const ERROR_PAGE_FAILED_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Error</title></head><body><main><h1>An error occurred while showing the error page</h1><p><a href="/">Home</a></p></main></body></html>';
