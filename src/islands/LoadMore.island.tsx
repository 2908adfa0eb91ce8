// Load-more for long latest/curated listings (content-spec §4): as the reader nears the end, the
// next 20 items come from the listing partial (server-rendered ArticleCard.astro markup, the same
// cards as the module above) and are appended. A button does the same by keyboard.
// client:visible — nothing to do until the end of the list is near.
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { $listings, initListing, loadNextPage } from '#/stores/listing.ts';

interface Props {
  listingId: string;
  /** Path of this listing's partial in the market's namespace (/{country}/{ns}/partial/listing/{id}). */
  partialPath: string;
  /** Items the server rendered (from offset 0). */
  initialCount: number;
  total: number;
  labels: { loadMore: string; loading: string; loadFailed: string; retry: string; endOfList: string };
}

/** Intersection buffer of content-spec §9. */
const ROOT_MARGIN = '300px 0px';

export default function LoadMore({ listingId, partialPath, initialCount, total, labels }: Props) {
  initListing(listingId, initialCount, total);
  const state = useStore($listings)[listingId];
  const sentinel = useRef<HTMLDivElement>(null);
  const more = state ? state.items.slice(initialCount).filter((i) => i != null) : [];
  const loaded = state ? state.items.slice(initialCount).length : 0;
  const complete = state ? state.items.length >= state.total && state.items.every((i) => i !== undefined) : false;
  const next = () => void loadNextPage(partialPath, listingId);

  useEffect(() => {
    const el = sentinel.current;
    if (!el || complete) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && $listings.get()[listingId]?.status !== 'FAILED') next();
      },
      { rootMargin: ROOT_MARGIN, threshold: 0.1 },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [listingId, complete, loaded]);

  return (
    <div className="load-more" data-load-more={listingId} data-loaded={initialCount + loaded}>
      {more.length > 0 && (
        <ul className="cards cards--grid cards--more">
          {more.map((item) => (
            <li key={item!.wrappedId} data-wrapped-id={item!.wrappedId} dangerouslySetInnerHTML={{ __html: item!.html }} />
          ))}
        </ul>
      )}
      <div ref={sentinel} className="load-more__footer" aria-live="polite">
        {complete ? (
          <p className="load-more__end">{labels.endOfList}</p>
        ) : state?.status === 'FAILED' ? (
          <p>
            {labels.loadFailed}{' '}
            <button type="button" className="button button--ghost" onClick={next}>
              {labels.retry}
            </button>
          </p>
        ) : (
          <button type="button" className="button button--ghost" disabled={state?.status === 'LOADING'} onClick={next}>
            {state?.status === 'LOADING' ? labels.loading : labels.loadMore}
          </button>
        )}
      </div>
    </div>
  );
}
