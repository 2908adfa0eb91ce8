// Where the browser keeps the reader's session (docs/decisions/0027), read and ended without the
// session store: the client directive inlined in pages and the page scripts every signed-in page runs
// (the start-up, readerParts) must not load nanostores. src/stores/session.ts signs in, and follows
// what happens here through SESSION_CHANGE_EVENT.
import { ACCESS_TOKEN_HEADERS, type AccessToken } from '#/domain/identity/accessToken.ts';
import { USER_HASH_STORAGE_KEY, USER_INFO_STORAGE_KEY, USER_SETTING_STORAGE_KEY } from '#/domain/identity/userDataCache.ts';
import { WATCH_LOGS_STORAGE_KEY, WATCH_LOGS_SYNCED_AT_KEY } from '#/domain/article/watchLogs.ts';

export interface Session {
  token: AccessToken;
  userId: string;
  displayName: string;
  pictureUrl: string | null;
}

/** The session: access token and profile, as JSON. */
export const SESSION_STORAGE_KEY = 'portal.session';
/** 'true' while a reader is signed in, 'false' after signing out. */
export const LOGGED_IN_FLAG_KEY = 'portal.loggedIn';
/** Dispatched on window when this page signs a reader in or out, so its reader's parts follow (decision 0056). */
export const SESSION_CHANGE_EVENT = 'portal:session-change';

/** Whether the logged-in flag is set; false where storage is unavailable. */
export function loggedInFlag(): boolean {
  try {
    return globalThis.localStorage?.getItem(LOGGED_IN_FLAG_KEY) === 'true';
  } catch {
    return false;
  }
}

/** The stored session, or null (none, unreadable, or storage unavailable). */
export function storedSession(): Session | null {
  try {
    const raw = globalThis.localStorage?.getItem(SESSION_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as Session) : null;
  } catch {
    return null;
  }
}

/** The stored session's token, when the API reads its kind; else null. */
export function sessionToken(): AccessToken | null {
  const token = storedSession()?.token;
  return token?.token && token.kind in ACCESS_TOKEN_HEADERS ? token : null;
}

/** The session's token while the logged-in flag is set too: what the reader's parts are asked with. */
export function storedToken(): AccessToken | null {
  return loggedInFlag() ? sessionToken() : null;
}

/** Which session the page is in: bumped on every sign-in and sign-out, so an answer that was on its way for a session that ended is dropped rather than written back. */
let generation = 0;
export const currentGeneration = (): number => generation;

/** Tells the page's scripts and stores that the reader signed in or out. */
export function announceSessionChange(): void {
  generation += 1;
  globalThis.window?.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
}

/** What a signed-in session leaves in local storage; device preferences (text size, tab memory) stay. */
const SESSION_OWNED_KEYS = [SESSION_STORAGE_KEY, USER_INFO_STORAGE_KEY, USER_HASH_STORAGE_KEY, USER_SETTING_STORAGE_KEY, WATCH_LOGS_STORAGE_KEY, WATCH_LOGS_SYNCED_AT_KEY];
/** …and in this tab's session storage (quiz plays scored for the reader). */
const SESSION_OWNED_TAB_PREFIXES = ['portal.quizPlay.'];

/** Ends the session: removes everything it stored, sets the logged-in flag 'false', and tells the page. */
export function clearStoredSession(): void {
  try {
    for (const key of SESSION_OWNED_KEYS) localStorage.removeItem(key);
    localStorage.setItem(LOGGED_IN_FLAG_KEY, 'false');
    for (const key of Object.keys(sessionStorage)) if (SESSION_OWNED_TAB_PREFIXES.some((p) => key.startsWith(p))) sessionStorage.removeItem(key);
  } catch {
    // storage unavailable
  }
  announceSessionChange();
}
