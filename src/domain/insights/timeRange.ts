// Which minutes the dashboard reads and how it buckets them: the last hour per minute, the last day
// per hour, the last week per day, or a chosen from/to bucketed by its length. Buckets are aligned
// to UTC (a day bucket starts at 00:00 UTC) so the same minute always falls in the same bucket.
import { minuteOf } from './events.ts';

export const INSIGHT_RANGES = ['1h', '24h', '7d'] as const;
export type InsightRange = (typeof INSIGHT_RANGES)[number];
export const DEFAULT_INSIGHT_RANGE: InsightRange = '24h';

export type InsightStep = 'minute' | 'hour' | 'day';
export const STEP_MINUTES: Record<InsightStep, number> = { minute: 1, hour: 60, day: 1_440 };

/** The longest from/to the dashboard reads (the rollups of a quarter, at most 92 day buckets). */
export const MAX_RANGE_MINUTES = 92 * 1_440;

const LAST: Record<InsightRange, { minutes: number; step: InsightStep }> = {
  '1h': { minutes: 60, step: 'minute' },
  '24h': { minutes: 1_440, step: 'hour' },
  '7d': { minutes: 7 * 1_440, step: 'day' },
};

/** A resolved range: minutes [fromMinute, toMinute), read in buckets of `step`. */
export interface MinuteRange {
  fromMinute: number;
  toMinute: number;
  step: InsightStep;
}

/** Step of a chosen span: per minute up to 3 hours, per hour up to 3 days, else per day. */
export function stepFor(minutes: number): InsightStep {
  if (minutes <= 180) return 'minute';
  return minutes <= 3 * 1_440 ? 'hour' : 'day';
}

/** The last hour, day or week up to and including the current minute. */
export function lastRange(range: InsightRange, now: number): MinuteRange {
  const toMinute = minuteOf(now) + 1;
  const { minutes, step } = LAST[range];
  return { fromMinute: toMinute - minutes, toMinute, step };
}

/** A chosen span of epoch ms (from inclusive, to exclusive), in whole minutes. */
export function spanRange(fromMs: number, toMs: number): MinuteRange {
  const fromMinute = minuteOf(fromMs);
  const toMinute = Math.ceil(toMs / 60_000);
  return { fromMinute, toMinute, step: stepFor(toMinute - fromMinute) };
}

/** The bucket a minute falls in: the bucket's first minute. */
export function bucketOf(minute: number, step: InsightStep): number {
  const size = STEP_MINUTES[step];
  return Math.floor(minute / size) * size;
}

/** Every bucket the range touches, in order (the chart's x axis, empty buckets included). */
export function bucketsOf(range: MinuteRange): number[] {
  const size = STEP_MINUTES[range.step];
  const out: number[] = [];
  for (let b = bucketOf(range.fromMinute, range.step); b < range.toMinute; b += size) out.push(b);
  return out;
}

/**
 * A form's `datetime-local` value (yyyy-mm-ddThh:mm, read as UTC) or an ISO time with its zone, as
 * epoch ms; NaN when it is neither.
 */
export function parseRangeTime(value: string): number {
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return Date.parse(`${value}:00Z`);
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) return Date.parse(value);
  return Number.NaN;
}
