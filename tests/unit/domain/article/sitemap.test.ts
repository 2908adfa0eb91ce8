import { describe, expect, it } from 'vitest';
import { escapeXml, newsSitemapXml, robotsTxt, sitemapXml } from '#/domain/article/sitemap.ts';

describe('sitemaps and robots.txt', () => {
  it('list URLs with their last change', () => {
    expect(sitemapXml([{ loc: 'https://x.example/tw/v2/article/a?b=1&c=2', lastmod: Date.UTC(2026, 0, 1) }])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://x.example/tw/v2/article/a?b=1&amp;c=2</loc><lastmod>2026-01-01T00:00:00.000Z</lastmod></url></urlset>\n',
    );
  });

  it('write news entries with publication, language, date and escaped title', () => {
    const xml = newsSitemapXml([{ loc: 'https://x.example/a', title: 'A & <B>', publishTime: 0 }], { name: '今日新聞', language: 'zh-tw' });
    expect(xml).toContain('xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"');
    expect(xml).toContain('<news:name>今日新聞</news:name><news:language>zh-tw</news:language>');
    expect(xml).toContain('<news:publication_date>1970-01-01T00:00:00.000Z</news:publication_date><news:title>A &amp; &lt;B&gt;</news:title>');
    expect(escapeXml(`"'`)).toBe('&quot;&apos;');
  });

  it('keep crawlers out of the API and preview and point at every sitemap', () => {
    const txt = robotsTxt('https://x.example/', ['tw', 'th']);
    expect(txt.split('\n')).toEqual([
      'User-agent: *', 'Allow: /', 'Disallow: /webapi/', 'Disallow: /preview/', '',
      'Sitemap: https://x.example/tw/sitemap.xml', 'Sitemap: https://x.example/tw/sitemap-news.xml',
      'Sitemap: https://x.example/th/sitemap.xml', 'Sitemap: https://x.example/th/sitemap-news.xml', '',
    ]);
  });
});
