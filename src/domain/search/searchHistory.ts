// Recent searches (content-spec §9 local storage "search history"; decision 0077, key named as
// decision 0061's): the queries this device searched, per market, newest first, each once. Pure:
// src/browser/searchBox.ts reads and writes the storage.

/** The local-storage entry. */
export const SEARCH_HISTORY_KEY = 'portal.searchHistory';
/** Searches kept (and shown) per market. */
export const SEARCH_HISTORY_MAX = 10;
/** Markets a device keeps history for (one device rarely reads more). */
const MARKETS_KEPT = 5;

export interface SearchEntry {
  country: string;
  query: string;
}

/** The stored history; anything unreadable is an empty one, and malformed entries are dropped. */
export function parseSearchHistory(raw: string | null): SearchEntry[] {
  try {
    const list: unknown = JSON.parse(raw ?? '[]');
    if (!Array.isArray(list)) return [];
    return list
      .filter((e): e is SearchEntry => typeof e?.country === 'string' && typeof e.query === 'string' && e.query.trim() !== '')
      .slice(0, SEARCH_HISTORY_MAX * MARKETS_KEPT);
  } catch {
    return [];
  }
}

/** The market's searches, newest first. */
export function searchesOf(list: readonly SearchEntry[], country: string): string[] {
  return list.filter((e) => e.country === country).map((e) => e.query);
}

/** The history after searching `query` in `country`: it comes first, once; the market keeps its newest ten. */
export function addSearch(list: readonly SearchEntry[], country: string, query: string): SearchEntry[] {
  const others = list.filter((e) => !(e.country === country && e.query === query));
  let kept = 0;
  return [{ country, query }, ...others]
    .filter((e) => e.country !== country || ++kept <= SEARCH_HISTORY_MAX)
    .slice(0, SEARCH_HISTORY_MAX * MARKETS_KEPT);
}

/** The history without one search of the market, or (query null) without all of them. */
export function removeSearch(list: readonly SearchEntry[], country: string, query: string | null): SearchEntry[] {
  return list.filter((e) => e.country !== country || (query !== null && e.query !== query));
}
