// Publisher feeds (RSS 0.9x/1.0/2.0, Atom 1.0, JSON Feed 1.1): what the parser hands the ingest
// pipeline. `parseFeed` (parseFeed.ts) turns a fetched document's bytes into a ParsedFeed; the
// pipeline (functions/feeds/) sanitises each entry's body at the one boundary (prepareArticleHtml),
// fetches its picture into R2 and writes it as an article, identified per feed by `key`.

export const FEED_FORMATS = ['rss', 'rdf', 'atom', 'json'] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

/** Why a document could not be read as a feed (recorded on the feed as its failure reason). */
export const FEED_PARSE_FAILURES = ['not-a-feed', 'malformed', 'unknown-encoding'] as const;
export type FeedParseFailure = (typeof FEED_PARSE_FAILURES)[number];

export interface FeedMediaRef {
  /** Absolute http(s) address, resolved against the entry's link (else the feed's address). */
  url: string;
  /** MIME type as the feed declares it (enclosure type, media:content type), when it does. */
  type: string | null;
  width: number | null;
  height: number | null;
}

export interface FeedVideoRef extends FeedMediaRef {
  /** Seconds, from media:content duration or JSON Feed's duration_in_seconds, when given. */
  durationSeconds: number | null;
}

/** One item of a feed, normalised; text fields are plain text (entities decoded, tags removed). */
export interface FeedEntry {
  /** Identity within its feed: the GUID / Atom id / JSON Feed id, else the link. */
  key: string;
  /** Absolute http(s) link to the story on the publisher's site, or null. */
  link: string | null;
  title: string;
  /** Plain text: the description/summary, else the start of the body's text; '' when none. */
  summary: string;
  author: string | null;
  /** Epoch ms, the feed's own time zone applied (RFC 822 and RFC 3339 offsets), or null. */
  publishTime: number | null;
  /** The feed's own text of the publish time (its offset kept, e.g. "+08:00"), or null. */
  publishTimeText: string | null;
  updateTime: number | null;
  /** Categories / tags as the feed names them, trimmed, de-duplicated, in order. */
  categories: string[];
  /**
   * The body as HTML, not yet sanitised: content:encoded, Atom content (html/xhtml/text),
   * JSON Feed content_html (else content_text as paragraphs), else the description. Relative
   * links and image addresses are already absolute (resolved against `link`).
   */
  bodyHtml: string;
  /** Main picture: media:content/media:thumbnail image, an image enclosure, JSON Feed image, else the body's first img / og:image. */
  image: FeedMediaRef | null;
  /** Video enclosures / media:content videos / JSON Feed video attachments. */
  videos: FeedVideoRef[];
}

/** An entry the parser could not read (no title and no body, a bad date is NOT one: it becomes null). */
export interface FeedEntryProblem {
  /** The entry's position in the document (0-based) and its key when it had one. */
  index: number;
  key: string | null;
  reason: string;
}

export interface ParsedFeed {
  format: FeedFormat;
  /** The character encoding the document was decoded with (WHATWG name, e.g. "big5", "windows-874"). */
  encoding: string;
  title: string | null;
  /** The publisher's site (channel link / Atom alternate / home_page_url), absolute, or null. */
  siteUrl: string | null;
  entries: FeedEntry[];
  problems: FeedEntryProblem[];
}

/** parseFeed throws this (never anything else) for a document that is not a feed it can read. */
export class FeedParseError extends Error {
  // A declared field, not a constructor parameter property: Node runs this file with types
  // stripped (the CLI, scripts/), and strip-only mode refuses parameter properties.
  readonly failure: FeedParseFailure;
  constructor(failure: FeedParseFailure, detail: string) {
    super(`${failure}: ${detail}`);
    this.name = 'FeedParseError';
    this.failure = failure;
  }
}
