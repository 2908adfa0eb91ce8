// Every page type of every market and every API family, over HTTP from the served worker: the
// security headers and the content security policy, fresh and from the page cache; and the abuse
// limits end to end (429 + Retry-After, 413).
import { describe, expect, it } from 'vitest';
import { MARKETS, type CountryCode } from '#/markets.ts';
import { PERMISSIONS_POLICY, REFERRER_POLICY } from '#/domain/security/responseHeaders.ts';
import { writeFamilyOf } from '#functions/webapi/writeFamilies.ts';
import { exchange, http, workerOrigin, type Answer } from '../helpers/workerHttp.ts';

const AGREED = { cookie: 'agreementPassed=1' };
const SECURITY_HEADERS = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'cache-control', 'x-frame-options', 'content-type', 'reporting-endpoints'];

/** The pages of one market a reader reaches from its portal, by type. */
async function pagesOf(code: CountryCode): Promise<Record<string, string>> {
  const portalPath = `/${code}/v2/tab`;
  const portal = await http(portalPath, { headers: AGREED });
  expect(portal.status, portalPath).toBe(200);
  const first = (pattern: RegExp) => portal.text.match(pattern)?.[0];
  const pages: Record<string, string | undefined> = {
    portal: portalPath,
    article: first(new RegExp(`/${code}/v2/article/[A-Za-z0-9]+`)),
    poll: first(new RegExp(`/${code}/v2/poll/[A-Za-z0-9_-]+`)),
    quiz: first(new RegExp(`/${code}/v2/quiz/[A-Za-z0-9_-]+`)),
    login: `/${code}/v2/login`,
    mypage: `/${code}/v2/mypage`,
    'not found': `/${code}/v2/no-such-page-here`,
  };
  if (pages.article) {
    pages.amp = pages.article.replace('/v2/article/', '/v2/amp/article/');
    pages.comments = pages.article.replace('/v2/article/', '/v2/comment/article/');
  }
  if (pages.poll) pages['poll embed'] = pages.poll.replace('/v2/poll/', '/v2/embed/poll/');
  if (pages.quiz) pages['quiz embed'] = pages.quiz.replace('/v2/quiz/', '/v2/embed/quiz/');
  return Object.fromEntries(Object.entries(pages).filter((e): e is [string, string] => e[1] !== undefined));
}

function expectSafeHeaders(answer: Answer, what: string, options: { html: boolean; frameable: boolean }) {
  const h = answer.headers;
  expect(h.get('x-content-type-options'), what).toBe('nosniff');
  expect(h.get('referrer-policy'), what).toBe(REFERRER_POLICY);
  expect(h.get('permissions-policy'), what).toBe(PERMISSIONS_POLICY);
  expect(h.get('cache-control'), what).toBeTruthy();
  expect(h.get('strict-transport-security'), `${what}: no HSTS over plain http`).toBeNull();
  const type = h.get('content-type') ?? '';
  if (/html|json/.test(type)) expect(type, what).toMatch(/;\s*charset=utf-8$/i);
  if (!options.html) return;
  const csp = h.get('content-security-policy') ?? '';
  for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", 'report-uri /webapi/csp-report']) expect(csp, what).toContain(directive);
  expect(csp, what).not.toContain('upgrade-insecure-requests');
  const scriptSrc = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src ')) ?? '';
  expect(scriptSrc, what).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
  if (options.frameable) {
    expect(csp, what).toContain('frame-ancestors *');
    expect(h.get('x-frame-options'), what).toBeNull();
  } else {
    expect(csp, what).toContain("frame-ancestors 'none'");
    expect(h.get('x-frame-options'), what).toBe('DENY');
  }
}

const securityHeadersOf = (a: Answer) => SECURITY_HEADERS.map((name) => [name, a.headers.get(name)]);

describe.each(Object.keys(MARKETS) as CountryCode[])('%s', (code) => {
  it('every page type answers with the security headers and the policy, fresh and cached alike', async () => {
    const pages = await pagesOf(code);
    expect(Object.keys(pages)).toEqual(expect.arrayContaining(['portal', 'article', 'amp', 'comments', 'login', 'mypage', 'not found']));
    // The page cache keeps these: a fresh address renders (MISS), the next request is a HIT.
    const cachedTypes = new Set(['portal', 'article', 'amp']);
    await Promise.all(
      Object.entries(pages).map(async ([type, page]) => {
        const path = cachedTypes.has(type) ? `${page}?walk=${Date.now()}-${Math.random()}` : page;
        const fresh = await http(path, { headers: AGREED });
        expect([200, 404], `${type} ${path}`).toContain(fresh.status);
        expectSafeHeaders(fresh, `${type} ${path}`, { html: true, frameable: /\/(embed|amp)\//.test(path) });
        if (cachedTypes.has(type)) expect(fresh.headers.get('x-astro-cache'), `${type} ${path}`).toBe('MISS');
        if (fresh.headers.get('x-astro-cache') === 'MISS') {
          const cached = await http(path, { headers: AGREED });
          expect(cached.headers.get('x-astro-cache'), `${type} ${path}`).toBe('HIT');
          expect(securityHeadersOf(cached), `${type} ${path} from the cache`).toEqual(securityHeadersOf(fresh));
        }
      }),
    );
  });
});

describe('answers that are not pages', () => {
  it('redirects, the API (reads, writes, errors) and media carry the headers too', async () => {
    const redirect = await http('/tw', { follow: false });
    expect(redirect.status).toBe(301);
    expectSafeHeaders(redirect, 'redirect', { html: false, frameable: false });
    expect(redirect.headers.get('cache-control')).toBe('public, max-age=3600');
    const answers: [string, Answer][] = [
      ['listing read', await http('/webapi/api/v6/listings/tw-latest?country=tw&offset=0&length=2')],
      ['API 404', await http('/webapi/no-such-call')],
      ['API 400', await http('/webapi/api/v6/listings/tw-latest?country=zz')],
      ['write without sign-in', await http('/webapi/interaction/like/add', { body: { country: 'tw' } })],
      ['openapi', await http('/webapi/openapi.json')],
      ['media 404', await http('/media/nothing/w280')],
    ];
    for (const [what, answer] of answers) expectSafeHeaders(answer, what, { html: false, frameable: false });
    // A reader's own answers are never kept by a browser or a shared cache.
    const personal = await http('/webapi/api/v6/listings/tw-latest?country=tw&offset=0&length=2', { headers: { authorization: 'Bearer not-a-token' } });
    expect(personal.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('abuse limits in the served worker', () => {
  const report = JSON.stringify({ 'csp-report': { 'document-uri': 'http://127.0.0.1/tw/v2/tab', 'effective-directive': 'img-src', 'blocked-uri': 'https://tracker.example/pixel', disposition: 'enforce' } });

  /** On a connection of its own (exchange): a kept-alive one workerd is closing could be reset under it. */
  async function post(body: string): Promise<number> {
    return (await exchange(new URL('/webapi/csp-report', workerOrigin()), 'POST', { 'content-type': 'application/csp-report' }, body)).status;
  }

  // 429 + Retry-After at the budget's edge: tests/worker/abuseLimits.test.ts (served) and
  // tests/webapi/writeBudgets.test.ts (every family, in-process with the limits' clock).
  it('caps a body (413) and counts a write under the cap (204)', async () => {
    const family = writeFamilyOf('/csp-report');
    expect(await post('x'.repeat(family.maxBodyBytes + 1))).toBe(413);
    expect(await post(report)).toBe(204);
  });
});
