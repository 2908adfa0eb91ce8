import { describe, expect, it } from 'vitest';
import { validateSlotSetting, validUnitPath, type AdSlotSetting } from '#/domain/ads/slotSetting.ts';

const gpt: AdSlotSetting = { adType: 'gpt', unitPath: '/21800000/tw_portal_between', elementId: 'ad-module-tw-portal-2', sizes: ['300x250', 'fluid'] };

describe('validateSlotSetting', () => {
  it('accepts a valid slot of each service', () => {
    const valid: AdSlotSetting[] = [
      gpt,
      { adType: 'lad', unitPath: 'p4lb6xiw-4ezh', elementId: 'ad-module-1' },
      { adType: 'lad2', unitPath: 'LAD2_today.tw', elementId: 'ad-module-1' },
      { adType: 'gfp', unitPath: 'WEB_TODAY_TW_MAIN', elementId: 'ad-module-1', sizes: ['320x100'] },
      { adType: 'house', unitPath: 'tw/portal/between', elementId: 'ad-module-1' },
      { adType: 'house', unitPath: 'th/article/articleEnd', elementId: 'x', targeting: { kind: 'article', tags: ['a', 'b'] } },
      { adType: ['gpt', 'house'], unitPaths: { house: 'tw/portal/between' }, unitPath: '/218/tw', elementId: 'x', sizes: ['300x250'], ratio: { gpt: 1, house: 1 } },
      { ...gpt, unitPath: '/21800000,22222/tw/portal-between.top' },
    ];
    for (const s of valid) expect(validateSlotSetting(s), JSON.stringify(s)).toBeNull();
  });

  // Every refusal is code 9 and names the field.
  it.each<[string, AdSlotSetting, RegExp]>([
    ['no unit path', { ...gpt, unitPath: undefined }, /unitPath is required/],
    ['an empty unit path', { ...gpt, unitPath: '' }, /unitPath is required/],
    ['no element id', { ...gpt, elementId: undefined }, /elementId is required/],
    ['an element id with spaces', { ...gpt, elementId: 'ad module' }, /elementId/],
    ['several types without a ratio', { ...gpt, adType: ['gpt', 'house'], unitPaths: { house: 'tw/a/b' } }, /ratio is required/],
    ['several types with no weight for them', { ...gpt, adType: ['gpt', 'house'], unitPaths: { house: 'tw/a/b' }, ratio: { lap: 1 } }, /ratio is required/],
    ['a gpt slot without sizes', { ...gpt, sizes: undefined }, /sizes are required/],
    ['a gpt slot with no sizes', { ...gpt, sizes: [] }, /sizes are required/],
    ['an unsupported ad type', { ...gpt, adType: 'adsense' }, /adType 'adsense' is not supported/],
    ['an unsupported one among several', { ...gpt, adType: ['gpt', 'prebid'], ratio: { gpt: 1 } }, /adType 'prebid'/],
    ['no ad type', { ...gpt, adType: [] }, /adType is required/],
    ['a gpt path without network', { ...gpt, unitPath: 'tw_portal' }, /not a valid gpt unit path/],
    ['a gpt path of only a network', { ...gpt, unitPath: '/21800000' }, /not a valid gpt unit path/],
    ['a gpt path with an empty segment', { ...gpt, unitPath: '/218//tw' }, /not a valid gpt unit path/],
    ['a LAD key with a slash', { adType: 'lad', unitPath: '/218/tw', elementId: 'x' }, /not a valid lad unit path/],
    ['a GFP key with spaces', { adType: 'gfp', unitPath: 'web today', elementId: 'x' }, /not a valid gfp unit path/],
    ['a house unit of two parts', { adType: 'house', unitPath: 'tw/portal', elementId: 'x' }, /not a valid house unit path/],
    ['a house unit of an unknown market', { adType: 'house', unitPath: 'us/portal/between', elementId: 'x' }, /not a valid house unit path/],
    ['a house unit of another service path', { ...gpt, adType: ['gpt', 'house'], ratio: { gpt: 1, house: 1 } }, /not a valid house unit path/],
    ['a size not allowed', { ...gpt, sizes: ['300x250', '970x250'] }, /size '970x250' is not allowed/],
    ['a size not allowed on a house slot', { adType: 'house', unitPath: 'tw/a/b', elementId: 'x', sizes: ['1x2'] }, /size '1x2'/],
    ['targeting that is not strings', { ...gpt, targeting: { age: 3 as unknown as string } }, /targeting/],
  ])('refuses %s', (_, setting, message) => {
    const error = validateSlotSetting(setting);
    expect(error?.code).toBe(9);
    expect(error?.message).toMatch(/^invalid slot setting: /);
    expect(error?.message).toMatch(message);
  });

  it('checks unit paths per service', () => {
    expect(validUnitPath('gpt', '/6355419/Travel/Europe/France/Paris')).toBe(true);
    expect(validUnitPath('house', 'hk/gallery/main')).toBe(true);
    expect(validUnitPath('house', 'tw/Portal/between')).toBe(false);
    expect(validUnitPath('lad', 'a'.repeat(129))).toBe(false);
  });
});
