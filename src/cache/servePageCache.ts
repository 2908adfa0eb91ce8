// The page cache in front of Astro (the worker entry calls this before Astro's handler runs): a fresh
// copy is answered after one lookup per layer — micro-cache, Cache API, KV — without routing or
// middleware. A copy in its stale-while-revalidate window is answered at once while Astro re-renders
// in the background; one within stale-if-error stands in for a render that fails. Everything else is
// rendered by Astro, whose provider (kvCacheProvider.ts) stores the result.
import { BUILD_ID } from './buildId.ts';
import { bypassesCache, cacheIdentity, pageCacheKey } from './cacheKey.ts';
import { ageSeconds, isFresh, pageResponse, type CachedPage } from './cachedPage.ts';
import { readEdgePage, writeEdgePage } from './edgePageCache.ts';
import type { PageCacheLayers } from './layers.ts';
import { PAGE_KEY_PREFIX, readCachedPage } from './pageCacheStore.ts';

export interface ServeOptions {
  layers: PageCacheLayers;
  waitUntil: (work: Promise<unknown>) => void;
  /** Renders the request through Astro. */
  render: (request: Request) => Promise<Response>;
  now?: () => number;
  warn?: (message: string) => void;
}

type Layer = 'micro' | 'edge' | 'kv';

function answer(page: CachedPage, state: 'HIT' | 'STALE', layer: Layer, now: number): Response {
  const response = pageResponse(page, state, now);
  response.headers.set('X-Page-Cache-Layer', layer);
  return response;
}

export async function servePageCache(request: Request, options: ServeOptions): Promise<Response> {
  const url = new URL(request.url);
  if (bypassesCache(request, url)) return options.render(request);
  const { layers } = options;
  const now = (options.now ?? Date.now)();
  const identity = cacheIdentity(request, url);

  const hot = layers.micro.get(identity, now);
  if (hot) {
    const age = String(Math.floor(ageSeconds(hot.page, now)));
    return new Response(hot.bytes, { status: hot.page.status, headers: [...hot.hitHeaders, ['Age', age]] });
  }

  const key = await pageCacheKey(PAGE_KEY_PREFIX, BUILD_ID, identity);
  const local = layers.edge ? await readEdgePage(layers.edge, key).catch(() => null) : null;
  if (local && isFresh(local, now)) {
    layers.micro.set(identity, key, local, now);
    return answer(local, 'HIT', 'edge', now);
  }

  const shared = await readCachedPage(layers.kv, key).catch(() => null);
  if (shared && isFresh(shared, now)) {
    layers.micro.set(identity, key, shared, now);
    if (layers.edge) options.waitUntil(writeEdgePage(layers.edge, key, shared, now).catch(() => undefined));
    return answer(shared, 'HIT', 'kv', now);
  }

  const age = shared ? ageSeconds(shared, now) : Infinity;
  if (shared && age <= shared.maxAge + shared.swr) {
    // Answer now; the provider replaces the copy only if the re-render succeeds.
    options.waitUntil(
      options
        .render(request.clone() as Request)
        .then((fresh) => fresh.body?.cancel())
        .catch((error) => options.warn?.(`revalidation of ${url.pathname} failed: ${String(error)}`)),
    );
    return answer(shared, 'STALE', 'kv', now);
  }

  const rescue = shared && age <= shared.maxAge + Math.max(shared.swr, shared.staleIfError) ? shared : null;
  let response: Response;
  try {
    response = await options.render(request);
  } catch (error) {
    if (rescue) return answer(rescue, 'STALE', 'kv', now);
    throw error;
  }
  if (response.status >= 500 && rescue) {
    await response.body?.cancel();
    return answer(rescue, 'STALE', 'kv', now);
  }
  return response;
}
