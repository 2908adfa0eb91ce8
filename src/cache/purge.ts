// Purge by tag and by path through the tag index: the keys of the pages that carry a tag come from D1,
// and only those copies are deleted, from every layer this worker can reach at once: KV (global), this
// location's Cache API and this isolate's micro-cache; other locations' Cache API copies through the
// zone's purge by tag when configured (docs/decisions/0018).
import { forgetCachedPages, markPurgedAndListKeys } from '#functions/db/pageCacheIndex.ts';
import { deleteEdgePages } from './edgePageCache.ts';
import type { PageCacheLayers } from './layers.ts';
import { deleteCachedPages } from './pageCacheStore.ts';

/** A page's path is indexed as a tag, so purge by path is purge by tag. */
export function pathTag(path: string): string {
  return `path:${path}`;
}

export async function purgePages(
  layers: PageCacheLayers,
  target: { tags?: readonly string[]; paths?: readonly string[] },
  now: number = Date.now(),
): Promise<number> {
  const tags = [...(target.tags ?? []), ...(target.paths ?? []).map(pathTag)];
  if (!tags.length) return 0;
  const keys = await markPurgedAndListKeys(layers.db, tags, now);
  if (!keys.length) return 0;
  layers.micro.deleteKeys(new Set(keys));
  await Promise.all([
    deleteCachedPages(layers.kv, keys),
    layers.edge ? deleteEdgePages(layers.edge, keys) : null,
    // Other locations: their copies are fresh ones, so a failed call leaves them for at most max-age.
    layers.zone?.purgeTags(tags).catch((error) => console.warn(`page cache: zone purge failed: ${String(error)}`)),
  ]);
  await forgetCachedPages(layers.db, keys);
  return keys.length;
}
