// Which of an article's ad modules can be amp-ad slots, and their size: a GPT unit and a fixed size
// a phone can show (the first of the module's sizes that fits).
import { describe, expect, it } from 'vitest';
import { ampAdSlot, ampArticleAds } from '#/components/ads/ampAd.ts';
import type { AdModuleConfig } from '#/domain/ads/types.ts';

const module = (id: string, fields: Partial<AdModuleConfig>) => ({ id, placement: 'article', position: 3, sizes: ['300x250'], adRatio: { gpt: 1 }, ...fields }) as AdModuleConfig;

describe('amp-ad slots', () => {
  it("take the module's GPT unit and the first fixed size a phone can show", () => {
    expect(ampAdSlot(module('a', { gptInventoryKey: '/21800000/id_article', sizes: ['728x90', 'fluid', '320x100', '300x250'] }), 'doubleclick')).toEqual({ type: 'doubleclick', slot: '/21800000/id_article', width: 320, height: 100 });
  });

  it('are none without a GPT unit or without a fixed size that fits a phone', () => {
    expect(ampAdSlot(module('house', { houseInventoryKey: 'id/article/after-3', adRatio: { house: 1 } }), 'doubleclick')).toBeNull();
    expect(ampAdSlot(module('wide', { gptInventoryKey: '/21800000/id_article', sizes: ['728x90'] }), 'doubleclick')).toBeNull();
    expect(ampAdSlot(module('fluid', { gptInventoryKey: '/21800000/id_article', sizes: ['fluid', '1x1'] }), 'doubleclick')).toBeNull();
  });

  it("keep only the article's modules that can be slots, and no gallery module", () => {
    const gpt = module('gpt', { gptInventoryKey: '/21800000/id_article' });
    const house = module('house', { houseInventoryKey: 'id/article/after-3' });
    const page = { pageType: 'article', routeName: 'article' } as const;
    const ads = ampArticleAds({ body: [house, gpt], end: [house], gallery: gpt, page }, 'doubleclick');
    expect(ads).toEqual({ body: [gpt], end: [], page });
  });
});
