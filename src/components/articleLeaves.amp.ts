// The AMP leaf set of the article tree (see articleLeaves.ts): amp-img, amp-video, amp-ad (only
// when configured), no islands, no scripts, no styles of their own (the Amp layout inlines
// src/styles/amp.css).
import type { ArticleLeaves } from './articleLeaves.ts';
import ArticleVideo from './ArticleVideo.amp.astro';
import ArticleImage from './ArticleImage.amp.astro';
import ArticleBody from './ArticleBody.amp.astro';
import ArticleAlbum from './ArticleAlbum.amp.astro';
import ArticleShare from './ArticleShare.amp.astro';
import ArticlePoll from './ArticlePoll.amp.astro';
import AmpAd from './ads/AmpAd.amp.astro';

export const AMP_LEAVES: ArticleLeaves = {
  target: 'amp',
  Video: ArticleVideo,
  Image: ArticleImage,
  Body: ArticleBody,
  Album: ArticleAlbum,
  Share: ArticleShare,
  Poll: ArticlePoll,
  Ad: AmpAd,
};
