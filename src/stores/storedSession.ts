// Where the browser keeps the reader's session (docs/decisions/0027), read without the session store:
// the client directive inlined in pages and small page scripts (shellBoot, readerParts) must not load
// nanostores. src/stores/session.ts writes what this reads.
import type { AccessToken } from '#/domain/identity/accessToken.ts';

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
