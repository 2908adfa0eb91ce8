// Caps on what the parser keeps of a feed: feed data is input, and one publisher's mistake (or
// malice) must not fill the store. Text over a cap is cut with an ellipsis; a body over its cap
// makes its entry a problem (cut HTML would be a different story).

/** Entries kept per document; the rest are reported as one problem. */
export const FEED_MAX_ENTRIES = 500;
export const FEED_MAX_TITLE_CHARS = 300;
/** The article's own summary cap (functions/webapi/schemas/articles.ts). */
export const FEED_MAX_SUMMARY_CHARS = 400;
export const FEED_MAX_AUTHOR_CHARS = 100;
export const FEED_MAX_CATEGORIES = 20;
export const FEED_MAX_CATEGORY_CHARS = 60;
/** Keys and links longer than this are not identities a publisher means. */
export const FEED_MAX_KEY_CHARS = 2048;
export const FEED_MAX_URL_CHARS = 2048;
/** The article's own body cap (functions/webapi/schemas/articles.ts). */
export const FEED_MAX_BODY_CHARS = 200_000;
export const FEED_MAX_VIDEOS = 10;
/** Longer than any RFC 822 or RFC 3339 time with its day and zone names. */
export const FEED_MAX_DATE_TEXT_CHARS = 64;

/** Cuts text to `max` characters (code points, so a surrogate pair is never split), with an ellipsis. */
export function capText(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('').trimEnd()}…`;
}
