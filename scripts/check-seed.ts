// Validates the demo content: `node scripts/check-seed.ts [country…]` (all markets by default).
import { loadSeedMarket } from './loadSeedContent.ts';
import { checkArticlePolls, loadSeedPortal } from './seedPortal.ts';
import { loadSeedQuizzes } from './seedQuizzes.ts';
import { loadSeedSpecials } from './seedSpecials.ts';
import { loadSeedSearches } from './seedSearches.ts';
import { loadSeedAds, seedAdBodies } from './seedAds.ts';
import { loadSeedFeeds } from './seedFeeds.ts';
import { SEED_COUNTRIES, type SeedCountry } from './seedSchema.ts';

const wanted = (process.argv.slice(2).length ? process.argv.slice(2) : SEED_COUNTRIES) as SeedCountry[];
let failed = false;
for (const country of wanted) {
  try {
    const market = loadSeedMarket(process.cwd(), country);
    const portal = loadSeedPortal(process.cwd(), country, new Set(market.articles.map((a) => a.slug)), new Set(market.tabs.map((t) => t.urlPath)));
    checkArticlePolls(country, market.articles, portal);
    const quizzes = loadSeedQuizzes(process.cwd(), country);
    loadSeedSpecials(process.cwd(), country, market);
    loadSeedSearches(process.cwd(), country);
    const ads = loadSeedAds(process.cwd(), country);
    if (ads) seedAdBodies(country, ads, Date.now());
    const feeds = loadSeedFeeds(process.cwd(), country, market);
    console.log(`${country}: ok (${market.articles.length} articles, ${market.tabs.length} tabs, ${portal.dramas.length} dramas, ${portal.movies.length} movies, ${quizzes.length} quizzes, ${feeds.length} publisher feeds)`);
  } catch (error) {
    failed = true;
    console.error(`${country}: invalid\n${(error as Error).message}`);
  }
}
process.exit(failed ? 1 : 0);
