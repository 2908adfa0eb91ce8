import { describe, expect, it } from 'vitest';
import { matchPortalUrl, oembedAnswer, oembedDiscoveryHref, oembedHeight, oembedWidth } from '#/domain/embeds/oembed.ts';
import { OEMBED_RESOLVERS } from '#functions/oembed/resolvers.ts';
import { isPagePath } from '#/domain/routing/pagePaths.ts';

const ORIGINS = ['https://news.example', 'http://127.0.0.1:8805'];
const PATTERNS = OEMBED_RESOLVERS.map((r) => r.pattern);
const match = (url: string) => matchPortalUrl(url, ORIGINS, PATTERNS);

describe('matchPortalUrl (the resolver table’s URL side)', () => {
  it('matches poll and article URLs of a known market on the portal’s origins, v2 or v3', () => {
    expect(match('https://news.example/tw/v2/poll/typhoon-day-off-poll')).toMatchObject({ market: { code: 'tw' }, index: 0, params: { urlPath: 'typhoon-day-off-poll' } });
    expect(match('http://127.0.0.1:8805/th/v3/article/abc123?utm_source=x#top')).toMatchObject({ market: { code: 'th' }, index: 1, params: { hash: 'abc123' } });
  });

  it('refuses foreign origins, unknown or non-lowercase markets, other pages and garbage', () => {
    expect(match('https://evil.example/tw/v2/poll/typhoon')).toBeNull();
    expect(match('http://news.example/tw/v2/poll/typhoon')).toBeNull();
    expect(match('https://news.example/xx/v2/poll/typhoon')).toBeNull();
    expect(match('https://news.example/TW/v2/poll/typhoon')).toBeNull();
    expect(match('https://news.example/tw/v2/tab')).toBeNull();
    expect(match('https://news.example/tw/v2/poll/a/option/1')).toBeNull();
    expect(match('https://news.example/tw/v2/amp/article/abc')).toBeNull();
    expect(match('not a url')).toBeNull();
  });
});

describe('oEmbed sizes and answer', () => {
  it('narrows the width to maxwidth, never under 200 px, and caps the height at maxheight', () => {
    expect(oembedWidth(undefined)).toBe(560);
    expect(oembedWidth(400)).toBe(400);
    expect(oembedWidth(9000)).toBe(560);
    expect(oembedWidth(50)).toBe(200);
    expect(oembedHeight(343.4, undefined)).toBe(343);
    expect(oembedHeight(500, 300)).toBe(300);
  });

  it('answers type rich with the snippet as html', () => {
    const answer = oembedAnswer({
      embedUrl: 'https://news.example/tw/v2/embed/poll/p',
      title: 'Q?',
      width: 400,
      height: 300,
      providerName: '今日新聞',
      providerUrl: 'https://news.example/tw/v2/tab',
    });
    expect(answer).toMatchObject({ version: '1.0', type: 'rich', title: 'Q?', width: 400, height: 300, provider_name: '今日新聞', provider_url: 'https://news.example/tw/v2/tab' });
    expect(answer.html).toContain('<iframe src="https://news.example/tw/v2/embed/poll/p"');
    expect(answer.html).toContain('<script async src="https://news.example/embed.js"></script>');
  });

  it('builds the discovery href with the page URL encoded', () => {
    expect(oembedDiscoveryHref('https://news.example/', 'https://news.example/tw/v2/poll/a?b=1')).toBe(
      'https://news.example/oembed?url=https%3A%2F%2Fnews.example%2Ftw%2Fv2%2Fpoll%2Fa%3Fb%3D1&format=json',
    );
  });
});

describe('embed endpoints are not pages', () => {
  it('keeps /oembed and /embed.js out of the page middleware and cache, embed pages in', () => {
    expect(isPagePath('/oembed')).toBe(false);
    expect(isPagePath('/embed.js')).toBe(false);
    expect(isPagePath('/tw/v2/embed/top')).toBe(true);
    expect(isPagePath('/oembed/x')).toBe(true);
  });
});
