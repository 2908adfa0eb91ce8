// The AMP form of an embed: <amp-iframe> (needs the amp-iframe extension script in the head), sandboxed,
// resizable (the embed page posts AMP's embed-size message when loaded with #amp=1, which amp-iframe
// appends), with a placeholder (so it may sit near the top) and the overflow 'read more' button AMP
// shows when it refuses a resize. AMP frames must be https; anything else becomes a plain link. Pure.
import { escapeAttribute } from '#/domain/embeds/embedSnippet.ts';
import type { AmpExtension } from './ampHtml.ts';

export const EMBED_FRAME_AMP_EXTENSION: AmpExtension = 'amp-iframe';

interface AmpEmbedFrameOptions {
  src: string;
  title: string;
  height: number;
  /** Width of the box the responsive layout scales from (the frame always fills its column). */
  width?: number;
  labels: { readMore: string; loading: string };
}

const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Whether the AMP form can load this URL (amp-iframe loads https only). */
function ampFrameable(src: string): boolean {
  try {
    return new URL(src).protocol === 'https:';
  } catch {
    return false;
  }
}

/** The extensions a page holding a frame of `src` must load (none where it becomes a link). */
export function ampEmbedFrameExtensions(src: string): AmpExtension[] {
  return ampFrameable(src) ? [EMBED_FRAME_AMP_EXTENSION] : [];
}

export function ampEmbedFrameHtml({ src, title, height, width = 360, labels }: AmpEmbedFrameOptions): string {
  if (!ampFrameable(src)) return `<p class="embed-frame__link"><a href="${escapeAttribute(src)}">${escapeText(title)}</a></p>`;
  const h = Number.isFinite(height) && height > 0 ? Math.round(height) : 320;
  return (
    `<amp-iframe src="${escapeAttribute(src)}" title="${escapeAttribute(title)}" width="${Math.round(width)}" height="${h}" layout="responsive" ` +
    `sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-forms" resizable frameborder="0">` +
    `<div placeholder class="embed-frame__placeholder">${escapeText(labels.loading)}</div>` +
    `<div overflow tabindex="0" role="button" aria-label="${escapeAttribute(labels.readMore)}" class="embed-frame__more">${escapeText(labels.readMore)}</div>` +
    `</amp-iframe>`
  );
}
