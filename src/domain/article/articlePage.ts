// Rules of the article page (content-spec §3, §4): how each content type is presented, lite
// status, comment setting, share link and share image. Pure; the page and AMP page both use them.
import type { Market } from '#/markets.ts';
import type { ArticleData, RawModule } from '#functions/webapi/schemas/content.ts';

/** How the page presents an article's media, by content type and the media it carries. */
type ArticlePresentation = 'video' | 'album' | 'live' | 'standard';


export function presentationOf(article: Pick<ArticleData, 'contentType' | 'media'>): ArticlePresentation {
  if (article.contentType === 'LIVE') return 'live';
  if (article.media?.type === 'HLS') return 'video';
  if (article.contentType === 'ALBUM' && article.media?.type === 'GALLERY' && article.media.items.length > 0) return 'album';
  return 'standard';
}

/**
 * Article view types (content-spec §3 "View type is topic or lite"), asked for with the `view` query
 * parameter (content-spec §2, the article call's `view` of §7): topic shows a TOPIC article with the
 * modules of its topic page (a TOPIC article's default); lite shows the story alone as an article,
 * its modules lite (so the page is lite, content-spec §4), never as a topic view.
 */
export const ARTICLE_VIEW_TYPES = ['topic', 'lite'] as const;
export type ArticleViewType = (typeof ARTICLE_VIEW_TYPES)[number];

/** The current view (the `view` query value the query rules stored) when it is an article view type. */
export function articleViewOf(view: string | null | undefined): ArticleViewType | null {
  return (ARTICLE_VIEW_TYPES as readonly string[]).includes(view ?? '') ? (view as ArticleViewType) : null;
}

/** Commercial content (content-spec §2's commercial-content article): an ADVERTORIAL story, by type or sub-type. */
export function isCommercialContent(article: Pick<ArticleData, 'contentType' | 'subType'>): boolean {
  return article.contentType === 'ADVERTORIAL' || article.subType === 'ADVERTORIAL';
}

/** Content types whose page is built around a player (page-view payloads mark them as video pages). */
/** An article is lite when any of its page modules is of view type LITE. */
export function isLiteArticle(modules: readonly Pick<RawModule, 'viewType'>[]): boolean {
  return modules.some((m) => m.viewType === 'LITE');
}

export interface CommentSetting {
  key: string;
  country: string;
  articleId: number;
  postId: number;
  categoryId: string;
  postType: 'article';
  hash: string;
}

/** content-spec §3: key ARTICLE_{id}, country upper case, categoryId as a string. */
export function commentSetting(article: Pick<ArticleData, 'id' | 'categoryId' | 'hash'>, market: Pick<Market, 'code'>): CommentSetting {
  return {
    key: `ARTICLE_${article.id}`,
    country: market.code.toUpperCase(),
    articleId: article.id,
    postId: article.id,
    categoryId: String(article.categoryId),
    postType: 'article',
    hash: article.hash,
  };
}

/**
 * Share link: the market's home address ({home}/{country}) + /v2/article/{hash}, or + /article/{hash}
 * for markets with rootArticleShareLink (spot).
 */
export function shareLink(home: string, market: Pick<Market, 'code' | 'features'>, hash: string): string {
  const marketHome = `${home.replace(/\/$/, '')}/${market.code}`;
  return market.features.rootArticleShareLink ? `${marketHome}/article/${hash}` : `${marketHome}/v2/article/${hash}`;
}

/** Share image for age-limited articles: never the article's own picture. */
export const AGE_LIMIT_SHARE_IMAGE = '/meta/age-limited.png';
const AGE_LIMIT = 18;

export function isAgeLimited(article: Pick<ArticleData, 'ageLimit'>): boolean {
  return article.ageLimit >= AGE_LIMIT;
}
