// Astro route-caching runtime provider backed by a KV namespace (STACK.md item 7).
// HIT: fresh copy. STALE: a copy past max-age but within stale-while-revalidate, answered at once
// while the page re-renders in waitUntil; or a copy within stale-if-error when a render fails.
// MISS: rendered now and stored when the page asked for caching and the answer is storable.
import type { CacheProvider } from 'astro';
import {
  PAGE_KEY_PREFIX,
  invalidateCachedPages,
  readCachedPage,
  writeCachedPage,
  type CachedPage,
} from './pageCacheStore.ts';
import { bypassesCache, normaliseCacheUrl, pageCacheKey } from './cacheKey.ts';
import { storablePolicy } from './policy.ts';

interface KvPageCacheOptions {
  kv: () => KVNamespace;
  /** Prefixes every key: one build never serves another's HTML. */
  buildId: string;
  /** Seconds a copy may stand in for a failing render after it went stale. */
  staleIfError?: number;
  now?: () => number;
}

const DEFAULT_STALE_IF_ERROR = 86_400;
const INTERNAL_HEADERS = new Set(['set-cookie', 'cdn-cache-control', 'cache-tag', 'x-astro-cache', 'age']);

function toResponse(page: CachedPage, state: 'HIT' | 'STALE', now: number): Response {
  const headers = new Headers(page.headers);
  headers.set('X-Astro-Cache', state);
  headers.set('Age', String(Math.max(0, Math.floor((now - page.storedAt) / 1000))));
  return new Response(page.body, { status: page.status, headers });
}

async function toCachedPage(response: Response, path: string, staleIfError: number, storedAt: number): Promise<CachedPage | null> {
  const policy = storablePolicy(response);
  if (!policy) return null;
  const headers: [string, string][] = [];
  response.headers.forEach((value, key) => {
    if (!INTERNAL_HEADERS.has(key.toLowerCase())) headers.push([key, value]);
  });
  return { status: response.status, headers, body: await response.text(), storedAt, path, staleIfError, ...policy };
}

export function createKvPageCache(options: KvPageCacheOptions): CacheProvider {
  const staleIfError = options.staleIfError ?? DEFAULT_STALE_IF_ERROR;
  const clock = options.now ?? Date.now;

  return {
    name: 'kv-page-cache',

    async onRequest(context, next) {
      const { request, url } = context;
      if (bypassesCache(request, url)) return next();
      const kv = options.kv();
      const now = clock();
      const key = await pageCacheKey(PAGE_KEY_PREFIX, options.buildId, url, request);
      const path = normaliseCacheUrl(url);
      const cached = await readCachedPage(kv, key).catch(() => null);
      const age = cached ? (now - cached.storedAt) / 1000 : Infinity;

      const store = async (response: Response) => {
        const page = await toCachedPage(response, path, staleIfError, clock());
        if (page) await writeCachedPage(kv, key, page);
        return page;
      };

      if (cached && age <= cached.maxAge) return toResponse(cached, 'HIT', now);

      if (cached && age <= cached.maxAge + cached.swr) {
        // Answer now; the re-render replaces the copy only if it succeeds.
        const revalidate = next()
          .then(async (fresh) => {
            if (fresh.status < 500) await store(fresh);
          })
          .catch((error) => context.logger.warn(`revalidation of ${path} failed: ${String(error)}`));
        if (context.waitUntil) context.waitUntil(revalidate);
        else await revalidate;
        return toResponse(cached, 'STALE', now);
      }

      const canRescue = cached !== null && age <= cached.maxAge + Math.max(cached.swr, cached.staleIfError);
      let response: Response;
      try {
        response = await next();
      } catch (error) {
        if (canRescue) return toResponse(cached, 'STALE', now);
        throw error;
      }
      if (response.status >= 500 && canRescue) return toResponse(cached, 'STALE', now);
      if (!storablePolicy(response)) return response;
      const page = await store(response.clone());
      if (!page) return response;
      const out = new Response(response.body, response);
      out.headers.set('X-Astro-Cache', 'MISS');
      return out;
    },

    async invalidate(invalidation) {
      const tags = invalidation.tags === undefined ? [] : Array.isArray(invalidation.tags) ? invalidation.tags : [invalidation.tags];
      await invalidateCachedPages(options.kv(), { tags, paths: invalidation.path ? [invalidation.path] : [] });
    },
  };
}
