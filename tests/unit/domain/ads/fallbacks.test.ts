import { describe, expect, it } from 'vitest';
import type { AdEnvironment } from '#/domain/ads/environment.ts';
import { nextOnFailure } from '#/domain/ads/fallbacks.ts';
import type { AdModuleConfig, AdService } from '#/domain/ads/types.ts';

const config = (meta: AdModuleConfig['metaData'] = {}, over: Partial<AdModuleConfig> = {}): AdModuleConfig => ({
  id: 'm',
  placement: 'portal',
  position: 2,
  sizeClass: 'L',
  sizes: ['300x250'],
  adRatio: { lap: 1, gpt: 1 },
  lapInventoryKey: 'lap1',
  gptInventoryKey: '/218/tw',
  metaData: meta,
  renderOnCondition: false,
  conditions: [],
  enableLadV2: true,
  ...over,
});
const messenger: AdEnvironment = { device: 'mobile', messenger: true, liff: false };
const web: AdEnvironment = { device: 'mobile', messenger: false, liff: false };
const all: AdService[] = ['lad', 'lad2', 'gpt', 'gfp', 'house'];
const code = (r: ReturnType<typeof nextOnFailure>) => ('error' in r ? r.error.code : r);

describe('nextOnFailure', () => {
  it('LAD and LAD2 fall back to GPT with the LAD label', () => {
    expect(nextOnFailure('lad', 'error', config({ ladFallback: true }), messenger, all)).toEqual({ service: 'gpt' });
    expect(nextOnFailure('lad2', 'error', config({ ladFallback: true }), messenger, all)).toEqual({ service: 'gpt' });
  });

  it('LAD fails with 200 without the label, LAD2 with 203, and 201 when GPT is not there to fall back to', () => {
    expect(code(nextOnFailure('lad', 'error', config(), messenger, all))).toBe(200);
    expect(code(nextOnFailure('lad2', 'error', config(), messenger, all))).toBe(203);
    expect(code(nextOnFailure('lad', 'error', config({ ladFallback: true }), messenger, ['lad', 'house']))).toBe(201);
    expect(code(nextOnFailure('lad', 'error', config({ ladFallback: true }), messenger, all, ['gpt']))).toBe(201);
  });

  it('GFP falls back to GPT with the GFP label, else 402, and 404 when GPT is not there', () => {
    expect(nextOnFailure('gfp', 'error', config({ gfpFallback: true }), messenger, all)).toEqual({ service: 'gpt' });
    expect(code(nextOnFailure('gfp', 'error', config({ ladFallback: true }), messenger, all))).toBe(402);
    expect(code(nextOnFailure('gfp', 'error', config({ gfpFallback: true }), messenger, ['gfp']))).toBe(404);
  });

  it('a third-party GPT creative that signals empty falls back to LAD first, then the passback unit, else 108', () => {
    const passback = config({}, { passbackUnitPath: '/218/tw_passback' });
    expect(nextOnFailure('gpt', 'thirdPartyEmpty', passback, messenger, all)).toEqual({ service: 'lad' });
    expect(nextOnFailure('gpt', 'thirdPartyEmpty', passback, messenger, ['gpt', 'house'])).toEqual({ passback: '/218/tw_passback' });
    expect(nextOnFailure('gpt', 'thirdPartyEmpty', passback, { ...web, liff: true }, ['gpt'])).toEqual({ passback: '/218/tw_passback' });
    // No LAD here and no passback outside the messenger or LIFF.
    expect(code(nextOnFailure('gpt', 'thirdPartyEmpty', passback, web, ['gpt', 'house']))).toBe(108);
    expect(code(nextOnFailure('gpt', 'thirdPartyEmpty', config(), messenger, ['gpt']))).toBe(108);
    expect(code(nextOnFailure('gpt', 'thirdPartyEmpty', config({}, { passbackUnitPath: 'not-a-path' }), messenger, ['gpt']))).toBe(108);
  });

  it('never goes back to a service the slot already ran', () => {
    const passback = config({ ladFallback: true }, { passbackUnitPath: '/218/tw_passback' });
    // LAD failed → GPT; GPT's creative is empty → not LAD again, the passback.
    expect(nextOnFailure('gpt', 'thirdPartyEmpty', passback, messenger, all, ['lad'])).toEqual({ passback: '/218/tw_passback' });
    // The passback (GPT) is empty too → 108.
    expect(code(nextOnFailure('gpt', 'thirdPartyEmpty', passback, messenger, all, ['lad', 'gpt']))).toBe(108);
  });

  it("an empty first-party or plain GPT answer fails with 'ad response is empty'", () => {
    for (const [service, reason] of [['house', 'error'], ['house', 'thirdPartyEmpty'], ['gpt', 'error']] as const) {
      const r = nextOnFailure(service, reason, config(), messenger, all);
      expect('error' in r && [r.error.code, r.error.message]).toEqual([null, 'ad response is empty']);
    }
  });
});
