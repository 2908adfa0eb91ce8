// Live tracking rules (content-spec §7 live tracking), shared by the API and the player: which
// broadcasts are tracked, the report limits, and the watch meter that counts only time spent playing.
import type { LiveStatus } from './liveStatus.ts';

export const TRACKED_STATUSES = ['LIVE', 'ARCHIVED'] as const;
export type TrackedStatus = (typeof TRACKED_STATUSES)[number];
export const LIVE_SOURCES = ['LINELIVE', 'GLP', 'EXTERNAL'] as const;
export type LiveSource = (typeof LIVE_SOURCES)[number];

/** The player reports watch time after this much playing (and on pause, end and page hide). */
export const WATCH_REPORT_EVERY_MS = 30_000;
/** One report carries at most an hour: a longer one is a client bug or a forgery. */
export const MAX_WATCH_SECONDS_PER_REPORT = 3600;
/**
 * A session's watch time may pass the wall-clock time since its play view by this much, no more:
 * room for the reader's clock running ahead of ours and a report batched late, not for inflation.
 */
export const SESSION_WATCH_GRACE_MS = 120_000;

/** The broadcast a player tracks: its market, article id and status when the page was made. */
export interface LiveTrackingTarget {
  country: string;
  aid: number;
  status: TrackedStatus;
}

/** What a play of this broadcast counts as: on air, a replay (ended or archived), or not tracked. */
export function trackedStatusOf(status: LiveStatus | null | undefined): TrackedStatus | null {
  if (status === 'LIVE') return 'LIVE';
  if (status === 'ARCHIVED' || status === 'FINISHED') return 'ARCHIVED';
  return null;
}

/** Playing time not yet reported: the finished stretches plus the one running since `runningSince`. */
export interface WatchMeter {
  runningSince: number | null;
  pendingMs: number;
}

export const IDLE_METER: WatchMeter = { runningSince: null, pendingMs: 0 };

export function meterStart(m: WatchMeter, now: number): WatchMeter {
  return m.runningSince === null ? { ...m, runningSince: now } : m;
}

export function meterStop(m: WatchMeter, now: number): WatchMeter {
  return m.runningSince === null ? m : { runningSince: null, pendingMs: m.pendingMs + Math.max(0, now - m.runningSince) };
}

/** The unreported playing time up to now, and the meter emptied (still running if it was). */
export function meterTake(m: WatchMeter, now: number): { ms: number; meter: WatchMeter } {
  const running = m.runningSince !== null;
  const ms = m.pendingMs + (running ? Math.max(0, now - m.runningSince!) : 0);
  return { ms, meter: { runningSince: running ? now : null, pendingMs: 0 } };
}

/** Milliseconds of playing as the seconds a report carries: whole milliseconds, at most the per-report cap. */
export function reportSeconds(ms: number): number {
  return Math.min(MAX_WATCH_SECONDS_PER_REPORT, Math.round(ms) / 1000);
}
