// The browser client carrying the current session's access token.
import type { CountryCode } from '#/markets.ts';
import { $session } from './session.ts';
import { createBrowserClient } from '#/api/browserClient.ts';
import type { WebapiClient } from '#/api/webapiClient.ts';

export function createSessionClient(country: CountryCode): WebapiClient {
  const client = createBrowserClient(country);
  client.setAccessToken($session.get()?.token ?? null);
  $session.listen((session) => client.setAccessToken(session?.token ?? null));
  return client;
}
