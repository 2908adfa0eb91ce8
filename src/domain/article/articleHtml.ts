// Article HTML as it goes out to readers: sanitised again (content-spec §5), then post-processed:
// images lazy-load with a fallback on error and size placeholders, restricted figures get the 18+
// mask, frames get an accessible title, and <video> and article-reference figures are cut out as
// segments the page renders as interactive components.
import sanitizeHtml from 'sanitize-html';
import { sanitizeArticleHtml } from './sanitize.ts';

/** Shown in place of an article image that fails to load (shell-spec: error image). */
export const FALLBACK_IMAGE = '/fallback-image.svg';

export interface RenderLabels {
  /** Accessible name of an embedded frame, given its host. */
  frameTitle: (host: string) => string;
  /** Text of the 18+ mask over restricted images. */
  restricted?: string;
}

export interface RenderOptions {
  /** Every image is restricted (age-limited article), not only figures marked data-restrict. */
  restrictAll?: boolean;
}

/** Size placeholders only when both data-width and data-height are valid non-zero numbers. */
export function placeholderBox(width: string | undefined, height: string | undefined): { width: number; height: number } | null {
  const w = Number(width);
  const h = Number(height);
  return width && height && Number.isFinite(w) && Number.isFinite(h) && w > 0 && h > 0 ? { width: w, height: h } : null;
}

function hostOf(src: string | undefined): string {
  try {
    return src ? new URL(src).hostname : '';
  } catch {
    return '';
  }
}

const isTrue = (v: string | undefined) => v !== undefined && v !== 'false' && v !== '0';

export function renderArticleHtml(html: string, labels: RenderLabels, opts: RenderOptions = {}): string {
  // Stored images (with a media hash) open the gallery at their position among the body's images.
  let galleryIndex = 0;
  return sanitizeHtml(sanitizeArticleHtml(html), {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: false,
    transformTags: {
      // Whole-document wrappers the allow-list keeps become plain blocks inside the page.
      html: 'div',
      body: 'div',
      img: (tagName, attribs) => {
        const box = placeholderBox(attribs['data-width'], attribs['data-height']);
        const size: Record<string, string> = box ? { width: String(box.width), height: String(box.height) } : {};
        const gallery: Record<string, string> = attribs['data-hashid'] ? { 'data-gallery-index': String(galleryIndex++) } : {};
        // The page's error listener swaps in data-fallback (no inline handlers in article markup).
        return {
          tagName,
          attribs: { ...attribs, ...size, loading: 'lazy', decoding: 'async', 'data-fallback': FALLBACK_IMAGE, ...gallery },
        };
      },
      figure: (tagName, attribs) =>
        opts.restrictAll || isTrue(attribs['data-restrict'])
          ? { tagName, attribs: { ...attribs, 'data-restricted': 'true', 'data-mask-label': labels.restricted ?? '18+' } }
          : { tagName, attribs },
      iframe: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, title: labels.frameTitle(hostOf(attribs.src)), loading: 'lazy' },
      }),
    },
  });
}

/** Stored images of the rendered body, in order, for the gallery (hash and alt text). */
export function bodyImages(rendered: string): { hash: string; alt: string }[] {
  const out: { hash: string; alt: string }[] = [];
  for (const m of rendered.matchAll(/<img\b[^>]*>/g)) {
    const attrs = attributesOf(m[0]);
    if (attrs['data-hashid'] && attrs['data-gallery-index'] !== undefined) out.push({ hash: attrs['data-hashid'], alt: attrs.alt ?? '' });
  }
  return out;
}

export type BodySegment =
  | { kind: 'html'; html: string }
  | {
      kind: 'video';
      hash: string;
      thumbHash: string | null;
      width: number | null;
      height: number | null;
      duration: number | null;
    }
  | { kind: 'articleRef'; hash: string; title: string };

function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function attributesOf(openTag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of openTag.matchAll(/\s([a-zA-Z0-9_-]+)="([^"]*)"/g)) out[m[1]!] = decodeEntities(m[2]!);
  return out;
}

const HASH = /^[A-Za-z0-9_-]{1,64}$/;
const num = (v: string | undefined) => (v !== undefined && Number.isFinite(Number(v)) && Number(v) > 0 ? Number(v) : null);

// Operates on sanitize-html's own serialisation (double-quoted, entity-encoded attributes).
const COMPONENTS = /<video\b[^>]*>[\s\S]*?<\/video>|<figure\b[^>]*\sref-article-hash="[^"]*"[^>]*>[\s\S]*?<\/figure>/g;

/**
 * Splits rendered article HTML into plain HTML and the components the page mounts in their place:
 * body videos (by media hash) and references to other articles. Unusable references stay as HTML.
 */
export function splitArticleHtml(rendered: string): BodySegment[] {
  const segments: BodySegment[] = [];
  let last = 0;
  for (const match of rendered.matchAll(COMPONENTS)) {
    const attrs = attributesOf(match[0].slice(0, match[0].indexOf('>') + 1));
    let segment: BodySegment | null = null;
    if (match[0].startsWith('<video')) {
      if (attrs['data-hashid'] && HASH.test(attrs['data-hashid'])) {
        const thumb = attrs['data-thumb-hashid'];
        segment = {
          kind: 'video',
          hash: attrs['data-hashid'],
          thumbHash: thumb && HASH.test(thumb) ? thumb : null,
          width: num(attrs['data-width']),
          height: num(attrs['data-height']),
          duration: num(attrs['data-duration']),
        };
      }
    } else if (HASH.test(attrs['ref-article-hash'] ?? '')) {
      segment = { kind: 'articleRef', hash: attrs['ref-article-hash']!, title: attrs['ref-article-title'] ?? '' };
    }
    if (!segment) continue;
    if (match.index > last) segments.push({ kind: 'html', html: rendered.slice(last, match.index) });
    segments.push(segment);
    last = match.index + match[0].length;
  }
  if (last < rendered.length) segments.push({ kind: 'html', html: rendered.slice(last) });
  return segments;
}
