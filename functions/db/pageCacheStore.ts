// The page cache in KV. Each entry is one rendered response; its KV metadata carries the path and
// tags so invalidation can find entries by listing keys, without an index that could drift.
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

interface EntryMetadata {
  p: string;
  t: string[];
}

export async function readCachedPage(kv: KVNamespace, key: string): Promise<CachedPage | null> {
  return kv.get<CachedPage>(key, 'json');
}

/** Stores an entry for as long as any of its windows (fresh, stale-while-revalidate, stale-if-error) lasts. */
export async function writeCachedPage(kv: KVNamespace, key: string, page: CachedPage): Promise<void> {
  const ttl = Math.max(60, Math.ceil(page.maxAge + Math.max(page.swr, page.staleIfError)));
  const metadata: EntryMetadata = { p: page.path, t: page.tags.slice(0, 20) };
  await kv.put(key, JSON.stringify(page), { expirationTtl: ttl, metadata });
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
