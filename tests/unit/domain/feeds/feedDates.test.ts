import { describe, expect, it } from 'vitest';
import { parseFeedDate } from '#/domain/feeds/feedDates.ts';

describe('parseFeedDate (RFC 822 and RFC 3339, the feed’s offset applied)', () => {
  it.each([
    ['Sat, 28 Nov 2026 09:30:00 +0800', Date.UTC(2026, 10, 28, 1, 30)],
    ['28 Nov 2026 09:30 -0330', Date.UTC(2026, 10, 28, 13, 0)],
    ['Saturday, 28 Nov 2026 09:30:00 +08:00', Date.UTC(2026, 10, 28, 1, 30)],
    ['Sat, 28 Nov 26 19:00:00 GMT', Date.UTC(2026, 10, 28, 19, 0)],
    ['Sat, 28 Nov 99 19:00:00 UT', Date.UTC(1999, 10, 28, 19, 0)],
    ['Fri, 27 Nov 2026 06:00:00 EST', Date.UTC(2026, 10, 27, 11, 0)],
    ['Fri, 27 Jul 2026 06:00:00 PDT', Date.UTC(2026, 6, 27, 13, 0)],
    ['Sat, 28 Nov 2026 09:30:00', Date.UTC(2026, 10, 28, 9, 30)],
    ['2026-11-28T08:00:00+09:00', Date.UTC(2026, 10, 27, 23, 0)],
    ['2026-11-28T08:00:00.250Z', Date.UTC(2026, 10, 28, 8, 0, 0, 250)],
    ['2026-11-27T21:45:00-05:00', Date.UTC(2026, 10, 28, 2, 45)],
    ['2026-11-28', Date.UTC(2026, 10, 28)],
  ])('%s', (text, expected) => {
    expect(parseFeedDate(text)).toBe(expected);
  });
  it.each(['เมื่อวานนี้ 10 โมง', 'Sat, 31 Nov 2026 09:30:00 +0800', '2026-02-30T10:00:00Z', '2026-11-28T25:00:00Z', 'Sat, 28 Nov 2026 09:30:00 XYZ', '', null, undefined])('null for %s', (text) => {
    expect(parseFeedDate(text)).toBeNull();
  });
});
