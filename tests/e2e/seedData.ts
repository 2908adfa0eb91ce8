// Expectations come from the demo content the server was loaded with.
import { loadSeedMarket } from '../../scripts/loadSeedContent.ts';
import { ROOT } from '../../scripts/localPlatform.ts';
import { articleHash } from '../../scripts/seedIds.ts';
import type { SeedCountry } from '../../scripts/seedSchema.ts';

export function seedMarket(country: SeedCountry) {
  const market = loadSeedMarket(ROOT, country);
  return { ...market, hashOf: (slug: string) => articleHash(country, slug) };
}

/** Marks the Thai service agreement as accepted, as the agreement page does. */
export async function acceptAgreement(context: import('@playwright/test').BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: 'agreementPassed', value: '1', url: baseURL ?? 'http://127.0.0.1:8788' }]);
}
