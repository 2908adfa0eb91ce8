// The security headers and the content security policy as pure rules: what each kind of answer gets.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS_POLICY, REFERRER_POLICY, browserCacheControl, isFrameablePath, securityHeaders, withCharset, type AnswerFacts } from '#/domain/security/responseHeaders.ts';
import { ampPolicy, completePolicy, fallbackPolicy, pageDirectives, scriptHostSources, sha256Source } from '#/domain/security/contentSecurityPolicy.ts';

const facts = (over: Partial<AnswerFacts> = {}): AnswerFacts => ({
  url: new URL('http://127.0.0.1:8787/tw/v2/tab'), method: 'GET', status: 200, personal: false, setsCookie: false, cacheControl: null, isApi: false, ...over,
});
const ASTRO_POLICY = "default-src 'self';object-src 'none';script-src 'self' 'sha256-abc='; style-src 'self'";

describe('security headers', () => {
  it('name the charset of HTML and JSON only', () => {
    expect(withCharset('text/html')).toBe('text/html; charset=utf-8');
    expect(withCharset('application/json')).toBe('application/json; charset=utf-8');
    expect(withCharset('application/reports+json')).toBe('application/reports+json; charset=utf-8');
    expect(withCharset('text/html; charset=utf-8')).toBe('text/html; charset=utf-8');
    expect(withCharset('image/svg+xml')).toBe('image/svg+xml');
  });

  it('keep personal, cookie-setting, write and failed answers out of every cache', () => {
    expect(browserCacheControl(facts({ personal: true }))).toBe('private, no-store');
    expect(browserCacheControl(facts({ setsCookie: true }))).toBe('private, no-store');
    expect(browserCacheControl(facts({ method: 'POST', isApi: true }))).toBe('private, no-store');
    expect(browserCacheControl(facts({ status: 503 }))).toBe('private, no-store');
    expect(browserCacheControl(facts({ cacheControl: 'private, no-cache' }))).toBe('private, no-cache');
    expect(browserCacheControl(facts())).toBe('public, max-age=0, must-revalidate');
    expect(browserCacheControl(facts({ status: 301 }))).toBe('public, max-age=3600');
    expect(browserCacheControl(facts({ status: 302 }))).toBe('no-store');
    expect(browserCacheControl(facts({ isApi: true, cacheControl: 'public, max-age=31536000, immutable' }))).toBe('public, max-age=31536000, immutable');
    // A 304 of the API repeats its route's rule: the browser's kept copy stays cacheable.
    expect(browserCacheControl(facts({ status: 304, isApi: true, cacheControl: 'public, max-age=31536000, immutable' }))).toBe('public, max-age=31536000, immutable');
    expect(browserCacheControl(facts({ status: 304 }))).toBe('no-store');
  });

  it('deny framing except embeds and AMP, and pin HTTPS only on a real deployment', () => {
    const names = (f: AnswerFacts) => securityHeaders(f, 'text/html').map(([n]) => n);
    expect(names(facts())).toContain('X-Frame-Options');
    expect(names(facts({ url: new URL('http://127.0.0.1/tw/v2/embed/poll/x') }))).not.toContain('X-Frame-Options');
    expect(isFrameablePath('/th/v2/amp/article/AbC')).toBe(true);
    expect(isFrameablePath('/th/v2/login')).toBe(false);
    expect(names(facts())).not.toContain('Strict-Transport-Security');
    expect(securityHeaders(facts({ url: new URL('https://news.example.com/tw/v2/tab') }), 'text/html')).toContainEqual(['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']);
  });

  it('match the static files’ headers (public/_headers)', () => {
    const file = readFileSync(new URL('../../../public/_headers', import.meta.url), 'utf8');
    expect(file).toContain(`Referrer-Policy: ${REFERRER_POLICY}`);
    expect(file).toContain(`Permissions-Policy: ${PERMISSIONS_POLICY}`);
    expect(file).toContain('X-Content-Type-Options: nosniff');
  });
});

describe('content security policy', () => {
  it('completes Astro’s policy with our inline scripts, the market’s SDK hosts, framing and reporting', async () => {
    const policy = await completePolicy(ASTRO_POLICY, { url: new URL('http://127.0.0.1/tw/v2/tab'), scriptHosts: ['https://sdk.ads.example', 'http://insecure.example', 'https://x.example/path'], inlineScripts: ['boot()'] });
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-abc=' '${await sha256Source('boot()')}' https://sdk.ads.example`);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain('report-uri /webapi/csp-report');
    expect(policy).not.toContain('upgrade-insecure-requests');
    // Completing twice (a rewritten request) changes nothing.
    expect(await completePolicy(policy, { url: new URL('http://127.0.0.1/tw/v2/tab'), inlineScripts: ['boot()'] })).toBe(policy);
  });

  it('adds no host a market does not configure, and only https origins', () => {
    expect(scriptHostSources(undefined)).toEqual([]);
    expect(scriptHostSources(['https://a.example', 'https://b.example:8443', 'javascript:alert(1)', "https://c.example 'unsafe-inline'"])).toEqual(['https://a.example', 'https://b.example:8443']);
  });

  it('upgrades requests and lets embeds and AMP be framed where it should', () => {
    expect(pageDirectives({ url: new URL('https://news.example.com/tw/v2/tab') })).toEqual(expect.arrayContaining(['upgrade-insecure-requests', 'report-to csp', 'report-uri /webapi/csp-report']));
    expect(pageDirectives({ url: new URL('http://127.0.0.1:8787/tw/v2/tab') })).not.toContain('report-to csp');
    expect(pageDirectives({ url: new URL('http://127.0.0.1/tw/v2/embed/quiz/q1') })).toContain('frame-ancestors *');
    expect(ampPolicy(new URL('http://127.0.0.1/tw/v2/amp/article/x'))).toMatch(/script-src https:\/\/cdn\.ampproject\.org\/ blob:; .*frame-ancestors \*/);
  });

  it('runs nothing on pages Astro does not render, and allows their one style by hash', async () => {
    const policy = await fallbackPolicy(new URL('http://127.0.0.1/tw/v2/x'), ['main{margin:0}']);
    expect(policy).toContain("script-src 'none'");
    expect(policy).toContain(`style-src 'self' '${await sha256Source('main{margin:0}')}'`);
    expect(await sha256Source('main{margin:0}')).toMatch(/^sha256-[A-Za-z0-9+/]{43}=$/);
  });
});
