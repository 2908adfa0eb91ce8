// Listings of an entity's stories (content-spec §7: entity, tag and profile listings): not stored
// item by item like an editor's listing, but read from the stories themselves. Their ids say what
// they list, so the one listing call (/api/v6/listings/{id}) and the load-more partial serve them
// like any other listing, and a purge by the entity's tag reaches every page that shows one.

export const PUBLISHER_TABS = ['latest', 'popular', 'videos'] as const;
export type PublisherTab = (typeof PUBLISHER_TABS)[number];

export type EntityListingRef = { kind: 'publisher'; cpId: string; tab: PublisherTab };

const PUBLISHER_ID = /^cp_([a-z0-9][a-z0-9-]{0,80})_(latest|popular|videos)$/;

export function publisherListingId(cpId: string, tab: PublisherTab): string {
  return `cp_${cpId}_${tab}`;
}

/** What an entity listing id lists, or null when the id is not one. */
export function parseEntityListingId(id: string): EntityListingRef | null {
  const cp = PUBLISHER_ID.exec(id);
  if (cp) return { kind: 'publisher', cpId: cp[1]!, tab: cp[2] as PublisherTab };
  return null;
}

/** The cache tag of the entity a listing id belongs to (an edit to one of its stories purges it), or null. */
export function entityListingTag(id: string): string | null {
  const ref = parseEntityListingId(id);
  return ref ? `publisher:${ref.cpId}` : null;
}

export function isPublisherTab(value: string): value is PublisherTab {
  return (PUBLISHER_TABS as readonly string[]).includes(value);
}
