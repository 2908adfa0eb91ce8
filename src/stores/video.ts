// Watch logs as a nanostore, persisted in local storage (content-spec §4). Storage errors are
// swallowed: a reader without storage still watches, only without history.
import { atom } from 'nanostores';
import type { WebapiClient } from '#/api/webapiClient.ts';
import { createSessionClient } from './sessionClient.ts';
import { USER_DATA_REFRESH_MS } from '#/domain/identity/userDataCache.ts';
import { isCountryCode } from '#/domain/routing/countryCodes.ts';
import { $session } from './session.ts';
import {
  WATCH_LOGS_STORAGE_KEY,
  WATCH_LOGS_SYNCED_AT_KEY,
  historySyncDue,
  logsFromServerHistory,
  parseWatchLogs,
  pruneWatchLogs,
  recordWatch,
  rekeyWatchLog,
  removeWatchLog,
  type WatchLogs,
} from '#/domain/article/watchLogs.ts';

export const $watchLogs = atom<WatchLogs>({});

function read(): WatchLogs {
  try {
    return pruneWatchLogs(parseWatchLogs(localStorage.getItem(WATCH_LOGS_STORAGE_KEY)), Date.now());
  } catch {
    return {};
  }
}

function write(logs: WatchLogs): void {
  $watchLogs.set(logs);
  try {
    localStorage.setItem(WATCH_LOGS_STORAGE_KEY, JSON.stringify(logs));
  } catch {
    // Storage full or blocked: the in-memory copy still serves this page.
  }
}

/** Loads the stored logs; called on mount and again when the page becomes visible. */
export function loadWatchLogs(): WatchLogs {
  const logs = read();
  $watchLogs.set(logs);
  return logs;
}

const SYNCED_AT_KEY = WATCH_LOGS_SYNCED_AT_KEY;

/** One client per page (it follows the session's token with one $session listener), made on first use. */
let client: WebapiClient | undefined;

/** The API client of a signed-in reader on this market's pages, or null when signed out. */
function historyClient(): WebapiClient | null {
  if (!$session.get()) return null;
  const first = location.pathname.split('/')[1] ?? '';
  return (client ??= createSessionClient(isCountryCode(first) ? first : 'gcp'));
}

export function saveWatchProgress(id: string, progress: { currentTime: number; duration: number }): void {
  write(recordWatch(read(), id, progress, Date.now()));
  // Signed-in readers keep their history on the server too.
  if (progress.duration > 0) {
    historyClient()
      ?.send('POST', '/reading-history/videos', { json: { id, watchedTime: Math.min(progress.currentTime, progress.duration), duration: progress.duration } })
      .catch((error: unknown) => console.error('video history save failed', error));
  }
}

/**
 * For a signed-in reader whose last sync is older than the refresh interval, the server's history
 * replaces the local copy (content-spec §4). Failures are reported and the local copy kept.
 */
export async function syncWatchHistory(now = Date.now()): Promise<WatchLogs> {
  const client = historyClient();
  let syncedAt: number | null = null;
  try {
    syncedAt = Number(localStorage.getItem(SYNCED_AT_KEY)) || null;
  } catch {
    // storage unavailable
  }
  if (!client || !historySyncDue(syncedAt, now, USER_DATA_REFRESH_MS)) return loadWatchLogs();
  try {
    const { items } = await client.get('/reading-history/videos');
    write(logsFromServerHistory(items, now));
    localStorage.setItem(SYNCED_AT_KEY, String(now));
  } catch (error) {
    console.error('video history fetch failed', error);
  }
  return $watchLogs.get();
}

export function forgetWatchLog(id: string): void {
  write(removeWatchLog(read(), id));
}

export function rekeyWatchLogToId(mediaHash: string, id: string): void {
  write(rekeyWatchLog(read(), mediaHash, id));
}
