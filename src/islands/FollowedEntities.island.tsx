// What I follow (/v2/subscription/subscribed): the signed-in reader's publishers, people and tags,
// each with its newest stories, 10 at a time; unfollowing keeps the row (tap again to undo).
// client:load — the page has nothing else to show until it knows who is reading.
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { SubscribedEntity } from '#functions/webapi/schemas/subscriptions.ts';
import type { CountryCode } from '#/markets.ts';
import { SUBSCRIBED_PAGE_LENGTH } from '#/domain/content/subscriptions.ts';
import { createSessionClient } from '#/stores/sessionClient.ts';
import { $session } from '#/stores/session.ts';
import { EntityList, type EntityListLabels } from './EntityList.tsx';
import { SignedOutPrompt } from './SignedOutPrompt.tsx';

export interface FollowedEntitiesProps {
  country: CountryCode;
  base: string;
  mediaBase: string;
  signInHref: string;
  searchHref: string;
  labels: EntityListLabels & { empty: string; findMore: string; signedOut: string; signIn: string; loading: string; loadFailed: string; retry: string; more: string };
}

type State = { status: 'loading' | 'ready' | 'failed'; items: SubscribedEntity[]; total: number };

export default function FollowedEntities({ country, base, mediaBase, signInHref, searchHref, labels }: FollowedEntitiesProps) {
  const session = useStore($session);
  const [state, setState] = useState<State>({ status: 'loading', items: [], total: 0 });

  const load = async (offset: number) => {
    setState((s) => ({ ...s, status: 'loading' }));
    try {
      const page = await createSessionClient(country).get('/subscription/subscribed/list', { query: { offset, length: SUBSCRIBED_PAGE_LENGTH } });
      setState((s) => ({ status: 'ready', items: offset === 0 ? page.items : [...s.items, ...page.items], total: page.total }));
    } catch {
      setState((s) => ({ ...s, status: 'failed' }));
    }
  };

  useEffect(() => {
    if (session) void load(0);
    // Again when someone else signs in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session?.userId]);

  if (!session) return <SignedOutPrompt message={labels.signedOut} signIn={labels.signIn} href={signInHref} />;
  return (
    <div className="followed" data-followed-status={state.status} aria-busy={state.status === 'loading'}>
      {state.items.length > 0 && <EntityList country={country} base={base} mediaBase={mediaBase} items={state.items} labels={labels} headingLevel="h2" />}
      {state.status === 'ready' && state.total === 0 && <p data-followed-empty>{labels.empty}</p>}
      {state.status === 'loading' && <p className="followed__status">{labels.loading}</p>}
      {state.status === 'failed' && (
        <p className="followed__status">
          {labels.loadFailed}{' '}
          <button type="button" className="button button--ghost" onClick={() => void load(state.items.length)}>
            {labels.retry}
          </button>
        </p>
      )}
      {state.status === 'ready' && state.items.length < state.total && (
        <button type="button" className="button button--ghost" onClick={() => void load(state.items.length)}>
          {labels.more}
        </button>
      )}
      <p>
        <a href={searchHref}>{labels.findMore}</a>
      </p>
    </div>
  );
}
