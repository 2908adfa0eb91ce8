// What a page tells the ad layer about itself, rendered on each module (data-ad-page): the page type
// (the ad kind and the first-party server's targeting), the category, and on articles the article's
// ad context (shell-spec §3). Types only: the server component and the browser share them.
import type { ArticleAdContext } from '#/domain/ads/targeting.ts';

export interface AdPageContext {
  /** portal, listing, article, gallery (the house server's page types). */
  pageType: 'portal' | 'listing' | 'article' | 'gallery';
  /** The route's name, for the ad kind of a page (shell-spec §4): e.g. 'article', 'topic', 'fortuneDraw'. */
  routeName?: string;
  category?: string;
  article?: ArticleAdContext;
}

/** As rendered: the page context and its market. */
export type RenderedAdPage = AdPageContext & { country: string };

/**
 * The deployment's third-party SDK configuration as rendered on each module (data-ad-sdk): the SDK
 * addresses, the ad host of the messenger-ad SDK's friendship calls, and the release channel (the
 * Worker var RELEASE_CHANNEL; absent: the production release).
 */
export interface BrowserAdSdk {
  gpt?: string;
  lad?: string;
  gfp?: string;
  adHost?: string;
  channel?: string;
}
