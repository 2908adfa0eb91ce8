// Readers' info and settings are cached with a date (content-spec §4): reused until the refresh
// interval passes; refetched when older, when the stored code is 300, or when nothing is stored.
export const USER_DATA_REFRESH_MS = 10 * 60 * 1000;
/** Code of a locally written agreement that the server has not confirmed yet. */
export const FAKE_ACCEPTED_CODE = 300;
/** Where the reader's settings are cached in local storage (the user-data store and the agreement page). */
export const USER_SETTING_STORAGE_KEY = 'portal.userSetting';
/** Where the browser keeps the reader's info and hash (src/stores/userData.ts). */
export const USER_INFO_STORAGE_KEY = 'portal.userInfo';
export const USER_HASH_STORAGE_KEY = 'portal.userHash';

export interface CachedUserData<T> {
  code: number;
  date: number;
  result: T;
}

export function needsRefetch(cached: CachedUserData<unknown> | null | undefined, now: number, interval = USER_DATA_REFRESH_MS): boolean {
  if (!cached) return true;
  if (cached.code === FAKE_ACCEPTED_CODE) return true;
  return now - cached.date > interval;
}

/** An answer of the user calls: code 200 or the call fails with the server's message. */
export function userResult<T>(answer: { code?: number; message?: string; result?: T }): T {
  if (answer.code !== 200 || answer.result === undefined) throw new Error(answer.message || 'user request failed');
  return answer.result;
}

/** The group of a reader: user info first, then the dfmGroup or group cookie, default NA. */
export function userGroup(infoGroup: string | null | undefined, cookies: { dfmGroup?: string; group?: string }): string {
  return infoGroup || cookies.dfmGroup || cookies.group || 'NA';
}
