// The dashboard's reads of the measurement rollups (migrations/0045_insights.sql) and of the stored
// live-video calls (migrations/0022_live_tracking.sql): sums over minutes [from, to), of one market
// or all. Rollup rows are per minute, so every read is a range scan of the primary key's first column.
import type { VitalMetric } from '#/domain/insights/events.ts';
import type { Database } from './database.ts';

export interface InsightsWindow {
  fromMinute: number;
  toMinute: number;
  /** A market code, or null for all. */
  country: string | null;
  /** Bucket size in minutes (time series only). */
  stepMinutes: number;
}

export interface PageViewBucketRow {
  bucket: number;
  country: string;
  pageType: string;
  views: number;
}

export interface TopPageRow {
  path: string;
  title: string;
  views: number;
}

export interface VitalBucketRow {
  pageType: string;
  metric: VitalMetric;
  bucket: number;
  count: number;
}

export interface ErrorMessageRow {
  message: string;
  count: number;
}

export interface TargetRow {
  target: string;
  targetKind: 'ad' | 'module' | 'card';
  impressions: number;
  clicks: number;
}

export interface LiveTotalsRow {
  playViews: number;
  livePlayViews: number;
  watchMs: number;
  qoeReports: number;
  startupMsAvg: number | null;
  rebufferCount: number;
  rebufferMs: number;
  fatalErrors: number;
}

export interface LiveArticleRow {
  articleId: number;
  title: string;
  playViews: number;
  watchMs: number;
}

/**
 * The WHERE clause of a window over `timeColumn` (minutes, or ms for the live tables) and its
 * arguments (?1, ?2 and the market as ?3 when one is asked for); `next` numbers a further argument.
 */
function scope(w: InsightsWindow, opts: { timeColumn?: string; countryColumn?: string; unitMs?: number } = {}) {
  const unit = opts.unitMs ?? 1;
  const time = opts.timeColumn ?? 'minute';
  const args: (string | number)[] = [w.fromMinute * unit, w.toMinute * unit];
  let where = `${time} >= ?1 AND ${time} < ?2`;
  if (w.country !== null) {
    args.push(w.country);
    where += ` AND ${opts.countryColumn ?? 'country'} = ?3`;
  }
  return { where, args, next: `?${args.length + 1}` };
}

/** Page views per bucket (its first minute; `%` works in integers whatever type the step is bound as). */
export async function readPageViewSeries(db: Database, w: InsightsWindow): Promise<PageViewBucketRow[]> {
  const s = scope(w);
  const { results } = await db
    .prepare(
      `SELECT minute - minute % ${s.next} AS bucket, country, page_type AS pageType, SUM(views) AS views
       FROM insight_page_views WHERE ${s.where}
       GROUP BY bucket, country, page_type ORDER BY bucket, country, page_type`,
    )
    .bind(...s.args, w.stepMinutes)
    .all<PageViewBucketRow>();
  return results;
}

/** The most read paths, with the latest title seen in the range. */
export async function readTopPages(db: Database, w: InsightsWindow, limit: number): Promise<TopPageRow[]> {
  const s = scope(w);
  const inner = scope(w, { timeColumn: 't.minute', countryColumn: 't.country' });
  const { results } = await db
    .prepare(
      `SELECT path, SUM(views) AS views,
              (SELECT t.title FROM insight_page_views t WHERE t.path = v.path AND ${inner.where} ORDER BY t.minute DESC LIMIT 1) AS title
       FROM insight_page_views v WHERE ${s.where}
       GROUP BY path ORDER BY views DESC, path LIMIT ${s.next}`,
    )
    .bind(...s.args, limit)
    .all<TopPageRow>();
  return results;
}

/** Every vital histogram bucket summed over the range, per page type and metric. */
export async function readVitalBuckets(db: Database, w: InsightsWindow): Promise<VitalBucketRow[]> {
  const s = scope(w);
  const { results } = await db
    .prepare(
      `SELECT page_type AS pageType, metric, bucket, SUM(count) AS count
       FROM insight_vitals WHERE ${s.where}
       GROUP BY page_type, metric, bucket ORDER BY page_type, metric, bucket`,
    )
    .bind(...s.args)
    .all<VitalBucketRow>();
  return results;
}

