// What crawlers read about an article: JSON-LD NewsArticle and the Open Graph / card tags.
// Pure; the canonical and the AMP page both render it.
import type { Market } from '#/markets.ts';
import { isoInTimeZone } from '#/domain/shell/formatTime.ts';
import { imageUrl } from './imageUrl.ts';
import { AGE_LIMIT_SHARE_IMAGE, isAgeLimited } from './articlePage.ts';
import type { ArticleData } from '#functions/webapi/schemas/content.ts';

export interface CrawlerContext {
  market: Pick<Market, 'siteName' | 'timeZone' | 'lang'>;
  /** Absolute home address (no trailing slash). */
  home: string;
  mediaBase: string;
  canonical: string;
}

interface ShareImage {
  url: string;
  width: number;
  height: number;
}

/** Makes a media or site path absolute against the home address. */
function absoluteUrl(home: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${home.replace(/\/$/, '')}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** The share image: the placeholder for age-limited articles, else the article's thumbnail. */
export function shareImage(article: Pick<ArticleData, 'ageLimit' | 'thumbnail'>, home: string, mediaBase: string): ShareImage | null {
  if (isAgeLimited(article)) return { url: absoluteUrl(home, AGE_LIMIT_SHARE_IMAGE), width: 1200, height: 630 };
  if (!article.thumbnail) return null;
  return { url: absoluteUrl(home, imageUrl(mediaBase, article.thumbnail.hash, 'w1200')), width: 1200, height: 675 };
}

/** Images for structured data: every article picture at full width, none for age-limited ones. */
function articleImages(article: ArticleData, ctx: CrawlerContext): string[] {
  if (isAgeLimited(article)) return [absoluteUrl(ctx.home, AGE_LIMIT_SHARE_IMAGE)];
  const hashes = [
    ...(article.thumbnail ? [article.thumbnail.hash] : []),
    ...(article.media?.type === 'GALLERY' ? article.media.items.map((i) => i.hash) : []),
  ];
  return [...new Set(hashes)].map((h) => absoluteUrl(ctx.home, imageUrl(ctx.mediaBase, h, 'w1200')));
}

/** Google limits headlines to 110 characters. */
const HEADLINE_MAX = 110;

export function newsArticleJsonLd(article: ArticleData, ctx: CrawlerContext): Record<string, unknown> {
  const { market } = ctx;
  const publisherLogo = article.publisher.logoHash
    ? absoluteUrl(ctx.home, imageUrl(ctx.mediaBase, article.publisher.logoHash, 'f396'))
    : absoluteUrl(ctx.home, '/favicon.svg');
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    mainEntityOfPage: { '@type': 'WebPage', '@id': ctx.canonical },
    url: ctx.canonical,
    headline: [...article.title].slice(0, HEADLINE_MAX).join(''),
    description: article.summary,
    image: articleImages(article, ctx),
    datePublished: isoInTimeZone(article.publishTime, market.timeZone),
    dateModified: isoInTimeZone(Math.max(article.updateTime, article.publishTime), market.timeZone),
    inLanguage: market.lang,
    articleSection: article.categoryName,
    keywords: article.tags.join(', '),
    isAccessibleForFree: true,
    ...(article.author ? { author: [{ '@type': 'Person', name: article.author }] } : { author: [{ '@type': 'Organization', name: article.publisher.name }] }),
    publisher: {
      '@type': 'Organization',
      name: article.publisher.name,
      logo: { '@type': 'ImageObject', url: publisherLogo },
    },
  };
}

/** JSON for a <script type="application/ld+json">: '<' escaped so the text cannot close the tag. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export interface MetaTag {
  property?: string;
  name?: string;
  content: string;
}

/** Open Graph and card tags of shell-spec §2 (page head), for an article. */
export function articleMetaTags(article: ArticleData, ctx: CrawlerContext): MetaTag[] {
  const image = shareImage(article, ctx.home, ctx.mediaBase);
  const tags: MetaTag[] = [
    { property: 'og:type', content: 'article' },
    { property: 'og:site_name', content: ctx.market.siteName },
    { property: 'og:url', content: ctx.canonical },
    { property: 'og:title', content: article.title },
    { property: 'og:description', content: article.summary },
    { property: 'article:published_time', content: isoInTimeZone(article.publishTime, ctx.market.timeZone) },
    { property: 'article:modified_time', content: isoInTimeZone(Math.max(article.updateTime, article.publishTime), ctx.market.timeZone) },
    { property: 'article:section', content: article.categoryName },
    ...article.tags.map((tag) => ({ property: 'article:tag', content: tag })),
    // The author's bare name (the page's byline reads 'by …' in the reader's language).
    ...(article.author ? [{ name: 'author', content: article.author }] : []),
    { name: 'news_keywords', content: article.tags.join(', ') },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: article.title },
    { name: 'twitter:description', content: article.summary },
  ];
  if (image) {
    tags.push(
      { property: 'og:image', content: image.url },
      { property: 'og:image:width', content: String(image.width) },
      { property: 'og:image:height', content: String(image.height) },
      { name: 'twitter:image', content: image.url },
    );
  }
  return tags;
}
