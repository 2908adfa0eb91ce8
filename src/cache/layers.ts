// The page cache's three layers and its index, fastest first (docs/decisions/0018): this isolate's
// micro-cache, the location's Cache API, KV (the shared copy); the tag index lives in D1.
import { MicroCache, isolateMicroCache } from './microCache.ts';
import { zonePurge, type ZonePurge } from './zonePurge.ts';

export interface PageCacheLayers {
  micro: MicroCache;
  /** `caches.default`; null where the runtime has none. */
  edge: Cache | null;
  kv: KVNamespace;
  db: D1Database;
  /** Purges other locations' Cache API copies by tag; null when not configured. */
  zone?: ZonePurge | null;
}

export function pageCacheLayers(env: Pick<Env, 'PAGE_CACHE' | 'DB' | 'CF_ZONE_ID' | 'CF_PURGE_TOKEN'>): PageCacheLayers {
  const edge = typeof caches === 'undefined' ? null : (caches as unknown as { default: Cache }).default;
  return { micro: isolateMicroCache, edge, kv: env.PAGE_CACHE, db: env.DB, zone: zonePurge({ zoneId: env.CF_ZONE_ID, token: env.CF_PURGE_TOKEN }) };
}
