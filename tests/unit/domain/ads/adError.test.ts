import { describe, expect, it } from 'vitest';
import { AdError, adError, AD_ERROR_MEANINGS, isAdError } from '#/domain/ads/adError.ts';
import { AD_ERROR_CODES, AD_MESSAGES } from '#/domain/ads/types.ts';

describe('AdError', () => {
  it('carries the catalogue codes of shell-spec §8', () => {
    expect(Object.values(AD_ERROR_CODES).sort((a, b) => a - b)).toEqual([9, 11, 107, 108, 200, 201, 202, 203, 301, 304, 402, 403, 404]);
  });

  it('quotes the catalogue messages exactly', () => {
    expect(AD_MESSAGES).toEqual({
      emptyResponse: 'ad response is empty',
      elementMissing: 'element id is not exist',
      poolFull: 'Ad Pool is full enough to generate more ids',
    });
  });

  it('defaults its message to the code meaning and keeps a precise one', () => {
    const e = adError(AD_ERROR_CODES.imaNotLoaded);
    expect(e).toBeInstanceOf(AdError);
    expect(e).toBeInstanceOf(Error);
    expect(isAdError(e)).toBe(true);
    expect([e.code, e.message, e.name]).toEqual([301, 'IMA not loaded', 'AdError']);
    expect(adError(9, 'invalid slot setting: unitPath is required').message).toBe('invalid slot setting: unitPath is required');
    expect(AD_ERROR_MEANINGS[9]).toBe('invalid slot setting');
    expect(AD_ERROR_MEANINGS[11]).toBe('ad layer initialised twice');
  });

  it('has no code for the bare messages', () => {
    const e = adError(null, AD_MESSAGES.elementMissing);
    expect([e.code, e.message]).toEqual([null, 'element id is not exist']);
    expect(isAdError(new Error('x'))).toBe(false);
  });
});
