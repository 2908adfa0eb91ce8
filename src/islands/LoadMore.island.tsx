// Load-more for long latest/curated listings (content-spec §4): as the reader nears the end, the
// next 20 items come from the listing partial (server-rendered ArticleCard.astro markup, the same
// cards as the module above) and are appended. A button does the same by keyboard.
// client:visible — nothing to do until the end of the list is near.
//
// Nothing on screen moves when a page of cards arrives (docs/decisions/0022): while items remain,
// placeholder cards for the next page hold its space (from the server render on), so the footer sits
// below them and never jumps while the reader can see it; the cards take the placeholders' place, and
// the status line with the next placeholders is a new element after them, not the old one pushed down.
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { $listings, initListing, loadNextPage } from '#/stores/listing.ts';
import { loadedPrefix, nextWindow } from '#/domain/portal/loadMore.ts';

interface Props {
  listingId: string;
  /** Path of this listing's partial in the market's namespace (/{country}/{ns}/partial/listing/{id}). */
  partialPath: string;
  /** Items the server rendered (from offset 0). */
  initialCount: number;
  total: number;
  labels: { loadMore: string; loading: string; loadFailed: string; retry: string; endOfList: string };
}

/**
 * Intersection buffer of content-spec §9. The target is the whole pending block (status line and
 * placeholders), so any part of it near the view asks for the page: a reader who lands among the
 * placeholders gets them filled too.
 */
const ROOT_MARGIN = '300px 0px';

export default function LoadMore({ listingId, partialPath, initialCount, total, labels }: Props) {
  initListing(listingId, initialCount, total);
  const state = useStore($listings)[listingId];
  const sentinel = useRef<HTMLDivElement>(null);
  const more = state ? state.items.slice(initialCount).filter((i) => i != null) : [];
  const loaded = state ? state.items.slice(initialCount).length : 0;
  // Items of the next page: as many placeholders hold its space.
  const upcoming = nextWindow(state ? loadedPrefix(state.items) : initialCount, state?.total ?? total)?.length ?? 0;
  const complete = upcoming === 0;
  const failed = state?.status === 'FAILED';
  const loading = state?.status === 'LOADING';
  const next = () => void loadNextPage(partialPath, listingId);

  useEffect(() => {
    const el = sentinel.current;
    if (!el || complete) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && $listings.get()[listingId]?.status !== 'FAILED') next();
      },
      { rootMargin: ROOT_MARGIN, threshold: 0 },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [listingId, complete, loaded]);

  return (
    <div className="load-more" data-load-more={listingId} data-loaded={initialCount + loaded} data-status={complete ? 'complete' : (state?.status ?? 'DONE').toLowerCase()}>
      {more.length > 0 && (
        <ul className="cards cards--grid cards--more">
          {more.map((item) => (
            <li key={item!.wrappedId} data-wrapped-id={item!.wrappedId} dangerouslySetInnerHTML={{ __html: item!.html }} />
          ))}
        </ul>
      )}
      {/* Keyed by what is loaded: each page's status line and placeholders are new elements. */}
      <div key={loaded} ref={sentinel} className="load-more__footer">
        <div className="load-more__status">
          {complete ? (
            <p className="load-more__end">{labels.endOfList}</p>
          ) : failed ? (
            <p>
              {labels.loadFailed}{' '}
              <button type="button" className="button button--ghost" onClick={next}>
                {labels.retry}
              </button>
            </p>
          ) : (
            // Both labels take the button's width, so it stays put when the label changes.
            <button type="button" className="button button--ghost load-more__button" disabled={loading} onClick={next}>
              <span className={loading ? undefined : 'is-current'}>{labels.loadMore}</span>
              <span className={loading ? 'is-current' : undefined}>{labels.loading}</span>
            </button>
          )}
        </div>
        {!complete && !failed && <PlaceholderCards count={upcoming} />}
      </div>
      {/* One live region for the whole list: the status line above is replaced page by page. */}
      <p className="visually-hidden" aria-live="polite">
        {complete && loaded > 0 ? labels.endOfList : failed ? labels.loadFailed : loading ? labels.loading : ''}
      </p>
    </div>
  );
}

/**
 * Grey cards shaped like ArticleCard's grid variant, one per item of the next page, in the same grid:
 * the space the page will take. Hidden from assistive technology; not shown without JavaScript
 * (nothing would fill them).
 */
function PlaceholderCards({ count }: { count: number }) {
  return (
    <div className="cards cards--grid load-more__placeholders" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="card card--grid card--placeholder">
          <div className="card__media" />
          <div className="card__body">
            <span className="card__title">
              {'\u00a0'}
              <br />
              {'\u00a0'}
            </span>
            <span className="card__meta">{'\u00a0'}</span>
          </div>
        </div>
      ))}
    </div>
  );
}
