// The debug console's log (shell-spec §6 and §9: "A debug console loads only outside release builds
// with a query flag"; "debug log keeps up to 100 entries"): the newest entries, oldest dropped first.

export const DEBUG_LOG_LIMIT = 100;
export const DEBUG_QUERY_FLAG = 'debug';

export interface DebugEntry {
  level: 'log' | 'info' | 'warn' | 'error';
  at: number;
  text: string;
}

export function appendDebugEntry(entries: readonly DebugEntry[], entry: DebugEntry, limit = DEBUG_LOG_LIMIT): DebugEntry[] {
  const next = [...entries, entry];
  return next.length > limit ? next.slice(next.length - limit) : next;
}

/** One line for a console call's arguments (objects as JSON, errors as their message and stack). */
export function debugText(args: readonly unknown[]): string {
  return args
    .map((a) => {
      if (typeof a === 'string') return a;
      if (a instanceof Error) return `${a.name}: ${a.message}`;
      try {
        return JSON.stringify(a);
      } catch {
        return String(a);
      }
    })
    .join(' ');
}

/**
 * Whether the console is offered: a deployment that names a channel other than 'release' (local runs
 * say 'local'; a deployment naming none is a release), and the page was asked for it (?debug=1).
 */
export function debugConsoleWanted(releaseChannel: string | undefined, search: URLSearchParams): boolean {
  return releaseChannel !== undefined && releaseChannel !== '' && releaseChannel !== 'release' && search.get(DEBUG_QUERY_FLAG) === '1';
}
