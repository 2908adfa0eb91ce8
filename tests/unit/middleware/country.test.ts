import { describe, expect, it } from 'vitest';
import { countryRedirect } from '#/middleware/rules/country.ts';

describe('country prefix rule', () => {
  it('leaves lowercase known countries alone', () => {
    expect(countryRedirect('/tw/v2/tab')).toBeNull();
    expect(countryRedirect('/ecjp/v2/article/abc')).toBeNull();
  });

  it('lowercases a known country', () => {
    expect(countryRedirect('/TW/v2/tab')).toBe('/tw/v2/tab');
    expect(countryRedirect('/Hk/v2/article/X1')).toBe('/hk/v2/article/X1');
  });

  it('sends unknown countries to /tw/v2', () => {
    expect(countryRedirect('/xx/v2/tab')).toBe('/tw/v2');
    expect(countryRedirect('/zz/v3/tab/top')).toBe('/tw/v2');
  });

  it('moves a route path without a prefix under the default market, rest and all', () => {
    expect(countryRedirect('/v2/tab')).toBe('/tw/v2/tab');
    expect(countryRedirect('/v2/article/53MI08v3')).toBe('/tw/v2/article/53MI08v3');
    expect(countryRedirect('/v3/tab/top')).toBe('/tw/v3/tab/top');
    expect(countryRedirect('/v2')).toBe('/tw/v2');
    expect(countryRedirect('/main')).toBe('/tw/v2/main');
    expect(countryRedirect('/main/top/latest')).toBe('/tw/v2/main/top/latest');
    // Not a route of the table: the bare catch-all's error page, not a redirect.
    expect(countryRedirect('/weather')).toBeNull();
  });

  it('skips the selector, the API, media and the gcp article page', () => {
    for (const path of ['/', '/webapi/health', '/media/abc/w644', '/article/abc']) expect(countryRedirect(path)).toBeNull();
  });
});
