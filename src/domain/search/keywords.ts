// What readers search, as keywords (issue #29, docs/decisions/0077): events are counted in hourly
// buckets; trending weighs each bucket by an exponential decay of its age and counts readers, not
// requests; a keyword needs a few distinct readers and one opened result before it is suggested to
// anyone. Pure: the counts are read and written by functions/db/searchKeywords.ts.

export const HOUR_MS = 3_600_000;

export type KeywordEvent = 'search' | 'click';

/** How far back a kind of list looks and how fast a bucket's weight halves. */
export interface KeywordWindow {
  hours: number;
  halfLifeHours: number;
}

/** Trending: what readers search now (a bucket weighs half after 6 hours, nothing after 2 days). */
export const TRENDING: KeywordWindow = { hours: 48, halfLifeHours: 6 };
/** Completions of a prefix: what readers searched this week (a slower decay: popular, not only new). */
export const POPULAR: KeywordWindow = { hours: 168, halfLifeHours: 48 };
/** Reader rows (what makes readers distinct) are kept as long as the longest window looks back. */
export const READERS_KEPT_HOURS = POPULAR.hours;

/** Distinct readers a keyword needs in the window: one reader searching again and again makes no trend. */
export const MIN_KEYWORD_READERS = 3;

export const DEFAULT_KEYWORDS = 8;
export const MAX_KEYWORDS = 20;

/** The hour bucket of an instant. */
export const hourOf = (ms: number): number => Math.floor(ms / HOUR_MS);

/** Weight of a bucket `age` hours old (0 = this hour), for each age in the window: 1, then halving every half-life. */
export function decayWeights(window: KeywordWindow): number[] {
  return Array.from({ length: window.hours }, (_, age) => Math.round(0.5 ** (age / window.halfLifeHours) * 1e6) / 1e6);
}

/** The prefix's last space-separated chunk (what a title word completes) and what comes before it. */
export function splitPrefix(prefix: string): { head: string; last: string } {
  const at = prefix.lastIndexOf(' ');
  return at < 0 ? { head: '', last: prefix } : { head: prefix.slice(0, at + 1), last: prefix.slice(at + 1) };
}

/**
 * A title word worth offering as a completion: not one Han character or Latin letter (noise), not a
 * number. Counted in code points: a Thai syllable such as น้ำ is one grapheme, and a word.
 */
export function isSuggestibleWord(word: string): boolean {
  return [...word].length >= 2 && !/^[\p{N}.,]+$/u.test(word);
}
