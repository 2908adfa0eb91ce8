// The dashboard's read rules: p75 from histogram buckets, the vitals' ratings, click-through
// rates, the time ranges and their buckets, the CSV export's fields, the signed admin cookie.
import { describe, expect, it } from 'vitest';
import { vitalBucket } from '#/domain/insights/events.ts';
import { percentileFromBuckets, vitalRating } from '#/domain/insights/percentile.ts';
import { clickThroughRate, percentText } from '#/domain/insights/rates.ts';
import { bucketOf, bucketsOf, lastRange, parseRangeTime, spanRange, stepFor } from '#/domain/insights/timeRange.ts';
import { toCsv } from '#/domain/insights/csv.ts';
import { bucketLabel, groupLines, keepLargest, niceCeiling } from '#/domain/insights/chartSeries.ts';
import { ADMIN_SESSION_TTL_MS, adminSessionCookie, signAdminSession, verifyAdminSession } from '#/domain/insights/adminSession.ts';

describe('percentileFromBuckets', () => {
  it('takes the nearest rank over the buckets in order, whatever order they come in', () => {
    // 4 reports: p75's rank is 3 → the third smallest, in bucket 40 (2,000–2,050 ms).
    const buckets = [{ bucket: 60, count: 1 }, { bucket: 10, count: 1 }, { bucket: 40, count: 2 }];
    expect(percentileFromBuckets('LCP', buckets, 0.75)).toBe(2_025);
    expect(percentileFromBuckets('LCP', buckets, 1)).toBe(3_025);
    expect(percentileFromBuckets('LCP', buckets, 0.01)).toBe(525);
  });

  it('reads CLS in its own bucket width, and nothing from an empty histogram', () => {
    expect(percentileFromBuckets('CLS', [{ bucket: vitalBucket('CLS', 0.12), count: 3 }], 0.75)).toBeCloseTo(0.1225, 6);
    expect(percentileFromBuckets('INP', [], 0.75)).toBeNull();
    expect(percentileFromBuckets('INP', [{ bucket: 3, count: 0 }], 0.75)).toBeNull();
  });
});

describe('vitalRating', () => {
  it('good up to the good threshold, poor only above the poor one', () => {
    expect(vitalRating('LCP', 2_500)).toBe('good');
    expect(vitalRating('LCP', 2_501)).toBe('needs-improvement');
    expect(vitalRating('LCP', 4_000)).toBe('needs-improvement');
    expect(vitalRating('LCP', 4_001)).toBe('poor');
    expect(vitalRating('CLS', 0.1)).toBe('good');
    expect(vitalRating('CLS', 0.26)).toBe('poor');
  });
});

describe('rates', () => {
  it('a click-through rate only where there were impressions', () => {
    expect(clickThroughRate(3, 200)).toBe(0.015);
    expect(clickThroughRate(2, 0)).toBeNull();
    expect(percentText(0.015)).toBe('1.5');
    expect(percentText(null)).toBe('');
  });
});

