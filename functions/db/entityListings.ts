// Entity listings (src/domain/portal/entityListings.ts): an id that names an entity's stories is
// answered from the stories themselves.
import { parseEntityListingId } from '#/domain/portal/entityListings.ts';
import type { Database } from './database.ts';
import type { ListingRecord } from './listings.ts';
import { findPublisherListing } from './publishers.ts';
import { findTagListing } from './tags.ts';
import { findProfileListing } from './profiles.ts';
import { tagFromHash } from '#/domain/content/tagHash.ts';

export async function findEntityListing(db: Database, country: string, id: string, offset: number, length: number): Promise<ListingRecord | null> {
  const ref = parseEntityListingId(id);
  if (!ref) return null;
  switch (ref.kind) {
    case 'publisher':
      return findPublisherListing(db, country, ref.cpId, ref.tab, offset, length);
    case 'tag': {
      const text = tagFromHash(ref.tagHash);
      return text ? findTagListing(db, country, { text, hash: ref.tagHash }, ref.category, offset, length) : null;
    }
    case 'profile':
      return findProfileListing(db, country, ref.profileHash, offset, length);
  }
}
