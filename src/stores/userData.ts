// Readers' info and hash in the browser: cached in local storage with a date and refetched per
// content-spec §4, and forgotten at sign-out. Settings and agreements (userSettings.ts), friendship
// (friendship.ts) and demographics (demographics.ts) are modules of their own, so the shell's
// start-up loads only this one.
import { atom } from 'nanostores';
import type { ResponseOf, WebapiClient } from '#/api/webapiClient.ts';
import { USER_DATA_REFRESH_MS, USER_HASH_STORAGE_KEY, USER_INFO_STORAGE_KEY, USER_SETTING_STORAGE_KEY, needsRefetch, userResult, type CachedUserData } from '#/domain/identity/userDataCache.ts';
import { currentGeneration, endGeneration } from './sessionGeneration.ts';

export type UserInfo = ResponseOf<'/user/info', '$get'>['result'];
export type UserSetting = ResponseOf<'/user/setting', '$get'>['result'];

const INFO_KEY = USER_INFO_STORAGE_KEY;
const HASH_KEY = USER_HASH_STORAGE_KEY;

export function read<T>(key: string): CachedUserData<T> | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as CachedUserData<T>) : null;
  } catch {
    return null;
  }
}

export function write<T>(key: string, value: CachedUserData<T>): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage unavailable: keep it in memory only
  }
}

export const $userInfo = atom<UserInfo | null>(null);
export const $userSetting = atom<UserSetting | null>(null);

export type Answer<T> = { code?: number; message?: string; result?: T };

export async function cached<T>(key: string, fetchIt: () => Promise<Answer<T>>, now: number): Promise<T> {
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
