// The reader's login session in the browser: access token and profile, kept in local storage
// (with the logged-in flag the shell reads) so it survives reloads. Why local storage and not a
// cookie: docs/decisions/0027. Sign-out removes everything the session left behind.
import { atom } from 'nanostores';
import { USER_HASH_STORAGE_KEY, USER_INFO_STORAGE_KEY, USER_SETTING_STORAGE_KEY } from '#/domain/identity/userDataCache.ts';
import { WATCH_LOGS_STORAGE_KEY, WATCH_LOGS_SYNCED_AT_KEY } from '#/domain/article/watchLogs.ts';
import { LOGGED_IN_FLAG_KEY, SESSION_CHANGE_EVENT, SESSION_STORAGE_KEY, storedSession, type Session } from './storedSession.ts';
import { endGeneration } from './sessionGeneration.ts';

export type { Session };

export const $session = atom<Session | null>(storedSession());

export function signIn(session: Session): void {
  try {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    localStorage.setItem(LOGGED_IN_FLAG_KEY, 'true');
  } catch {
    // storage unavailable: the session lasts for this page only
  }
  $session.set(session);
  announce();
}

/** Tells the page's plain scripts (src/browser/readerParts.ts), which do not load this store. */
function announce(): void {
  globalThis.window?.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
}

/** What a signed-in session leaves in local storage; device preferences (text size, tab memory) stay. */
const SESSION_OWNED_KEYS = [SESSION_STORAGE_KEY, USER_INFO_STORAGE_KEY, USER_HASH_STORAGE_KEY, USER_SETTING_STORAGE_KEY, WATCH_LOGS_STORAGE_KEY, WATCH_LOGS_SYNCED_AT_KEY];
/** …and in this tab's session storage (quiz plays scored for the reader). */
const SESSION_OWNED_TAB_PREFIXES = ['portal.quizPlay.'];

export function signOut(): void {
  // User data still on its way for this session is dropped when it arrives (stores/userData.ts).
  endGeneration();
  try {
    for (const key of SESSION_OWNED_KEYS) localStorage.removeItem(key);
    localStorage.setItem(LOGGED_IN_FLAG_KEY, 'false');
    for (const key of Object.keys(sessionStorage)) if (SESSION_OWNED_TAB_PREFIXES.some((p) => key.startsWith(p))) sessionStorage.removeItem(key);
  } catch {
    // storage unavailable
  }
  $session.set(null);
  announce();
}
