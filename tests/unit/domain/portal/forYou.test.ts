import { describe, expect, it } from 'vitest';
import { ageBand, forYouVariant, isPersonalised, rankForYou } from '#/domain/portal/forYou.ts';

const HOUR = 3_600_000;
const now = 1_800_000_000_000;
const stories = [
  { id: 1, category: 'sports', publishTime: now - 1 * HOUR },
  { id: 2, category: 'business', publishTime: now - 2 * HOUR },
  { id: 3, category: 'sports', publishTime: now - 30 * HOUR },
  { id: 4, category: 'business', publishTime: now - 40 * HOUR },
];

describe('For You ranking', () => {
  it('is the latest order when opted out or without peer signals', () => {
    const variant = forYouVariant('NA');
    expect(rankForYou(stories, { optOut: true, peerCategoryCounts: { business: 9 }, variant, now }).map((s) => s.id)).toEqual([1, 2, 3, 4]);
    expect(rankForYou(stories, { optOut: false, peerCategoryCounts: {}, variant, now }).map((s) => s.id)).toEqual([1, 2, 3, 4]);
    expect(isPersonalised({ optOut: false, peerCategoryCounts: { sports: 0 } })).toBe(false);
  });

  it("lifts peers' categories against freshness, more so in the T1 variant", () => {
    const counts = { business: 8, sports: 2 };
    expect(rankForYou(stories, { optOut: false, peerCategoryCounts: counts, variant: forYouVariant('NA'), now }).map((s) => s.id)).toEqual([2, 1, 4, 3]);
    expect(rankForYou(stories, { optOut: false, peerCategoryCounts: counts, variant: forYouVariant('foryou-T1'), now }).map((s) => s.id)).toEqual([2, 4, 1, 3]);
    // Unknown groups use NA's variant.
    expect(forYouVariant('someone-else')).toEqual(forYouVariant('NA'));
  });

  it('groups peers by age band', () => {
    expect(ageBand(12)).toEqual([0, 19]);
    expect(ageBand(20)).toEqual([20, 29]);
    expect(ageBand(49)).toEqual([40, 49]);
    expect(ageBand(77)).toEqual([50, 200]);
  });
});
