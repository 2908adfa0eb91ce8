// Load-more state per module listing: items filled sparsely by offset, the total, request status.
// Items are server-rendered cards (ArticleCard.astro) fetched from the listing partial, so the
// browser never renders a card of its own.
import { map } from 'nanostores';
import { fillSparse, loadedPrefix, nextWindow, LOAD_MORE_PAGE_LENGTH } from '#/domain/portal/loadMore.ts';
import { progressEnd, progressStart } from './progress.ts';

type RequestStatus = 'NONE' | 'LOADING' | 'DONE' | 'FAILED';

/** One card of the listing partial: its wrapped id and the card's server-rendered HTML. */
interface CardHtml {
  wrappedId: string;
  html: string;
}

interface ListingState {
  /** Sparse by position: undefined = not loaded, null = shown already (server-rendered or a repeat), else a fetched card. */
  items: (CardHtml | null | undefined)[];
  total: number;
  status: RequestStatus;
}

/** Reported (and shown as the failure line) when the listing is gone (content-spec §8). */
const LISTING_FAILED_MESSAGE = 'Unable to fetch listing';

export const $listings = map<Record<string, ListingState>>({});

/** Registers what the server already rendered: `count` items from offset 0. */
export function initListing(id: string, count: number, total: number): void {
  if ($listings.get()[id]) return;
  $listings.setKey(id, { items: fillSparse<CardHtml | null>([], 0, Array<null>(count).fill(null)), total, status: 'DONE' });
}

/** Reads the listing partial: its window and each item's card markup. */
function parseListingPartial(html: string): { offset: number; total: number; items: CardHtml[] } | null {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const list = doc.querySelector<HTMLElement>('[data-listing]');
  if (!list) return null;
  const items = [...list.querySelectorAll<HTMLElement>(':scope > li[data-wrapped-id]')].map((li) => ({ wrappedId: li.dataset.wrappedId!, html: li.innerHTML }));
  return { offset: Number(list.dataset.offset), total: Number(list.dataset.total), items };
}

/**
 * Cards already shown earlier in the list (a listing that shifted between pages) become null: their
 * slot counts as loaded, so offsets stay the server's, but they are not shown twice.
 */
function withoutRepeats(current: readonly (CardHtml | null | undefined)[], offset: number, items: CardHtml[]): (CardHtml | null)[] {
  const seen = new Set(current.slice(0, offset).flatMap((i) => (i ? [i.wrappedId] : [])));
  return items.map((i) => (seen.has(i.wrappedId) ? null : (seen.add(i.wrappedId), i)));
}

/**
 * Fetches the next 20 items after the loaded prefix from `partialPath` (the listing partial of this
 * market); a no-op while loading or when complete.
 */
export async function loadNextPage(partialPath: string, id: string, fetcher: typeof fetch = fetch): Promise<void> {
  const state = $listings.get()[id];
  if (!state || state.status === 'LOADING') return;
  const window = nextWindow(loadedPrefix(state.items), state.total);
  if (!window) return;
  $listings.setKey(id, { ...state, status: 'LOADING' });
  progressStart();
  try {
    const res = await fetcher(`${partialPath}?offset=${window.offset}&length=${Math.min(window.length, LOAD_MORE_PAGE_LENGTH)}`, { credentials: 'same-origin' });
    if (res.status === 404) console.error(LISTING_FAILED_MESSAGE, id);
    const listing = res.ok ? parseListingPartial(await res.text()) : null;
    if (!listing) throw new Error(LISTING_FAILED_MESSAGE);
    const latest = $listings.get()[id]!;
    const items = withoutRepeats(latest.items, listing.offset, listing.items);
    $listings.setKey(id, { items: fillSparse<CardHtml | null>(latest.items, listing.offset, items), total: listing.total, status: 'DONE' });
    progressEnd('ok');
  } catch {
    $listings.setKey(id, { ...$listings.get()[id]!, status: 'FAILED' });
    progressEnd('error');
  }
}
