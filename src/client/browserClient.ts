// The client as islands use it: same calls, over fetch to this origin.
import type { CountryCode } from '../markets.ts';
import { createWebapiClient, type WebapiClient } from './webapiClient.ts';

export function createBrowserClient(country: CountryCode): WebapiClient {
  return createWebapiClient({
    country,
    origin: window.location.origin,
    fetcher: (request) => fetch(request, { credentials: 'same-origin' }),
  });
}