export async function readErrorTotal(db: Database, w: InsightsWindow): Promise<number> {
  const s = scope(w);
  const row = await db.prepare(`SELECT COALESCE(SUM(count), 0) AS total FROM insight_errors WHERE ${s.where}`).bind(...s.args).first<{ total: number }>();
  return row?.total ?? 0;
}

export async function readTopErrors(db: Database, w: InsightsWindow, limit: number): Promise<ErrorMessageRow[]> {
  const s = scope(w);
  const { results } = await db
    .prepare(`SELECT message, SUM(count) AS count FROM insight_errors WHERE ${s.where} GROUP BY message ORDER BY count DESC, message LIMIT ${s.next}`)
    .bind(...s.args, limit)
    .all<ErrorMessageRow>();
  return results;
}

/** Impressions and clicks per ad slot, module or card, most seen first. */
export async function readTargets(db: Database, w: InsightsWindow, limit: number): Promise<TargetRow[]> {
  const s = scope(w);
  const { results } = await db
    .prepare(
      `SELECT target, target_kind AS targetKind, SUM(impressions) AS impressions, SUM(clicks) AS clicks
       FROM insight_impressions WHERE ${s.where}
       GROUP BY target, target_kind ORDER BY impressions DESC, clicks DESC, target LIMIT ${s.next}`,
    )
    .bind(...s.args, limit)
    .all<TargetRow>();
  return results;
}

/**
 * Live video in the range: play views are sessions started in it (their watch time with them),
 * QoE the reports made in it. The live tables keep epoch ms.
 */
export async function readLiveTotals(db: Database, w: InsightsWindow): Promise<LiveTotalsRow> {
  const plays = scope(w, { timeColumn: 'started_time', unitMs: 60_000 });
  const qoe = scope(w, { timeColumn: 'q.created_time', countryColumn: 's.country', unitMs: 60_000 });
  const [p, q] = await db.batch<Record<string, number | null>>([
    db
      .prepare(
        `SELECT COUNT(*) AS playViews, COALESCE(SUM(broadcast_status = 'LIVE'), 0) AS livePlayViews, COALESCE(SUM(watch_ms), 0) AS watchMs
         FROM live_play_sessions WHERE ${plays.where}`,
      )
      .bind(...plays.args),
    db
      .prepare(
        `SELECT COUNT(*) AS qoeReports, AVG(q.startup_ms) AS startupMsAvg, COALESCE(SUM(q.rebuffer_count), 0) AS rebufferCount,
                COALESCE(SUM(q.rebuffer_ms), 0) AS rebufferMs, COUNT(q.fatal_error) AS fatalErrors
         FROM live_qoe_events q JOIN live_play_sessions s ON s.session_id = q.session_id WHERE ${qoe.where}`,
      )
      .bind(...qoe.args),
  ]);
  const pr = p?.results[0] ?? {};
  const qr = q?.results[0] ?? {};
  return {
    playViews: Number(pr.playViews ?? 0),
    livePlayViews: Number(pr.livePlayViews ?? 0),
    watchMs: Number(pr.watchMs ?? 0),
    qoeReports: Number(qr.qoeReports ?? 0),
    startupMsAvg: qr.startupMsAvg == null ? null : Number(qr.startupMsAvg),
    rebufferCount: Number(qr.rebufferCount ?? 0),
    rebufferMs: Number(qr.rebufferMs ?? 0),
    fatalErrors: Number(qr.fatalErrors ?? 0),
  };
}

/** The live videos most played in the range, with their stories' titles. */
export async function readLiveArticles(db: Database, w: InsightsWindow, limit: number): Promise<LiveArticleRow[]> {
  const s = scope(w, { timeColumn: 's.started_time', countryColumn: 's.country', unitMs: 60_000 });
  const { results } = await db
    .prepare(
      `SELECT s.article_id AS articleId, a.title AS title, COUNT(*) AS playViews, SUM(s.watch_ms) AS watchMs
       FROM live_play_sessions s JOIN articles a ON a.id = s.article_id WHERE ${s.where}
       GROUP BY s.article_id ORDER BY playViews DESC, s.article_id LIMIT ${s.next}`,
    )
    .bind(...s.args, limit)
    .all<LiveArticleRow>();
  return results;
}
