// Region restriction of shell-spec §4: a reader whose region is on the market's list is logged out
// and sent to /{country}/v3/service/region_restricted.
import type { Market, MarketFeatures } from '#/markets.ts';

export function regionRestrictedPath(market: Pick<Market, 'code'> & { features: Pick<MarketFeatures, 'restrictedRegions'> }, region: string | null | undefined): string | null {
  if (!region || !market.features.restrictedRegions.includes(region.toUpperCase())) return null;
  return `/${market.code}/v3/service/region_restricted`;
}
