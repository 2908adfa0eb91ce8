import { describe, expect, it } from 'vitest';
import { bookmarkFromCookies, isBookmark, laterBookmark } from '#/domain/consistency/d1Bookmark.ts';

const PRODUCTION = '00000085-0000024c-00004c6d-8e611177d83f7fb2f0396d0847be2cc62eaa94debb2f65eae0a58c44c4cf6a74';
const LOCAL = '00000000-00000003-00000000-00000000000000000000000000000000';

describe('D1 bookmarks', () => {
  it('accept the formats D1 answers with, and nothing unbounded or with other characters', () => {
    expect(isBookmark(PRODUCTION)).toBe(true);
    expect(isBookmark(LOCAL)).toBe(true);
    expect(isBookmark('a'.repeat(256))).toBe(true);
    for (const bad of ['', 'a'.repeat(257), 'two words', '<x>', 'a,b', 'a;b', null, undefined]) expect(isBookmark(bad), String(bad)).toBe(false);
  });

  it('order lexicographically, an invalid one counting as absent', () => {
    expect(laterBookmark(LOCAL, PRODUCTION)).toBe(PRODUCTION);
    expect(laterBookmark(PRODUCTION, LOCAL)).toBe(PRODUCTION);
    expect(laterBookmark('<bad>', LOCAL)).toBe(LOCAL);
    expect(laterBookmark(LOCAL, null)).toBe(LOCAL);
    expect(laterBookmark(null, 'not one')).toBeNull();
  });

  it('are read from the d1-bookmark cookie only, and only when well formed', () => {
    expect(bookmarkFromCookies(`locale=en; d1-bookmark=${LOCAL}; group=T1`)).toBe(LOCAL);
    expect(bookmarkFromCookies(`xd1-bookmark=${LOCAL}`)).toBeNull();
    expect(bookmarkFromCookies('d1-bookmark=%3Cscript%3E')).toBeNull();
    expect(bookmarkFromCookies('')).toBeNull();
    expect(bookmarkFromCookies(null)).toBeNull();
  });
});
