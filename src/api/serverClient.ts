// The client as pages use it: requests go straight into the Hono app, no network hop.
import { env } from 'cloudflare:workers';
import { app } from '#functions/webapi/app.ts';
import type { CountryCode } from '#/markets.ts';
import { createWebapiClient, type WebapiClient } from './webapiClient.ts';

export function createServerClient(country: CountryCode, origin: string): WebapiClient {
  return createWebapiClient({
    country,
    origin,
    fetcher: async (request) => app.request(request, undefined, env),
  });
}
