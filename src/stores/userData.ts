// The reader's settings store and hash in the browser: cached in local storage with a date and
// refetched per content-spec §4, forgotten at sign-out (storedSession.ts removes the keys; the store
// empties when it hears of it). The reader's info is the start-up's (src/browser/readerCheck.ts);
// settings and agreements (userSettings.ts), friendship and demographics are modules of their own.
import { atom } from 'nanostores';
import type { ResponseOf, WebapiClient } from '#/api/webapiClient.ts';
import { USER_DATA_REFRESH_MS, USER_HASH_STORAGE_KEY, needsRefetch, userResult } from '#/domain/identity/userDataCache.ts';
import { SESSION_CHANGE_EVENT, currentGeneration, storedSession } from './storedSession.ts';
import { read, write } from './userDataStorage.ts';

export type UserInfo = ResponseOf<'/user/info', '$get'>['result'];
export type UserSetting = ResponseOf<'/user/setting', '$get'>['result'];

const HASH_KEY = USER_HASH_STORAGE_KEY;

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

// Signed out (here or elsewhere on the page): the settings of the session that ended go.
globalThis.window?.addEventListener(SESSION_CHANGE_EVENT, () => {
  if (!storedSession()) $userSetting.set(null);
});
