// The provider Astro loads (astro.config.mjs `cache.provider`): stores rendered pages in KV + the tag index.
import type { CacheProvider } from 'astro';
import { env } from 'cloudflare:workers';
import { createPageCacheProvider } from './kvPageCache.ts';
import { pageCacheLayers } from './layers.ts';

export default function kvCacheProvider(config: { staleIfError?: number } | undefined): CacheProvider {
  return createPageCacheProvider({ layers: () => pageCacheLayers(env), staleIfError: config?.staleIfError });
}
