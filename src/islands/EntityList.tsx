// The rows of followable entities (subscription pages): picture, name, kind, follow button and
// the newest stories. Shared by the subscribed-list and search islands.
import type { SubscribedEntity } from '#functions/webapi/schemas/subscriptions.ts';
import type { CountryCode } from '#/markets.ts';
import { imageUrl } from '#/domain/article/imageUrl.ts';
import FollowButton, { type FollowLabels } from './FollowButton.island.tsx';

export interface EntityListLabels {
  follow: FollowLabels;
  types: Record<SubscribedEntity['entityType'], string>;
  /** '… {{name}}' */
  newestFrom: string;
}

interface Props {
  country: CountryCode;
  /** /{country}/{ns}: entity paths and story links are written under it. */
  base: string;
  mediaBase: string;
  items: SubscribedEntity[];
  labels: EntityListLabels;
  headingLevel: 'h2' | 'h3';
}

export function EntityList({ country, base, mediaBase, items, labels, headingLevel }: Props) {
  const Heading = headingLevel;
  return (
    <ul className="entity-list">
      {items.map((e) => (
        <li key={`${e.entityType}:${e.entityId}`} className="entity-list__item" data-entity={`${e.entityType}:${e.entityId}`}>
          <div className="entity-list__head">
            <span className="entity-list__picture" aria-hidden="true">
              {e.imageHash ? <img src={imageUrl(mediaBase, e.imageHash, 'w280')} alt="" width="48" height="48" loading="lazy" /> : <span>#</span>}
            </span>
            <Heading className="entity-list__name">
              <a href={base + e.path}>{e.name}</a>
            </Heading>
            <span className="entity-list__type">{labels.types[e.entityType]}</span>
            <FollowButton country={country} entityType={e.entityType} entityId={e.entityId} name={e.name} labels={labels.follow} />
          </div>
          {e.stories.length > 0 && (
            <ul className="entity-list__stories" aria-label={labels.newestFrom.replace('{{name}}', e.name)}>
              {e.stories.map((s) => (
                <li key={s.id}>
                  <a href={`${base}/article/${s.urlPath}`}>{s.title}</a>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
