import { describe, expect, it } from 'vitest';
import { CONSUMED_PARAMS, DIGEST_DROPPED_PARAMS, isTrackingParam } from '#/domain/routing/trackingParams.ts';
import { normaliseCacheUrl } from '#/cache/cacheKey.ts';

describe('the one list of ignored query parameters', () => {
  it('knows tracking parameters, by prefix and by name, in any case', () => {
    for (const name of ['utm_source', 'utm_campaign', 'UTM_Medium', 't', 'fbclid', 'gclid', 'msclkid', '_ga', '_gl', 'yclid', 'ref', 'referral', 'read_meta', '_fstview']) {
      expect(isTrackingParam(name), name).toBe(true);
    }
    for (const name of ['tag', 'view', 'page', 'preview', 'group', 'offset', 'utm', 'reference']) expect(isTrackingParam(name), name).toBe(false);
  });

  it('lists what the query rules consume and what the digest redirect drops', () => {
    expect(CONSUMED_PARAMS).toEqual(['group', 'imageSlideIndex', 'composeTimestamp', 'pollAnswers', 'locale']);
    expect([...DIGEST_DROPPED_PARAMS].sort()).toEqual(['oaId', 'oapHash', 'referral', 'view']);
  });

  it('is what the page cache key leaves out', () => {
    expect(normaliseCacheUrl(new URL('https://x.test/tw/v2/tab?b=2&utm_source=nt&a=1&t=3&fbclid=z&_gl=1&view=lite'))).toBe('/tw/v2/tab?a=1&b=2&view=lite');
    // content-spec §2's read_meta and _fstview say where the reader came from: one copy for all.
    expect(normaliseCacheUrl(new URL('https://x.test/tw/v2/article/a1?read_meta=%7B%22listingId%22%3A%22x%22%7D&_fstview=1'))).toBe('/tw/v2/article/a1');
  });
});
