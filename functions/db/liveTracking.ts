// Live video tracking (migrations/0022): play views open a player session, watch time and quality
// reports are written against it, and the per-broadcast totals move only by one atomic upsert each,
// guarded in the same batch (one transaction) by `changes()` of the write before it, so a report
// that was refused adds nothing and concurrent reports sum exactly.
import type { Database } from './database.ts';

export type TrackedStatus = 'LIVE' | 'ARCHIVED';

export interface PlayView {
  sessionId: string;
  articleId: number;
  country: string;
  userId: string | null;
  broadcastStatus: TrackedStatus;
  source: string;
  playMode: string;
}

export interface WatchReport {
  sessionId: string;
  articleId: number;
  country: string;
  userId: string | null;
  watchMs: number;
  positionS: number;
  quality: string;
  viaBeacon: boolean;
}

export interface QoeReport {
  sessionId: string;
  articleId: number;
  country: string;
  userId: string | null;
  startupMs: number | null;
  rebufferCount: number;
  rebufferMs: number;
  qualitySwitches: number;
  bitrateKbps: number | null;
  fatalError: string | null;
}

export interface TrackTotals {
  articleId: number;
  playViews: number;
  livePlayViews: number;
  watchMs: number;
  qoeReports: number;
  rebufferCount: number;
  fatalErrors: number;
}

/** Whether the article is a broadcast of this market (it has a live status). */
export async function isBroadcastOf(db: Database, articleId: number, country: string): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 AS found FROM live_broadcasts b JOIN articles a ON a.id = b.article_id WHERE b.article_id = ?1 AND a.country = ?2')
    .bind(articleId, country)
    .first<{ found: number }>();
  return row !== null;
}

/** Opens the player session; false when that session's play view was recorded already (a retry). */
export async function recordPlayView(db: Database, v: PlayView, now: number): Promise<boolean> {
  const [inserted] = await db.batch([
    db
      .prepare(
        `INSERT INTO live_play_sessions (session_id, article_id, country, user_id, broadcast_status, source, play_mode, started_time, last_report_time)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?8) ON CONFLICT (session_id) DO NOTHING`,
      )
      .bind(v.sessionId, v.articleId, v.country, v.userId, v.broadcastStatus, v.source, v.playMode, now),
    db
      .prepare(
        `INSERT INTO live_track_totals (article_id, country, play_views, live_play_views, updated_time)
         SELECT ?1, ?2, 1, ?3, ?4 WHERE changes() = 1
         ON CONFLICT (article_id) DO UPDATE SET play_views = play_views + 1, live_play_views = live_play_views + excluded.live_play_views, updated_time = excluded.updated_time`,
      )
      .bind(v.articleId, v.country, v.broadcastStatus === 'LIVE' ? 1 : 0, now),
  ]);
  return (inserted!.meta.changes ?? 0) === 1;
}

export type WatchOutcome = 'counted' | 'no session' | 'over the session allowance';

/**
 * Adds a watch-time report to its session and the broadcast's totals, unless the session's watch
 * time would pass the wall-clock time since its play view plus `graceMs`.
 */
export async function recordWatchTime(db: Database, r: WatchReport, now: number, graceMs: number): Promise<WatchOutcome> {
  const [updated] = await db.batch([
    db
      .prepare(
        `UPDATE live_play_sessions SET watch_ms = watch_ms + ?4, last_report_time = ?5
         WHERE session_id = ?1 AND article_id = ?2 AND country = ?3 AND watch_ms + ?4 <= ?5 - started_time + ?6`,
      )
      .bind(r.sessionId, r.articleId, r.country, r.watchMs, now, graceMs),
    db
      .prepare(
        `INSERT INTO live_watch_events (session_id, article_id, via_beacon, watch_ms, position_s, quality, user_id, created_time)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8 WHERE changes() = 1`,
      )
      .bind(r.sessionId, r.articleId, r.viaBeacon ? 1 : 0, r.watchMs, r.positionS, r.quality, r.userId, now),
    db
      .prepare(
        `INSERT INTO live_track_totals (article_id, country, watch_ms, updated_time)
         SELECT ?1, ?2, ?3, ?4 WHERE changes() = 1
         ON CONFLICT (article_id) DO UPDATE SET watch_ms = watch_ms + excluded.watch_ms, updated_time = excluded.updated_time`,
      )
      .bind(r.articleId, r.country, r.watchMs, now),
  ]);
  if ((updated!.meta.changes ?? 0) === 1) return 'counted';
  return (await hasSession(db, r.sessionId, r.articleId, r.country)) ? 'over the session allowance' : 'no session';
}

/** Stores a quality report of the session and counts it in the totals; false when there is no such session. */
export async function recordQoe(db: Database, r: QoeReport, now: number): Promise<boolean> {
  const [inserted] = await db.batch([
    db
      .prepare(
        `INSERT INTO live_qoe_events (session_id, article_id, startup_ms, rebuffer_count, rebuffer_ms, quality_switches, bitrate_kbps, fatal_error, user_id, created_time)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10
         WHERE EXISTS (SELECT 1 FROM live_play_sessions WHERE session_id = ?1 AND article_id = ?2 AND country = ?11)`,
      )
      .bind(r.sessionId, r.articleId, r.startupMs, r.rebufferCount, r.rebufferMs, r.qualitySwitches, r.bitrateKbps, r.fatalError, r.userId, now, r.country),
    db
      .prepare(
        `INSERT INTO live_track_totals (article_id, country, qoe_reports, rebuffer_count, fatal_errors, updated_time)
         SELECT ?1, ?2, 1, ?3, ?4, ?5 WHERE changes() = 1
         ON CONFLICT (article_id) DO UPDATE SET qoe_reports = qoe_reports + 1, rebuffer_count = rebuffer_count + excluded.rebuffer_count,
           fatal_errors = fatal_errors + excluded.fatal_errors, updated_time = excluded.updated_time`,
      )
      .bind(r.articleId, r.country, r.rebufferCount, r.fatalError ? 1 : 0, now),
  ]);
  return (inserted!.meta.changes ?? 0) === 1;
}

async function hasSession(db: Database, sessionId: string, articleId: number, country: string): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 AS found FROM live_play_sessions WHERE session_id = ?1 AND article_id = ?2 AND country = ?3')
    .bind(sessionId, articleId, country)
    .first<{ found: number }>();
  return row !== null;
}

/** Totals of the market's broadcasts (or one of them), zeros for a broadcast nobody played yet. */
export async function readTrackTotals(db: Database, country: string, articleId?: number): Promise<TrackTotals[]> {
  const { results } = await db
    .prepare(
      `SELECT b.article_id AS articleId, COALESCE(t.play_views, 0) AS playViews, COALESCE(t.live_play_views, 0) AS livePlayViews,
              COALESCE(t.watch_ms, 0) AS watchMs, COALESCE(t.qoe_reports, 0) AS qoeReports, COALESCE(t.rebuffer_count, 0) AS rebufferCount,
              COALESCE(t.fatal_errors, 0) AS fatalErrors
       FROM live_broadcasts b JOIN articles a ON a.id = b.article_id LEFT JOIN live_track_totals t ON t.article_id = b.article_id
       WHERE a.country = ?1 AND (?2 IS NULL OR b.article_id = ?2)
       ORDER BY b.article_id LIMIT 500`,
    )
    .bind(country, articleId ?? null)
    .all<TrackTotals>();
  return results;
}
