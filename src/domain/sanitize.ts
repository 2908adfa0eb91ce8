// Rich article HTML allow-list of content-spec §5. Runs when content is written and again
// before render, so publisher HTML can never carry script, handlers or unsafe links.
import sanitizeHtml from 'sanitize-html';

export const ALLOWED_TAGS = [
  'html', 'body', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'br', 'em', 'p', 'strong', 'ul', 'li', 'ol',
  'blockquote', 'figcaption', 'div', 'iframe', 'span', 'i', 'u', 'b', 'a', 'figure', 'img', 'video',
] as const;

export const ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  iframe: ['src', 'width', 'height', 'data-src', 'data-ratio', 'frameborder'],
  span: ['style'],
  i: ['style'],
  u: ['style'],
  b: ['style'],
  a: ['href', 'title', 'id', 'class'],
  figure: [
    'class', 'data-type', 'data-id', 'data-restrict', 'data-ratio', 'data-caption', 'data-index',
    'ref-article-id', 'ref-article-hash', 'ref-article-title', 'ref-live-program-id',
  ],
  img: ['src', 'class', 'data-hashid', 'alt', 'data-width', 'data-height'],
  video: [
    'class', 'data-hashid', 'data-profile', 'data-thumb-hashid', 'data-duration', 'data-width',
    'data-height', 'data-src-270p', 'data-src-360p', 'data-src-720p',
  ],
};

const HTTP_URL = /^https?:\/\//i;

const options: sanitizeHtml.IOptions = {
  allowedTags: [...ALLOWED_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(ALLOWED_ATTRIBUTES).map(([k, v]) => [k, [...v]])),
  // Links must start with http:// or https://; other URL attributes keep sanitize-html's scheme check.
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Style values are kept as written on the allowed tags; sanitize-html drops url()/expression payloads.
  parseStyleAttributes: false,
  exclusiveFilter: () => false,
  transformTags: {
    a: (tagName, attribs) => {
      if (attribs.href === undefined || HTTP_URL.test(attribs.href.trim())) return { tagName, attribs };
      const { href: _dropped, ...rest } = attribs;
      return { tagName, attribs: rest };
    },
  },
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, options);
}
