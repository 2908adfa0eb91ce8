// Astro's route-caching provider (pluggable in Astro 7; docs/decisions/0004), the storing half of the
// page cache: the worker entry answers copies before Astro runs (servePageCache.ts); what reaches Astro is rendered, and a
// storable answer is kept (MISS) in KV and the tag index. `invalidate` is purge by tag and path.
import type { CacheProvider } from 'astro';
import { BUILD_ID } from './buildId.ts';
import { bypassesCache, cacheIdentity, normaliseCacheUrl, pageCacheKey } from './cacheKey.ts';
import type { CachedPage } from './cachedPage.ts';
import type { PageCacheLayers } from './layers.ts';
import { PAGE_KEY_PREFIX } from './pageCacheStore.ts';
import { storablePolicy } from './policy.ts';
import { purgePages } from './purge.ts';
import { storeRenderedPage } from './storePage.ts';

interface PageCacheProviderOptions {
  layers: () => PageCacheLayers;
  /** Seconds a copy may stand in for a failing render after it went stale. */
  staleIfError?: number;
  now?: () => number;
}

const DEFAULT_STALE_IF_ERROR = 86_400;
const INTERNAL_HEADERS = new Set(['set-cookie', 'cdn-cache-control', 'cache-tag', 'x-astro-cache', 'age']);

async function toCachedPage(response: Response, path: string, staleIfError: number, storedAt: number): Promise<CachedPage | null> {
  const policy = storablePolicy(response);
  if (!policy) return null;
  const headers: [string, string][] = [];
  response.headers.forEach((value, key) => {
    if (!INTERNAL_HEADERS.has(key.toLowerCase())) headers.push([key, value]);
  });
  return { status: response.status, headers, body: await response.text(), storedAt, path, staleIfError, ...policy };
}

export function createPageCacheProvider(options: PageCacheProviderOptions): CacheProvider {
  const staleIfError = options.staleIfError ?? DEFAULT_STALE_IF_ERROR;
  const clock = options.now ?? Date.now;

  return {
    name: 'kv-page-cache',

    async onRequest(context, next) {
      const { request, url } = context;
      if (bypassesCache(request, url)) return next();
      // The copy's age counts from the start of its render (also what a racing purge is compared with).
      const renderedAt = clock();
      const response = await next();
      if (!storablePolicy(response)) return response;
      const page = await toCachedPage(response.clone(), normaliseCacheUrl(url), staleIfError, renderedAt);
      if (!page) return response;
      const key = await pageCacheKey(PAGE_KEY_PREFIX, BUILD_ID, cacheIdentity(request, url));
      const outcome = await storeRenderedPage(options.layers(), key, page).catch((error) => {
        context.logger.warn(`page cache: ${normaliseCacheUrl(url)} not stored: ${String(error)}`);
        return 'failed' as const;
      });
      if (outcome !== 'stored') return response;
      const out = new Response(response.body, response);
      out.headers.set('X-Astro-Cache', 'MISS');
      return out;
    },

    async invalidate(invalidation) {
      const tags = invalidation.tags === undefined ? [] : Array.isArray(invalidation.tags) ? invalidation.tags : [invalidation.tags];
      await purgePages(options.layers(), { tags, paths: invalidation.path ? [invalidation.path] : [] }, clock());
    },
  };
}
