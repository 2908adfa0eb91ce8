// The page cache's tag index on D1 (migration 0014, docs/decisions/0019): tag → keys of the cached
// pages that carry it, and the time each tag was last purged. A purge reads one tag's rows through
// the primary key, so it costs O(pages carrying the tag), however many pages are cached.
import type { Database } from './database.ts';

/** D1 binds at most 100 values per statement. */
const BIND_LIMIT = 90;

function chunks<T>(items: readonly T[], size = BIND_LIMIT): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

const marks = (n: number) => Array.from({ length: n }, () => '?').join(', ');

/**
 * Records a stored page under each of its tags, and answers whether one of those tags was purged after
 * `renderedAt` (the render may hold what the purge removed: the caller then drops the page).
 */
export async function indexCachedPage(
  db: Database,
  entry: { key: string; tags: readonly string[]; expiresAt: number; renderedAt: number },
): Promise<{ purgedSinceRender: boolean }> {
  const tags = [...new Set(entry.tags)];
  const insert = db.prepare('INSERT OR REPLACE INTO page_cache_index (tag, page_key, expires_at) VALUES (?1, ?2, ?3)');
  const checks = chunks(tags).map((group) =>
    db.prepare(`SELECT MAX(purged_at) AS at FROM page_cache_purges WHERE tag IN (${marks(group.length)})`).bind(...group),
  );
  const results = await db.batch<{ at: number | null }>([...tags.map((tag) => insert.bind(tag, entry.key, entry.expiresAt)), ...checks]);
  // A purge in the very millisecond the render began counts as before it (clocks are only that precise).
  const purged = results.slice(tags.length).some((r) => (r.results[0]?.at ?? -Infinity) > entry.renderedAt);
  return { purgedSinceRender: purged };
}

/** Marks the tags purged now, and answers the keys of every page that carries one of them. */
export async function markPurgedAndListKeys(db: Database, tags: readonly string[], now: number): Promise<string[]> {
  const unique = [...new Set(tags)];
  if (!unique.length) return [];
  const mark = db.prepare(
    'INSERT INTO page_cache_purges (tag, purged_at) VALUES (?1, ?2) ON CONFLICT (tag) DO UPDATE SET purged_at = MAX(purged_at, excluded.purged_at)',
  );
  const lists = chunks(unique).map((group) =>
    db.prepare(`SELECT DISTINCT page_key FROM page_cache_index WHERE tag IN (${marks(group.length)})`).bind(...group),
  );
  const results = await db.batch<{ page_key: string }>([...unique.map((tag) => mark.bind(tag, now)), ...lists]);
  return [...new Set(results.slice(unique.length).flatMap((r) => r.results.map((row) => row.page_key)))];
}

/** Forgets every index row of the given pages (after their copies were deleted). */
export async function forgetCachedPages(db: Database, keys: readonly string[]): Promise<void> {
  if (!keys.length) return;
  await db.batch(chunks(keys).map((group) => db.prepare(`DELETE FROM page_cache_index WHERE page_key IN (${marks(group.length)})`).bind(...group)));
}

/**
 * Deletes index rows whose pages have expired, and purge marks older than any render can last
 * (`purgeMemoryMs`). Bounded per call so a scheduled run stays short.
 */
export async function sweepPageCacheIndex(db: Database, now: number, purgeMemoryMs: number, limit = 5_000): Promise<{ rows: number; purges: number }> {
  const [rows, purges] = await db.batch([
    db
      .prepare(
        'DELETE FROM page_cache_index WHERE (tag, page_key) IN (SELECT tag, page_key FROM page_cache_index WHERE expires_at < ?1 LIMIT ?2)',
      )
      .bind(now, limit),
    db.prepare('DELETE FROM page_cache_purges WHERE purged_at < ?1').bind(now - purgeMemoryMs),
  ]);
  return { rows: rows!.meta.changes, purges: purges!.meta.changes };
}
