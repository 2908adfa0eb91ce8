import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, DEFAULT_COUNTRY, MARKETS, findMarket, isCountryCode } from '#/markets.ts';

describe('market table', () => {
  it('has all ten markets of the spec', () => {
    expect([...COUNTRY_CODES].sort()).toEqual(['ecid', 'ecjp', 'ecth', 'ectw', 'gcp', 'hk', 'id', 'spot', 'th', 'tw']);
    for (const code of COUNTRY_CODES) expect(MARKETS[code].code).toBe(code);
  });

  it('maps country to content language as content-spec §1 says', () => {
    const byLanguage = (lang: string) => COUNTRY_CODES.filter((c) => MARKETS[c].contentLanguage === lang).sort();
    expect(byLanguage('id')).toEqual(['ecid', 'id']);
    expect(byLanguage('zh-Hant')).toEqual(['ectw', 'gcp', 'hk', 'spot', 'tw']);
    expect(byLanguage('th')).toEqual(['ecth', 'th']);
    expect(byLanguage('ja')).toEqual(['ecjp']);
  });

  it('gives every market a valid time zone and BCP 47 language tag', () => {
    for (const code of COUNTRY_CODES) {
      const { timeZone, lang } = MARKETS[code];
      expect(() => new Intl.DateTimeFormat('en', { timeZone })).not.toThrow();
      expect(Intl.getCanonicalLocales(lang)[0]).toBe(lang);
    }
    expect(MARKETS.tw.timeZone).toBe('Asia/Taipei');
    expect(MARKETS.th.timeZone).toBe('Asia/Bangkok');
    expect(MARKETS.id.timeZone).toBe('Asia/Jakarta');
  });

  it('keeps per-market behaviour as flags: th agreement page, hk top search bar', () => {
    expect(COUNTRY_CODES.filter((c) => MARKETS[c].features.agreementPage)).toEqual(['th']);
    expect(COUNTRY_CODES.filter((c) => MARKETS[c].features.topSearchBar)).toEqual(['hk']);
    expect(COUNTRY_CODES.filter((c) => MARKETS[c].features.v3Migrated)).toEqual(['spot']);
  });

  it('finds markets in any letter case and rejects unknown codes', () => {
    expect(findMarket('TW')?.code).toBe('tw');
    expect(findMarket('EcJp')?.code).toBe('ecjp');
    expect(findMarket('xx')).toBeUndefined();
    expect(isCountryCode('TW')).toBe(false);
    expect(DEFAULT_COUNTRY).toBe('tw');
  });
});
