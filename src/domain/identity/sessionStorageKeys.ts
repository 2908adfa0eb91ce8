// Where the browser keeps the reader's session (docs/decisions/0027): code that must not load the
// session store (the client directives inlined in pages, small page scripts) reads these keys.

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
