// Found records → the wire shape: the parts of each title that match the query and the path of the
// record's page (content-spec §2: /v2/drama/{urlPath}, /v2/movie/{urlPath}/, /v2/profile/{hash},
// /v2/publisher/{cpId}, /v2/tag/{tagHash}/all).
import type { EntityHit, EntityHits } from '../db/entitySearch.ts';
import type { EntitySearchGroup } from './schemas/search.ts';
import type { EntityKind } from '#/domain/search/entityDocuments.ts';
import { highlight } from '#/domain/search/highlight.ts';
import { tagHash } from '#/domain/content/tagHash.ts';

const PAGE_PATH: Record<EntityKind, (hit: EntityHit) => string> = {
  drama: (h) => `/drama/${h.path}`,
  movie: (h) => `/movie/${h.path}/`,
  profile: (h) => `/profile/${h.path}`,
  publisher: (h) => `/publisher/${h.path}`,
  tag: (h) => `/tag/${tagHash(h.id)}/all`,
};

export function toEntitySearchGroup(marked: string, found: EntityHits): EntitySearchGroup {
  return {
    kind: found.kind,
    total: found.total,
    items: found.hits.map((h) => ({
      id: h.id,
      title: h.title,
      titleParts: highlight(h.title, marked),
      imageHash: h.imageHash,
      path: PAGE_PATH[found.kind](h),
      subtitle: h.subtitle,
      year: h.year,
      status: h.status,
    })),
  };
}
