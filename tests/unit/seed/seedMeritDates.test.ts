// The auspicious-date demo texts: every market with a tradition has a file that validates, and the
// schema refuses an activity left unworded or a category listed twice.
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, MARKETS } from '#/markets.ts';
import { ACTIVITY_KEYS } from '#/domain/meritDate/activities.ts';
import { ROOT } from '../../../scripts/localPlatform.ts';
import { loadSeedMeritDate, seedMeritDateSchema } from '../../../scripts/seedMeritDates.ts';

describe('auspicious-date seed texts', () => {
  it('load for every market whose table names a tradition, and for no other', () => {
    for (const code of COUNTRY_CODES) {
      const seed = loadSeedMeritDate(ROOT, code, code);
      expect(seed === null, code).toBe(MARKETS[code].meritDate === null);
      if (seed) expect(Object.keys(seed.activities).sort(), code).toEqual([...ACTIVITY_KEYS].sort());
    }
  });

  it('refuse an activity without its words and a category listed twice', () => {
    const tw = loadSeedMeritDate(ROOT, 'tw', 'tw')!;
    const { haircut: _, ...unworded } = tw.activities;
    expect(seedMeritDateSchema.safeParse({ ...tw, activities: unworded }).success).toBe(false);
    expect(seedMeritDateSchema.safeParse({ ...tw, categories: [...tw.categories, tw.categories[0]] }).success).toBe(false);
    expect(seedMeritDateSchema.safeParse(tw).success).toBe(true);
  });
});
