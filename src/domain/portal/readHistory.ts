// Read history (content-spec §9 local storage "read history"; decision 0061): the articles this
// device has opened, newest first, so the portal can show a reader which stories they have read.
// Kept by article url path (the address a card links to), with when it was read.

/** The local-storage entry. */
export const READ_HISTORY_KEY = 'portal.readHistory';
/** The newest this many are kept. */
export const READ_HISTORY_MAX = 100;

export interface ReadEntry {
  urlPath: string;
  readAt: number;
}

/** The stored history; anything unreadable is an empty one, and malformed entries are dropped. */
export function parseReadHistory(raw: string | null): ReadEntry[] {
  try {
    const list: unknown = JSON.parse(raw ?? '[]');
    if (!Array.isArray(list)) return [];
    return list.filter((e): e is ReadEntry => typeof e?.urlPath === 'string' && e.urlPath !== '' && typeof e.readAt === 'number').slice(0, READ_HISTORY_MAX);
  } catch {
    return [];
  }
}

/** The history after reading `urlPath` at `now`: it comes first, once, and only the newest are kept. */
export function addRead(list: readonly ReadEntry[], urlPath: string, now: number): ReadEntry[] {
  return [{ urlPath, readAt: now }, ...list.filter((e) => e.urlPath !== urlPath)].slice(0, READ_HISTORY_MAX);
}

/** The article url path of a page address (/{country}/{ns}/article/{urlPath}), else null. */
export function articleUrlPath(pathname: string): string | null {
  const match = /^\/[a-z]{2,4}\/v\d\/article\/([^/]+)\/?$/.exec(pathname);
  return match ? decodeURIComponent(match[1]!) : null;
}
