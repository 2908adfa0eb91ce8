// Load-more for long latest/curated listings (content-spec §4): as the reader nears the end, the
// next 20 items come from the listing API and are appended. A button does the same by keyboard.
// client:visible — nothing to do until the end of the list is near.
import { useStore } from './useStore.ts';
import { useEffect, useRef } from 'react';
import { createBrowserClient } from '#/api/browserClient.ts';
import type { WebapiClient } from '#/api/webapiClient.ts';
import { ArticleCardView, type CardContext } from '#/components/react/ArticleCardView.tsx';
import type { CountryCode } from '#/markets.ts';
import { $listings, initListing, loadNextPage } from '#/stores/listing.ts';
import { progressEnd, progressStart } from '#/stores/progress.ts';

interface Props {
  listingId: string;
  /** Items the server rendered (from offset 0). */
  initialCount: number;
  total: number;
  ctx: CardContext & { country: CountryCode };
  labels: { loadMore: string; loading: string; loadFailed: string; retry: string; endOfList: string };
}

/** Intersection buffer of content-spec §9. */
const ROOT_MARGIN = '300px 0px';

export default function LoadMore({ listingId, initialCount, total, ctx, labels }: Props) {
  initListing(listingId, initialCount, total);
  const state = useStore($listings)[listingId];
  const sentinel = useRef<HTMLDivElement>(null);
  // Made on first use: the island also renders on the server, where there is no window.
  const clientRef = useRef<WebapiClient | null>(null);
  const client = () =>
    (clientRef.current ??= createBrowserClient(ctx.country, (phase) => (phase === 'start' ? progressStart() : progressEnd(phase))));
  const more = state ? state.items.slice(initialCount).filter((i) => i != null) : [];
  const complete = state ? state.items.length >= state.total && state.items.every((i) => i !== undefined) : false;

  useEffect(() => {
    const el = sentinel.current;
    if (!el || complete) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && $listings.get()[listingId]?.status !== 'FAILED') void loadNextPage(client(), listingId);
      },
      { rootMargin: ROOT_MARGIN, threshold: 0.1 },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [listingId, complete, more.length]);

  return (
    <div className="load-more" data-load-more={listingId} data-loaded={initialCount + more.length}>
      {more.length > 0 && (
        <ul className="cards cards--grid cards--more">
          {more.map((item) => (
            <li key={item!.wrappedId} data-wrapped-id={item!.wrappedId}>
              <ArticleCardView card={item!} ctx={ctx} variant="grid" />
            </li>
          ))}
        </ul>
      )}
      <div ref={sentinel} className="load-more__footer" aria-live="polite">
        {complete ? (
          <p className="load-more__end">{labels.endOfList}</p>
        ) : state?.status === 'FAILED' ? (
          <p>
            {labels.loadFailed}{' '}
            <button type="button" className="button button--ghost" onClick={() => void loadNextPage(client(), listingId)}>
              {labels.retry}
            </button>
          </p>
        ) : (
          <button type="button" className="button button--ghost" disabled={state?.status === 'LOADING'} onClick={() => void loadNextPage(client(), listingId)}>
            {state?.status === 'LOADING' ? labels.loading : labels.loadMore}
          </button>
        )}
      </div>
    </div>
  );
}
