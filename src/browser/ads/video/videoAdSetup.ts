// What the article video's player needs to run a pre-roll, decided on the server (ArticleVideo.astro)
// and passed to the island as a prop: the first-party unit to ask for VAST, or, when IMA is
// configured and the market has a video ad unit, IMA's script and that unit; and the overlay's text.
import type { AdSdkConfig } from '#/domain/ads/types.ts';
import type { Market } from '#/markets.ts';
import type { PrerollLabels } from './preroll.ts';

export interface VideoAdSetup {
  country: string;
  /** The first-party ad server's unit (`GET /webapi/ads/vast?unit=`). */
  unit: string;
  /** The article's hash: the VAST request's and the IMA tag's `vid`. */
  articleHash: string | null;
  /** IMA's script and the market's GPT video unit; null: the first-party VAST path. */
  ima: { script: string; adUnitPath: string } | null;
  labels: PrerollLabels;
}

/** The first-party pre-roll unit of a market. */
export const houseVideoUnit = (country: string) => `${country}/video/preroll`;

export function videoAdSetup(market: Pick<Market, 'code' | 'config'>, sdks: AdSdkConfig, articleHash: string | null, labels: PrerollLabels): VideoAdSetup {
  const adUnitPath = market.config.videoAdUnitPath;
  return {
    country: market.code,
    unit: houseVideoUnit(market.code),
    articleHash,
    ima: sdks.ima && adUnitPath ? { script: sdks.ima, adUnitPath } : null,
    labels,
  };
}
