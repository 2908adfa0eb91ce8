// Load-more of content-spec §4/§9: lists of 200+ articles from latest and curated sources page in
// further items 20 at a time, each window after those loaded.

export const LOAD_MORE_PAGE_LENGTH = 20;
const LOAD_MORE_MIN_TOTAL = 200;
const LOAD_MORE_SOURCES: ReadonlySet<string> = new Set(['LATEST', 'CURATED']);

/** Whether a listing pages in more items as the reader scrolls. */
export function hasLoadMore(listing: { source: string; total: number }): boolean {
  return LOAD_MORE_SOURCES.has(listing.source) && listing.total >= LOAD_MORE_MIN_TOTAL;
}

/** The next window after `loaded` items, or null when the listing is complete. */
export function nextWindow(loaded: number, total: number): { offset: number; length: number } | null {
  if (loaded >= total) return null;
  return { offset: loaded, length: Math.min(LOAD_MORE_PAGE_LENGTH, total - loaded) };
}

/** The window a load-more request asks for: ?offset (≥ 0) and ?length (1…20), or what is wrong. */
export function parseListingWindow(query: URLSearchParams): { offset: number; length: number } | { message: string } {
  const offset = Number(query.get('offset') ?? '0');
  const length = Number(query.get('length') ?? String(LOAD_MORE_PAGE_LENGTH));
  if (!Number.isInteger(offset) || offset < 0) return { message: 'offset must be a whole number ≥ 0' };
  if (!Number.isInteger(length) || length < 1 || length > LOAD_MORE_PAGE_LENGTH) return { message: `length must be a whole number from 1 to ${LOAD_MORE_PAGE_LENGTH}` };
  return { offset, length };
}
