import { describe, expect, it } from 'vitest';
import { PLATFORM_CODES, detectEnvironment, deviceClass } from '#/domain/shell/environment.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 15; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36';
const ANDROID_TABLET = 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

describe('launch environment', () => {
  it('treats ordinary browsers as outside the messaging app', () => {
    expect(detectEnvironment(DESKTOP)).toEqual({ messagingApp: false, newsTab: false, liff: false, device: 'pc', platform: 'pc' });
    expect(detectEnvironment(IPHONE)).toMatchObject({ messagingApp: false, device: 'mobile', platform: 'mw' });
  });

  it('recognises the messaging app by Line/<version>', () => {
    expect(detectEnvironment(`${IPHONE} Line/14.19.0`)).toMatchObject({ messagingApp: true, newsTab: false, liff: false, platform: 'cw' });
    expect(detectEnvironment(`${ANDROID} Line/14.19.0`)).toMatchObject({ messagingApp: true, platform: 'cw' });
  });

  it('gives every launch environment one of the seven platform codes nt, cw, mw, pc, and, ios, liff', () => {
    expect(PLATFORM_CODES).toEqual(['nt', 'cw', 'mw', 'pc', 'and', 'ios', 'liff']);
    // The provider's own app (NewsApp/<version>) is and / ios by its system; it is not the messaging app.
    expect(detectEnvironment(`${ANDROID} NewsApp/3.2.0`)).toMatchObject({ messagingApp: false, platform: 'and' });
    expect(detectEnvironment(`${IPHONE} NewsApp/3.2.0`)).toMatchObject({ messagingApp: false, platform: 'ios' });
    const seen = new Set(
      [DESKTOP, IPHONE, `${IPHONE} Line/14.19.0`, `${IPHONE} Line/14.19.0 NewsTab`, `${ANDROID} Line/14.19.0 LIFF`, `${ANDROID} NewsApp/3.2.0`, `${IPHONE} NewsApp/3.2.0`].map(
        (ua) => detectEnvironment(ua).platform,
      ),
    );
    expect([...seen].sort()).toEqual([...PLATFORM_CODES].sort());
  });

  it('recognises the mini-app by LIFF and the news tab by NewsTab or its header', () => {
    expect(detectEnvironment(`${ANDROID} Line/14.19.0 LIFF`)).toMatchObject({ liff: true, newsTab: false, platform: 'liff' });
    expect(detectEnvironment(`${IPHONE} Line/14.19.0 NewsTab`)).toMatchObject({ newsTab: true, liff: false, platform: 'nt' });
    const headers = new Headers({ 'X-Line-NewsTab': '1' });
    expect(detectEnvironment(`${IPHONE} Line/14.19.0`, headers)).toMatchObject({ newsTab: true, platform: 'nt' });
    expect(detectEnvironment(IPHONE, headers).newsTab).toBe(false);
  });

  it('classes devices as pc, mobile or tablet', () => {
    expect(deviceClass(DESKTOP)).toBe('pc');
    expect(deviceClass(IPHONE)).toBe('mobile');
    expect(deviceClass(ANDROID)).toBe('mobile');
    expect(deviceClass(ANDROID_TABLET)).toBe('tablet');
    expect(deviceClass('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe('tablet');
  });

  it('reads only the first 350 characters of the user agent', () => {
    expect(detectEnvironment(`${DESKTOP}${' '.repeat(400)} Line/14.0`).messagingApp).toBe(false);
    expect(detectEnvironment(null).device).toBe('pc');
  });
});
