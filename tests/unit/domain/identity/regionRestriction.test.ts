import { describe, expect, it } from 'vitest';
import { regionRestrictedPath } from '#/domain/identity/regionRestriction.ts';
import { MARKETS } from '#/markets.ts';

describe('region restriction', () => {
  it('sends readers from a restricted region of the market to the region-restricted page', () => {
    expect(regionRestrictedPath(MARKETS.th, 'cn')).toBe('/th/v3/service/region_restricted');
    expect(regionRestrictedPath(MARKETS.th, 'TH')).toBeNull();
    expect(regionRestrictedPath(MARKETS.tw, 'CN')).toBeNull();
    expect(regionRestrictedPath(MARKETS.th, null)).toBeNull();
  });
});
