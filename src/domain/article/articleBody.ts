// The article body for a render target: the sanitised HTML split into segments (HTML, body videos,
// references to other articles), its images (the body gallery), and for AMP the HTML rewritten to
// AMP HTML with the extension scripts the page must load. Pure; one call per page.
import type { ArticleData } from '#functions/webapi/schemas/content.ts';
import { bodyImages, renderArticleHtml, splitArticleHtml, type BodySegment, type RenderLabels } from './articleHtml.ts';
import { isAgeLimited } from './articlePage.ts';
import { toAmpHtml, type AmpExtension } from './ampHtml.ts';

/** Where a page renders: the canonical page or its AMP twin (the leaves differ, the tree does not). */
export type RenderTarget = 'canonical' | 'amp';

export interface ArticleBody {
  segments: BodySegment[];
  images: { hash: string; alt: string }[];
  /** AMP extension scripts the article needs (always empty for the canonical target). */
  extensions: AmpExtension[];
}

export function articleBody(data: Pick<ArticleData, 'content' | 'ageLimit' | 'media'>, labels: RenderLabels, target: RenderTarget): ArticleBody {
  const rendered = renderArticleHtml(data.content, labels, { restrictAll: isAgeLimited(data) });
  const images = bodyImages(rendered);
  const split = splitArticleHtml(rendered);
  if (target === 'canonical') return { segments: split, images, extensions: [] };
  const extensions = new Set<AmpExtension>();
  const segments = split.map((s): BodySegment => {
    if (s.kind !== 'html') return s;
    const amp = toAmpHtml(s.html, labels);
    amp.extensions.forEach((e) => extensions.add(e));
    return { kind: 'html', html: amp.html };
  });
  if (data.media?.type === 'HLS' || segments.some((s) => s.kind === 'video')) extensions.add('amp-video');
  return { segments, images, extensions: [...extensions] };
}
