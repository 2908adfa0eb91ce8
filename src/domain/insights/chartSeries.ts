// How the dashboard's time chart groups its lines: one line per group (a market, or a page type
// when one market is shown), the largest few kept and the rest summed as one, so the chart stays
// readable with ten markets; the table beside it keeps every series.
import type { InsightStep } from './timeRange.ts';

export interface Line {
  name: string;
  values: number[];
}

/** Sums series of the same name (the page types of one market, say), largest total first. */
export function groupLines(series: readonly { name: string; values: readonly number[] }[]): Line[] {
  const byName = new Map<string, number[]>();
  for (const s of series) {
    const sum = byName.get(s.name);
    if (sum) s.values.forEach((v, i) => (sum[i] = (sum[i] ?? 0) + v));
    else byName.set(s.name, [...s.values]);
  }
  const total = (values: number[]) => values.reduce((a, b) => a + b, 0);
  return [...byName.entries()].map(([name, values]) => ({ name, values })).sort((a, b) => total(b.values) - total(a.values) || a.name.localeCompare(b.name));
}

/** The `keep` largest lines, the others summed as one named `otherName` (only when there are any). */
export function keepLargest(lines: readonly Line[], keep: number, otherName: string): Line[] {
  if (lines.length <= keep) return [...lines];
  const rest = lines.slice(keep);
  const other = rest[0]!.values.map((_, i) => rest.reduce((sum, line) => sum + (line.values[i] ?? 0), 0));
  return [...lines.slice(0, keep), { name: otherName, values: other }];
}

/** A bucket's label by step, in UTC: 12:34 for minutes, 11-20 12:00 for hours, 2026-11-20 for days. */
export function bucketLabel(iso: string, step: InsightStep): string {
  if (step === 'minute') return iso.slice(11, 16);
  return step === 'hour' ? `${iso.slice(5, 10)} ${iso.slice(11, 13)}:00` : iso.slice(0, 10);
}

/** A round top for the y axis at or above `max` (1, 2 or 5 times a power of ten). */
export function niceCeiling(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((m) => m * power >= max)!;
  return step * power;
}
