// Article HTML as it goes out to readers. The stored body is render-ready (prepareArticleHtml in
// preparedHtml.ts sanitised and post-processed it when it was written); here it is only checked
// (a body failing the check is refused with ArticleHtmlRefused, never re-sanitised) and given what
// depends on the reader: frame titles and the 18+ mask label in the page's language, and the mask
// on every figure of an age-limited article. Then <video> and article-reference figures are cut
// out as segments the page renders as interactive components.
import { decodeAttribute, preparedBody } from './preparedHtml.ts';
import { linkAttributes, linkOpeningMode, recogniseLink, type LinkEnvironment } from '#/domain/content/links.ts';

export { FALLBACK_IMAGE, placeholderBox } from './preparedHtml.ts';

export interface RenderLabels {
  /** Accessible name of an embedded frame, given its host. */
  frameTitle: (host: string) => string;
  /** Text of the 18+ mask over restricted images. */
  restricted?: string;
  /**
   * Links are recognised (content-spec §5) and given their opening mode for the reader's
   * environment (shell-spec §3): the page's origin tells the portal's own links apart.
   */
  links?: { pageOrigin: string; env: LinkEnvironment };
}

export interface RenderOptions {
  /** Every image is restricted (age-limited article), not only figures marked data-restrict. */
  restrictAll?: boolean;
}

function hostOf(src: string | undefined): string {
  try {
    return src ? new URL(src).hostname : '';
  } catch {
    return '';
  }
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A stored (prepared) body as the page shows it. Throws ArticleHtmlRefused when the body fails
 * the invariant check. Only opening <iframe> and <figure> tags change: attributes are appended,
 * none is read back except src (the check has vouched for the markup's shape).
 */
export function renderArticleHtml(stored: string, labels: RenderLabels, opts: RenderOptions = {}): string {
  const mask = escapeAttribute(labels.restricted ?? '18+');
  const links = labels.links;
  return preparedBody(stored).replace(/<(iframe|figure|a)((?:\s[^>]*)?)>/g, (tag, name: string, attrs: string) => {
    if (name === 'a') return links ? linkTag(attrs, links) : tag;
    if (name === 'iframe') {
      const src = /\ssrc="([^"]*)"/.exec(attrs)?.[1];
      return `<iframe${attrs} title="${escapeAttribute(labels.frameTitle(hostOf(src === undefined ? undefined : decodeAttribute(src))))}">`;
    }
    const marked = /\sdata-restricted="true"/.test(attrs);
    if (!marked && !opts.restrictAll) return tag;
    return `<figure${attrs}${marked ? '' : ' data-restricted="true"'} data-mask-label="${mask}">`;
  });
}

/** An `<a>` with its address, kind and opening mode; a link that is none keeps only its text's anchor. */
function linkTag(attrs: string, links: NonNullable<RenderLabels['links']>): string {
  const href = /\shref="([^"]*)"/.exec(attrs)?.[1];
  const link = href === undefined ? null : recogniseLink(decodeAttribute(href), links.pageOrigin);
  const kept = attrs.replace(/\s(?:href|target|rel)="[^"]*"/g, '');
  if (!link) return `<a${kept}>`;
  const added = Object.entries(linkAttributes(link, linkOpeningMode(link, links.env)))
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  return `<a${kept}${added}>`;
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

function attributesOf(openTag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of openTag.matchAll(/\s([a-zA-Z0-9_-]+)="([^"]*)"/g)) out[m[1]!] = decodeAttribute(m[2]!);
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
