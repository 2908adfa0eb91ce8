// The ad kind of a page (shell-spec §4): topic, general, article (only on the article's main
// route), fortune draw, else default. The ad libraries pick their layout by it.

export const AD_KINDS = ['topic', 'general', 'article', 'fortuneDraw', 'default'] as const;
export type AdKind = (typeof AD_KINDS)[number];

/** The route names (src/domain/routing/routes.ts) of the article's main page and the fortune draw. */
const ARTICLE_MAIN_ROUTE = 'article';
const FORTUNE_DRAW_ROUTE = 'fortuneDraw';

export function adKindForPage(pageType: string, routeName?: string): AdKind {
  if (pageType === 'topic') return 'topic';
  if (pageType === 'general') return 'general';
  if (pageType === 'article' && (routeName ?? ARTICLE_MAIN_ROUTE) === ARTICLE_MAIN_ROUTE) return 'article';
  if (pageType === FORTUNE_DRAW_ROUTE || routeName === FORTUNE_DRAW_ROUTE) return 'fortuneDraw';
  return 'default';
}
