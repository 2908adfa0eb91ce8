// Expectations come from the demo content the server was loaded with.
import { loadSeedMarket } from '../../scripts/loadSeedContent.ts';
import { ROOT } from '../../scripts/projectRoot.ts';
import { articleHash } from '../../scripts/seedIds.ts';
import { SEED_VARIANTS, type SeedCountry } from '../../scripts/seedSchema.ts';
import { loadSeedPortal } from '../../scripts/seedPortal.ts';
import { loadSeedQuizzes, quizHash } from '../../scripts/seedQuizzes.ts';
import type { CountryCode } from '#/markets.ts';

export function seedMarket(country: SeedCountry) {
  const market = loadSeedMarket(ROOT, country);
  return { ...market, hashOf: (slug: string) => articleHash(country, slug) };
}

/** Marks the Thai service agreement as accepted, as the agreement page does. */
export async function acceptAgreement(context: import('@playwright/test').BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: 'agreementPassed', value: '1', url: baseURL ?? 'http://127.0.0.1:8788' }]);
}

/** Any edition's demo content: its own, or its parent market's (variants), with this edition's ids. */
export function seedEdition(code: CountryCode) {
  const source: SeedCountry = (SEED_VARIANTS as Partial<Record<CountryCode, SeedCountry>>)[code] ?? (code as SeedCountry);
  const market = loadSeedMarket(ROOT, source);
  const slugs = new Set(market.articles.map((a) => a.slug));
  return {
    ...market,
    portal: loadSeedPortal(ROOT, source, slugs, new Set(market.tabs.map((t) => t.urlPath))),
    quizzes: loadSeedQuizzes(ROOT, source),
    hashOf: (slug: string) => articleHash(code, slug),
    quizHashOf: (slug: string) => quizHash(code, slug),
  };
}
