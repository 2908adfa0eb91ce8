// The portal's subscribed-entity module (content-spec §3): a signed-in reader who follows something
// sees what they follow; everyone else the editors' suggestions from the server render, each
// leading to its page, where its follow button is (the portal's script budget has no room for the
// follow machinery on every portal). The row keeps its height, so nothing below moves.
// client:interaction with signedIn 'visible' — a signed-in reader's list is read when the module
// comes on screen; everyone else keeps the server's suggestions, hydrated only on a tap.
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { CountryCode } from '#/markets.ts';
import type { SubscribableType } from '#/domain/content/subscriptions.ts';
import { createSessionClient } from '#/stores/sessionClient.ts';
import { $session } from '#/stores/session.ts';

export interface ChipEntity {
  entityType: SubscribableType;
  entityId: string;
  name: string;
  imageHash: string | null;
  /** The entity's page, after /{country}/{ns}. */
  path: string;
}

export interface SubscribedEntitiesProps {
  country: CountryCode;
  base: string;
  /** A picture's address with {hash} for its hash (the server knows the media host and size). */
  imageTemplate: string;
  suggested: ChipEntity[];
}

export default function SubscribedEntities({ country, base, imageTemplate, suggested }: SubscribedEntitiesProps) {
  const session = useStore($session);
  const [mine, setMine] = useState<ChipEntity[] | null>(null);

  useEffect(() => {
    if (!session) return setMine(null);
    createSessionClient(country)
      .get('/subscription/subscribed/list', { query: { offset: 0, length: 10 } })
      .then((page) => setMine(page.items.length > 0 ? page.items : null))
      .catch(() => setMine(null));
  }, [session?.userId, country]);

  return (
    <ul className="entity-chips" data-subscribed-entities={mine ? 'mine' : 'suggested'}>
      {(mine ?? suggested).map((item) => (
        <li key={item.entityType + item.entityId}>
          <a href={base + item.path} className="entity-chip">
            {item.imageHash ? <img src={imageTemplate.replace('{hash}', item.imageHash)} alt="" width="48" height="48" loading="lazy" /> : <span className="entity-chip__tag" aria-hidden="true">#</span>}
            <span className="entity-chip__name">{item.name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
