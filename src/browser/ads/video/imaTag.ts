// The tag IMA requests for the article video's pre-roll: Google Ad Manager's VAST address built by
// the domain's buildVideoAdTagUrl (640x480, VAST, correlator, unit path, custom params), with the
// market, the article and the reader's targeting key-values as custom params. Throws AdError 301 when IMA is not loaded.
import { buildVideoAdTagUrl } from '#/domain/ads/videoAdTag.ts';
import type { VideoAdSetup } from './videoAdSetup.ts';

/** Google Ad Manager's video ad server. */
export const IMA_TAG_BASE = 'https://pubads.g.doubleclick.net/gampad/ads';

/** `keyValues`: the reader's targeting (readerTargeting), after the market and the article. */
export function imaTagUrl(setup: VideoAdSetup, imaLoaded: boolean, correlator: number, keyValues: Readonly<Record<string, string | string[]>> = {}): string {
  return buildVideoAdTagUrl({
    base: IMA_TAG_BASE,
    adUnitPath: setup.ima?.adUnitPath,
    imaLoaded,
    correlator,
    customParams: { country: setup.country, ...(setup.articleHash ? { article: setup.articleHash } : {}), ...keyValues },
    articleHash: setup.articleHash ?? undefined,
  });
}
