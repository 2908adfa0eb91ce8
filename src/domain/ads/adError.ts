// The ad layer's errors (shell-spec §8). A coded error carries one of the catalogue's codes; the
// catalogue's bare messages ('ad response is empty', 'element id is not exist') have no code, so
// their `code` is null.
import { AD_ERROR_CODES, type AdErrorCode } from './types.ts';

/** What each code means, as the catalogue words it: the default message. */
export const AD_ERROR_MEANINGS: Readonly<Record<AdErrorCode, string>> = {
  [AD_ERROR_CODES.invalidSlotSetting]: 'invalid slot setting',
  [AD_ERROR_CODES.initialisedTwice]: 'ad layer initialised twice',
  [AD_ERROR_CODES.handshakeTimeout]: 'third-party handshake time-out',
  [AD_ERROR_CODES.emptyThirdPartyCreative]: 'empty third-party creative, no fallback',
  [AD_ERROR_CODES.ladFailure]: 'LAD failure',
  [AD_ERROR_CODES.ladFallback]: 'LAD failure, its fallback is not available',
  [AD_ERROR_CODES.messengerOnly]: 'ad works only in the messenger environment',
  [AD_ERROR_CODES.messengerOnlyAlt]: 'ad works only in the messenger environment',
  [AD_ERROR_CODES.lad2Error]: 'LAD2 error',
  [AD_ERROR_CODES.imaNotLoaded]: 'IMA not loaded',
  [AD_ERROR_CODES.imaAdError]: 'IMA ad error',
  [AD_ERROR_CODES.gfpFailure]: 'GFP failure',
  [AD_ERROR_CODES.gfpNoFallback]: 'GFP failure, no fallback',
};

export class AdError extends Error {
  readonly code: AdErrorCode | null;

  constructor(code: AdErrorCode | null, message: string) {
    super(message);
    this.name = 'AdError';
    this.code = code;
  }
}

/** A coded error with the catalogue's meaning as its message unless a more precise one is given. */
export function adError(code: AdErrorCode | null, message?: string): AdError {
  return new AdError(code, message ?? (code === null ? 'ad error' : AD_ERROR_MEANINGS[code]));
}

export function isAdError(value: unknown): value is AdError {
  return value instanceof AdError;
}
