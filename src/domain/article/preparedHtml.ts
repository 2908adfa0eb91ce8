// The one boundary for publisher HTML (docs/decisions/0015). prepareArticleHtml runs once, when an
// article is written (functions/db/contentWrites.ts: the admin API, the seed, feeds): it sanitises
// to the allow-list of content-spec §5 and applies the post-processing readers get (images lazy but
// the first, with a fallback and size placeholders, gallery positions, the 18+ mark of restricted figures,
// lazy frames), then stamps PREPARED_MARKER. The stored body is render-ready.
// Rendering never sanitises: checkPreparedArticleHtml is a cheap invariant check of a stored body
// (marker, tag and attribute names, URL schemes), and a body that fails it is refused, not repaired.
import sanitizeHtml from 'sanitize-html';
import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS, isImageUrl, isLinkUrl, isMediaUrl, sanitizeArticleHtml } from './sanitize.ts';
import { boundedMemo } from '#/domain/boundedMemo.ts';

/**
 * Stamped at the start of every prepared body. sanitize-html drops every comment, so publisher
 * HTML can never carry it. Bump the version whenever prepareArticleHtml's output changes: stored
 * bodies with an older stamp are then refused until re-prepared (scripts/prepare-db.ts does that).
 */
export const PREPARED_MARKER = '<!--portal:article-html v2-->';

/** Shown in place of an article image that fails to load (shell-spec: error image). */
export const FALLBACK_IMAGE = '/fallback-image.svg';

/** Size placeholders only when both data-width and data-height are valid non-zero numbers. */
export function placeholderBox(width: string | undefined, height: string | undefined): { width: number; height: number } | null {
  const w = Number(width);
  const h = Number(height);
  return width && height && Number.isFinite(w) && Number.isFinite(h) && w > 0 && h > 0 ? { width: w, height: h } : null;
}

const isTrue = (v: string | undefined) => v !== undefined && v !== 'false' && v !== '0';

/** Tags of a prepared body: the allow-list, with the document wrappers turned into blocks. */
export const PREPARED_TAGS: readonly string[] = ALLOWED_TAGS.filter((t) => t !== 'html' && t !== 'body');

/** What preparation adds to the allow-list's attributes; nothing else may appear in a stored body. */
const ADDED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  img: ['width', 'height', 'loading', 'decoding', 'data-fallback', 'data-gallery-index'],
  figure: ['data-restricted'],
  iframe: ['loading'],
};

export const PREPARED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  PREPARED_TAGS.map((tag) => [tag, [...(ALLOWED_ATTRIBUTES[tag] ?? []), ...(ADDED_ATTRIBUTES[tag] ?? [])]]),
);

/**
 * Publisher HTML (or an older stored body) → the render-ready body that is stored. Idempotent:
 * preparing a prepared body gives it back unchanged.
 */
export function prepareArticleHtml(html: string): string {
  // Stored images (with a media hash) open the gallery at their position among the body's images.
  let galleryIndex = 0;
  // The body's first image is often the page's largest paint: it loads at once, the rest lazily.
  let imagesSeen = 0;
  // The sanitised HTML holds only allow-listed markup; this pass adds what readers get and keeps
  // nothing beyond PREPARED_ATTRIBUTES (no allowedTags: false, so no vulnerable-tag warnings).
  const prepared = sanitizeHtml(sanitizeArticleHtml(html), {
    allowedTags: [...PREPARED_TAGS],
    allowedAttributes: Object.fromEntries(Object.entries(PREPARED_ATTRIBUTES).map(([k, v]) => [k, [...v]])),
    allowedSchemes: ['http', 'https'],
    allowedSchemesByTag: {},
    allowProtocolRelative: false,
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
          attribs: { ...attribs, ...size, loading: imagesSeen++ === 0 ? 'eager' : 'lazy', decoding: 'async', 'data-fallback': FALLBACK_IMAGE, ...gallery },
        };
      },
      // Figures the publisher marks restricted get the 18+ mask; its label is the reader's language (render).
      figure: (tagName, attribs) => {
        const { 'data-restricted': _stale, ...rest } = attribs;
        return { tagName, attribs: isTrue(attribs['data-restrict']) ? { ...rest, 'data-restricted': 'true' } : rest };
      },
      iframe: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
    },
  });
  return PREPARED_MARKER + prepared;
}

