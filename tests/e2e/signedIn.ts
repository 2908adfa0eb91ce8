// A signed-in reader without the sign-in form: the development login's token, kept where the form
// keeps it (src/islands/DevLogin.island.tsx → signIn in src/stores/session.ts: the session and the
// logged-in flag in local storage), written before any page script runs, so the first page a test
// opens is already the reader's, with no login page or landing page to load first (~2 CPU-s).
// The form itself: account.spec.ts's first two tests, and the signed-out poll vote (polls.spec.ts).
import { expect, type BrowserContext } from '@playwright/test';
import { sessionStorageEntries } from '../../scripts/devSession.ts';

/**
 * Signs `userId` in for every page of `context` from its next navigation on; returns the access
 * token. A later call signs another reader in (its script runs after this one's).
 */
export async function signedIn(context: BrowserContext, userId: string, displayName: string): Promise<string> {
  const res = await context.request.post('/webapi/dev/login', { data: { userId, displayName } });
  expect(res.ok(), await res.text()).toBe(true);
  const { accessToken } = (await res.json()) as { accessToken: string };
  const entries = sessionStorageEntries({ token: { kind: 'liff', token: accessToken }, userId, displayName, pictureUrl: null });
  await context.addInitScript(
    ([origin, stored]) => {
      // Only the portal's own documents (not a publisher's page or a frame of another origin).
      if (location.origin !== origin) return;
      for (const [key, value] of stored) localStorage.setItem(key, value);
    },
    [new URL(res.url()).origin, entries] as const,
  );
  return accessToken;
}
