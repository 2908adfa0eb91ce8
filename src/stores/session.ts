// The reader's login session in the browser: access token and profile, kept in local storage
// (with the logged-in flag the shell reads) so it survives reloads.
import { atom } from 'nanostores';
import type { AccessToken } from '#/domain/identity/accessToken.ts';

export interface Session {
  token: AccessToken;
  userId: string;
  displayName: string;
  pictureUrl: string | null;
}

export const SESSION_STORAGE_KEY = 'portal.session';
const LOGGED_IN_FLAG_KEY = 'portal.loggedIn';

function readStored(): Session | null {
  try {
    const raw = globalThis.localStorage?.getItem(SESSION_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as Session) : null;
  } catch {
    return null;
  }
}

export const $session = atom<Session | null>(readStored());

export function signIn(session: Session): void {
  try {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    localStorage.setItem(LOGGED_IN_FLAG_KEY, 'true');
  } catch {
    // storage unavailable: the session lasts for this page only
  }
  $session.set(session);
}

export function signOut(): void {
  try {
    localStorage.removeItem(SESSION_STORAGE_KEY);
    localStorage.setItem(LOGGED_IN_FLAG_KEY, 'false');
  } catch {
    // storage unavailable
  }
  $session.set(null);
}
