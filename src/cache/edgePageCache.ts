// The per-location layer: the Workers Cache API (`caches.default`). It holds a copy only while it is
// fresh (its Cache-Control max-age is the copy's remaining fresh time), so a stale or purged copy is
// always looked up in KV, the shared one. Entries carry the page's tags in Cache-Tag, so a zone purge
// by tag reaches every location's copy (docs/decisions/0018).
import { isFresh, type CachedPage } from './cachedPage.ts';

/** The page's own status, headers and windows: the stored response's headers are the layer's. */
const META_HEADER = 'x-page-cache-meta';
/**
 * The Cache API keys entries by http(s) URL: one internal origin for every host the portal answers,
 * so a purge from any host finds them (production purges other locations by Cache-Tag).
 */
const KEY_ORIGIN = 'https://page-cache.portal.internal/';

type EdgeMeta = Omit<CachedPage, 'body'>;

export function edgeCacheUrl(key: string): string {
  return `${KEY_ORIGIN}${encodeURIComponent(key)}`;
}

export async function readEdgePage(cache: Cache, key: string): Promise<CachedPage | null> {
  const stored = await cache.match(edgeCacheUrl(key));
  if (!stored) return null;
  const meta = JSON.parse(stored.headers.get(META_HEADER) ?? 'null') as EdgeMeta | null;
  if (!meta) return null;
  return { ...meta, body: await stored.text() };
}

/** Keeps a fresh copy in this location for the rest of its fresh window. */
export async function writeEdgePage(cache: Cache, key: string, page: CachedPage, now: number): Promise<void> {
  if (!isFresh(page, now)) return;
  const remaining = Math.floor(page.maxAge - (now - page.storedAt) / 1000);
  if (remaining < 1) return;
  const { body, ...meta } = page;
  const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': `max-age=${remaining}`, [META_HEADER]: JSON.stringify(meta) });
  if (page.tags.length) headers.set('Cache-Tag', page.tags.join(','));
  await cache.put(edgeCacheUrl(key), new Response(body, { status: 200, headers }));
}

export async function deleteEdgePages(cache: Cache, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => cache.delete(edgeCacheUrl(key))));
}
