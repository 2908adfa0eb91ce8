// The portal's subscribed-entity module (content-spec §3): a signed-in reader who follows
// something sees what they follow; everyone else the editors' suggestions from the server render.
// Every entity has its follow button. The row keeps its height either way, so nothing below moves.
// client:visible — the reader's list is read only when the module comes on screen.
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { CountryCode } from '#/markets.ts';
import type { SubscribableType } from '#/domain/content/subscriptions.ts';
import { imageUrl } from '#/domain/article/imageUrl.ts';
import { createSessionClient } from '#/stores/sessionClient.ts';
import { $session } from '#/stores/session.ts';
import FollowButton, { type FollowLabels } from './FollowButton.island.tsx';

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
  mediaBase: string;
  suggested: ChipEntity[];
  labels: { follow: FollowLabels; yours: string; all: string };
}

export default function SubscribedEntities({ country, base, mediaBase, suggested, labels }: SubscribedEntitiesProps) {
  const session = useStore($session);
  const [mine, setMine] = useState<ChipEntity[] | null>(null);

  useEffect(() => {
    if (!session) return setMine(null);
    createSessionClient(country)
      .get('/subscription/subscribed/list', { query: { offset: 0, length: 10 } })
      .then((page) => setMine(page.items.length > 0 ? page.items : null))
      .catch(() => setMine(null));
  }, [session?.userId, country]);

  const items = mine ?? suggested;
  return (
    <div className="subscribed-entities" data-subscribed-entities={mine ? 'mine' : 'suggested'}>
      <p className="subscribed-entities__caption">
        {mine ? labels.yours : '\u00a0'} <a href={`${base}/subscription/subscribed`}>{labels.all}</a>
      </p>
      <ul className="entity-chips">
        {items.map((item) => (
          <li key={`${item.entityType}:${item.entityId}`} data-item-id={`${item.entityType}-${item.entityId}`}>
            <a href={base + item.path} className="entity-chip">
              {item.imageHash ? <img src={imageUrl(mediaBase, item.imageHash, 'w280')} alt="" width="48" height="48" loading="lazy" /> : <span className="entity-chip__tag" aria-hidden="true">#</span>}
              <span className="entity-chip__name">{item.name}</span>
            </a>
            <FollowButton country={country} entityType={item.entityType} entityId={item.entityId} name={item.name} labels={labels.follow} />
          </li>
        ))}
      </ul>
    </div>
  );
}
