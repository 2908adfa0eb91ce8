import { describe, expect, it } from 'vitest';
import { detectEnvironment } from '#/domain/shell/environment.ts';
import { frameClasses, openInAppHref, showOpenInApp, showTitleBar, showTopSearchBar, titleBarHeight, titleHeadingLevel } from '#/domain/shell/frame.ts';
import { MARKETS, type Market } from '#/markets.ts';

const browser = detectEnvironment('Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0');
const phone = detectEnvironment('Mozilla/5.0 (Linux; Android 14; Pixel 7) Chrome/156.0 Mobile Safari/537.36');
const newsTab = detectEnvironment('Mozilla/5.0 (iPhone) Mobile/15E148 Line/14.19.0 NewsTab');
const liff = detectEnvironment('Mozilla/5.0 (iPhone) Mobile/15E148 Line/14.19.0 LIFF');
const withApp: Market = { ...MARKETS.tw, config: { ...MARKETS.tw.config, openInApp: { url: 'https://app.example/open/', appId: 'A1' } } };

describe('page frame', () => {
  it('carries universalFrame, the upper-case country and the environment classes', () => {
    expect(frameClasses({ market: MARKETS.tw, launch: browser, route: 'portal' })).toEqual(['universalFrame', 'TW']);
    expect(frameClasses({ market: MARKETS.gcp, launch: newsTab, route: 'other', floatingBar: true, bottomModal: true })).toEqual([
      'universalFrame', 'GCP', 'newsTab', 'universalFrame--floatingBar', 'universalFrame--bottomModal', 'cloudService',
    ]);
    expect(frameClasses({ market: MARKETS.th, launch: liff, route: 'other' })).toContain('LIFF');
  });

  it('hides the title bar in the mini-app, the news tab and by configuration', () => {
    expect(showTitleBar({ market: MARKETS.tw, launch: browser })).toBe(true);
    expect(showTitleBar({ market: MARKETS.tw, launch: newsTab })).toBe(false);
    expect(showTitleBar({ market: MARKETS.tw, launch: liff })).toBe(false);
    expect(showTitleBar({ market: { ...MARKETS.tw, features: { ...MARKETS.tw.features, hideTitleBar: true } }, launch: browser })).toBe(false);
  });

  it('shows the top search bar only for hk portal pages without an error', () => {
    expect(showTopSearchBar({ market: MARKETS.hk, launch: browser, route: 'portal' })).toBe(true);
    expect(showTopSearchBar({ market: MARKETS.hk, launch: browser, route: 'portalMain' })).toBe(true);
    expect(showTopSearchBar({ market: MARKETS.hk, launch: browser, route: 'article' })).toBe(false);
    expect(showTopSearchBar({ market: MARKETS.hk, launch: browser, route: 'portal', hasError: true })).toBe(false);
    expect(showTopSearchBar({ market: MARKETS.tw, launch: browser, route: 'portal' })).toBe(false);
  });

  it('shows open-in-app only when configured, on mobile, outside the app, not on embeds; it adds 40 px', () => {
    expect(showOpenInApp({ market: withApp, launch: phone, route: 'portal' })).toBe(true);
    expect(showOpenInApp({ market: withApp, launch: phone, route: 'embed' })).toBe(false);
    expect(showOpenInApp({ market: withApp, launch: browser, route: 'portal' })).toBe(false);
    expect(showOpenInApp({ market: withApp, launch: liff, route: 'portal' })).toBe(false);
    // The demo markets configure one; an edition without an app address shows none.
    expect(showOpenInApp({ market: MARKETS.tw, launch: phone, route: 'portal' })).toBe(true);
    expect(showOpenInApp({ market: MARKETS.ecjp, launch: phone, route: 'portal' })).toBe(false);
    expect(titleBarHeight({ market: withApp, launch: phone, route: 'portal' })).toBe(titleBarHeight({ market: MARKETS.ecjp, launch: phone, route: 'portal' }) + 40);
    const href = new URL(openInAppHref(withApp, '/tw/v2/tab/sports?x=1')!);
    expect(href.origin + href.pathname).toBe('https://app.example/open/A1');
    expect(href.searchParams.get('liff.state')).toBe('/tw/v2/tab/sports?x=1');
    expect(href.searchParams.get('utm_source')).toBe('external');
  });

  it('uses h1 on the portal and h2 elsewhere', () => {
    expect(titleHeadingLevel('portal')).toBe('h1');
    expect(titleHeadingLevel('portalMain')).toBe('h1');
    expect(titleHeadingLevel('article')).toBe('h2');
  });
});
