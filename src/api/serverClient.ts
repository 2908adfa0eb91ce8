// The client as pages use it: requests go straight into the Hono app, no network hop. `bookmark` is
// the reader's D1 bookmark cookie, so a page rendered right after their write reads that write.
import { env } from 'cloudflare:workers';
import { app } from '#functions/webapi/app.ts';
import type { CountryCode } from '#/markets.ts';
import { createWebapiClient, type WebapiClient } from './webapiClient.ts';

export function createServerClient(country: CountryCode, origin: string, bookmark: string | null = null): WebapiClient {
  return createWebapiClient({
    country,
    origin,
    bookmark,
    fetcher: async (request) => app.request(request, undefined, env),
  });
}
