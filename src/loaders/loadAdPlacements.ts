// The market's ad modules (the first-party ad server's placements), for the pages that place them.
// Ads never cost a reader the page: a failed read answers no modules, and the page renders as if the
// market had none (its next render, after the cache's purge or expiry, asks again).
import type { AdModuleConfig, AdPlacementKind } from '#/domain/ads/types.ts';
import type { PageContext } from './pageContext.ts';

export type AdPlacements = Record<AdPlacementKind, AdModuleConfig[]>;

const none = (): AdPlacements => ({ portal: [], listing: [], article: [], articleEnd: [], gallery: [], popup: [] });

/** Every placement of the market, grouped by where it goes (each group sorted by position). */
export async function loadAdPlacements(ctx: Pick<PageContext, 'client'>): Promise<AdPlacements> {
  const grouped = none();
  try {
    const { placements } = await ctx.client.get('/ads/placements', { query: {} });
    for (const module of placements as AdModuleConfig[]) grouped[module.placement]?.push(module);
  } catch (error) {
    console.warn('ads: placements unavailable', error instanceof Error ? error.message : error);
  }
  for (const list of Object.values(grouped)) list.sort((a, b) => a.position - b.position);
  return grouped;
}
