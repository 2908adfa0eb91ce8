// A demo reader signed in through the development login (`DEV_LOGIN=true`), for the scripts that
// look at signed-in pages (`npm run size`, `npm run lighthouse`) and the browser tests: the session
// as the sign-in form keeps it in local storage (src/stores/storedSession.ts).
import { LOGGED_IN_FLAG_KEY, SESSION_STORAGE_KEY, type Session } from '#/stores/storedSession.ts';

/** Signs `userId` in on the server at `origin` and answers their session. */
export async function devSession(origin: string, userId: string, displayName: string): Promise<Session> {
  const res = await fetch(`${origin}/webapi/dev/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userId, displayName }) });
  if (!res.ok) throw new Error(`dev login answered ${res.status}: ${await res.text()}`);
  const { accessToken } = (await res.json()) as { accessToken: string };
  return { token: { kind: 'liff', token: accessToken }, userId, displayName, pictureUrl: null };
}

/** The local-storage entries (key, value) of a browser holding `session`. */
export function sessionStorageEntries(session: Session): [string, string][] {
  return [
    [SESSION_STORAGE_KEY, JSON.stringify(session)],
    [LOGGED_IN_FLAG_KEY, 'true'],
  ];
}
