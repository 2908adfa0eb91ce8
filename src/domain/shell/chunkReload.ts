// content-spec §8 "Failed code chunk load: full page reload". A deploy replaces the hashed chunks a
// page already open still names; the page then fails to load one. Reloading fetches the new page and
// its chunks. Once: a chunk that fails again right after the reload is not a stale page, and
// reloading again would loop, so a path reloads at most once a minute (marked in sessionStorage).
// The head script src/browser/chunkReloadBoot.ts applies the rule.

export const CHUNK_RELOAD_KEY = 'portal.chunkReload';
export const CHUNK_RELOAD_WINDOW_MS = 60_000;
/** The browsers' messages for a failed chunk (Chromium, Safari, Firefox, Vite), as a pattern source. */
export const CHUNK_ERROR_SOURCE = 'Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS';
