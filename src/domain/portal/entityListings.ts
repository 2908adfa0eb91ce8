// Listings of an entity's stories (content-spec §7: entity, tag and profile listings): not stored
// item by item like an editor's listing, but read from the stories themselves. Their ids say what
// they list, so the one listing call (/api/v6/listings/{id}) and the load-more partial serve them
// like any other listing, and a purge by the entity's tag reaches every page that shows one.

export const PUBLISHER_TABS = ['latest', 'popular', 'videos'] as const;
export type PublisherTab = (typeof PUBLISHER_TABS)[number];

/** A tag page's category: every story of the tag, or one category id. */
export type TagCategory = 'all' | number;

export type EntityListingRef =
  | { kind: 'publisher'; cpId: string; tab: PublisherTab }
  | { kind: 'tag'; tagHash: string; category: TagCategory }
  | { kind: 'profile'; profileHash: string };

const PUBLISHER_ID = /^cp_([a-z0-9][a-z0-9-]{0,80})_(latest|popular|videos)$/;
// A tag hash is base64url (it may hold '_'): the category is the last segment.
const TAG_ID = /^tag_([A-Za-z0-9_-]{1,400})_(all|\d{1,9})$/;
const PROFILE_ID = /^profile_([A-Za-z0-9]{6,40})$/;

/** The stories of a profile, newest first (content-spec §7 'profile' listing). */
export function profileListingId(profileHash: string): string {
  return `profile_${profileHash}`;
}

export function tagListingId(tagHash: string, category: TagCategory): string {
  return `tag_${tagHash}_${category}`;
}

/** A category segment of a tag page: 'all' or a category id; null when it is neither. */
export function parseTagCategory(value: string): TagCategory | null {
  if (value === 'all') return 'all';
  return /^\d{1,9}$/.test(value) ? Number(value) : null;
}

export function publisherListingId(cpId: string, tab: PublisherTab): string {
  return `cp_${cpId}_${tab}`;
}

/** What an entity listing id lists, or null when the id is not one. */
export function parseEntityListingId(id: string): EntityListingRef | null {
  const cp = PUBLISHER_ID.exec(id);
  if (cp) return { kind: 'publisher', cpId: cp[1]!, tab: cp[2] as PublisherTab };
  const tag = TAG_ID.exec(id);
  if (tag) return { kind: 'tag', tagHash: tag[1]!, category: parseTagCategory(tag[2]!)! };
  const profile = PROFILE_ID.exec(id);
  if (profile) return { kind: 'profile', profileHash: profile[1]! };
  return null;
}

/** The cache tag of the entity a listing id belongs to (an edit to one of its stories purges it), or null. */
export function entityListingTag(id: string): string | null {
  const ref = parseEntityListingId(id);
  if (!ref) return null;
  if (ref.kind === 'profile') return `profile:${ref.profileHash}`;
  return ref.kind === 'publisher' ? `publisher:${ref.cpId}` : `tag:${ref.tagHash}`;
}

export function isPublisherTab(value: string): value is PublisherTab {
  return (PUBLISHER_TABS as readonly string[]).includes(value);
}
