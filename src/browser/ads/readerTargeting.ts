// Who the ads are for (shell-spec §3, §5, §7), worked out once per page before any ad is asked for.
// A signed-in reader's info (mature, opted out of the mid), hash (the ad user id) and marketing-terms
// agreement come from the reader calls, cached in local storage with their date as the rest of the
// page caches them; the rules (a mature reader gets no ads at all, an opted-out one sends no
// gender, age, region or interest, personalisation only with marketing terms or consent) are the
// domain's adTargeting. Plain fetch: the layer loads no stores or API client.
import { adTargeting, type AdTargeting, type ArticleAdContext } from '#/domain/ads/targeting.ts';
import { accessTokenHeader, type AccessToken } from '#/domain/identity/accessToken.ts';
import { USER_DATA_REFRESH_MS, USER_HASH_STORAGE_KEY, USER_INFO_STORAGE_KEY, USER_SETTING_STORAGE_KEY, needsRefetch, userResult } from '#/domain/identity/userDataCache.ts';
import { storedToken } from '#/stores/storedSession.ts';
import { read, write } from '#/stores/userDataStorage.ts';
import type { ResponseOf } from '#/api/webapiTypes.ts';

type UserInfo = ResponseOf<'/user/info', '$get'>['result'];
type UserSetting = ResponseOf<'/user/setting', '$get'>['result'];


/** A browser-local id for frequency caps when no user hash may be sent. */
const LOCAL_READER_KEY = 'portal.adReader';

async function ask<T>(path: string, country: string, token: AccessToken): Promise<T | null> {
  try {
    const res = await fetch(`/webapi${path}?country=${country}`, { headers: { Accept: 'application/json', ...accessTokenHeader(token) }, credentials: 'same-origin' });
    return res.ok ? ((await res.json()) as T) : null;
  } catch {
    return null;
  }
}

async function cachedResult<T>(key: string, path: string, country: string, token: AccessToken): Promise<T | null> {
  const now = Date.now();
  const stored = read<T>(key);
  if (stored && !needsRefetch(stored, now)) return stored.result;
  const answer = await ask<{ code?: number; result?: T }>(path, country, token);
  if (!answer) return null;
  try {
    const result = userResult(answer);
    write(key, { code: 200, date: now, result });
    return result;
  } catch {
    return null;
  }
}

async function userHash(country: string, token: AccessToken): Promise<string | undefined> {
  try {
    const stored = JSON.parse(localStorage.getItem(USER_HASH_STORAGE_KEY) ?? 'null') as { userHash: string; date: number } | null;
    if (stored?.userHash && Date.now() - stored.date <= USER_DATA_REFRESH_MS) return stored.userHash;
  } catch {
    // unreadable: ask again
  }
  const answer = await ask<{ userHash: string }>('/user/userHash', country, token);
  if (!answer?.userHash) return undefined; // on failure the ad user id is empty (shell-spec §7)
  try {
    localStorage.setItem(USER_HASH_STORAGE_KEY, JSON.stringify({ userHash: answer.userHash, date: Date.now() }));
  } catch {
    // storage unavailable
  }
  return answer.userHash;
}

function localReader(): string {
  try {
    let id = localStorage.getItem(LOCAL_READER_KEY);
    if (!id) localStorage.setItem(LOCAL_READER_KEY, (id = [...crypto.getRandomValues(new Uint8Array(12))].map((b) => b.toString(16).padStart(2, '0')).join('')));
    return id;
  } catch {
    return 'anonymous';
  }
}

/** The targeting of this page's ads, and the reader id the first-party server caps frequency by. */
export async function readerTargeting(country: string, theme: 'light' | 'dark', article?: ArticleAdContext): Promise<{ targeting: AdTargeting; reader: string }> {
  const token = storedToken();
  let info: UserInfo | null = null;
  let setting: UserSetting | null = null;
  let hash: string | undefined;
  if (token) {
    // The info first: a mature reader's page asks for nothing more.
    info = await cachedResult<UserInfo>(USER_INFO_STORAGE_KEY, '/user/info', country, token);
    // Unknown is not safe: a signed-in reader whose info cannot be read gets no ads on this page.
    if (!info) return { targeting: { suppressed: true }, reader: '' };
    if (!info.user.mature) [setting, hash] = await Promise.all([cachedResult<UserSetting>(USER_SETTING_STORAGE_KEY, '/user/setting', country, token), userHash(country, token)]);
  }
  const u = info?.user;
  const targeting = adTargeting({
    userInfo: u
      ? { gender: u.gender ?? undefined, age: u.age ?? undefined, region: u.region ?? undefined, interest: u.interest ?? undefined, mature: u.mature, midOptOut: u.midOptOut, group: u.group }
      : undefined,
    userHash: hash,
    marketingTermsAgreed: setting?.isMarketingTermsAgreed ?? false,
    consentConfigured: false,
    ppidEnabled: false,
    theme,
    utm: new URLSearchParams(location.search),
    article,
  });
  const reader = !targeting.suppressed && targeting.userId ? targeting.userId : localReader();
  return { targeting, reader };
}