type ArticleHtmlCheck = { ok: true; html: string } | { ok: false; reason: string };

/** Attribute values whose URL must pass the sanitiser's own rule. */
const URL_RULES: Readonly<Record<string, (value: string) => boolean>> = {
  href: isLinkUrl,
  src: isImageUrl,
  'data-src': isMediaUrl,
  'data-src-270p': isMediaUrl,
  'data-src-360p': isMediaUrl,
  'data-src-720p': isMediaUrl,
  'data-fallback': (v) => v === FALLBACK_IMAGE,
};

// sanitize-html writes empty attributes as a bare name.
const TAG = /<(\/?)([a-z][a-z0-9]*)((?:\s+[a-z][a-z0-9-]*(?:="[^"<>]*")?)*)\s*(\/?)>/y;
const ATTRIBUTE = /\s+([a-z][a-z0-9-]*)(?:="([^"<>]*)")?/g;
/** The only entities sanitize-html writes into attribute values. */
const ENTITY = /&(?!(?:amp|lt|gt|quot|#39|#x27);)/;

/** An attribute value as written by sanitize-html, decoded (it writes only these five entities). */
export function decodeAttribute(value: string): string {
  return value.replace(/&quot;/g, '"').replace(/&#39;|&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

/** Bodies checked lately and their verdicts: the check is a pure function of the text. */
const recentChecks = boundedMemo<ArticleHtmlCheck>(64);

/**
 * The invariant check a stored body passes before render: it starts with PREPARED_MARKER, and
 * after it every `<` opens or closes a prepared tag written the way sanitize-html writes it, with
 * only that tag's prepared attributes, and every URL attribute passes the sanitiser's rule. So a
 * body holding `<script`, `<!--`, an `on…=` handler, a `javascript:` address or a frame the
 * sanitiser would not keep fails, whichever way it got into the database. Linear in the body;
 * a body checked lately (the very same text) answers from memory.
 */
export function checkPreparedArticleHtml(stored: string): ArticleHtmlCheck {
  return recentChecks.get(stored, () => Object.freeze(checkBody(stored)));
}

function checkBody(stored: string): ArticleHtmlCheck {
  if (!stored.startsWith(PREPARED_MARKER)) return { ok: false, reason: 'not prepared (no current marker)' };
  const html = stored.slice(PREPARED_MARKER.length);
  let at = html.indexOf('<');
  while (at !== -1) {
    TAG.lastIndex = at;
    const m = TAG.exec(html);
    if (!m) return { ok: false, reason: `unexpected markup at ${at}: ${JSON.stringify(html.slice(at, at + 40))}` };
    const [, closing, name, attributes] = m as unknown as [string, string, string, string];
    if (!PREPARED_TAGS.includes(name)) return { ok: false, reason: `tag <${name}> is not allowed` };
    if (closing && attributes) return { ok: false, reason: `closing tag </${name}> with attributes` };
    for (const [, attr, raw = ''] of attributes.matchAll(ATTRIBUTE) as IterableIterator<[string, string, string | undefined]>) {
      if (!PREPARED_ATTRIBUTES[name]!.includes(attr)) return { ok: false, reason: `attribute ${attr} on <${name}> is not allowed` };
      if (ENTITY.test(raw)) return { ok: false, reason: `unexpected entity in ${name}[${attr}]` };
      const rule = URL_RULES[attr];
      if (rule && !rule(decodeAttribute(raw))) return { ok: false, reason: `address in ${name}[${attr}] is not allowed` };
      if (attr === 'style' && /url\(|expression|javascript|@import|\\/i.test(decodeAttribute(raw))) {
        return { ok: false, reason: `style on <${name}> is not text styling` };
      }
    }
    at = html.indexOf('<', TAG.lastIndex);
  }
  return { ok: true, html };
}

/** A stored body that failed checkPreparedArticleHtml: the page shows an error, never the body. */
export class ArticleHtmlRefused extends Error {
  readonly reason: string;
  constructor(reason: string) {
    super(`stored article HTML refused: ${reason}`);
    this.name = 'ArticleHtmlRefused';
    this.reason = reason;
  }
}

/** The stored body without its marker, or ArticleHtmlRefused. */
export function preparedBody(stored: string): string {
  const check = checkPreparedArticleHtml(stored);
  if (!check.ok) throw new ArticleHtmlRefused(check.reason);
  return check.html;
}
