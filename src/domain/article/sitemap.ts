// Sitemaps for crawlers: a per-market sitemap of article pages and a news sitemap of the last
// 48 hours (sitemaps.org and Google News formats). Pure: the endpoints fetch, these write XML.
import type { ContentLanguage } from '#/markets.ts';

/** Google News keeps articles of the last two days. */
export const NEWS_WINDOW_MS = 48 * 3_600_000;
/** Newest articles per market sitemap (the format allows 50,000; we keep it cheap to render). */
export const SITEMAP_LIMIT = 1000;

/** Language codes Google News expects for each content language. */
export const NEWS_LANGUAGE: Readonly<Record<ContentLanguage, string>> = { 'zh-Hant': 'zh-tw', id: 'id', th: 'th', ja: 'ja' };

export function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

const iso = (ms: number) => new Date(ms).toISOString();

export function sitemapXml(entries: { loc: string; lastmod: number }[]): string {
  const urls = entries.map((e) => `<url><loc>${escapeXml(e.loc)}</loc><lastmod>${iso(e.lastmod)}</lastmod></url>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>\n`;
}

export function newsSitemapXml(
  entries: { loc: string; title: string; publishTime: number }[],
  publication: { name: string; language: string },
): string {
  const pub = `<news:publication><news:name>${escapeXml(publication.name)}</news:name><news:language>${publication.language}</news:language></news:publication>`;
  const urls = entries
    .map(
      (e) =>
        `<url><loc>${escapeXml(e.loc)}</loc><news:news>${pub}<news:publication_date>${iso(e.publishTime)}</news:publication_date><news:title>${escapeXml(e.title)}</news:title></news:news></url>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">${urls}</urlset>\n`;
}

/** robots.txt: everything readable except the API and preview paths; every market's sitemaps. */
export function robotsTxt(home: string, countries: readonly string[]): string {
  const base = home.replace(/\/$/, '');
  const lines = ['User-agent: *', 'Allow: /', 'Disallow: /webapi/', 'Disallow: /preview/', ''];
  for (const c of countries) lines.push(`Sitemap: ${base}/${c}/sitemap.xml`, `Sitemap: ${base}/${c}/sitemap-news.xml`);
  return `${lines.join('\n')}\n`;
}
