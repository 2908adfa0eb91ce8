import { describe, expect, it } from 'vitest';
import { alternateLinks, defaultMetaTags, viewportContent } from '#/domain/shell/pageHead.ts';
import { detectEnvironment } from '#/domain/shell/environment.ts';
import { MARKETS } from '#/markets.ts';

describe('page head', () => {
  it('writes the default tags with url = home + country + /v2 and the /meta/ image with its size', () => {
    const tags = defaultMetaTags({ market: MARKETS.th, home: 'https://news.example', title: 'T', description: 'D', keywords: 'k' });
    const get = (key: string) => tags.find((t) => t.key === key)?.content;
    expect(get('og:url')).toBe('https://news.example/th/v2');
    expect(get('og:image')).toBe('https://news.example/meta/th.png');
    expect([get('og:image:width'), get('og:image:height')]).toEqual(['1200', '630']);
    expect(get('og:type')).toBe('website');
    expect(get('twitter:card')).toBe('summary_large_image');
    expect(get('og:site_name')).toBe(MARKETS.th.siteName);
    expect(get('news_keywords')).toBe('k');
    expect(get('description')).toBe('D');
  });

  it("states a page's own address in og:url when it has one", () => {
    const tags = defaultMetaTags({ market: MARKETS.tw, home: 'https://news.example', title: 'T', description: 'D', keywords: 'k', url: 'https://news.example/tw/v2/poll/p1' });
    expect(tags.find((t) => t.key === 'og:url')?.content).toBe('https://news.example/tw/v2/poll/p1');
  });

  it('gives alternate-language links only to the listed pages', () => {
    const url = new URL('https://news.example/tw/v2/weather?x=1');
    const links = alternateLinks('weather', url);
    expect(links.map((l) => l.hreflang)).toEqual(['en', 'id', 'ja', 'th', 'zh-HK', 'zh-TW']);
    expect(links[0]!.href).toBe('https://news.example/tw/v2/weather?locale=en');
    expect(alternateLinks('portal', url)).toEqual([]);
    expect(alternateLinks(undefined, url)).toEqual([]);
  });

  it('lets readers zoom in an ordinary browser, and disables zooming only inside the messaging app', () => {
    const browser = viewportContent(detectEnvironment('Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36'));
    expect(browser).toBe('width=device-width, initial-scale=1, viewport-fit=cover');
    expect(browser).not.toMatch(/maximum-scale|user-scalable/);
    for (const ua of [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari Line/14.19.0',
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36 Line/14.19.0 LIFF',
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36 Line/14.19.0 NewsTab',
    ]) {
      expect(viewportContent(detectEnvironment(ua))).toBe('width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no, viewport-fit=cover');
    }
  });
});
