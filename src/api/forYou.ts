// The reader's For You window on my page (content-spec §7 personalizedContentOptOut): their
// demographics, then the listing with their opt-out. Read by the reader's partial on the server
// and again by the For You island after the reader switches it.
import { GENDERS } from '#/domain/portal/forYou.ts';
import { loadDemographics } from '#/stores/demographics.ts';
import type { WebapiClient } from './webapiClient.ts';

export interface ForYouStory {
  id: number;
  title: string;
  urlPath: string;
}

/** Stories my page shows. */
const FOR_YOU_LENGTH = 5;

export async function loadForYouStories(client: WebapiClient, optOut: boolean): Promise<ForYouStory[]> {
  const who = await loadDemographics(client);
  const gender = (GENDERS as readonly unknown[]).includes(who.gender) ? { gender: who.gender as (typeof GENDERS)[number] } : {};
  const listing = await client.get('/listing/foryou', {
    query: { offset: 0, length: FOR_YOU_LENGTH, optOut: optOut ? 'true' : 'false', ...gender, ...(who.age != null ? { age: who.age } : {}) },
  });
  return listing.items.map(({ id, title, urlPath }) => ({ id, title, urlPath }));
}
