// The browser client carrying the current session's access token.
import type { CountryCode } from '../markets.ts';
import { $session } from '../stores/session.ts';
import { createBrowserClient } from './browserClient.ts';
import type { WebapiClient } from './webapiClient.ts';

export function createSessionClient(country: CountryCode): WebapiClient {
  const client = createBrowserClient(country);
  client.setAccessToken($session.get()?.token ?? null);
  $session.listen((session) => client.setAccessToken(session?.token ?? null));
  return client;
}
