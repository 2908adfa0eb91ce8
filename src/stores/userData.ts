// Readers' info and settings in the browser: cached in local storage with a date and refetched per
// content-spec §4; agreements are written locally first (fake accepted code), then sent.
import { atom } from 'nanostores';
import type { ResponseOf, WebapiClient } from '#/api/webapiClient.ts';
import { FAKE_ACCEPTED_CODE, USER_DATA_REFRESH_MS, USER_SETTING_STORAGE_KEY, needsRefetch, userResult, type CachedUserData } from '#/domain/identity/userDataCache.ts';
import { friendshipRequestError, type ContactType } from '#/domain/identity/friendship.ts';
import { currentGeneration, endGeneration } from './sessionGeneration.ts';

export type UserInfo = ResponseOf<'/user/info', '$get'>['result'];
export type UserSetting = ResponseOf<'/user/setting', '$get'>['result'];

export const INFO_KEY = 'portal.userInfo';
export const HASH_KEY = 'portal.userHash';

function read<T>(key: string): CachedUserData<T> | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as CachedUserData<T>) : null;
  } catch {
    return null;
  }
}

function write<T>(key: string, value: CachedUserData<T>): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage unavailable: keep it in memory only
  }
}

export const $userInfo = atom<UserInfo | null>(null);
export const $userSetting = atom<UserSetting | null>(null);

type Answer<T> = { code?: number; message?: string; result?: T };

async function cached<T>(key: string, fetchIt: () => Promise<Answer<T>>, now: number): Promise<T> {
  const stored = read<T>(key);
  if (!needsRefetch(stored, now)) return stored!.result;
  const asked = currentGeneration();
  const result = userResult(await fetchIt());
  if (asked !== currentGeneration()) throw new Error('the session ended while its data was loading');
  write(key, { code: 200, date: now, result });
  return result;
}

/**
 * User info; failures leave an empty profile (content-spec §8: swallowed). A 401 means the token
 * no longer verifies: `onUnauthorized` ends the session.
 */
export async function loadUserInfo(client: WebapiClient, now = Date.now(), onUnauthorized?: () => void): Promise<UserInfo | null> {
  try {
    const info = await cached<UserInfo>(INFO_KEY, () => client.get('/user/info'), now);
    $userInfo.set(info);
    return info;
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 401) onUnauthorized?.();
    return null;
  }
}

export async function loadUserSetting(client: WebapiClient, now = Date.now()): Promise<UserSetting> {
  const setting = await cached<UserSetting>(USER_SETTING_STORAGE_KEY, () => client.get('/user/setting'), now);
  $userSetting.set(setting);
  return setting;
}

/**
 * An agreement (content-spec §4): the local settings take the change at once, stored with the fake
 * accepted code (so the next read refetches), then the server's answer replaces them.
 */
async function agreeLocallyFirst(patch: Partial<UserSetting>, send: () => Promise<Answer<UserSetting>>, now: number): Promise<void> {
  const local = { ...($userSetting.get() ?? read<UserSetting>(USER_SETTING_STORAGE_KEY)?.result ?? ({} as UserSetting)), ...patch };
  write(USER_SETTING_STORAGE_KEY, { code: FAKE_ACCEPTED_CODE, date: now, result: local });
  $userSetting.set(local);
  const asked = currentGeneration();
  const confirmed = userResult(await send());
  if (asked !== currentGeneration()) return;
  write(USER_SETTING_STORAGE_KEY, { code: 200, date: now, result: confirmed });
  $userSetting.set(confirmed);
}

export function agreeToTermsOfService(client: WebapiClient, now = Date.now()): Promise<void> {
  return agreeLocallyFirst({ isTosAgreed: true, tosAgreedTime: now }, () => client.send('POST', '/user/setting/agreement/tos'), now);
}

export function setMarketingTerms(client: WebapiClient, agreed: boolean, now = Date.now()): Promise<void> {
  return agreeLocallyFirst(
    { isMarketingTermsAgreed: agreed, mktTermsLastModifiedTime: now },
    () => client.send('PUT', '/user/setting/agreement/marketingTerms', { json: { agreed } }),
    now,
  );
}

/**
 * The reader's hash, the ad layer's user id: cached locally with a date and refetched after the
 * refresh interval; '' when it cannot be had (content-spec §7).
 */
export async function loadUserHash(client: WebapiClient, now = Date.now()): Promise<string> {
  try {
    const raw = localStorage.getItem(HASH_KEY);
    const stored = raw ? (JSON.parse(raw) as { userHash: string; date: number }) : null;
    if (stored?.userHash && now - stored.date <= USER_DATA_REFRESH_MS) return stored.userHash;
  } catch {
    // unreadable cache: fetch again
  }
  try {
    const asked = currentGeneration();
    const { userHash } = await client.get('/user/userHash');
    if (asked !== currentGeneration()) return '';
    try {
      localStorage.setItem(HASH_KEY, JSON.stringify({ userHash, date: now }));
    } catch {
      // storage unavailable
    }
    return userHash;
  } catch {
    return '';
  }
}

export type Demographics = Partial<ResponseOf<'/user/demographics', '$get'>['result']>;

/** Demographics for personalised listings; any failure gives an empty object (content-spec §8). */
export async function loadDemographics(client: WebapiClient): Promise<Demographics> {
  try {
    return userResult(await client.get('/user/demographics'));
  } catch {
    return {};
  }
}

/** Friendship flags per contact type and profile id; adding a friend sets its flag. */
export const $friendship = atom<Partial<Record<ContactType, Record<string, boolean>>>>({});

interface FriendshipState {
  messagingApp: boolean;
  loggedIn: boolean;
}

/** Friendship status of profiles; failures are reported and swallowed (an empty map). */
export async function loadFriendshipStatus(client: WebapiClient, state: FriendshipState, type: ContactType, ids: string[]): Promise<Record<string, boolean>> {
  if (friendshipRequestError({ ...state, ids, type })) return {};
  try {
    const status = userResult(await client.get('/user/contacts/friendship/status', { query: { ids: ids.join(','), type } }));
    $friendship.set({ ...$friendship.get(), [type]: { ...$friendship.get()[type], ...status } });
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
  $friendship.set({ ...$friendship.get(), [type!]: { ...$friendship.get()[type!], [profileId!]: true } });
}

export function forgetUserData(): void {
  endGeneration();
  try {
    localStorage.removeItem(INFO_KEY);
    localStorage.removeItem(USER_SETTING_STORAGE_KEY);
    localStorage.removeItem(HASH_KEY);
  } catch {
    // storage unavailable
  }
  $userInfo.set(null);
  $userSetting.set(null);
}
