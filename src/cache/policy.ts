// Which rendered answers the page cache may keep, and for how long.
// Never: no caching asked for, anything but HTML, a Set-Cookie, anything private or varying on identity, redirects and
// errors. A 404 is kept briefly (at most 60 s, no stale window), so bursts of bad links stay cheap.
const NOT_FOUND_MAX_AGE = 60;

function directives(header: string | null): { maxAge: number; swr: number } {
  let maxAge = 0;
  let swr = 0;
  for (const part of (header ?? '').split(',')) {
    const [k, v] = part.trim().toLowerCase().split('=');
    if (k === 'max-age') maxAge = Number.parseInt(v ?? '', 10) || 0;
    if (k === 'stale-while-revalidate') swr = Number.parseInt(v ?? '', 10) || 0;
  }
  return { maxAge, swr };
}

/** Cookies set through Astro.cookies ride on the response until Astro writes them as headers. */
function setsAstroCookies(response: Response): boolean {
  const cookies = Reflect.get(response, Symbol.for('astro.cookies')) as { headers(): Iterator<string> } | undefined;
  return cookies ? !cookies.headers().next().done : false;
}

export function storablePolicy(response: Response): { maxAge: number; swr: number; tags: string[] } | null {
  const { maxAge, swr } = directives(response.headers.get('CDN-Cache-Control'));
  if (maxAge <= 0) return null;
  // Only HTML pages are kept (stored as text); anything else answers uncached.
  if (!/^text\/html\b/i.test(response.headers.get('content-type') ?? '')) return null;
  if (response.headers.has('set-cookie') || setsAstroCookies(response)) return null;
  if (/\b(private|no-store)\b/i.test(response.headers.get('cache-control') ?? '')) return null;
  // The key already holds the request's variant; an answer varying on anything else is not kept.
  const vary = (response.headers.get('vary') ?? '').split(',').map((v) => v.trim().toLowerCase()).filter(Boolean);
  if (vary.some((v) => v !== 'accept-encoding')) return null;
  const tags = (response.headers.get('Cache-Tag') ?? '').split(',').map((t) => t.trim()).filter(Boolean);
  if (response.status === 200) return { maxAge, swr, tags };
  if (response.status === 404) return { maxAge: Math.min(maxAge, NOT_FOUND_MAX_AGE), swr: 0, tags };
  return null;
}
