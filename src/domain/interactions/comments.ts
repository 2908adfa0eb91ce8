// Comments of content-spec §3–§4: targets, sort orders and their scores, votes, hiding reasons,
// text limits, and the trending-comment tracking events. Pure; the API, the pages and the island
// share these rules.

export const COMMENT_TARGET_TYPES = ['article', 'drama', 'poll', 'quiz', 'movie', 'profile'] as const;
export type CommentTargetType = (typeof COMMENT_TARGET_TYPES)[number];

/** Sort orders, labelled most popular, most controversial and newest. */
export const COMMENT_SORTS = ['POPULAR', 'CONTROVERSIAL', 'TIME'] as const;
export type CommentSort = (typeof COMMENT_SORTS)[number];
export const DEFAULT_COMMENT_SORT: CommentSort = 'POPULAR';

export const COMMENT_VOTES = ['UP', 'DOWN'] as const;
export type CommentVote = (typeof COMMENT_VOTES)[number];
export type CommentKind = 'COMMENT' | 'REPLY';
export const HIDING_REASONS = ['spam', 'blind', 'forbidden'] as const;
export type HidingReason = (typeof HIDING_REASONS)[number];

/** Text length in characters as a reader counts them (code points: one emoji or CJK character is one). */
const COMMENT_MIN_LENGTH = 1;
export const COMMENT_MAX_LENGTH = 500;
/** Spam: at most this many comments (and replies) per reader per window; more are refused with 429. */
export const COMMENT_RATE_LIMIT = { count: 5, windowMs: 60_000 } as const;
/** Spam: the same text again on the same target within this window is stored hidden as 'spam'. */
export const REPEAT_WINDOW_MS = 10 * 60_000;
/** Distinct readers' reports after which a comment is hidden ('blind'). */
export const BLIND_REPORT_THRESHOLD = 3;
export const COMMENT_PAGE_LENGTH = 20;
export const COMMENT_MAX_PAGE_LENGTH = 50;

export function isCommentTargetType(value: string): value is CommentTargetType {
  return (COMMENT_TARGET_TYPES as readonly string[]).includes(value);
}

export function isCommentSort(value: string): value is CommentSort {
  return (COMMENT_SORTS as readonly string[]).includes(value);
}

export function textLength(text: string): number {
  return [...text].length;
}

/** Why a comment text is refused, or null when it is acceptable. Whitespace around it does not count. */
export function commentTextProblem(text: string): string | null {
  const length = textLength(text.trim());
  if (length < COMMENT_MIN_LENGTH) return 'must not be empty';
  if (length > COMMENT_MAX_LENGTH) return `must be at most ${COMMENT_MAX_LENGTH} characters (got ${length})`;
  return null;
}

/** Path of a comment target's own page under /{country}/v2; `key` is its url path (an article's hash). */
export function commentTargetPath(targetType: CommentTargetType, key: string): string {
  switch (targetType) {
    case 'article':
      return `/article/${key}`;
    case 'drama':
      return `/drama/${key}`;
    case 'movie':
      return `/movie/${key}/`;
    case 'poll':
      return `/poll/${key}`;
    default:
      return `/${targetType}/${key}`;
  }
}

/** A comment's counts and the reader's own vote. */
export interface VoteCounts {
  upCount: number;
  downCount: number;
  myVote: CommentVote | null;
}

/** Most popular: net votes. */
export function popularityScore(up: number, down: number): number {
  return up - down;
}

/**
 * Most controversial: many votes, evenly split. Zero unless both sides have votes; otherwise the
 * vote total weighted by the balance (minority / majority), so 50/50 beats 90/10 at equal totals
 * and 60/60 beats 6/6. The SQL in functions/db/comments.ts computes the same expression.
 */
export function controversyScore(up: number, down: number): number {
  if (up === 0 || down === 0) return 0;
  return ((up + down) * Math.min(up, down)) / Math.max(up, down);
}

/** What the sort orders read of a comment. */
type Sortable = { hash: string; upCount: number; downCount: number; createdTime: number };

/** The order of a sort: its score, highest first; ties go to the newer comment, then the hash. */
export function compareComments(sort: CommentSort): (a: Sortable, b: Sortable) => number {
  const score =
    sort === 'POPULAR'
      ? (c: Sortable) => popularityScore(c.upCount, c.downCount)
      : sort === 'CONTROVERSIAL'
        ? (c: Sortable) => controversyScore(c.upCount, c.downCount)
        : () => 0;
  return (a, b) => score(b) - score(a) || b.createdTime - a.createdTime || (a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : 0);
}

/** The counts after the reader sets (or, with null, removes) their vote, before the server answers. */
export function applyVote(state: VoteCounts, vote: CommentVote | null): VoteCounts {
  let { upCount, downCount } = state;
  if (state.myVote === 'UP') upCount -= 1;
  if (state.myVote === 'DOWN') downCount -= 1;
  if (vote === 'UP') upCount += 1;
  if (vote === 'DOWN') downCount += 1;
  return { upCount: Math.max(0, upCount), downCount: Math.max(0, downCount), myVote: vote };
}

/** Tapping the vote one already gave takes it back; the other vote replaces it. */
export function nextVote(current: CommentVote | null, tapped: CommentVote): CommentVote | null {
  return current === tapped ? null : tapped;
}

/** Path of a target's comment page under /{country}/{ns}. */
export function commentPagePath(targetType: CommentTargetType, urlPath: string): string {
  return `/comment/${targetType}/${encodeURIComponent(urlPath)}`;
}

const TRENDING_CLICK_EVENTS = {
  comment: 'entmt.clickbtn.comment',
  article: 'entmt.clickbtn.article',
  quiz: 'entmt.clickbtn.quiz',
  poll: 'entmt.clickbtn.poll',
  topic: 'entmt.clickbtn.topic',
} as const;
type TrendingClickEvent = (typeof TRENDING_CLICK_EVENTS)[keyof typeof TRENDING_CLICK_EVENTS];

/**
 * The tracking event of a tap in the trending-comment module: on the comment itself 'comment'; on
 * the story it was left on 'quiz' or 'poll' for those targets, 'topic' for a topic article, else
 * 'article'.
 */
export function trendingClickEvent(part: 'comment' | 'target', targetType: CommentTargetType, contentType?: string): TrendingClickEvent {
  if (part === 'comment') return TRENDING_CLICK_EVENTS.comment;
  if (targetType === 'quiz') return TRENDING_CLICK_EVENTS.quiz;
  if (targetType === 'poll') return TRENDING_CLICK_EVENTS.poll;
  if (targetType === 'article' && contentType === 'TOPIC') return TRENDING_CLICK_EVENTS.topic;
  return TRENDING_CLICK_EVENTS.article;
}
