// Cookie writes from middleware rules: path /, SameSite lax, none (and Secure) when the request is
// cross-site, Secure over https, HttpOnly unless browser code reads the cookie (docs/decisions/0027).
import type { APIContext } from 'astro';
import type { CookieWrite } from '#/middleware/rules/queryRules.ts';

/** Cookies the browser's own code reads: the shell's test group and the poll island's pending answers. */
const READ_BY_BROWSER_CODE = new Set(['group', 'pollAnswers']);

export function writeCookies(context: APIContext, cookies: CookieWrite[]): void {
  const crossSite = context.request.headers.get('sec-fetch-site') === 'cross-site';
  for (const c of cookies) {
    if (c.maxAge === 0) {
      context.cookies.delete(c.name, { path: '/' });
      continue;
    }
    context.cookies.set(c.name, c.value, {
      path: '/',
      maxAge: c.maxAge,
      sameSite: crossSite ? 'none' : 'lax',
      secure: crossSite || context.url.protocol === 'https:',
      httpOnly: !READ_BY_BROWSER_CODE.has(c.name),
    });
  }
}
