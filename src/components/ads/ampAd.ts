// amp-ad on AMP articles (only when AMP_AD_TYPE is configured): the article's ad placements whose
// GPT unit path can be an amp-ad slot of the configured type, sized from the placement's first size
// a phone can show. The AMP article puts them where the canonical page puts its ad modules (after
// the nth paragraph, at the end) through the same ArticleView tree, with AmpAd.amp.astro as its leaf.
import { adSizeDimensions, sizesForDevice } from '#/domain/ads/sizes.ts';
import type { AdModuleConfig } from '#/domain/ads/types.ts';
import type { ArticleAds } from '#/components/articleLeaves.ts';

export interface AmpAdSlot {
  type: string;
  /** The GPT unit path. */
  slot: string;
  width: number;
  height: number;
}

/** The amp-ad of a placement, or null when it has no GPT unit or no size a phone can show. */
export function ampAdSlot(config: Pick<AdModuleConfig, 'gptInventoryKey' | 'sizes'>, type: string): AmpAdSlot | null {
  if (!config.gptInventoryKey) return null;
  const size = sizesForDevice(config.sizes, 'mobile').map(adSizeDimensions).find((d) => d !== null);
  return size ? { type, slot: config.gptInventoryKey, ...size } : null;
}

/** The article's modules that can be amp-ad slots (AMP has no gallery viewer: no gallery module). */
export function ampArticleAds(ads: ArticleAds, type: string): ArticleAds {
  const slotted = (list: AdModuleConfig[]) => list.filter((c) => ampAdSlot(c, type) !== null);
  return { body: slotted(ads.body), end: slotted(ads.end), page: ads.page };
}
