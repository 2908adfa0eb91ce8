// A feed entry → the article fields: clamped to the editorial write's limits (ArticleBody), tags
// from categories, the category chosen, an empty entry refused, and the content hash that decides
// whether a re-fetched item changed.
import { describe, expect, it } from 'vitest';
import { ARTICLE_LIMITS, clampText, feedContentHash, toFeedArticle } from '#/domain/feeds/feedArticle.ts';
import type { FeedEntry } from '#/domain/feeds/feedEntry.ts';
import { ArticleBody } from '#functions/webapi/schemas/articles.ts';

const entry = (fields: Partial<FeedEntry> = {}): FeedEntry => ({
  key: 'k1',
  link: 'https://news.example/a',
  title: 'A title',
  summary: 'A summary',
  author: 'Ana',
  publishTime: Date.UTC(2026, 10, 27, 0, 30),
  publishTimeText: '2026-11-27T08:30:00+08:00',
  updateTime: null,
  categories: ['Harbour'],
  bodyHtml: '<p>Body</p>',
  image: { url: 'https://news.example/p.jpg', type: null, width: null, height: null },
  videos: [],
  ...fields,
});

describe('toFeedArticle', () => {
  it('clamps every text to the editorial limits, so the write accepts it', () => {
    const long = toFeedArticle(
      entry({ title: 'T'.repeat(500), summary: 'S'.repeat(900), author: 'A'.repeat(100), categories: ['c'.repeat(50), ...Array.from({ length: 12 }, (_, i) => `tag ${i}`)] }),
      null,
      'Morning Post',
    );
    expect([long.title.length, long.summary.length, long.author.length, long.category.length]).toEqual([ARTICLE_LIMITS.title, ARTICLE_LIMITS.summary, ARTICLE_LIMITS.author, ARTICLE_LIMITS.category]);
    expect(long.tags).toHaveLength(8);
    expect(long.tags[0]).toHaveLength(30);
    const { imageUrl: _picture, ...fields } = long;
    expect(ArticleBody.safeParse({ ...fields, country: 'tw', publisherId: 'tw-x' }).error).toBeUndefined();
  });

  it('never splits a surrogate pair when it cuts', () => {
    expect(clampText(`${'a'.repeat(139)}😀`, 140)).toBe('a'.repeat(139));
  });

  it('takes categories as tags once each, whatever their case', () => {
    expect(toFeedArticle(entry({ categories: [' Ferries ', 'ferries', 'Winter', ''] }), null, 'P').tags).toEqual(['Ferries', 'Winter']);
  });

  it("chooses the feed's category, else the entry's first, else the publisher's name", () => {
    expect(toFeedArticle(entry(), 'Local', 'P').category).toBe('Local');
    expect(toFeedArticle(entry(), null, 'P').category).toBe('Harbour');
    expect(toFeedArticle(entry({ categories: [] }), null, 'Morning Post').category).toBe('Morning Post');
  });

  it('writes a summary-only entry as a paragraph (escaped), a headline-only one as its link, and refuses an entry with nothing to show', () => {
    expect(toFeedArticle(entry({ bodyHtml: '', summary: 'a < b' }), null, 'P').body).toBe('<p>a &lt; b</p>');
    expect(toFeedArticle(entry({ bodyHtml: '', summary: '', title: 'Rain & wind' }), null, 'P').body).toBe('<p><a href="https://news.example/a">Rain &amp; wind</a></p>');
    expect(() => toFeedArticle(entry({ title: '  ' }), null, 'P')).toThrow('title');
    expect(() => toFeedArticle(entry({ bodyHtml: '', summary: '', link: null }), null, 'P')).toThrow('no body, no summary and no link');
    expect(() => toFeedArticle(entry({ bodyHtml: 'x'.repeat(200_001) }), null, 'P')).toThrow('body');
  });

  it('hashes what the story shows: the same entry the same, any shown change different', async () => {
    const base = await feedContentHash(toFeedArticle(entry(), null, 'P'));
    expect(await feedContentHash(toFeedArticle(entry(), null, 'P'))).toBe(base);
    expect(await feedContentHash(toFeedArticle(entry({ bodyHtml: '<p>Body!</p>' }), null, 'P'))).not.toBe(base);
    expect(await feedContentHash(toFeedArticle(entry({ image: null }), null, 'P'))).not.toBe(base);
  });
});
