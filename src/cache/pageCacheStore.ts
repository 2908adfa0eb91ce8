// The page cache in KV. Each entry is one rendered response: the body is the value, everything
// else rides in the KV metadata, so a hit reads the HTML without parsing it, and invalidation finds
// entries by their path and tags when listing keys, without an index that could drift.
export const PAGE_KEY_PREFIX = 'page:';

export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: string;
  /** Epoch ms when rendered. */
  storedAt: number;
  maxAge: number;
  swr: number;
  staleIfError: number;
  tags: string[];
  path: string;
}

/** KV metadata is capped at 1024 bytes: short names, and the tag list trimmed to fit. */
interface EntryMetadata {
  p: string;
  t: string[];
  s: number;
  h: [string, string][];
  at: number;
  ma: number;
  swr: number;
  sie: number;
}

const METADATA_LIMIT = 1000;

export async function readCachedPage(kv: KVNamespace, key: string): Promise<CachedPage | null> {
  const { value, metadata } = await kv.getWithMetadata<EntryMetadata>(key, 'text');
  if (value === null || !metadata) return null;
  return {
    status: metadata.s, headers: metadata.h, body: value, storedAt: metadata.at, maxAge: metadata.ma, swr: metadata.swr,
    staleIfError: metadata.sie, tags: metadata.t, path: metadata.p,
  };
}

/** Stores an entry for as long as any of its windows (fresh, stale-while-revalidate, stale-if-error) lasts. */
export async function writeCachedPage(kv: KVNamespace, key: string, page: CachedPage): Promise<void> {
  const ttl = Math.max(60, Math.ceil(page.maxAge + Math.max(page.swr, page.staleIfError)));
  const metadata: EntryMetadata = {
    p: page.path, t: [...page.tags], s: page.status, h: page.headers, at: page.storedAt, ma: page.maxAge, swr: page.swr, sie: page.staleIfError,
  };
  // An entry whose tags cannot all be kept would escape invalidation: it is not stored at all.
  if (JSON.stringify(metadata).length > METADATA_LIMIT) return;
  await kv.put(key, page.body, { expirationTtl: ttl, metadata });
}

/** Deletes every entry (of any build) that carries one of the tags or was rendered for one of the paths. */
export async function invalidateCachedPages(
  kv: KVNamespace,
  target: { tags?: readonly string[]; paths?: readonly string[] },
): Promise<number> {
  const tags = new Set(target.tags ?? []);
  const paths = new Set(target.paths ?? []);
  if (!tags.size && !paths.size) return 0;
  let deleted = 0;
  let cursor: string | undefined;
  do {
    const page: KVNamespaceListResult<EntryMetadata> = await kv.list<EntryMetadata>({ prefix: PAGE_KEY_PREFIX, cursor });
    const doomed = page.keys.filter((k) => k.metadata && (paths.has(k.metadata.p) || k.metadata.t.some((t) => tags.has(t))));
    await Promise.all(doomed.map((k) => kv.delete(k.name)));
    deleted += doomed.length;
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return deleted;
}
