// Rendered article HTML (renderArticleHtml's output) rewritten for AMP: img → amp-img,
// https iframes → amp-iframe, no inline styles, no attributes AMP does not know. Pure.
import sanitizeHtml from 'sanitize-html';
import { FALLBACK_IMAGE, placeholderBox } from './articleHtml.ts';

/** Extension components the converted HTML may use; each needs its script in the head. */
export type AmpExtension = 'amp-iframe' | 'amp-video' | 'amp-ad';

interface AmpHtml {
  html: string;
  extensions: Set<AmpExtension>;
}

/** The box an image without valid data-width/data-height gets: the stored w644 size. */
const DEFAULT_BOX = { width: 644, height: 362 };

const dataAttributes = (attribs: Record<string, string>) =>
  Object.fromEntries(Object.entries(attribs).filter(([k]) => k.startsWith('data-') && k !== 'data-fallback'));

export function toAmpHtml(rendered: string, labels: { frameTitle: (host: string) => string }): AmpHtml {
  const extensions = new Set<AmpExtension>();
  const html = sanitizeHtml(rendered, {
    allowedTags: [
      'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'br', 'em', 'p', 'strong', 'ul', 'li', 'ol', 'blockquote', 'figcaption',
      'div', 'span', 'i', 'u', 'b', 'a', 'figure', 'amp-img', 'amp-iframe',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'id', 'class'],
      figure: ['class', 'data-*'],
      'amp-img': ['src', 'alt', 'width', 'height', 'layout', 'class', 'data-*'],
      'amp-iframe': ['src', 'width', 'height', 'layout', 'sandbox', 'frameborder', 'title', 'placeholder'],
    },
    allowedSchemes: ['http', 'https'],
    allowedSchemesByTag: { 'amp-iframe': ['https'] },
    allowProtocolRelative: false,
    selfClosing: ['br'],
    transformTags: {
      html: 'div',
      body: 'div',
      img: (_tag, attribs) => {
        const box = placeholderBox(attribs['data-width'], attribs['data-height']) ?? DEFAULT_BOX;
        return {
          tagName: 'amp-img',
          attribs: {
            src: attribs.src ?? FALLBACK_IMAGE,
            alt: attribs.alt ?? '',
            width: String(box.width),
            height: String(box.height),
            layout: 'responsive',
            ...dataAttributes(attribs),
          },
        };
      },
      iframe: (_tag, attribs) => {
        const src = attribs.src ?? '';
        // Non-https frames are dropped by exclusiveFilter below and need no extension.
        if (/^https:\/\//i.test(src)) extensions.add('amp-iframe');
        const box = placeholderBox(attribs.width, attribs.height) ?? { width: 640, height: 360 };
        return {
          tagName: 'amp-iframe',
          attribs: {
            src,
            width: String(box.width),
            height: String(box.height),
            layout: 'responsive',
            sandbox: 'allow-scripts allow-same-origin allow-popups',
            frameborder: '0',
            title: attribs.title ?? labels.frameTitle(''),
          },
        };
      },
    },
    // Frames amp-iframe cannot load (not https) are dropped whole.
    exclusiveFilter: (frame) => frame.tag === 'iframe' && !/^https:\/\//i.test(frame.attribs.src ?? ''),
  });
  return { html, extensions };
}
