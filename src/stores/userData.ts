// Readers' info and settings in the browser: cached in local storage with a date and refetched per
// content-spec §4; agreements are written locally first (fake accepted code), then sent.
import { atom } from 'nanostores';
import type { WebapiClient } from '../client/webapiClient.ts';
import { FAKE_ACCEPTED_CODE, needsRefetch, userResult, type CachedUserData } from '../domain/userDataCache.ts';

export interface UserInfo {
  user: { group: string; gender: string | null; age: number | null; interest: string | null; region: string | null; mature: boolean; midOptOut: 'true' | 'false'; weatherArea: string | null };
}
export interface UserSetting {
  personalizedContentOptOut: boolean;
  isMarketingTermsAgreed: boolean;
  mktTermsLastModifiedTime: number | null;
  isTosAgreed: boolean;
  tosAgreedTime: number | null;
}

const INFO_KEY = 'portal.userInfo';
const SETTING_KEY = 'portal.userSetting';

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
  const result = userResult(await fetchIt());
  write(key, { code: 200, date: now, result });
  return result;
}

/** User info; failures leave an empty profile (content-spec §8: swallowed). */
export async function loadUserInfo(client: WebapiClient, now = Date.now()): Promise<UserInfo | null> {
  try {
    const info = await cached<UserInfo>(INFO_KEY, () => client.get('/user/info'), now);
    $userInfo.set(info);
    return info;
  } catch {
    return null;
  }
}

export async function loadUserSetting(client: WebapiClient, now = Date.now()): Promise<UserSetting> {
  const setting = await cached<UserSetting>(SETTING_KEY, () => client.get('/user/setting'), now);
  $userSetting.set(setting);
  return setting;
}

/** Terms of service: recorded locally at once with the fake accepted code, then confirmed by the server. */
export async function agreeToTermsOfService(client: WebapiClient, now = Date.now()): Promise<void> {
  const local = { ...($userSetting.get() ?? read<UserSetting>(SETTING_KEY)?.result ?? ({} as UserSetting)), isTosAgreed: true, tosAgreedTime: now };
  write(SETTING_KEY, { code: FAKE_ACCEPTED_CODE, date: now, result: local });
  $userSetting.set(local);
  const confirmed = userResult(await client.send<Answer<UserSetting>>('POST', '/user/setting/agreement/tos'));
  write(SETTING_KEY, { code: 200, date: now, result: confirmed });
  $userSetting.set(confirmed);
}

export function forgetUserData(): void {
  try {
    localStorage.removeItem(INFO_KEY);
    localStorage.removeItem(SETTING_KEY);
  } catch {
    // storage unavailable
  }
  $userInfo.set(null);
  $userSetting.set(null);
}
