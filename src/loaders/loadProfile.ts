// Profile pages' data: the profile with its related people and a window of its stories, and the
// people of a story (the article's "people in this story" row).
import { isProfileHash, PROFILE_LIST_PAGE_LENGTH } from '#/domain/profiles/profiles.ts';
import { LOAD_MORE_PAGE_LENGTH } from '#/domain/portal/loadMore.ts';
import { normaliseListing, type Listing } from '#/api/normalisePage.ts';
import { toWebapiError } from '#/api/webapiError.ts';
import type { ProfileResponse, ProfileSummary } from '#functions/webapi/schemas/profiles.ts';
import type { PageContext } from './pageContext.ts';

export interface ProfilePageData {
  profile: ProfileResponse;
  listing: Listing;
}

/**
 * The profile and one window of its stories: the profile page's first 20 (load-more pages on), or
 * a list page's window at `offset`. Null for 'no page' (not a hash, unknown, or past the last story).
 */
export async function loadProfilePage(ctx: PageContext, hash: string, window: { offset: number; length: number } = { offset: 0, length: LOAD_MORE_PAGE_LENGTH }): Promise<ProfilePageData | null> {
  if (!isProfileHash(hash)) return null;
  try {
    const [profile, listing] = await Promise.all([
      ctx.client.get('/profile/:hash', { param: { hash } }),
      ctx.client.get('/profile/:hash/listing', { param: { hash }, query: { offset: window.offset, length: window.length } }),
    ]);
    if (window.offset > 0 && window.offset >= listing.total) return null;
    return { profile, listing: normaliseListing(listing) };
  } catch (error) {
    if (toWebapiError(error).statusCode === 404) return null;
    throw error;
  }
}

/** A list page's window from its ?offset= (a multiple of the page length; anything else is the first). */
export function listWindow(search: URLSearchParams): { offset: number; length: number } {
  const raw = Number(search.get('offset') ?? 0);
  const offset = Number.isInteger(raw) && raw > 0 && raw % PROFILE_LIST_PAGE_LENGTH === 0 ? raw : 0;
  return { offset, length: PROFILE_LIST_PAGE_LENGTH };
}

