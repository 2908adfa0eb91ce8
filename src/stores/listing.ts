// Load-more state per module listing: items filled sparsely by offset, the total, request status.
import { map } from 'nanostores';
import { fillSparse, loadedPrefix, nextWindow, LOAD_MORE_PAGE_LENGTH } from '#/domain/portal/loadMore.ts';
import type { ListingItem } from '#functions/webapi/schemas/content.ts';
import type { WebapiClient } from '#/api/webapiClient.ts';
import { loadModuleListing } from '#/loaders/loadListing.ts';

export type RequestStatus = 'NONE' | 'LOADING' | 'DONE' | 'FAILED';

export interface ListingState {
  /** Sparse by position: undefined = not loaded, null = rendered by the server, else a fetched item. */
  items: (ListingItem | null | undefined)[];
  total: number;
  status: RequestStatus;
}

export const $listings = map<Record<string, ListingState>>({});

/** Registers what the server already rendered: `count` items from offset 0. */
export function initListing(id: string, count: number, total: number): void {
  if ($listings.get()[id]) return;
  $listings.setKey(id, { items: fillSparse<ListingItem | null>([], 0, Array<null>(count).fill(null)), total, status: 'DONE' });
}

/** Fetches the next 20 items after the loaded prefix; a no-op while loading or when complete. */
export async function loadNextPage(client: WebapiClient, id: string): Promise<void> {
  const state = $listings.get()[id];
  if (!state || state.status === 'LOADING') return;
  const window = nextWindow(loadedPrefix(state.items), state.total);
  if (!window) return;
  $listings.setKey(id, { ...state, status: 'LOADING' });
  try {
    const listing = await loadModuleListing(client, id, { offset: window.offset, length: Math.min(window.length, LOAD_MORE_PAGE_LENGTH) });
    const latest = $listings.get()[id]!;
    $listings.setKey(id, { items: fillSparse<ListingItem | null>(latest.items, listing.offset, listing.items), total: listing.total, status: 'DONE' });
  } catch {
    $listings.setKey(id, { ...$listings.get()[id]!, status: 'FAILED' });
  }
}
