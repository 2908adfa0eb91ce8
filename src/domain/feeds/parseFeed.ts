// A fetched feed document → ParsedFeed (feedEntry.ts). Pure: no I/O, the same on workerd and Node.
// feedsmith reads the formats (RSS 0.9x/1.0/2.0, Atom 1.0, JSON Feed 1.1); this module decides
// the encoding, refuses what is not a well-formed feed, and applies FeedEntry's rules to each item.
// Decisions: docs/decisions/0091-feed-parsing.md.
import { XMLValidator } from 'fast-xml-parser';
import { detectAtomFeed, detectJsonFeed, detectRdfFeed, detectRssFeed, parseAtomFeed, parseJsonFeed, parseRdfFeed, parseRssFeed } from 'feedsmith';
import { decodeFeedBytes } from './feedEncoding.ts';
import { FeedParseError, type FeedEntry, type FeedEntryProblem, type FeedFormat, type FeedMediaRef, type FeedVideoRef, type ParsedFeed } from './feedEntry.ts';
import { parseFeedDate } from './feedDates.ts';
import { absoluteHttpUrl, bodyImage, hasMarkup, htmlToText, resolveBodyUrls, textToParagraphs } from './feedHtml.ts';
import { atomEntry, jsonItem, rdfItem, rssItem, type MediaCandidate, type RawItem } from './feedItems.ts';
import {
  FEED_MAX_AUTHOR_CHARS,
  FEED_MAX_BODY_CHARS,
  FEED_MAX_CATEGORIES,
  FEED_MAX_CATEGORY_CHARS,
  FEED_MAX_DATE_TEXT_CHARS,
  FEED_MAX_ENTRIES,
  FEED_MAX_KEY_CHARS,
  FEED_MAX_SUMMARY_CHARS,
  FEED_MAX_TITLE_CHARS,
  FEED_MAX_URL_CHARS,
  FEED_MAX_VIDEOS,
  capText,
} from './feedLimits.ts';

interface FeedDocument {
  format: FeedFormat;
  title: string | null;
  siteUrl: string | null;
  items: RawItem[];
}

/** A title made from the body's text, for an item that has a body but no title. */
const DERIVED_TITLE_CHARS = 80;

/**
 * A bare "&" (not starting an entity or character reference) is the commonest slip in publishers'
 * XML and feedsmith reads past it; the well-formedness check forgives it and nothing else.
 */
const BARE_AMPERSAND = /&(?!(?:[A-Za-z][A-Za-z0-9]*|#[0-9]+|#x[0-9A-Fa-f]+);)/g;

// XMLValidator is marked deprecated in favour of the separate fast-xml-validator package, which
// is not among the packages this project may install; it is the same code, still shipped in 5.x.
function assertWellFormed(xml: string): void {
  const result = XMLValidator.validate(xml.replace(BARE_AMPERSAND, '&amp;'));
  if (result !== true) throw new FeedParseError('malformed', `${result.err.msg} (line ${result.err.line})`);
}

function readXml(xml: string, feedUrl: string): FeedDocument {
  const format: FeedFormat | null = detectRssFeed(xml) ? 'rss' : detectAtomFeed(xml) ? 'atom' : detectRdfFeed(xml) ? 'rdf' : null;
  if (format === null) throw new FeedParseError('not-a-feed', 'the XML is not RSS, RDF or Atom');
  assertWellFormed(xml);
  try {
    if (format === 'atom') {
      const feed = parseAtomFeed(xml);
      const feedAuthors = feed.authors ?? [];
      const links = feed.links ?? [];
      const site = links.find((l) => (l.rel ?? 'alternate') === 'alternate')?.href;
      return { format, title: feed.title?.value ?? null, siteUrl: absoluteHttpUrl(site, feedUrl), items: (feed.entries ?? []).map((e) => atomEntry(e, feedAuthors)) };
    }
    if (format === 'rdf') {
      const feed = parseRdfFeed(xml);
      return { format, title: feed.title ?? null, siteUrl: absoluteHttpUrl(feed.link, feedUrl), items: (feed.items ?? []).map(rdfItem) };
    }
    const feed = parseRssFeed(xml);
    return { format, title: feed.title ?? null, siteUrl: absoluteHttpUrl(feed.link, feedUrl), items: (feed.items ?? []).map(rssItem) };
  } catch (error) {
    throw new FeedParseError('malformed', error instanceof Error ? error.message : 'the XML could not be read');
  }
}

function readJson(text: string, feedUrl: string): FeedDocument {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new FeedParseError('malformed', 'the JSON could not be read');
  }
  if (!detectJsonFeed(value)) throw new FeedParseError('not-a-feed', 'the JSON is not a JSON Feed');
  try {
    const feed = parseJsonFeed(value);
    const feedAuthors = feed.authors ?? [];
    return { format: 'json', title: feed.title ?? null, siteUrl: absoluteHttpUrl(feed.home_page_url, feedUrl), items: (feed.items ?? []).map((i) => jsonItem(i, feedAuthors)) };
  } catch (error) {
    throw new FeedParseError('malformed', error instanceof Error ? error.message : 'the JSON Feed could not be read');
  }
}

/** 64-bit FNV-1a as hex: a key that stays the same for the same title and date, run after run. */
function stableHash(text: string): string {
  let h = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(text)) h = BigInt.asUintN(64, (h ^ BigInt(byte)) * 0x100000001b3n);
  return h.toString(16).padStart(16, '0');
}

