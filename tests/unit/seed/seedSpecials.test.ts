import { describe, expect, it } from 'vitest';
import { loadSeedMarket } from '../../../scripts/loadSeedContent.ts';
import { ROOT } from '../../../scripts/localPlatform.ts';
import { loadSeedPortal } from '../../../scripts/seedPortal.ts';
import { SEED_COUNTRIES } from '../../../scripts/seedSchema.ts';
import { loadSeedSpecials } from '../../../scripts/seedSpecials.ts';

describe('special pages demo content', () => {
  it.each(SEED_COUNTRIES)('%s has a special page, a topic with its page, an interactive video and a playlist, none clashing with its tabs or polls', (country) => {
    const market = loadSeedMarket(ROOT, country);
    const specials = loadSeedSpecials(ROOT, country, market);
    const portal = loadSeedPortal(ROOT, country, new Set(market.articles.map((a) => a.slug)), new Set(market.tabs.map((t) => t.urlPath)));
    const pagePaths = [...market.tabs.map((t) => t.urlPath), specials.special.urlPath, specials.topic.pageUrlPath];
    expect(new Set(pagePaths).size).toBe(pagePaths.length);
    expect(portal.polls.map((p) => p.urlPath)).not.toContain(specials.special.poll.urlPath);
    const starts = specials.ive.chapters.map((c) => c.start);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    // The playlist plays the market's videos: it needs the highlights the interactive story retells.
    expect(market.articles.some((a) => a.video === 'stream-a')).toBe(true);
  });

  it('refuses a story on a tab the market does not have', () => {
    const market = loadSeedMarket(ROOT, 'tw');
    expect(() => loadSeedSpecials(ROOT, 'tw', { ...market, tabs: market.tabs.filter((t) => t.urlPath !== 'sports') })).toThrow(/unknown tab sports/);
  });
});
