import { describe, expect, it } from 'vitest';
import { loadSeedMarket } from '../../../scripts/loadSeedContent.ts';
import { ROOT } from '../../../scripts/localPlatform.ts';
import { SEED_COUNTRIES } from '../../../scripts/seedSchema.ts';
import { stableHash } from '../../../scripts/seedIds.ts';

describe('demo content', () => {
  it.each(SEED_COUNTRIES)('%s validates: 6+ tabs, 60+ articles, 8 publishers, an album, two videos', (country) => {
    const market = loadSeedMarket(ROOT, country);
    expect(market.tabs.length).toBeGreaterThanOrEqual(6);
    expect(market.articles.length).toBeGreaterThanOrEqual(60);
    expect(market.publishers).toHaveLength(8);
    expect(market.articles.filter((a) => a.contentType === 'ALBUM' && a.images.length >= 8).length).toBeGreaterThanOrEqual(1);
    expect(market.articles.filter((a) => a.video).map((a) => a.video).sort()).toEqual(['stream-a', 'stream-b']);
    for (const tab of market.tabs) expect(market.articles.some((a) => a.tab === tab.urlPath)).toBe(true);
  });

  it('gives articles stable public hashes', () => {
    expect(stableHash('', 'tw:some-story', 8)).toBe(stableHash('', 'tw:some-story', 8));
    expect(stableHash('', 'tw:some-story', 8)).not.toBe(stableHash('', 'hk:some-story', 8));
    expect(stableHash('', 'tw:some-story', 8)).toMatch(/^[A-Za-z0-9]{8}$/);
  });
});
