// Friendship with profiles in the messaging app (content-spec §3 User, §5): the flags per contact
// type and profile id, and adding a friend (refused before any call in an invalid state).
import { atom } from 'nanostores';
import type { WebapiClient } from '#/api/webapiClient.ts';
import { userResult } from '#/domain/identity/userDataCache.ts';
import { friendshipRequestError, type ContactType } from '#/domain/identity/friendship.ts';

/** Friendship flags per contact type and profile id; adding a friend sets its flag. */
export const $friendship = atom<Partial<Record<ContactType, Record<string, boolean>>>>({});

interface FriendshipState {
  messagingApp: boolean;
  loggedIn: boolean;
}

/**
 * Profiles added as friends on this page, by `type:id`, with the count of status calls started
 * before: an answer to a call started before the add is older than the add (a reader tapping Add
 * while the status is on its way) and does not take the flag back.
 */
const addedAfter = new Map<string, number>();
let statusCalls = 0;

/** Friendship status of profiles; failures are reported and swallowed (an empty map). */
export async function loadFriendshipStatus(client: WebapiClient, state: FriendshipState, type: ContactType, ids: string[]): Promise<Record<string, boolean>> {
  if (friendshipRequestError({ ...state, ids, type })) return {};
  const call = ++statusCalls;
  try {
    const status = userResult(await client.get('/user/contacts/friendship/status', { query: { ids: ids.join(','), type } }));
    const fresh = Object.entries(status).filter(([id]) => !((addedAfter.get(`${type}:${id}`) ?? 0) >= call));
    $friendship.set({ ...$friendship.get(), [type]: { ...$friendship.get()[type], ...Object.fromEntries(fresh) } });
    return status;
  } catch (error) {
    console.error('friendship status failed', error);
    return {};
  }
}

/** Adds a friend; an invalid environment, a missing id or type is refused before any call. */
export async function addFriend(client: WebapiClient, state: FriendshipState, type: ContactType | null, profileId: string | null): Promise<void> {
  const invalid = friendshipRequestError({ ...state, ids: profileId ? [profileId] : [], type });
  if (invalid) throw new Error(invalid);
  userResult(await client.send('POST', '/user/contacts/add', { json: { type: type!, profileId: profileId! } }));
  addedAfter.set(`${type}:${profileId}`, statusCalls);
  $friendship.set({ ...$friendship.get(), [type!]: { ...$friendship.get()[type!], [profileId!]: true } });
}
