// Profile rules: ids, the contact type the messaging app takes for a person, the profile listing id
// and its cache tag, and an article page's tags naming its people.
import { describe, expect, it } from 'vitest';
import { CELEBRITY_TYPES, isProfileHash, profileContactType } from '#/domain/profiles/profiles.ts';
import { entityListingTag, parseEntityListingId, profileListingId } from '#/domain/portal/entityListings.ts';
import { friendshipRequestError } from '#/domain/identity/friendship.ts';
import { articlePageTags } from '#/cache/pageTags.ts';

describe('profiles', () => {
  it('accepts base62 hashes of 6-40 characters only', () => {
    expect(isProfileHash('pA1b2C3d4e')).toBe(true);
    for (const bad of ['', 'p1', 'p-1234567', 'p_1234567', 'x'.repeat(41), '周慧君']) expect(isProfileHash(bad)).toBe(false);
  });

  it('adds politicians as ELECTION_PROFILE contacts and nobody else (the spec knows CP and ELECTION_PROFILE)', () => {
    for (const type of CELEBRITY_TYPES) expect(profileContactType(type)).toBe(type === 'POLITICIAN' ? 'ELECTION_PROFILE' : null);
    // A person without a contact type cannot be added, whatever the environment.
    expect(friendshipRequestError({ messagingApp: true, loggedIn: true, ids: ['pA1b2C3d4e'], type: profileContactType('ACTOR') })).toMatch(/contact type/);
    expect(friendshipRequestError({ messagingApp: true, loggedIn: true, ids: ['pA1b2C3d4e'], type: profileContactType('POLITICIAN') })).toBeNull();
  });

  it("names a profile's stories as an entity listing whose edits purge the profile's pages", () => {
    const id = profileListingId('pA1b2C3d4e');
    expect(id).toBe('profile_pA1b2C3d4e');
    expect(parseEntityListingId(id)).toEqual({ kind: 'profile', profileHash: 'pA1b2C3d4e' });
    expect(entityListingTag(id)).toBe('profile:pA1b2C3d4e');
    expect(parseEntityListingId('profile_p-1')).toBeNull();
  });

  it("tags an article page with its people's profiles", () => {
    const article = { data: { id: 7, publisher: { id: 'tw-morning-post' } } } as Parameters<typeof articlePageTags>[1];
    expect(articlePageTags('tw', article, [{ hash: 'pA1b2C3d4e' }])).toEqual(['market:tw', 'article:7', 'publisher:tw-morning-post', 'profile:pA1b2C3d4e', 'ads:tw']);
    expect(articlePageTags('tw', article)).toEqual(['market:tw', 'article:7', 'publisher:tw-morning-post', 'ads:tw']);
  });
});
