// Watch logs of content-spec §3–§4: per video, where the viewer stopped. Kept in local storage;
// expired entries are dropped and only the newest up to the maximum are kept. Before a server id
// is known a log is keyed by the media hash and re-keyed later. Pure: the store does the I/O.

interface WatchLog {
  /** Seconds into the video. */
  currentTime: number;
  /** Seconds; 0 while unknown. */
  duration: number;
  /** Epoch ms of the last write: expiry and "newest" both read it. */
  createdAt: number;
}

export type WatchLogs = Readonly<Record<string, WatchLog>>;

interface WatchLogConfig {
  maxLogs: number;
  expiryMs: number;
}

/** The configured limits (content-spec §9 leaves the values to configuration). */
const WATCH_LOG_CONFIG: WatchLogConfig = { maxLogs: 50, expiryMs: 30 * 24 * 3_600_000 };

export const WATCH_LOGS_STORAGE_KEY = 'watchLogs';
/** When the logs were last sent to the reader's account. */
export const WATCH_LOGS_SYNCED_AT_KEY = 'watchLogs.syncedAt';

// A hand check rather than zod: this runs in the video island, where every kilobyte counts.
const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

function toLog(value: unknown): WatchLog | null {
  if (!value || typeof value !== 'object') return null;
  const { currentTime, duration, createdAt } = value as Record<string, unknown>;
  if (!finite(currentTime) || !finite(duration) || !finite(createdAt) || currentTime < 0 || duration < 0) return null;
  return { currentTime, duration, createdAt };
}

/** Stored JSON → logs; anything unreadable is dropped entry by entry, never thrown. */
export function parseWatchLogs(raw: string | null): WatchLogs {
  if (!raw) return {};
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return {};
  const out: Record<string, WatchLog> = {};
  for (const [id, value] of Object.entries(data)) {
    const log = toLog(value);
    if (log && id) out[id] = log;
  }
  return out;
}

/** Drops expired logs and keeps the newest `maxLogs`. */
export function pruneWatchLogs(logs: WatchLogs, now: number, config: WatchLogConfig = WATCH_LOG_CONFIG): WatchLogs {
  const fresh = Object.entries(logs)
    .filter(([, log]) => now - log.createdAt < config.expiryMs)
    .sort(([, a], [, b]) => b.createdAt - a.createdAt)
    .slice(0, config.maxLogs);
  return Object.fromEntries(fresh);
}

/** Adds or updates the log of a video while it is watched. */
export function recordWatch(
  logs: WatchLogs,
  id: string,
  progress: { currentTime: number; duration: number },
  now: number,
  config: WatchLogConfig = WATCH_LOG_CONFIG,
): WatchLogs {
  const currentTime = Math.max(0, progress.currentTime);
  const duration = Number.isFinite(progress.duration) ? Math.max(0, progress.duration) : 0;
  return pruneWatchLogs({ ...logs, [id]: { currentTime, duration, createdAt: now } }, now, config);
}

export function removeWatchLog(logs: WatchLogs, id: string): WatchLogs {
  if (!(id in logs)) return logs;
  const { [id]: _removed, ...rest } = logs;
  return rest;
}

/** Moves a log kept under a media hash to the video's id; an existing log under the id wins if newer. */
export function rekeyWatchLog(logs: WatchLogs, mediaHash: string, id: string): WatchLogs {
  const log = logs[mediaHash];
  if (!log || mediaHash === id) return logs;
  const rest = removeWatchLog(logs, mediaHash);
  const existing = rest[id];
  return existing && existing.createdAt >= log.createdAt ? rest : { ...rest, [id]: log };
}

/** What the sync reads of a server history entry (GET /reading-history/videos answers more). */
interface ServerWatchEntry {
  id: string;
  watchedTime: number;
  duration: number;
  touchedTime: number;
}

/** The server's history as local logs (it replaces the local copy on sync), pruned like them. */
export function logsFromServerHistory(items: readonly ServerWatchEntry[], now: number, config: WatchLogConfig = WATCH_LOG_CONFIG): WatchLogs {
  const logs: Record<string, WatchLog> = {};
  for (const item of items) logs[item.id] = { currentTime: item.watchedTime, duration: item.duration, createdAt: item.touchedTime };
  return pruneWatchLogs(logs, now, config);
}

/** A signed-in reader's history is fetched again when the last sync is older than the interval. */
export function historySyncDue(syncedAt: number | null, now: number, intervalMs: number): boolean {
  return syncedAt === null || now - syncedAt > intervalMs;
}
