// Rich article HTML allow-list of content-spec §5: the first step of prepareArticleHtml
// (preparedHtml.ts), which runs once, when an article is written. Nothing sanitises at render;
// a stored body is only checked there (checkPreparedArticleHtml), with the URL rules below.
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
/** Media addresses we later load ourselves: absolute http(s) or a same-site path, never a scheme. */
const MEDIA_URL = /^(https?:\/\/|\/(?!\/))/i;

/** Link targets (a[href]): absolute http:// or https:// only (content-spec §5). */
export const isLinkUrl = (value: string): boolean => HTTP_URL.test(value.trim());
/** Addresses the page or its players load (iframe src and data-src, video sources). */
export const isMediaUrl = (value: string): boolean => MEDIA_URL.test(value.trim());
/**
 * img[src]: sanitize-html's own rule, which the sanitiser applies: no scheme (a relative address)
 * or http/https, never protocol-relative. Control characters and spaces are ignored, as browsers do.
 */
export function isImageUrl(value: string): boolean {
  const v = value.replace(/[\x00-\x20\u00a0\u1680\u2000-\u200d\u2028\u2029\u202f\u205f\u3000\ufeff]+/g, '').toLowerCase();
  if (v.startsWith('//')) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(v);
  return !scheme || scheme[1] === 'http' || scheme[1] === 'https';
}

/**
 * Inline styles on span/i/u/b keep only text styling: colours, weight, emphasis and decoration.
 * Layout properties (position, size, overlays) could cover the page, so they are dropped.
 */
const COLOUR = [/^#[0-9a-f]{3,8}$/i, /^[a-z]{3,20}$/i, /^rgba?\(\s*[\d.%\s,/]+\)$/i];
const TEXT_STYLES: sanitizeHtml.IOptions['allowedStyles'] = Object.fromEntries(
  ['span', 'i', 'u', 'b'].map((tag) => [
    tag,
    {
      color: COLOUR,
      'background-color': COLOUR,
      'font-weight': [/^(normal|bold|bolder|lighter|[1-9]00)$/],
      'font-style': [/^(normal|italic|oblique)$/],
      'text-decoration': [/^[a-z\s-]{1,40}$/i],
    },
  ]),
);

function keepMediaUrls(names: readonly string[]): sanitizeHtml.Transformer {
  return (tagName, attribs) => {
    const kept = { ...attribs };
    for (const name of names) if (kept[name] !== undefined && !isMediaUrl(kept[name])) delete kept[name];
    return { tagName, attribs: kept };
  };
}

const options: sanitizeHtml.IOptions = {
  allowedTags: [...ALLOWED_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(ALLOWED_ATTRIBUTES).map(([k, v]) => [k, [...v]])),
  // Links must start with http:// or https://; src attributes keep sanitize-html's scheme check.
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  allowedStyles: TEXT_STYLES,
  parseStyleAttributes: true,
  transformTags: {
    a: (tagName, attribs) => {
      if (attribs.href === undefined || isLinkUrl(attribs.href)) return { tagName, attribs };
      const { href: _dropped, ...rest } = attribs;
      return { tagName, attribs: rest };
    },
    // Frames load what src and data-src name: absolute http(s) or a same-site path only.
    iframe: keepMediaUrls(['src', 'data-src']),
    video: keepMediaUrls(['data-src-270p', 'data-src-360p', 'data-src-720p']),
  },
};

/** Publisher HTML reduced to the allow-list. Only prepareArticleHtml calls it outside tests. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, options);
}
