// The copy-paste snippet publishers put on their pages: the embed page in an <iframe> and the
// portal's /embed.js, which resizes that frame to its content (accepting size messages only from
// the portal's origin and from that frame). Pure: used by the oEmbed answer and EmbedFrame.astro.

/** Stable path of the host-page script (public/embed.js). */
const EMBED_SCRIPT_PATH = '/embed.js';

interface EmbedSnippetOptions {
  /** Absolute http(s) URL of the embed page. */
  src: string;
  /** Accessible name of the frame. */
  title: string;
  /** Height in CSS pixels before the content reports its own. */
  height: number;
  /** Widest the frame may get, in CSS pixels; it fills its container up to that. */
  maxWidth?: number;
}

export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function absoluteHttpUrl(src: string): URL {
  const url = new URL(src);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`embed URL must be http(s): ${src}`);
  return url;
}

/** The /embed.js URL on the embed page's own origin: the script trusts messages from that origin only. */
export function embedScriptUrl(src: string): string {
  return new URL(EMBED_SCRIPT_PATH, absoluteHttpUrl(src).origin).href;
}

const px = (n: number, fallback: number) => (Number.isFinite(n) && n > 0 ? Math.round(n) : fallback);

/** The <iframe> alone (for pages that load /embed.js once themselves). */
export function embedFrameHtml({ src, title, height, maxWidth }: EmbedSnippetOptions): string {
  const url = absoluteHttpUrl(src);
  const style = `width:100%;${maxWidth ? `max-width:${px(maxWidth, 560)}px;` : ''}border:0;display:block`;
  return (
    `<iframe src="${escapeAttribute(url.href)}" title="${escapeAttribute(title)}" width="100%" height="${px(height, 320)}" ` +
    `style="${style}" loading="lazy" scrolling="no" allow="autoplay; fullscreen; picture-in-picture" allowfullscreen data-portal-embed></iframe>`
  );
}

/** The whole snippet: the frame and the resize script from the portal's origin. */
export function embedSnippet(options: EmbedSnippetOptions): string {
  return `${embedFrameHtml(options)}\n<script async src="${escapeAttribute(embedScriptUrl(options.src))}"></script>`;
}
