// The leaves of the one article tree (ArticleView.astro), per render target, after BBC Simorgh:
// the tree is shared; only leaves differ, X.astro beside X.amp.astro. A page passes the leaf set
// of its target, so its module graph holds only that target's leaves: an AMP page never pulls in
// the canonical leaves' styles, islands or scripts. Leaves marked optional exist only on the
// canonical page. The AMP set is articleLeaves.amp.ts.
import type { Market } from '#/markets.ts';
import type { PageContext } from '#/loaders/pageContext.ts';
import type { ArticleData, RawModule } from '#functions/webapi/schemas/content.ts';
import type { GalleryLabels, GalleryProps } from '#/islands/Gallery.island.tsx';
import type { RenderTarget } from '#/domain/article/articleBody.ts';
import type { CommentSetting } from '#/domain/article/articlePage.ts';
import type { PlayMode } from '#/domain/article/videoOptions.ts';
import ArticleVideo from './ArticleVideo.astro';
import type { LiveTrackingTarget } from '#/domain/article/liveTracking.ts';
import ArticleImage from './ArticleImage.astro';
import ArticleBody from './ArticleBody.astro';
import ArticleAlbum from './ArticleAlbum.astro';
import ArticlePoll from './ArticlePoll.astro';
import type { PollSummary } from '#functions/webapi/schemas/content.ts';
import ArticleShare from './ArticleShare.astro';
import ReactionBar from './ReactionBar.astro';
import CommentsButton from './CommentsButton.astro';
import ArticleRelated from './ArticleRelated.astro';
import ArticleIslands from './ArticleIslands.astro';
import AdModule from './ads/AdModule.astro';
import type { AdModuleConfig } from '#/domain/ads/types.ts';
import type { AdPageContext } from '#/browser/ads/adContext.ts';

/** What the gallery of an album or of the body images shows around its photos. */
export interface GalleryContext {
  mediaBase: string;
  title: string;
  publisher: string;
  publishTime: string;
  publishTimeIso: string;
  trackingPage: string;
  labels: GalleryLabels;
}

export interface VideoLeafProps {
  market: Market;
  mediaBase: string;
  mediaHash: string;
  posterHash: string | null;
  width: number | null;
  height: number | null;
  title: string;
  /** The video's id when known (the article's own stream); body videos are keyed by hash. */
  videoId: string | null;
  playMode?: PlayMode;
  /** The article's own stream of a live or archived broadcast: its plays are tracked. */
  live?: LiveTrackingTarget | null;
  /** The article's own (recorded) stream: a pre-roll may play before it, asked for this article's hash. */
  prerollFor?: string | null;
}

export interface ImageLeafProps {
  mediaBase: string;
  hash: string;
  restricted: boolean;
  maskLabel: string;
}

/** Wraps the body segments (a slot). */
export interface BodyLeafProps {
  images: { hash: string; alt: string }[];
}

export interface AlbumLeafProps {
  market: Market;
  mediaBase: string;
  items: { hash: string; caption: string; alt: string }[];
  restricted: boolean;
  maskLabel: string;
}

export interface ShareLeafProps {
  market: Market;
  /** The article's share link. */
  share: string;
  /** The canonical page's URL. */
  canonical: string;
  /** The article's title (the share sheet's text). */
  title: string;
}

/** The poll a POLL article is built around. */
export interface PollLeafProps {
  market: Market;
  poll: PollSummary;
  /** The section's accessible name. */
  label: string;
  /** Absolute address of the poll's embed page (the AMP frame loads it). */
  embedSrc: string;
}

type Leaf<P> = (props: P) => unknown;

export interface ArticleLeaves {
  target: RenderTarget;
  Video: Leaf<VideoLeafProps>;
  Image: Leaf<ImageLeafProps>;
  Body: Leaf<BodyLeafProps>;
  Album: Leaf<AlbumLeafProps>;
  Share: Leaf<ShareLeafProps>;
  Poll: Leaf<PollLeafProps>;
  Reactions?: Leaf<{ ctx: PageContext; article: Pick<ArticleData, 'id' | 'categoryId' | 'contentType'> }>;
  Comments?: Leaf<{ ctx: PageContext; article: Pick<ArticleData, 'id' | 'hash'>; count: number }>;
  Related?: Leaf<{ modules: RawModule[]; market: Market; mediaBase: string }>;
  /** The comment setting for the overlay, the gallery island and the article's image script. */
  Islands?: Leaf<{ comments: CommentSetting; galleries: Record<string, GalleryProps>; restricted: boolean }>;
  /** An ad module (the canonical page's AdModule; AMP's amp-ad only when AMP_AD_TYPE is configured). */
  Ad?: Leaf<{ config: AdModuleConfig; market: Market; page: AdPageContext; class?: string }>;
}

/** The article's ad modules: in the body after the nth paragraph, and at the end; the gallery's. */
export interface ArticleAds {
  body: AdModuleConfig[];
  end: AdModuleConfig[];
  gallery?: AdModuleConfig;
  page: AdPageContext;
}

export const CANONICAL_LEAVES: ArticleLeaves = {
  target: 'canonical',
  Video: ArticleVideo,
  Image: ArticleImage,
  Body: ArticleBody,
  Album: ArticleAlbum,
  Share: ArticleShare,
  Poll: ArticlePoll,
  Reactions: ReactionBar,
  Comments: CommentsButton,
  Related: ArticleRelated,
  Islands: ArticleIslands,
  Ad: AdModule,
};
