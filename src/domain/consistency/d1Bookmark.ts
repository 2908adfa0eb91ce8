// A D1 bookmark names a point in the database's history; a D1 session started from one reads data
// at least that new (docs/decisions/0020-d1-sessions-and-scale.md). API clients carry it in a
// header; browsers get it in a short-lived cookie from API writes, so a reader sees their own write.
import { cookieValue } from '#/domain/routing/cookieHeader.ts';

export const BOOKMARK_HEADER = 'x-d1-bookmark';
export const BOOKMARK_COOKIE = 'd1-bookmark';
/** Seconds the cookie lives: long enough to outlast replica lag, short enough not to pin reads. */
export const BOOKMARK_COOKIE_MAX_AGE = 300;
/** Today's bookmarks are 91 characters (four hyphenated hex groups); room for a longer format. */
export const BOOKMARK_MAX_LENGTH = 256;
export const BOOKMARK_CHARS = /^[0-9A-Za-z._-]+$/;

export const BOOKMARK_RULE = `must be a D1 bookmark: at most ${BOOKMARK_MAX_LENGTH} letters, digits, '.', '_' or '-'`;

export function isBookmark(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= BOOKMARK_MAX_LENGTH && BOOKMARK_CHARS.test(value);
}

/** The later of two bookmarks (D1 bookmarks sort lexicographically, oldest first); invalid ones count as absent. */
export function laterBookmark(a: string | null | undefined, b: string | null | undefined): string | null {
  const x = isBookmark(a) ? a : null;
  const y = isBookmark(b) ? b : null;
  if (x === null || y === null) return x ?? y;
  return x >= y ? x : y;
}

/** The bookmark cookie in a Cookie header when it is well formed; a malformed one is ignored, not refused. */
export function bookmarkFromCookies(cookieHeader: string | null | undefined): string | null {
  const value = cookieValue(cookieHeader, BOOKMARK_COOKIE);
  return isBookmark(value) ? value : null;
}
