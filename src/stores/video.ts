// Watch logs as a nanostore, persisted in local storage (content-spec §4). Storage errors are
// swallowed: a reader without storage still watches, only without history.
import { atom } from 'nanostores';
import {
  WATCH_LOGS_STORAGE_KEY,
  parseWatchLogs,
  pruneWatchLogs,
  recordWatch,
  rekeyWatchLog,
  removeWatchLog,
  type WatchLogs,
} from '../domain/watchLogs.ts';

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

export function saveWatchProgress(id: string, progress: { currentTime: number; duration: number }): void {
  write(recordWatch(read(), id, progress, Date.now()));
}

export function forgetWatchLog(id: string): void {
  write(removeWatchLog(read(), id));
}

export function rekeyWatchLogToId(mediaHash: string, id: string): void {
  write(rekeyWatchLog(read(), mediaHash, id));
}
