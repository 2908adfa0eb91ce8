// The videos of an article in page order, for /v2/embed/{hash}/v/{index}: the article's own stream
// first (video and live articles), then the <video> elements of its body. Index 0 is the first.
import type { ArticleData } from '#functions/webapi/schemas/content.ts';
import { isAgeLimited } from './articlePage.ts';
import { renderArticleHtml, splitArticleHtml } from './articleHtml.ts';

interface EmbedVideo {
  mediaHash: string;
  posterHash: string | null;
  width: number | null;
  height: number | null;
  /** The article's id for its own stream (watch logs use it); body videos are keyed by hash. */
  videoId: string | null;
}

export function articleVideos(article: Pick<ArticleData, 'id' | 'content' | 'media' | 'thumbnail' | 'ageLimit'>): EmbedVideo[] {
  // Age-limited articles never show a poster before the reader asks (as on the article page).
  const restricted = isAgeLimited(article);
  const videos: EmbedVideo[] = [];
  if (article.media?.type === 'HLS') {
    videos.push({
      mediaHash: article.media.hash,
      posterHash: restricted ? null : (article.thumbnail?.hash ?? null),
      width: article.media.width,
      height: article.media.height,
      videoId: String(article.id),
    });
  }
  // Only the <video> segments are used: frame titles and mask labels do not matter here.
  for (const segment of splitArticleHtml(renderArticleHtml(article.content, { frameTitle: () => '' }))) {
    if (segment.kind !== 'video') continue;
    videos.push({ mediaHash: segment.hash, posterHash: restricted ? null : segment.thumbHash, width: segment.width, height: segment.height, videoId: null });
  }
  return videos;
}

/** The index-th video; null for a malformed or out-of-range index. */
export function videoAt(videos: readonly EmbedVideo[], index: string): EmbedVideo | null {
  if (!/^\d{1,3}$/.test(index)) return null;
  return videos[Number(index)] ?? null;
}
