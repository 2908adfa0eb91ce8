// The provider Astro loads (astro.config.mjs `cache.provider`): the KV page cache on PAGE_CACHE.
import type { CacheProvider } from 'astro';
import { env } from 'cloudflare:workers';
import { createKvPageCache } from './kvPageCache.ts';

declare const __BUILD_ID__: string;

export default function kvCacheProvider(config: { staleIfError?: number } | undefined): CacheProvider {
  return createKvPageCache({
    kv: () => env.PAGE_CACHE,
    buildId: typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev',
    staleIfError: config?.staleIfError,
  });
}
