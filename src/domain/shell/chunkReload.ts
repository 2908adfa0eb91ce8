// content-spec §8 "Failed code chunk load: full page reload". A deploy replaces the hashed chunks a
// page already open still names; the page then fails to load one. Reloading fetches the new page and
// its chunks. Once: a chunk that fails again right after the reload is not a stale page, and
// reloading again would loop, so a path reloads at most once a minute (marked in sessionStorage).
// src/browser/shellBoot.ts applies the rule.

export const CHUNK_RELOAD_KEY = 'portal.chunkReload';
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

// Chromium "Failed to fetch dynamically imported module", Firefox "error loading dynamically imported
// module", Safari "Importing a module script failed".
const CHUNK_ERROR = /dynamically imported module|Importing a module script failed/i;

/** Whether an error (or a rejection's reason) is a failed load of a code chunk. */
export function isChunkLoadError(reason: unknown): boolean {
  return CHUNK_ERROR.test(String((reason as { message?: unknown } | null)?.message ?? reason));
}

/** The mark a reload leaves: the path and when (kept short: it ships on every page). */
export const chunkReloadMark = (path: string, now: number) => `${path}|${now}`;

/** Whether to reload `path` now, given the mark the last reload left (or null). */
export function shouldReloadForChunk(mark: string | null, path: string, now: number): boolean {
  const prefix = `${path}|`;
  return !(mark?.startsWith(prefix) && now - Number(mark.slice(prefix.length)) < CHUNK_RELOAD_WINDOW_MS);
}
