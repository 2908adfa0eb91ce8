import { describe, expect, it } from 'vitest';
import { articleAdReferral, createArticleAdReferralTracker } from '#/domain/ads/articleReferral.ts';

const origin = 'https://today.example';

describe('article ad referral', () => {
  it('is the path on our site, the host of another, else direct', () => {
    expect(articleAdReferral({ referrer: 'https://today.example/tw/v2/tab/news?x=1', origin })).toBe('/tw/v2/tab/news');
    expect(articleAdReferral({ referrer: 'https://www.google.com/search?q=x', origin })).toBe('www.google.com');
    expect(articleAdReferral({ referrer: '', origin })).toBe('direct');
    expect(articleAdReferral({ referrer: null, origin })).toBe('direct');
    expect(articleAdReferral({ referrer: 'not a url', origin })).toBe('direct');
    expect(articleAdReferral({ referrer: 'javascript:alert(1)', origin })).toBe('direct');
  });

  it('is computed once per activation and reset on deactivation', () => {
    const tracker = createArticleAdReferralTracker();
    expect(tracker.path).toBeNull();
    expect(tracker.activate({ referrer: 'https://today.example/tw/v2/main', origin })).toBe('/tw/v2/main');
    expect(tracker.activate({ referrer: 'https://other.example/', origin })).toBe('/tw/v2/main');
    tracker.deactivate();
    expect(tracker.path).toBeNull();
    expect(tracker.activate({ referrer: 'https://other.example/', origin })).toBe('other.example');
    expect(tracker.path).toBe('other.example');
  });
});
