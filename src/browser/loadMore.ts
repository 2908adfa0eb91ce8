// Load-more in the browser (content-spec §4, §9), for the server-rendered block of
// src/components/LoadMore.astro: as the reader nears the end of the list, or taps the button, the
// next window comes from the listing partial — its cards (ArticleCard.astro) and the footer after
// them (LoadMoreFooter.astro) — and both are put in place; a failed request shows the block's own
// failure line, whose button tries again. The placeholders hold the next page's space, the cards
// take their place, and the next footer is a new element after them (docs/decisions/0022).
// Loaded on demand by src/browser/loadMoreWake.ts.
import { LOAD_MORE_PAGE_LENGTH, nextWindow } from '#/domain/portal/loadMore.ts';
import { progressEnd, progressStart } from '#/stores/progress.ts';
import { NEAR_VIEW } from '#/domain/shell/nearView.ts';
/** Tells the ad wake script (src/browser/ads/adWake.ts, same name there) of the window's ad modules. */
const AD_MODULES_ADDED = 'portal:ad-modules-added';

/** Reported when the listing is gone (content-spec §8). */
const LISTING_FAILED_MESSAGE = 'Unable to fetch listing';

type Status = 'done' | 'loading' | 'failed' | 'complete';

/** Starts the block's load-more once; `pressed`: the reader tapped its button before it started. */
export function startLoadMore(block: HTMLElement, pressed = false): void {
  const d = block.dataset;
  if (d.started) return;
  d.started = 'true';
  const initial = Number(d.loaded);
  let loaded = initial;
  let total = Number(d.total);
  let status = d.status as Status;
  /** The footer in the list: the pending one (button, placeholders), the end, or the failure line. */
  let footer = block.querySelector<HTMLElement>('.load-more__footer')!;
  /** The pending footer while the failure line stands in for it. */
  let pending = footer;
  const failure = block.querySelector<HTMLTemplateElement>('template[data-load-failed]')!;
  const live = block.querySelector<HTMLElement>('[aria-live]')!;
  // Cards fetched so far: one repeated by a listing that shifted between pages is not shown twice.
  const seen = new Set<string>();
  let list: HTMLUListElement | null = null;
  // The intersection buffer of content-spec §9. The target is the whole pending footer (status line
  // and placeholders), so any part of it near the view asks for the page: no threshold, a tenth of a
  // tall footer would come late.
  const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && status === 'done' && void next(), { rootMargin: NEAR_VIEW.rootMargin });

  function show(next: Status, shown: HTMLElement): void {
    status = d.status = next;
    d.loaded = String(loaded);
    live.textContent = next === 'complete' && loaded > initial ? d.labelEndOfList! : next === 'failed' ? d.labelLoadFailed! : next === 'loading' ? d.labelLoading! : '';
    observer.disconnect();
    if (shown !== footer) footer.replaceWith(shown);
    footer = shown;
    if (next === 'done') observer.observe(footer);
    // Both labels take the button's width: the one shown swaps, nothing moves.
    const button = footer.querySelector<HTMLButtonElement>('.load-more__button');
    if (!button) return;
    button.disabled = next === 'loading';
    button.children[0]!.classList.toggle('is-current', next !== 'loading');
    button.children[1]!.classList.toggle('is-current', next === 'loading');
  }

  async function next(): Promise<void> {
    const window = nextWindow(loaded, total);
    if (status === 'loading' || !window) return;
    show('loading', pending);
    progressStart();
    try {
      const res = await fetch(`${d.partial}?offset=${window.offset}&length=${Math.min(window.length, LOAD_MORE_PAGE_LENGTH)}`, { credentials: 'same-origin' });
      if (res.status === 404) console.error(LISTING_FAILED_MESSAGE, d.loadMore);
      const partial = new DOMParser().parseFromString(res.ok ? await res.text() : '', 'text/html');
      const cards = partial.querySelector<HTMLElement>('[data-listing]');
      const after = partial.querySelector<HTMLElement>('.load-more__footer');
      if (!cards || !after) throw new Error(LISTING_FAILED_MESSAGE);
      if (!list) {
        list = document.createElement('ul');
        list.className = 'cards cards--grid cards--more';
        block.insertBefore(list, block.firstChild);
      }
      const items = [...cards.querySelectorAll<HTMLElement>(':scope > li[data-wrapped-id]')];
      // The window's ad modules (every nth card of the listing) come along in their places.
      let ads = 0;
      for (const item of cards.querySelectorAll<HTMLElement>(':scope > li[data-wrapped-id], :scope > li.cards__ad')) {
        if (item.dataset.wrappedId === undefined) ads += 1;
        else if (seen.has(item.dataset.wrappedId)) continue;
        else seen.add(item.dataset.wrappedId);
        list.appendChild(document.adoptNode(item));
      }
      if (ads) document.dispatchEvent(new Event(AD_MODULES_ADDED));
      loaded = Number(cards.dataset.offset) + items.length;
      total = Number(cards.dataset.total);
      pending = document.adoptNode(after);
      show(nextWindow(loaded, total) ? 'done' : 'complete', pending);
      progressEnd('ok');
    } catch {
      show('failed', failure.content.firstElementChild!.cloneNode(true) as HTMLElement);
      progressEnd('error');
    }
  }

  // The load-more button and the failure line's retry.
  block.addEventListener('click', (e) => (e.target as Element).closest('button') && void next());
  show(status, footer);
  if (pressed) void next();
}
