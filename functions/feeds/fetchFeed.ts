// Fetches a feed document (decision 0092): a conditional GET from the stored validators, a time-out
// over the whole exchange, a size cap read from the stream, at most 3 redirects each checked like
// the first address, and only http(s) to public hosts unless FEED_FETCH_PRIVATE allows private ones.
// Every failure is one reason of a small closed set, recorded on the feed.
import { httpUrl, mayFetch } from '#/domain/feeds/feedAddress.ts';
import { readBodyCapped } from './readCapped.ts';

export const FEED_FETCH_DEFAULTS = { timeoutMs: 10_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 3 } as const;

/** Why a fetch failed: `http-<status>` for an answer that is not 200/304, else one of these. */
export type FetchFailure = `http-${number}` | 'timeout' | 'too-large' | 'network' | 'refused-address' | 'too-many-redirects';

export type FeedFetchResult =
  | { status: 'ok'; bytes: Uint8Array<ArrayBuffer>; contentType: string | null; etag: string | null; lastModified: string | null; url: string }
  | { status: 'not-modified' }
  | { status: 'failed'; reason: FetchFailure };

export interface FeedFetchOptions {
  timeoutMs?: number;
  maxBytes?: number;
  /** FEED_FETCH_PRIVATE === "true": loopback and private hosts are allowed (local runs, tests). */
  allowPrivate: boolean;
  /** The validators of the last 200 (sent as If-None-Match / If-Modified-Since). */
  etag?: string | null;
  lastModified?: string | null;
  /** What to ask for (the feed formats by default; the picture fetch asks for images). */
  accept?: string;
}

const FEED_ACCEPT = 'application/feed+json, application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5';

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** Fetches `address` (never throws: failures are results). The picture fetch uses it too, with its own cap. */
export async function fetchFeed(address: string, options: FeedFetchOptions): Promise<FeedFetchResult> {
  const timeoutMs = options.timeoutMs ?? FEED_FETCH_DEFAULTS.timeoutMs;
  const maxBytes = options.maxBytes ?? FEED_FETCH_DEFAULTS.maxBytes;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    let url = httpUrl(address);
    for (let hop = 0; ; hop++) {
      if (!url || !mayFetch(url, options.allowPrivate)) return { status: 'failed', reason: 'refused-address' };
      const headers: Record<string, string> = { Accept: options.accept ?? FEED_ACCEPT };
      if (options.etag) headers['If-None-Match'] = options.etag;
      if (options.lastModified) headers['If-Modified-Since'] = options.lastModified;
      const response = await fetch(url.href, { headers, redirect: 'manual', signal: controller.signal });
      if (REDIRECTS.has(response.status)) {
        await response.body?.cancel();
        if (hop >= FEED_FETCH_DEFAULTS.maxRedirects) return { status: 'failed', reason: 'too-many-redirects' };
        const location = response.headers.get('location');
        url = location ? httpUrl(new URL(location, url).href) : null;
        continue;
      }
      if (response.status === 304) {
        await response.body?.cancel();
        return { status: 'not-modified' };
      }
      if (response.status !== 200) {
        await response.body?.cancel();
        return { status: 'failed', reason: `http-${response.status}` };
      }
      const bytes = await readBodyCapped(response, maxBytes);
      if (bytes === 'too-large') return { status: 'failed', reason: 'too-large' };
      return { status: 'ok', bytes, contentType: response.headers.get('content-type'), etag: response.headers.get('etag'), lastModified: response.headers.get('last-modified'), url: url.href };
    }
  } catch {
    return { status: 'failed', reason: controller.signal.aborted ? 'timeout' : 'network' };
  } finally {
    clearTimeout(timer);
  }
}
