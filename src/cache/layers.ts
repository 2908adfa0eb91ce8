// The page cache's three layers and its index, fastest first (docs/decisions/0018): this isolate's
// micro-cache, the location's Cache API, KV (the shared copy); the tag index lives in D1.
import { MicroCache, isolateMicroCache } from './microCache.ts';
import { zonePurge, type ZonePurge } from './zonePurge.ts';
import type { Database } from '#functions/db/database.ts';

export interface PageCacheLayers {
  micro: MicroCache;
  /** `caches.default`; null where the runtime has none. */
  edge: Cache | null;
  kv: KVNamespace;
  /** The binding, or a request's D1 session (writes go to the primary either way). */
  db: Database;
  /** Purges other locations' Cache API copies by tag; null when not configured. */
  zone?: ZonePurge | null;
}

export function pageCacheLayers(env: Pick<Env, 'PAGE_CACHE' | 'CF_ZONE_ID' | 'CF_PURGE_TOKEN'> & { DB: Database }): PageCacheLayers {
  const edge = typeof caches === 'undefined' ? null : (caches as unknown as { default: Cache }).default;
  return { micro: isolateMicroCache, edge, kv: env.PAGE_CACHE, db: env.DB, zone: zonePurge({ zoneId: env.CF_ZONE_ID, token: env.CF_PURGE_TOKEN }) };
}
