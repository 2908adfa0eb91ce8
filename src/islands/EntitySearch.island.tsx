// Find what to follow (/v2/subscription/search): the ?query the page's form sent, searched among
// the market's publishers, people and tags, and suggestions the reader does not follow yet.
// client:load — the results are the page; the form itself works without JavaScript.
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { SubscribedEntity } from '#functions/webapi/schemas/subscriptions.ts';
import type { CountryCode } from '#/markets.ts';
import { createSessionClient } from '#/stores/sessionClient.ts';
import { $session } from '#/stores/session.ts';
import { EntityList, type EntityListLabels } from './EntityList.tsx';
import { SignedOutPrompt } from './SignedOutPrompt.tsx';

export interface EntitySearchProps {
  country: CountryCode;
  base: string;
  mediaBase: string;
  signInHref: string;
  labels: EntityListLabels & { results: string; none: string; recommended: string; signedOut: string; signIn: string; loading: string; loadFailed: string };
}

type Found = { status: 'loading' | 'ready' | 'failed'; query: string; results: SubscribedEntity[]; recommended: SubscribedEntity[] };

export default function EntitySearch({ country, base, mediaBase, signInHref, labels }: EntitySearchProps) {
  const session = useStore($session);
  const [found, setFound] = useState<Found>({ status: 'loading', query: '', results: [], recommended: [] });

  useEffect(() => {
    if (!session) return;
    const query = (new URLSearchParams(location.search).get('query') ?? '').trim().slice(0, 50);
    const client = createSessionClient(country);
    Promise.all([
      query ? client.get('/subscription/search', { query: { query } }) : Promise.resolve({ items: [] as SubscribedEntity[] }),
      client.get('/subscription/recommended', {}),
    ])
      .then(([search, recommended]) => setFound({ status: 'ready', query, results: search.items, recommended: recommended.items }))
      .catch(() => setFound((f) => ({ ...f, status: 'failed' })));
  }, [session?.userId, country]);

  if (!session) return <SignedOutPrompt message={labels.signedOut} signIn={labels.signIn} href={signInHref} />;
  if (found.status === 'loading') return <p className="followed__status">{labels.loading}</p>;
  if (found.status === 'failed') return <p className="followed__status">{labels.loadFailed}</p>;
  return (
    <div className="entity-search" data-search-status="ready">
      {found.query && (
        <section aria-labelledby="search-results">
          <h2 id="search-results">{labels.results.replace('{{query}}', found.query)}</h2>
          {found.results.length === 0 ? (
            <p data-search-none>{labels.none.replace('{{query}}', found.query)}</p>
          ) : (
            <EntityList country={country} base={base} mediaBase={mediaBase} items={found.results} labels={labels} headingLevel="h3" />
          )}
        </section>
      )}
      {found.recommended.length > 0 && (
        <section aria-labelledby="search-recommended">
          <h2 id="search-recommended">{labels.recommended}</h2>
          <EntityList country={country} base={base} mediaBase={mediaBase} items={found.recommended} labels={labels} headingLevel="h3" />
        </section>
      )}
    </div>
  );
}
