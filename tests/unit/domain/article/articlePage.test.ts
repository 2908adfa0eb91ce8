import { describe, expect, it } from 'vitest';
import { commentSetting, isAgeLimited, isLiteArticle, presentationOf, shareLink } from '#/domain/article/articlePage.ts';
import { MARKETS } from '#/markets.ts';

describe('article page rules', () => {
  it('presents each content type by its media', () => {
    const hls = { type: 'HLS' as const, hash: 'h', duration: 1, width: 1, height: 1, renditions: ['270p' as const] };
    const gallery = { type: 'GALLERY' as const, items: [{ hash: 'a', caption: 'c', alt: 'a' }] };
    expect(presentationOf({ contentType: 'VIDEOHUB', media: hls })).toBe('video');
    expect(presentationOf({ contentType: 'TRAILER', media: hls })).toBe('video');
    expect(presentationOf({ contentType: 'LIVE', media: hls })).toBe('live');
    expect(presentationOf({ contentType: 'ALBUM', media: gallery })).toBe('album');
    expect(presentationOf({ contentType: 'ALBUM', media: { type: 'GALLERY', items: [] } })).toBe('standard');
    for (const type of ['GENERAL', 'ADVERTORIAL', 'EXTERNAL', 'POLL', 'TOPIC'] as const) expect(presentationOf({ contentType: type, media: null })).toBe('standard');
  });

  it('derives lite status from the modules', () => {
    expect(isLiteArticle([{ viewType: 'OTHER' }, { viewType: 'LITE' }])).toBe(true);
    expect(isLiteArticle([{ viewType: 'OTHER' }])).toBe(false);
    expect(isLiteArticle([])).toBe(false);
  });

  it('builds the comment setting of content-spec §3', () => {
    expect(commentSetting({ id: 42, categoryId: 7, hash: 'abcDEF12' }, MARKETS.tw)).toEqual({
      key: 'ARTICLE_42',
      country: 'TW',
      articleId: 42,
      postId: 42,
      categoryId: '7',
      postType: 'article',
      hash: 'abcDEF12',
    });
  });

  it('writes share links as home + /v2/article/{hash}, or /article/{hash} for spot', () => {
    expect(shareLink('https://today.example/', MARKETS.tw, 'h1')).toBe('https://today.example/tw/v2/article/h1');
    expect(shareLink('https://today.example', MARKETS.spot, 'h1')).toBe('https://today.example/spot/article/h1');
  });

  it('treats 18 and over as age-limited', () => {
    expect(isAgeLimited({ ageLimit: 18 })).toBe(true);
    expect(isAgeLimited({ ageLimit: 0 })).toBe(false);
  });
});
