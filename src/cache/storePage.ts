// Storing a rendered page (the Astro provider, after a MISS or a re-render): the copy goes to KV,
// then its tags (and path) into the index, in one batch with the check that none of those tags was
// purged since the render began. A copy that could not be indexed, or whose render raced a purge, is
// deleted again: the index never misses a stored copy.
import { indexCachedPage, forgetCachedPages } from '#functions/db/pageCacheIndex.ts';
import { keptUntil, type CachedPage } from './cachedPage.ts';
import type { PageCacheLayers } from './layers.ts';
import { writeCachedPage } from './pageCacheStore.ts';
import { pathTag } from './purge.ts';

export type StoreOutcome = 'stored' | 'too-large' | 'purged-during-render' | 'index-unavailable';

export async function storeRenderedPage(layers: Pick<PageCacheLayers, 'kv' | 'db'>, key: string, page: CachedPage): Promise<StoreOutcome> {
  if (!(await writeCachedPage(layers.kv, key, page))) return 'too-large';
  let outcome: StoreOutcome;
  try {
    const { purgedSinceRender } = await indexCachedPage(layers.db, {
      key,
      tags: [...page.tags, pathTag(page.path)],
      expiresAt: keptUntil(page),
      renderedAt: page.storedAt,
    });
    if (!purgedSinceRender) return 'stored';
    outcome = 'purged-during-render';
    await forgetCachedPages(layers.db, [key]);
  } catch {
    outcome = 'index-unavailable';
  }
  await layers.kv.delete(key);
  return outcome;
}
