import { describe, expect, it } from 'vitest';
import { isOutdatedBrowser } from '#/domain/shell/browserCheck.ts';

describe('browser check', () => {
  it('flags browsers below their minimum', () => {
    expect(isOutdatedBrowser('Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/69.0.3497 Safari/537.36')).toBe(true);
    expect(isOutdatedBrowser('Mozilla/5.0 (Macintosh) AppleWebKit/603.3.8 (KHTML, like Gecko) Version/10.1.2 Safari/603.3.8')).toBe(true);
    expect(isOutdatedBrowser('Mozilla/5.0 (Windows NT 10.0; rv:59.0) Gecko/20100101 Firefox/59.0')).toBe(true);
    expect(isOutdatedBrowser('Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/58.0 Safari/537.36 Edge/15.15063')).toBe(true);
  });

  it('passes current browsers, mobile Firefox and Edge, and unknown browsers', () => {
    expect(isOutdatedBrowser('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36')).toBe(false);
    expect(isOutdatedBrowser('Mozilla/5.0 (Android 9; Mobile; rv:50.0) Gecko/50.0 Firefox/50.0')).toBe(false);
    expect(isOutdatedBrowser('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1')).toBe(false);
    expect(isOutdatedBrowser('SomeBot/1.0')).toBe(false);
  });
});
