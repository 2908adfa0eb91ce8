// content-spec §3 "Other": avatar types and expire modes, where the portal reads them.
import { describe, expect, it } from 'vitest';
import { AVATAR_TYPES, avatarTypeOf } from '#/domain/portal/avatars.ts';
import { EXPIRE_MODES, listingLive } from '#/domain/portal/listingExpiry.ts';

describe('avatar types', () => {
  it('are MOVIE, TOPIC, CP and ELECTION, one per kind of entity that has a picture', () => {
    expect(AVATAR_TYPES).toEqual(['MOVIE', 'TOPIC', 'CP', 'ELECTION']);
    expect(['MOVIE', 'DRAMA', 'CP', 'TOPIC', 'ELECTION_PROFILE'].map(avatarTypeOf)).toEqual(['MOVIE', 'MOVIE', 'CP', 'TOPIC', 'ELECTION']);
    expect(avatarTypeOf('TAG')).toBeNull();
  });
});

describe('expire modes', () => {
  it('OFF never expires, AUTO expires at its end date, MANUAL waits for an editor', () => {
    expect(EXPIRE_MODES).toEqual(['OFF', 'AUTO', 'MANUAL']);
    const end = 1_000;
    expect(EXPIRE_MODES.map((m) => listingLive(m, end, end - 1))).toEqual([true, true, true]);
    expect(EXPIRE_MODES.map((m) => listingLive(m, end, end))).toEqual([true, false, true]);
    expect(listingLive('AUTO', null, 10 ** 12)).toBe(true);
  });
});
