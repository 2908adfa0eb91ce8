// Demo profiles: three or four people per source market, in its language, each linked to stories
// the market has, one politician (the messaging-app contact) with more than one page of stories in tw.
import { describe, expect, it } from 'vitest';
import { loadSeedMarket } from '../../../scripts/loadSeedContent.ts';
import { ROOT } from '../../../scripts/localPlatform.ts';
import { SEED_COUNTRIES } from '../../../scripts/seedSchema.ts';
import { loadSeedProfiles, portraitSvg, profileHash } from '../../../scripts/seedProfiles.ts';
import { isProfileHash } from '#/domain/profiles/profiles.ts';

const SCRIPT: Record<string, RegExp> = { tw: /\p{Script=Han}/u, hk: /\p{Script=Han}/u, th: /\p{Script=Thai}/u, ecjp: /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u, id: /^[\p{Script=Latin}\s.'-]+$/u };

describe('demo profiles', () => {
  for (const country of SEED_COUNTRIES) {
    it(`${country}: 3-4 people in the market's language, linked to its stories, one politician`, () => {
      const market = loadSeedMarket(ROOT, country);
      const profiles = loadSeedProfiles(ROOT, country, new Set(market.articles.map((a) => a.slug)));
      expect(profiles.length).toBeGreaterThanOrEqual(3);
      expect(profiles.length).toBeLessThanOrEqual(4);
      expect(profiles.filter((p) => p.celebrityType === 'POLITICIAN')).toHaveLength(1);
      for (const p of profiles) {
        expect(p.name).toMatch(SCRIPT[country]!);
        expect(isProfileHash(profileHash(country, p.slug))).toBe(true);
      }
    });
  }

  it('gives tw a person with more than one load-more page of stories, and a different portrait per person', () => {
    const tw = loadSeedMarket(ROOT, 'tw');
    const profiles = loadSeedProfiles(ROOT, 'tw', new Set(tw.articles.map((a) => a.slug)));
    expect(Math.max(...profiles.map((p) => p.stories.length))).toBeGreaterThan(20);
    expect(new Set(profiles.map((p) => portraitSvg(`tw:${p.slug}`))).size).toBe(profiles.length);
  });

  it('refuses a story the market does not have', () => {
    expect(() => loadSeedProfiles(ROOT, 'tw', new Set(['only-this-story']))).toThrow(/unknown story/);
  });
});
