// The dashboard's CSV export: one section of the report as rows, with stable English column names
// (a spreadsheet or a script reads them, whatever the page's language).
import { toCsv, type CsvValue } from '#/domain/insights/csv.ts';
import { percentText } from '#/domain/insights/rates.ts';
import type { InsightsReport } from './loadInsights.ts';

export const INSIGHT_SECTIONS = ['pageviews', 'stories', 'vitals', 'errors', 'impressions', 'live'] as const;
export type InsightSection = (typeof INSIGHT_SECTIONS)[number];

export const isInsightSection = (value: string | null): value is InsightSection => (INSIGHT_SECTIONS as readonly string[]).includes(value ?? '');

function rows(report: InsightsReport, section: InsightSection): { header: string[]; rows: CsvValue[][] } {
  switch (section) {
    case 'pageviews':
      return {
        header: ['bucket_start_utc', 'country', 'page_type', 'views'],
        rows: report.buckets.flatMap((bucket, i) => report.pageViews.series.map((s) => [bucket, s.country, s.pageType, s.views[i] ?? 0])),
      };
    case 'stories':
      return { header: ['path', 'title', 'views'], rows: report.topPages.map((p) => [p.path, p.title, p.views]) };
    case 'vitals':
      return {
        header: ['page_type', 'metric', 'reports', 'p75', 'rating', 'good', 'poor'],
        rows: report.vitals.map((v) => [v.pageType, v.metric, v.count, v.p75, v.rating, v.good, v.poor]),
      };
    case 'errors':
      return { header: ['message', 'reports'], rows: report.errors.top.map((e) => [e.message, e.count]) };
    case 'impressions':
      return {
        header: ['target', 'target_kind', 'impressions', 'clicks', 'ctr_percent'],
        rows: report.targets.map((t) => [t.target, t.targetKind, t.impressions, t.clicks, percentText(t.ctr)]),
      };
    case 'live':
      return {
        header: ['article_id', 'title', 'play_views', 'watch_ms'],
        rows: report.live.top.map((l) => [l.articleId, l.title, l.playViews, l.watchMs]),
      };
  }
}

export function insightsCsv(report: InsightsReport, section: InsightSection): string {
  const table = rows(report, section);
  return toCsv(table.header, table.rows);
}

/** The download's file name: the section, the market (or all) and the range's start. */
export function insightsCsvName(report: InsightsReport, section: InsightSection): string {
  return `insights-${section}-${report.country ?? 'all'}-${report.range.from.slice(0, 16).replace(/[-:]/g, '').replace('T', '-')}.csv`;
}
