// The video ad tag (shell-spec §5, §7): an ad server address with size 640x480, VAST output, a
// correlator, the unit path, the custom params, and cmsid and vid only when both an article hash and
// a CMS id are given. It needs a unit path (9) and a loaded IMA SDK ('IMA not loaded', 301). An
// error IMA reports while it asks or plays the ad is 304; the player then goes on without the ad.
import { adError, type AdError } from './adError.ts';
import { validUnitPath } from './slotSetting.ts';
import { AD_ERROR_CODES } from './types.ts';

export const VIDEO_AD_SIZE = '640x480';

export interface VideoAdTagInput {
  /** The ad server's address (absolute, or a path on our own origin); its own query is kept. */
  base: string;
  adUnitPath?: string;
  imaLoaded: boolean;
  correlator: string | number;
  customParams?: Record<string, string | number | readonly string[]>;
  articleHash?: string;
  cmsId?: string;
}

/** key=value pairs joined with &, each part URL-encoded, lists joined with commas. */
export function encodeCustomParams(params: Record<string, string | number | readonly string[]> = {}): string {
  return Object.entries(params)
    .filter(([key]) => key !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(Array.isArray(value) ? value.join(',') : String(value))}`)
    .join('&');
}

export function buildVideoAdTagUrl(input: VideoAdTagInput): string {
  if (!input.imaLoaded) throw adError(AD_ERROR_CODES.imaNotLoaded, 'IMA not loaded');
  const unit = input.adUnitPath;
  if (!unit) throw adError(AD_ERROR_CODES.invalidSlotSetting, 'invalid slot setting: adUnitPath is required');
  if (!validUnitPath('gpt', unit) && !validUnitPath('house', unit)) {
    throw adError(AD_ERROR_CODES.invalidSlotSetting, `invalid slot setting: adUnitPath '${unit}' is not a valid unit path`);
  }
  const q = input.base.indexOf('?');
  const path = q < 0 ? input.base : input.base.slice(0, q);
  const params = new URLSearchParams(q < 0 ? '' : input.base.slice(q + 1));
  params.set('sz', VIDEO_AD_SIZE);
  params.set('output', 'vast');
  params.set('correlator', String(input.correlator));
  params.set('iu', unit);
  const custom = encodeCustomParams(input.customParams);
  if (custom) params.set('cust_params', custom);
  if (input.articleHash && input.cmsId) {
    params.set('cmsid', input.cmsId);
    params.set('vid', input.articleHash);
  }
  return `${path}?${params}`;
}

/** IMA's own error (an AdErrorEvent's code and message) as the layer's 304. */
export function imaAdError(ima?: { code?: number; message?: string }): AdError {
  const detail = [ima?.code, ima?.message].filter((x) => x !== undefined && x !== '').join(' ');
  return adError(AD_ERROR_CODES.imaAdError, detail ? `IMA ad error: ${detail}` : undefined);
}
