// Rollup rows → the dashboard's report: series filled to every bucket, p75 per page type and metric
// read from the summed histograms, click-through rates.
import { VITAL_THRESHOLDS } from '#/domain/insights/events.ts';
import { percentileFromBuckets, vitalRating } from '#/domain/insights/percentile.ts';
import { clickThroughRate } from '#/domain/insights/rates.ts';
import type { MinuteRange } from '#/domain/insights/timeRange.ts';
import type { ErrorMessageRow, LiveArticleRow, LiveTotalsRow, PageViewBucketRow, TargetRow, TopPageRow, VitalBucketRow } from '../db/insightsRead.ts';
import type { InsightsReport } from './schemas/insightsAdmin.ts';

const iso = (minute: number) => new Date(minute * 60_000).toISOString();

export function toPageViewSeries(buckets: readonly number[], rows: readonly PageViewBucketRow[]): InsightsReport['pageViews'] {
  const index = new Map(buckets.map((b, i) => [b, i]));
  const series = new Map<string, InsightsReport['pageViews']['series'][number]>();
  let total = 0;
  for (const row of rows) {
    const key = `${row.country}\u0000${row.pageType}`;
    let line = series.get(key);
    if (!line) series.set(key, (line = { country: row.country, pageType: row.pageType, total: 0, views: buckets.map(() => 0) }));
    const at = index.get(row.bucket);
    if (at !== undefined) line.views[at] = (line.views[at] ?? 0) + row.views;
    line.total += row.views;
    total += row.views;
  }
  return { total, series: [...series.values()].sort((a, b) => b.total - a.total || a.country.localeCompare(b.country) || a.pageType.localeCompare(b.pageType)) };
}

export function toVitals(rows: readonly VitalBucketRow[]): InsightsReport['vitals'] {
  const groups = new Map<string, VitalBucketRow[]>();
  for (const row of rows) {
    const key = `${row.pageType}\u0000${row.metric}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()].map((group) => {
    const { pageType, metric } = group[0]!;
    const p75 = percentileFromBuckets(metric, group, 0.75)!;
    return { pageType, metric, count: group.reduce((n, r) => n + r.count, 0), p75, rating: vitalRating(metric, p75), ...VITAL_THRESHOLDS[metric] };
  });
}

export function toReport(
  country: string | null,
  range: MinuteRange,
  buckets: readonly number[],
  rows: {
    pageViews: PageViewBucketRow[];
    topPages: TopPageRow[];
    vitals: VitalBucketRow[];
    errorTotal: number;
    topErrors: ErrorMessageRow[];
    targets: TargetRow[];
    live: LiveTotalsRow;
    liveTop: LiveArticleRow[];
  },
): InsightsReport {
  return {
    country,
    range: { from: iso(range.fromMinute), to: iso(range.toMinute), step: range.step },
    buckets: buckets.map(iso),
    pageViews: toPageViewSeries(buckets, rows.pageViews),
    topPages: rows.topPages.map((r) => ({ path: r.path, title: r.title ?? '', views: r.views })),
    vitals: toVitals(rows.vitals),
    errors: { total: rows.errorTotal, top: rows.topErrors },
    targets: rows.targets.map((r) => ({ ...r, ctr: clickThroughRate(r.clicks, r.impressions) })),
    live: { ...rows.live, top: rows.liveTop.map((r) => ({ ...r, title: r.title ?? '' })) },
  };
}
