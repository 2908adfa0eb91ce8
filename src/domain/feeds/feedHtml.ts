// HTML from feeds, read with htmlparser2 (never regexes): relative addresses made absolute, plain
// text for titles and summaries, the body's own picture. Nothing here sanitises: the pipeline's one
// boundary (prepareArticleHtml) does, so a `javascript:` link is left exactly as the feed wrote it.
import render from 'dom-serializer';
import { DomUtils, ElementType, parseDocument } from 'htmlparser2';
import type { FeedMediaRef } from './feedEntry.ts';
import { escapeHtml } from '#/domain/content/escapeHtml.ts';

type HtmlDocument = ReturnType<typeof parseDocument>;
type HtmlNode = HtmlDocument['children'][number];

/** The attributes that hold an address a reader's browser would load or follow. */
const URL_ATTRIBUTES = ['href', 'src', 'poster'] as const;
const HAS_SCHEME = /^[a-zA-Z][a-zA-Z0-9+.-]*:/;
/** Elements whose text is not text a reader sees. */
const HIDDEN = new Set(['script', 'style', 'noscript', 'template', 'head', 'title']);
/** Elements that separate words: their text never runs into the next element's. */
const BLOCKS = new Set(['address', 'article', 'aside', 'blockquote', 'br', 'dd', 'div', 'dl', 'dt', 'figcaption', 'figure', 'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'ol', 'p', 'pre', 'section', 'table', 'td', 'th', 'tr', 'ul']);

/** An absolute http(s) address for `value` against `base` (protocol-relative takes the base's scheme), or null. */
export function absoluteHttpUrl(value: string | null | undefined, base: string | null): string | null {
  const raw = value?.trim();
  if (!raw) return null;
  try {
    const url = base ? new URL(raw, base) : new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Resolves one address; anything with a scheme (https:, javascript:, data:) or unparseable stays as written. */
function resolveAddress(value: string, base: string): string {
  const raw = value.trim();
  if (raw === '' || HAS_SCHEME.test(raw) || raw.startsWith('#')) return value;
  try {
    return new URL(raw, base).href;
  } catch {
    return value;
  }
}

/** srcset: "url [descriptor], url [descriptor]" (HTML's candidate list, URLs end at whitespace). */
function resolveSrcset(srcset: string, base: string): string {
  const candidates: string[] = [];
  let i = 0;
  while (i < srcset.length) {
    while (i < srcset.length && /[\s,]/.test(srcset[i]!)) i++;
    if (i >= srcset.length) break;
    let end = i;
    while (end < srcset.length && !/\s/.test(srcset[end]!)) end++;
    let url = srcset.slice(i, end);
    let descriptor = '';
    if (url.endsWith(',')) {
      url = url.replace(/,+$/, '');
    } else {
      const comma = srcset.indexOf(',', end);
      const stop = comma === -1 ? srcset.length : comma;
      descriptor = srcset.slice(end, stop).trim();
      end = stop;
    }
    candidates.push(descriptor ? `${resolveAddress(url, base)} ${descriptor}` : resolveAddress(url, base));
    i = end + 1;
  }
  return candidates.join(', ');
}

const parseHtml = (html: string): HtmlDocument => parseDocument(html);
// Characters stay as they are (Thai, Han); only markup-significant ones are escaped.
const serialise = (doc: HtmlDocument): string => render(doc.children, { encodeEntities: 'utf8' });

/** The body with every href/src/srcset/poster made absolute against `base`; nothing else changes meaning. */
export function resolveBodyUrls(html: string, base: string): string {
  const doc = parseHtml(html);
  for (const el of DomUtils.findAll(() => true, doc.children)) {
    for (const name of URL_ATTRIBUTES) {
      const value = el.attribs[name];
      if (value !== undefined) el.attribs[name] = resolveAddress(value, base);
    }
    if (el.attribs.srcset !== undefined) el.attribs.srcset = resolveSrcset(el.attribs.srcset, base);
  }
  return serialise(doc);
}

function collectText(nodes: readonly HtmlNode[], out: string[]): void {
  for (const node of nodes) {
    if (node.type === ElementType.Text && 'data' in node) out.push(node.data);
    else if ('attribs' in node) {
      if (HIDDEN.has(node.name)) continue;
      const block = BLOCKS.has(node.name);
      if (block) out.push(' ');
      collectText(node.children, out);
      if (block) out.push(' ');
    } else if (node.type === ElementType.CDATA && 'children' in node) collectText(node.children, out);
  }
}

/** HTML (or text with entities) → plain text: tags removed, entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  const out: string[] = [];
  collectText(parseHtml(html).children, out);
  return out.join('').replace(/\s+/g, ' ').trim();
}

/** Plain text → escaped paragraphs: blank lines part paragraphs, single line breaks become <br>. */
export function textToParagraphs(text: string): string {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '')
    .map((p) => `<p>${escapeHtml(p).replace(/\s*\r?\n\s*/g, '<br>')}</p>`)
    .join('\n');
}

/** True when the HTML holds at least one element (a description may be plain text with entities). */
export function hasMarkup(html: string): boolean {
  return DomUtils.findOne(() => true, parseHtml(html).children) !== null;
}

const dimension = (value: string | undefined): number | null => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
};

/** The body's own picture: its first <img> with an http(s) address, else an og:image meta. */
export function bodyImage(html: string, base: string): FeedMediaRef | null {
  const doc = parseHtml(html);
  for (const img of DomUtils.findAll((el) => el.name === 'img', doc.children)) {
    const url = absoluteHttpUrl(img.attribs.src, base);
    if (url) return { url, type: null, width: dimension(img.attribs.width), height: dimension(img.attribs.height) };
  }
  const meta = DomUtils.findOne((el) => el.name === 'meta' && (el.attribs.property ?? el.attribs.name) === 'og:image', doc.children);
  const url = absoluteHttpUrl(meta?.attribs.content, base);
  return url ? { url, type: null, width: null, height: null } : null;
}
