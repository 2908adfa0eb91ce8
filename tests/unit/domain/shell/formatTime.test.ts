import { describe, expect, it } from 'vitest';
import { formatPublishTime, isoInTimeZone } from '#/domain/shell/formatTime.ts';
import { MARKETS } from '#/markets.ts';

const NOON_UTC = Date.UTC(2026, 10, 21, 12, 0, 0);

describe('publish times', () => {
  it('are shown in the market time zone', () => {
    expect(formatPublishTime(NOON_UTC, MARKETS.tw)).toContain('20:00');
    expect(formatPublishTime(NOON_UTC, MARKETS.th)).toContain('19:00');
    expect(formatPublishTime(NOON_UTC, MARKETS.ecjp)).toContain('21:00');
  });

  it('carry the market offset in machine-readable form', () => {
    expect(isoInTimeZone(NOON_UTC, 'Asia/Taipei')).toBe('2026-11-21T20:00:00+08:00');
    expect(isoInTimeZone(NOON_UTC, 'Asia/Jakarta')).toBe('2026-11-21T19:00:00+07:00');
    expect(isoInTimeZone(Date.UTC(2026, 10, 21, 20, 30, 0), 'Asia/Tokyo')).toBe('2026-11-22T05:30:00+09:00');
  });
});
