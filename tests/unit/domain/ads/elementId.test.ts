import { describe, expect, it } from 'vitest';
import { adModuleElementId } from '#/domain/ads/elementId.ts';

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
