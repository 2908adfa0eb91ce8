import { describe, expect, it } from 'vitest';
import { articleMetaTags, jsonForScript, newsArticleJsonLd, shareImage } from '#/domain/article/structuredData.ts';
import type { ArticleData } from '#functions/webapi/schemas/content.ts';
import { MARKETS } from '#/markets.ts';

const article: ArticleData = {
  id: 7, hash: 'abcDEF12', urlPath: 'abcDEF12', title: 'Typhoon nears </script><b>', summary: 'Summary', author: 'Lin',
  publisher: { id: 'p1', name: 'Formosa News', logoHash: 'logo123' }, categoryName: 'Weather', categoryId: 3,
  contentType: 'ALBUM', subType: 'GENERAL', ageLimit: 0, thumbnail: { type: 'IMAGE', hash: 'thumb1' }, badge: null,
  publishTime: Date.UTC(2026, 0, 2, 3, 4, 5), updateTime: Date.UTC(2026, 0, 2, 5, 0, 0), content: '<p>x</p>', tags: ['a', 'b'],
  media: { type: 'GALLERY', items: [{ hash: 'photo1', caption: 'c', alt: 'a' }, { hash: 'thumb1', caption: 'c', alt: 'a' }] },
};
const ctx = { market: MARKETS.tw, home: 'https://today.example', mediaBase: '/media', canonical: 'https://today.example/tw/v2/article/abcDEF12' };

describe('structured data for crawlers', () => {
  it('describes a NewsArticle with headline, images, dates, author and publisher logo', () => {
    const ld = newsArticleJsonLd(article, ctx);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: article.title,
      image: ['https://today.example/media/thumb1/w1200', 'https://today.example/media/photo1/w1200'],
      datePublished: '2026-01-02T11:04:05+08:00',
      dateModified: '2026-01-02T13:00:00+08:00',
      author: [{ '@type': 'Person', name: 'Lin' }],
      publisher: { '@type': 'Organization', name: 'Formosa News', logo: { '@type': 'ImageObject', url: 'https://today.example/media/logo123/f396' } },
      mainEntityOfPage: { '@type': 'WebPage', '@id': ctx.canonical },
    });
  });

  it('never lets the JSON close its script element', () => {
    const text = jsonForScript(newsArticleJsonLd(article, ctx));
    expect(text).not.toContain('</script');
    expect(JSON.parse(text).headline).toBe(article.title);
  });

  it('uses the placeholder share image for age-limited articles', () => {
    const adult = { ...article, ageLimit: 18 };
    expect(shareImage(adult, ctx.home, ctx.mediaBase)).toEqual({ url: 'https://today.example/meta/age-limited.png', width: 1200, height: 630 });
    expect(newsArticleJsonLd(adult, ctx).image).toEqual(['https://today.example/meta/age-limited.png']);
    const og = articleMetaTags(adult, ctx).find((t) => t.property === 'og:image');
    expect(og?.content).toBe('https://today.example/meta/age-limited.png');
  });

  it('writes Open Graph and card tags', () => {
    const tags = articleMetaTags(article, ctx);
    const get = (key: string) => tags.filter((t) => t.property === key || t.name === key).map((t) => t.content);
    expect(get('og:type')).toEqual(['article']);
    expect(get('og:url')).toEqual([ctx.canonical]);
    expect(get('og:image')).toEqual(['https://today.example/media/thumb1/w1200']);
    expect(get('article:tag')).toEqual(['a', 'b']);
    expect(get('twitter:card')).toEqual(['summary_large_image']);
    // A link preview reads the author's bare name, not the byline's 'by …'.
    expect(get('author')).toEqual([article.author]);
  });
});
