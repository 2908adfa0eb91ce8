// People pages (content-spec §2 /v2/profile/{hash}, §3 profileInfoMeta): what a profile is, how its
// ids look, and which contact type the messaging app accepts for it (content-spec §3 User, §5).
import type { ContactType } from '#/domain/identity/friendship.ts';

export const CELEBRITY_TYPES = ['ACTOR', 'SINGER', 'ATHLETE', 'POLITICIAN', 'CREATOR', 'HOST', 'WRITER', 'BUSINESS'] as const;
export type CelebrityType = (typeof CELEBRITY_TYPES)[number];

/** A profile hash: base62, 6–40 characters (the seed makes 'p' + 9). */
export const PROFILE_HASH = /^[A-Za-z0-9]{6,40}$/;

export function isProfileHash(value: string): boolean {
  return PROFILE_HASH.test(value);
}

/** Related profiles shown on a profile page. */
export const RELATED_PROFILES_LIMIT = 6;
/** Stories per page of the profile's list page (/v2/profile/list/{hash}). */
export const PROFILE_LIST_PAGE_LENGTH = 50;

/**
 * The contact type a reader adds this profile as a friend with, or null when it cannot be added.
 * The spec knows two contact types: CP (publishers' accounts) and ELECTION_PROFILE (candidates'
 * accounts); of the people on profile pages only politicians have the latter (docs/decisions/0032).
 */
export function profileContactType(celebrityType: string): ContactType | null {
  return celebrityType === 'POLITICIAN' ? 'ELECTION_PROFILE' : null;
}