describe('time ranges', () => {
  const now = Date.parse('2026-11-20T12:34:30Z');
  const minute = (iso: string) => Date.parse(iso) / 60_000;

  it('the last hour per minute, day per hour, week per day, up to the current minute', () => {
    expect(lastRange('1h', now)).toEqual({ fromMinute: minute('2026-11-20T11:35:00Z'), toMinute: minute('2026-11-20T12:35:00Z'), step: 'minute' });
    expect(lastRange('24h', now).step).toBe('hour');
    expect(lastRange('7d', now)).toMatchObject({ fromMinute: minute('2026-11-13T12:35:00Z'), step: 'day' });
  });

  it('buckets aligned to UTC, the first holding the range start, none past its end', () => {
    const day = bucketsOf(lastRange('24h', now));
    expect(day).toHaveLength(25);
    expect(day[0]).toBe(minute('2026-11-19T12:00:00Z'));
    const week = bucketsOf(lastRange('7d', now));
    expect(week.map((b) => new Date(b * 60_000).toISOString().slice(0, 10))).toEqual(['2026-11-13', '2026-11-14', '2026-11-15', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20']);
    expect(bucketOf(minute('2026-11-20T12:34:00Z'), 'hour')).toBe(minute('2026-11-20T12:00:00Z'));
  });

  it('a chosen span in whole minutes, its step by its length', () => {
    expect(spanRange(Date.parse('2026-11-20T10:00:00Z'), Date.parse('2026-11-20T10:30:20Z'))).toEqual({ fromMinute: minute('2026-11-20T10:00:00Z'), toMinute: minute('2026-11-20T10:31:00Z'), step: 'minute' });
    expect([stepFor(180), stepFor(181), stepFor(3 * 1_440), stepFor(3 * 1_440 + 1)]).toEqual(['minute', 'hour', 'hour', 'day']);
  });

  it("reads a form's datetime-local as UTC and an ISO time with its zone; nothing else", () => {
    expect(parseRangeTime('2026-11-20T10:00')).toBe(Date.parse('2026-11-20T10:00:00Z'));
    expect(parseRangeTime('2026-11-20T10:00:00+08:00')).toBe(Date.parse('2026-11-20T02:00:00Z'));
    expect(parseRangeTime('2026-11-20')).toBeNaN();
    expect(parseRangeTime('yesterday')).toBeNaN();
  });
});

describe('toCsv', () => {
  it('quotes what needs quoting, CRLF lines, and defuses formulas', () => {
    expect(toCsv(['path', 'title', 'views'], [['/a', 'He said "hi", then left', 3], ['/b', '=HYPERLINK("x")', null], ['/c', 'two\nlines', -1]])).toBe(
      'path,title,views\r\n/a,"He said ""hi"", then left",3\r\n/b,"\'=HYPERLINK(""x"")",\r\n/c,"two\nlines",-1\r\n',
    );
  });
});

describe('the signed admin cookie', () => {
  const secret = 'the-admin-token';
  const now = Date.parse('2026-11-20T12:00:00Z');

  it('verifies with its secret until it expires', async () => {
    const value = await signAdminSession(now + ADMIN_SESSION_TTL_MS, secret);
    expect(await verifyAdminSession(value, secret, now)).toBe(true);
    expect(await verifyAdminSession(value, secret, now + ADMIN_SESSION_TTL_MS)).toBe(false);
    expect(await verifyAdminSession(value, 'another-token', now)).toBe(false);
    expect(await verifyAdminSession(value, undefined, now)).toBe(false);
  });

  it('refuses a tampered expiry, signature or shape', async () => {
    const value = await signAdminSession(now + 60_000, secret);
    const [expiry, mac] = value.split('.') as [string, string];
    expect(await verifyAdminSession(`${Number(expiry) + 86_400_000}.${mac}`, secret, now)).toBe(false);
    expect(await verifyAdminSession(`${expiry}.${mac.slice(0, -1)}${mac.endsWith('0') ? '1' : '0'}`, secret, now)).toBe(false);
    expect(await verifyAdminSession(`${expiry}`, secret, now)).toBe(false);
    expect(await verifyAdminSession('', secret, now)).toBe(false);
  });

  it('is kept to the dashboard, out of scripts, same-site, Secure on https', () => {
    expect(adminSessionCookie('v', ADMIN_SESSION_TTL_MS, true)).toBe('insightsAdmin=v; Path=/admin/insights; Max-Age=28800; HttpOnly; SameSite=Strict; Secure');
    expect(adminSessionCookie('v', 1_000, false)).not.toContain('Secure');
  });
});

describe('the time chart’s lines', () => {
  it('sums series of one name, largest first, and folds all but the largest into one', () => {
    const lines = groupLines([
      { name: 'tw', values: [1, 2] },
      { name: 'hk', values: [5, 5] },
      { name: 'tw', values: [3, 0] },
      { name: 'id', values: [0, 1] },
    ]);
    expect(lines).toEqual([{ name: 'hk', values: [5, 5] }, { name: 'tw', values: [4, 2] }, { name: 'id', values: [0, 1] }]);
    expect(keepLargest(lines, 1, 'Other')).toEqual([{ name: 'hk', values: [5, 5] }, { name: 'Other', values: [4, 3] }]);
    expect(keepLargest(lines, 3, 'Other')).toEqual(lines);
  });

  it('labels buckets by step and rounds the axis up', () => {
    expect(bucketLabel('2026-11-20T12:34:00.000Z', 'minute')).toBe('12:34');
    expect(bucketLabel('2026-11-20T12:00:00.000Z', 'hour')).toBe('11-20 12:00');
    expect(bucketLabel('2026-11-20T00:00:00.000Z', 'day')).toBe('2026-11-20');
    expect([niceCeiling(0), niceCeiling(7), niceCeiling(130), niceCeiling(0.03)]).toEqual([1, 10, 200, 0.05]);
  });
});
