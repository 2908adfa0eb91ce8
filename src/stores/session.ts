// The reader's login session in the browser: access token and profile, kept in local storage
// (with the logged-in flag the shell reads) so it survives reloads. Why local storage and not a
// cookie: docs/decisions/0027. Ending a session is src/stores/storedSession.ts's (the start-up ends
// a refused one without loading this store); the store follows it through the session-change event.
import { atom } from 'nanostores';
import { LOGGED_IN_FLAG_KEY, SESSION_CHANGE_EVENT, SESSION_STORAGE_KEY, announceSessionChange, clearStoredSession, storedSession, type Session } from './storedSession.ts';

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
  announceSessionChange();
}

/** Signs the reader out: what the session stored goes, and the page hears of it. */
export function signOut(): void {
  clearStoredSession();
  $session.set(null);
}

// A session ended elsewhere on the page (the start-up, on a refused token) reaches the islands.
globalThis.window?.addEventListener(SESSION_CHANGE_EVENT, () => {
  if (!storedSession()) $session.set(null);
});
