import { describe, expect, it } from 'vitest';
import { AdError } from '#/domain/ads/adError.ts';
import { adModuleElementId, findAdContainer } from '#/domain/ads/elementId.ts';

describe('adModuleElementId', () => {
  it.each([
    ['12', 'ad-module-12'],
    ['tw:portal:2', 'ad-module-tw-portal-2'],
    ['a::b', 'ad-module-a--b'],
    ['no-colon', 'ad-module-no-colon'],
  ])('%s → %s', (id, expected) => {
    expect(adModuleElementId(id)).toBe(expected);
  });
});

describe('findAdContainer', () => {
  const page = new Map([['ad-module-1', { id: 'ad-module-1' }]]);
  const lookup = (id: string) => page.get(id) ?? null;

  it('finds the container by its element id', () => {
    expect(findAdContainer('ad-module-1', lookup)).toEqual({ id: 'ad-module-1' });
  });

  it("throws 'element id is not exist' when it is absent", () => {
    let error: unknown;
    try {
      findAdContainer('ad-module-2', lookup);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AdError);
    expect([(error as AdError).code, (error as AdError).message]).toEqual([null, 'element id is not exist']);
  });
});
