import { describe, expect, it } from 'vitest';
import { loadSeedMarket } from '../../../scripts/loadSeedContent.ts';
import { ROOT } from '../../../scripts/localPlatform.ts';
import { loadSeedPortal } from '../../../scripts/seedPortal.ts';
import { SEED_COUNTRIES } from '../../../scripts/seedSchema.ts';

describe('portal demo content', () => {
  it.each(SEED_COUNTRIES)('%s has polls (single and multiple choice), a banner, dramas, movies and comments on its own articles', (country) => {
    const market = loadSeedMarket(ROOT, country);
    const portal = loadSeedPortal(ROOT, country, new Set(market.articles.map((a) => a.slug)), new Set(market.tabs.map((t) => t.urlPath)));
    expect(portal.polls.length).toBeGreaterThanOrEqual(2);
    expect(portal.polls.some((p) => p.maxChoices === 1)).toBe(true);
    expect(portal.polls.some((p) => p.maxChoices > 1 && p.maxChoices <= p.options.length)).toBe(true);
    expect(portal.dramas.length).toBeGreaterThanOrEqual(5);
    expect(portal.movies.length).toBeGreaterThanOrEqual(5);
    expect(portal.comments.length).toBeGreaterThanOrEqual(3);
  });

  it('refuses comments on articles the market does not have', () => {
    const market = loadSeedMarket(ROOT, 'tw');
    expect(() => loadSeedPortal(ROOT, 'tw', new Set(), new Set(market.tabs.map((t) => t.urlPath)))).toThrow(/comment on unknown article/);
  });
});
