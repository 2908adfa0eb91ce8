import { describe, expect, it } from 'vitest';
import { loadSeedMarket } from '../../../scripts/loadSeedContent.ts';
import { ROOT } from '../../../scripts/localPlatform.ts';
import { loadSeedPortal } from '../../../scripts/seedPortal.ts';
import { SEED_COUNTRIES } from '../../../scripts/seedSchema.ts';
import { checkDramaCast, dramaProblems } from '../../../scripts/seedDramas.ts';

describe('portal demo content', () => {
  it.each(SEED_COUNTRIES)('%s has polls (single and multiple choice), a banner, dramas, movies and comments on its own articles', (country) => {
    const market = loadSeedMarket(ROOT, country);
    const portal = loadSeedPortal(ROOT, country, new Set(market.articles.map((a) => a.slug)), new Set(market.tabs.map((t) => t.urlPath)));
    expect(portal.polls.length).toBeGreaterThanOrEqual(2);
    expect(portal.polls.some((p) => p.maxChoices === 1)).toBe(true);
    expect(portal.polls.some((p) => p.maxChoices > 1 && p.maxChoices <= p.options.length)).toBe(true);
    expect(portal.dramas.length).toBeGreaterThanOrEqual(country === 'ecjp' ? 5 : 12);
    for (const d of portal.dramas) expect(d.episodes.count, d.slug).toBeGreaterThan(0);
    expect(portal.dramaChart.previous.length).toBeGreaterThan(0);
    expect(portal.movies.length).toBeGreaterThanOrEqual(5);
    expect(portal.comments.length).toBeGreaterThanOrEqual(3);
  });

  it('refuses a main market with fewer than 12 dramas, and lists or charts naming dramas it does not have', () => {
    const portal = { dramas: [], dramaLists: [{ slug: 'picks', title: 'Picks', dramas: ['nowhere'] }], dramaChart: { current: ['gone'], previous: [] } };
    expect(dramaProblems(portal, null, true)).toEqual(['a main market needs 12+ dramas, has 0', 'list picks names unknown drama nowhere', 'current chart names unknown drama gone']);
    expect(dramaProblems(portal, null, false)).not.toContain('a main market needs 12+ dramas, has 0');
  });

  it("refuses a cast member linked to a profile the market does not have", () => {
    const market = loadSeedMarket(ROOT, 'tw');
    const portal = loadSeedPortal(ROOT, 'tw', new Set(market.articles.map((a) => a.slug)), new Set(market.tabs.map((t) => t.urlPath)));
    expect(() => checkDramaCast('tw', portal.dramas, [])).toThrow(/cast profile lin-shu-ya is not one of the market's profiles/);
  });

  it('refuses comments on articles the market does not have', () => {
    const market = loadSeedMarket(ROOT, 'tw');
    expect(() => loadSeedPortal(ROOT, 'tw', new Set(), new Set(market.tabs.map((t) => t.urlPath)))).toThrow(/comment on unknown article/);
  });
});