const isVideo = (m: MediaCandidate) => m.medium === 'video' || (m.type?.toLowerCase().startsWith('video/') ?? false);
// A media:content that names neither type nor medium is, in news feeds, the story's picture.
const isImage = (m: MediaCandidate) =>
  !isVideo(m) && (m.medium === 'image' || (m.type?.toLowerCase().startsWith('image/') ?? false) || (m.source === 'media:content' && m.type === null && m.medium === null));
/** Rank of a picture's source: the feed's declared media first, the body's own picture last. */
const IMAGE_SOURCES: readonly MediaCandidate['source'][] = ['media:content', 'media:thumbnail', 'enclosure', 'image', 'banner_image'];

function mediaRef(m: MediaCandidate, base: string): FeedMediaRef | null {
  const url = absoluteHttpUrl(m.url, base);
  if (!url || url.length > FEED_MAX_URL_CHARS) return null;
  return { url, type: m.type, width: m.width, height: m.height };
}

function mainImage(media: readonly MediaCandidate[], bodyHtml: string, base: string): FeedMediaRef | null {
  for (const source of IMAGE_SOURCES) {
    for (const m of media) {
      if (m.source !== source || !isImage(m)) continue;
      const ref = mediaRef(m, base);
      if (ref) return ref;
    }
  }
  return bodyHtml ? bodyImage(bodyHtml, base) : null;
}

function videosOf(media: readonly MediaCandidate[], base: string): FeedVideoRef[] {
  const seen = new Set<string>();
  const videos: FeedVideoRef[] = [];
  for (const m of media) {
    if (!isVideo(m)) continue;
    const ref = mediaRef(m, base);
    if (!ref || seen.has(ref.url)) continue;
    seen.add(ref.url);
    videos.push({ ...ref, durationSeconds: m.durationSeconds });
  }
  return videos.slice(0, FEED_MAX_VIDEOS);
}

function categoriesOf(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const name of names) {
    const text = capText(htmlToText(name), FEED_MAX_CATEGORY_CHARS);
    const folded = text.toLowerCase();
    if (text === '' || seen.has(folded)) continue;
    seen.add(folded);
    out.push(text);
  }
  return out.slice(0, FEED_MAX_CATEGORIES);
}

/** A description that is text (entities at most) becomes one paragraph, as a reader would see it. */
const asHtml = (html: string): string => (html.trim() === '' || hasMarkup(html) ? html : `<p>${html.trim()}</p>`);

