// The shared layer: the page cache in KV. Each entry is one rendered response: the value is the
// response's headers as JSON followed by the body (headers such as the content security policy do
// not fit KV's 1 KB metadata), the rest rides in the metadata with the length of the headers' part,
// so a read slices the HTML off without parsing it. Purges find
// entries through the tag index (src/cache/purge.ts), never by listing the namespace.
import type { CachedPage } from './cachedPage.ts';

export const PAGE_KEY_PREFIX = 'page:';

/** KV metadata is capped at 1024 bytes: short names, and the tag list trimmed to fit. */
interface EntryMetadata {
  p: string;
  t: string[];
  s: number;
  /** Characters of the value that hold the headers' JSON; the body follows. */
  hl: number;
  at: number;
  ma: number;
  swr: number;
  sie: number;
}

const METADATA_LIMIT = 1000;

export async function readCachedPage(kv: KVNamespace, key: string): Promise<CachedPage | null> {
  const { value, metadata } = await kv.getWithMetadata<EntryMetadata>(key, 'text');
  if (value === null || !metadata || typeof metadata.hl !== 'number') return null;
  return {
    status: metadata.s, headers: JSON.parse(value.slice(0, metadata.hl)) as [string, string][], body: value.slice(metadata.hl), storedAt: metadata.at, maxAge: metadata.ma, swr: metadata.swr,
    staleIfError: metadata.sie, tags: metadata.t, path: metadata.p,
  };
}

/**
 * Stores an entry for as long as any of its windows (fresh, stale-while-revalidate, stale-if-error)
 * lasts. Answers false when it was not stored (its metadata would not fit).
 */
export async function writeCachedPage(kv: KVNamespace, key: string, page: CachedPage): Promise<boolean> {
  const ttl = Math.max(60, Math.ceil(page.maxAge + Math.max(page.swr, page.staleIfError)));
  const headers = JSON.stringify(page.headers);
  const metadata: EntryMetadata = {
    p: page.path, t: [...page.tags], s: page.status, hl: headers.length, at: page.storedAt, ma: page.maxAge, swr: page.swr, sie: page.staleIfError,
  };
  // An entry whose tags cannot all be kept would escape invalidation: it is not stored at all.
  if (JSON.stringify(metadata).length > METADATA_LIMIT) return false;
  await kv.put(key, headers + page.body, { expirationTtl: ttl, metadata });
  return true;
}

export async function deleteCachedPages(kv: KVNamespace, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => kv.delete(key)));
}
