// The headers every answer of the portal carries (pages fresh and cached, redirects, errors, the
// content API, media), decided in one place (docs/decisions/0024). The Astro middleware applies them
// before the page cache stores a render, so a cached copy replays exactly what the render answered.
import { isSecureDeployment } from './deployment.ts';

/**
 * Only what the portal uses is allowed: geolocation (weather, on our own origin); powerful features
 * it never asks for are denied, to itself and to every frame. Only features Chromium recognises are
 * named: an unknown one is logged as an error on every page (web-share is not one of them yet).
 */
export const PERMISSIONS_POLICY = [
  'geolocation=(self)',
  'camera=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
].join(', ');

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Embed pages exist to be framed by publishers, AMP pages by AMP caches and viewers. */
const FRAMEABLE_PAGE = /^\/[a-z]+\/v[23]\/(?:embed|amp)\//;

export function isFrameablePath(pathname: string): boolean {
  return FRAMEABLE_PAGE.test(pathname);
}

/** `text/html` and JSON answers name their charset (UTF-8 everywhere in the portal). */
export function withCharset(contentType: string | null): string | null {
  if (!contentType || /;\s*charset=/i.test(contentType)) return contentType;
  return /^(text\/html|application\/(?:[\w.+-]+\+)?json)\b/i.test(contentType) ? `${contentType}; charset=utf-8` : contentType;
}

/** What the answer was for, as far as browser caching is concerned. */
export interface AnswerFacts {
  url: URL;
  method: string;
  status: number;
  /** The request carried the reader's identity (an access token) or asked for a preview. */
  personal: boolean;
  setsCookie: boolean;
  cacheControl: string | null;
  isApi: boolean;
}

/**
 * The browser's caching rule. Anything personal, anything that sets a cookie, writes and server
 * errors are never kept; public pages are revalidated on every view (the edge page cache answers
 * those revalidations cheaply, and a reader never sees yesterday's front page); permanent
 * redirects are kept an hour; the API keeps what a route already decided when it is public.
 */
export function browserCacheControl(a: AnswerFacts): string {
  // A route that already keeps its answer private has decided for a reason (preview: private, no-cache).
  if (a.cacheControl && /\b(private|no-store)\b/i.test(a.cacheControl)) return a.cacheControl;
  if (a.personal || a.setsCookie || a.status >= 500 || (a.method !== 'GET' && a.method !== 'HEAD')) return 'private, no-store';
  if (a.status === 301 || a.status === 308) return 'public, max-age=3600';
  // A 304 refreshes the headers of the copy the browser keeps: it repeats the API route's own rule
  // (an immutable image stays immutable), where a no-store would make the browser drop the copy.
  if (a.status === 304 && a.isApi && a.cacheControl) return a.cacheControl;
  if (a.status >= 300 && a.status < 400) return 'no-store';
  if (a.isApi) return a.cacheControl ?? 'no-cache';
  return 'public, max-age=0, must-revalidate';
}

/** The headers to set on one answer (Content-Type only when it lacks its charset). */
export function securityHeaders(a: AnswerFacts, contentType: string | null): [string, string][] {
  const headers: [string, string][] = [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', REFERRER_POLICY],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    ['Cache-Control', browserCacheControl(a)],
  ];
  // Clickjacking needs a document: HTML pages refuse framing (embeds and AMP excepted); files do not.
  if (/^text\/html\b/i.test(contentType ?? '') && !isFrameablePath(a.url.pathname)) headers.push(['X-Frame-Options', 'DENY']);
  if (isSecureDeployment(a.url)) headers.push(['Strict-Transport-Security', HSTS]);
  const typed = withCharset(contentType);
  if (typed !== contentType && typed) headers.push(['Content-Type', typed]);
  return headers;
}
