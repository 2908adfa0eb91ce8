// The start-up's reader task (shell-spec §4, content-spec §4) and the title bar's account area, for
// every page a signed-in reader opens: the reader's info (cached in local storage with its date,
// refetched after the refresh interval) sets the group cookie and applies the market's region rule,
// and a token the API no longer accepts (401) ends the session. Plain fetch and the stored session:
// no stores and no API client, so a signed-in reader's pages stay light (docs/decisions/0059).
import type { ResponseOf } from '#/api/webapiTypes.ts';
import { accessTokenHeader, type AccessToken } from '#/domain/identity/accessToken.ts';
import { regionRestrictedPath } from '#/domain/identity/regionRestriction.ts';
import { USER_INFO_STORAGE_KEY, needsRefetch, userGroup, userResult } from '#/domain/identity/userDataCache.ts';
import { cookieValue } from '#/domain/routing/cookieHeader.ts';
import { isCountryCode } from '#/domain/routing/countryCodes.ts';
import type { CountryCode } from '#/markets.ts';
import { SESSION_CHANGE_EVENT, clearStoredSession, currentGeneration, sessionToken, storedSession } from '#/stores/storedSession.ts';
import { read, write } from '#/stores/userDataStorage.ts';

type UserInfo = ResponseOf<'/user/info', '$get'>['result'];
/** What the start-up needs of the page's market; the market table stays on the server. */
export interface PageMarket {
  code: CountryCode;
  features: { restrictedRegions: readonly string[] };
}

const GROUP_COOKIE_DAYS = 14;

/** The page's market, from the attributes the layout renders on <html>; null off a market's pages. */
export function pageMarket(doc: Document): PageMarket | null {
  const { country = '', restrictedRegions = '' } = doc.documentElement.dataset;
  return isCountryCode(country) ? { code: country, features: { restrictedRegions: restrictedRegions.split(',').filter(Boolean) } } : null;
}

/** The title bar's sign-in area follows the session: 'sign in', or the avatar (picture or initial) to my page. */
export function followAccount(doc: Document): void {
  const show = () => {
    const session = storedSession();
    doc.documentElement.classList.toggle('signed-in', session !== null);
    for (const avatar of doc.querySelectorAll<HTMLAnchorElement>('[data-avatar]')) {
      const initial = avatar.querySelector<HTMLElement>('[data-avatar-initial]');
      avatar.title = session?.displayName ?? '';
      if (session?.pictureUrl) {
        avatar.style.backgroundImage = `url(${JSON.stringify(session.pictureUrl)})`;
        if (initial) initial.textContent = '';
      } else if (initial) {
        avatar.style.backgroundImage = '';
        initial.textContent = session ? [...session.displayName.trim()][0]?.toUpperCase() ?? '' : '';
      }
    }
  };
  show();
  addEventListener(SESSION_CHANGE_EVENT, show);
}

/** What the check touches outside itself: the browser's, or a test's stand-ins. */
export interface ReaderCheckIo {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  now: () => number;
  cookies: { read(): string; write(cookie: string): void };
  /** Leaves for another page. */
  assign: (path: string) => void;
  secure: boolean;
}

const browserIo = (): ReaderCheckIo => ({
  fetch: (url, init) => fetch(url, init),
  now: Date.now,
  cookies: { read: () => document.cookie, write: (cookie) => void (document.cookie = cookie) },
  assign: (path) => location.assign(path),
  secure: location.protocol === 'https:',
});

/**
 * The reader's info for `token`: the cached copy while fresh, else asked of the API. Null when it
 * cannot be had (content-spec §8: swallowed) or the session changed meanwhile; a 401 ends the session.
 */
async function userInfo(country: CountryCode, token: AccessToken, io: ReaderCheckIo): Promise<UserInfo | null> {
  const now = io.now();
  const stored = read<UserInfo>(USER_INFO_STORAGE_KEY);
  if (stored && !needsRefetch(stored, now)) return stored.result;
  const asked = currentGeneration();
  try {
    const res = await io.fetch(`/webapi/user/info?country=${country}`, { headers: { Accept: 'application/json', ...accessTokenHeader(token) }, credentials: 'same-origin' });
    if (asked !== currentGeneration()) return null;
    if (res.status === 401) clearStoredSession();
    if (!res.ok) return null;
    const result = userResult<UserInfo>((await res.json()) as { code?: number; result?: UserInfo });
    if (asked !== currentGeneration()) return null;
    write(USER_INFO_STORAGE_KEY, { code: 200, date: now, result });
    return result;
  } catch {
    return null;
  }
}

/** The reader task: nothing without a stored session. */
export async function checkReader(market: PageMarket, io: ReaderCheckIo = browserIo()): Promise<void> {
  const token = sessionToken();
  if (!token) return;
  const info = await userInfo(market.code, token, io);
  if (!info) return;
  const group = userGroup(info.user.group, { dfmGroup: cookieValue(io.cookies.read(), 'dfmGroup'), group: cookieValue(io.cookies.read(), 'group') });
  io.cookies.write(`group=${encodeURIComponent(group)}; path=/; max-age=${GROUP_COOKIE_DAYS * 86400}; samesite=lax${io.secure ? '; secure' : ''}`);
  const restricted = regionRestrictedPath(market, info.user.region);
  if (restricted) {
    clearStoredSession();
    io.assign(restricted);
  }
}
