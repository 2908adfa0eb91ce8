import { describe, expect, it } from 'vitest';
import { alternateLinks, defaultMetaTags } from '#/domain/shell/pageHead.ts';
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

  it('gives alternate-language links only to the listed pages', () => {
    const url = new URL('https://news.example/tw/v2/weather?x=1');
    const links = alternateLinks('weather', url);
    expect(links.map((l) => l.hreflang)).toEqual(['en', 'id', 'ja', 'th', 'zh-HK', 'zh-TW']);
    expect(links[0]!.href).toBe('https://news.example/tw/v2/weather?locale=en');
    expect(alternateLinks('portal', url)).toEqual([]);
    expect(alternateLinks(undefined, url)).toEqual([]);
  });
});
