// JSON answers of hot API reads (the ballot count on election night) kept in the page cache's layers
// and tag index (docs/decisions/0018, 0081): this isolate's micro-cache, the location's Cache API and
// KV, keyed under `api:` + the build + a hash of the normalised URL (the answer varies on nothing
// else: no identity, no cookie), indexed under its tags and its path, so the same purgePages that
// clears pages clears them. A read that raced a purge is not kept (storeRenderedPage's check), and
// concurrent misses in one isolate share one read.
import { BUILD_ID } from './buildId.ts';
import { normaliseCacheUrl, pageCacheKey } from './cacheKey.ts';
import { isFresh, type CachedPage } from './cachedPage.ts';
import { readEdgePage, writeEdgePage } from './edgePageCache.ts';
import type { PageCacheLayers } from './layers.ts';
import { readCachedPage } from './pageCacheStore.ts';
import { storeRenderedPage } from './storePage.ts';

export const API_KEY_PREFIX = 'api:';

export type ApiCacheState = { state: 'HIT'; layer: 'micro' | 'edge' | 'kv' } | { state: 'MISS' | 'BYPASS'; layer: null };

const inFlight = new Map<string, Promise<{ body: string; stored: boolean }>>();

/**
 * The answer for `url` from the fastest layer holding a fresh copy, or `read()`'s, stored for
 * `maxAge` seconds under the tags of the answer. Answers the JSON text and where it came from.
 */
export async function cachedApiAnswer<T>(
  layers: PageCacheLayers,
  url: URL,
  policy: { maxAge: number; tags: (answer: T) => readonly string[] },
  read: () => Promise<T>,
  waitUntil: (work: Promise<unknown>) => void,
  now: () => number = Date.now,
): Promise<{ body: string; cache: ApiCacheState }> {
  const path = normaliseCacheUrl(url);
  const identity = `${API_KEY_PREFIX}${path}`;
  const hot = layers.micro.get(identity, now());
  if (hot) return { body: hot.page.body, cache: { state: 'HIT', layer: 'micro' } };

  const key = await pageCacheKey(API_KEY_PREFIX, BUILD_ID, path);
  const local = layers.edge ? await readEdgePage(layers.edge, key).catch(() => null) : null;
  if (local && isFresh(local, now())) {
    layers.micro.set(identity, key, local, now());
    return { body: local.body, cache: { state: 'HIT', layer: 'edge' } };
  }
  const shared = await readCachedPage(layers.kv, key).catch(() => null);
  if (shared && isFresh(shared, now())) {
    layers.micro.set(identity, key, shared, now());
    if (layers.edge) waitUntil(writeEdgePage(layers.edge, key, shared, now()).catch(() => undefined));
    return { body: shared.body, cache: { state: 'HIT', layer: 'kv' } };
  }

  let pending = inFlight.get(key);
  if (!pending) {
    pending = (async () => {
      // The copy's age (and the purge it is checked against) counts from before the read.
      const storedAt = now();
      const answer = await read();
      const body = JSON.stringify(answer);
      const page: CachedPage = {
        status: 200, headers: [['content-type', 'application/json']], body, storedAt, maxAge: policy.maxAge, swr: 0, staleIfError: 0, tags: [...policy.tags(answer)], path,
      };
      const outcome = await storeRenderedPage(layers, key, page).catch(() => 'failed' as const);
      if (outcome !== 'stored') return { body, stored: false };
      layers.micro.set(identity, key, page, now());
      if (layers.edge) waitUntil(writeEdgePage(layers.edge, key, page, now()).catch(() => undefined));
      return { body, stored: true };
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  const { body, stored } = await pending;
  return { body, cache: { state: stored ? 'MISS' : 'BYPASS', layer: null } };
}