/** One item → an entry, or the reason it cannot be one. */
function feedEntryOf(item: RawItem, feedUrl: string): FeedEntry | string {
  const link = absoluteHttpUrl(item.link, feedUrl);
  const keptLink = link && link.length <= FEED_MAX_URL_CHARS ? link : null;
  const base = keptLink ?? feedUrl;
  const rawBody = item.body === null ? '' : 'html' in item.body ? asHtml(item.body.html) : textToParagraphs(item.body.text);
  if (rawBody.length > FEED_MAX_BODY_CHARS) return `the body is over ${FEED_MAX_BODY_CHARS} characters`;
  const bodyHtml = rawBody.trim() === '' ? '' : resolveBodyUrls(rawBody, base);
  const bodyText = bodyHtml ? htmlToText(bodyHtml) : '';
  const givenTitle = item.titleHtml ? htmlToText(item.titleHtml) : '';
  if (givenTitle === '' && bodyText === '') return 'the item has no title and no body';
  const title = capText(givenTitle || bodyText, givenTitle ? FEED_MAX_TITLE_CHARS : DERIVED_TITLE_CHARS);
  const summaryText = item.summaryHtml ? htmlToText(item.summaryHtml) : '';
  // A date's text longer than any date format is not one: it is neither kept nor read.
  const dateText = item.published?.trim() || null;
  const publishTimeText = dateText && dateText.length <= FEED_MAX_DATE_TEXT_CHARS ? dateText : null;
  const id = item.id?.trim() || null;
  // Identity: the GUID/id, else the link, else a hash of what a reader sees first (title, else
  // body text) and the item's date, so the same item keeps its key from one fetch to the next.
  const key = id ?? keptLink ?? `hash:${stableHash(`${givenTitle || bodyText}\n${publishTimeText ?? ''}`)}`;
  if (key.length > FEED_MAX_KEY_CHARS) return `the item's id is over ${FEED_MAX_KEY_CHARS} characters`;
  const author = item.authors.map((a) => htmlToText(a)).find((a) => a !== '');
  return {
    key,
    link: keptLink,
    title,
    summary: capText(summaryText || bodyText, FEED_MAX_SUMMARY_CHARS),
    author: author ? capText(author, FEED_MAX_AUTHOR_CHARS) : null,
    publishTime: parseFeedDate(publishTimeText),
    publishTimeText,
    updateTime: parseFeedDate(item.updated),
    categories: categoriesOf(item.categories),
    bodyHtml,
    image: mainImage(item.media, bodyHtml, base),
    videos: videosOf(item.media, base),
  };
}

/**
 * Reads a feed document. Throws FeedParseError (and nothing else) when the document is not a feed
 * it can read; an item it cannot read becomes a problem and the others are still returned.
 */
export function parseFeed(bytes: Uint8Array, contentType: string | null, feedUrl: string): ParsedFeed {
  try {
    return readFeed(bytes, contentType, feedUrl);
  } catch (error) {
    // A library's surprise is still a document we could not read, never a crash of the consumer.
    if (error instanceof FeedParseError) throw error;
    throw new FeedParseError('malformed', error instanceof Error ? error.message : 'the document could not be read');
  }
}

function readFeed(bytes: Uint8Array, contentType: string | null, feedUrl: string): ParsedFeed {
  const decoded = decodeFeedBytes(bytes, contentType);
  const doc = decoded.syntax === 'json' ? readJson(decoded.text, feedUrl) : readXml(decoded.text, feedUrl);
  const entries: FeedEntry[] = [];
  const problems: FeedEntryProblem[] = [];
  doc.items.slice(0, FEED_MAX_ENTRIES).forEach((item, index) => {
    let result: FeedEntry | string;
    try {
      result = feedEntryOf(item, feedUrl);
    } catch (error) {
      result = error instanceof Error ? error.message : 'the item could not be read';
    }
    if (typeof result !== 'string') {
      entries.push(result);
      return;
    }
    const key = item.id?.trim() || absoluteHttpUrl(item.link, feedUrl);
    problems.push({ index, key: key ? key.slice(0, FEED_MAX_KEY_CHARS) : null, reason: result });
  });
  if (doc.items.length > FEED_MAX_ENTRIES) {
    problems.push({ index: FEED_MAX_ENTRIES, key: null, reason: `${doc.items.length - FEED_MAX_ENTRIES} items after the first ${FEED_MAX_ENTRIES} were not read` });
  }
  const title = doc.title ? htmlToText(doc.title) || null : null;
  return { format: doc.format, encoding: decoded.encoding, title, siteUrl: doc.siteUrl, entries, problems };
}
