// Expectations come from the demo content the server was loaded with.
import { loadSeedMarket } from '../../scripts/loadSeedContent.ts';
import { ROOT } from '../../scripts/localPlatform.ts';
import { articleHash } from '../../scripts/seedIds.ts';
import type { SeedCountry } from '../../scripts/seedSchema.ts';

export function seedMarket(country: SeedCountry) {
  const market = loadSeedMarket(ROOT, country);
  return { ...market, hashOf: (slug: string) => articleHash(country, slug) };
}
