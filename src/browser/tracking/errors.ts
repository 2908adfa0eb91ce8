// Error reports (shell-spec §8, §9), a chunk of its own: the tracker loads it at the first error,
// so a page without one never does. Uncaught errors and rejections, the parts' own reports (the
// player's HLS errors) and the browser's intervention reports become ErrorEvents by the rules of
// src/domain/insights/errorFilter.ts (ignored messages, deprecation reports, caps, 1 % traces).
import { errorReport } from '#/domain/insights/errorFilter.ts';
import type { ErrorEvent } from '#/domain/insights/events.ts';

export type ErrorFields = Pick<ErrorEvent, 'message' | 'stack' | 'source'>;
/** A part's own report, or an uncaught error or rejection (the window's event). */
export type ErrorItem = { type: 'error'; source: 'hls'; message: string } | Event;

/** The report of an item, or null when it is ignored. */
export function reportOf(item: ErrorItem, draw = Math.random()): ErrorFields | null {
  if (!(item instanceof Event)) return errorReport({ message: item.message, source: 'hls' }, draw);
  const e = item as globalThis.ErrorEvent & PromiseRejectionEvent;
  const rejection = e.type === 'unhandledrejection';
  const reason: unknown = rejection ? e.reason : e.error;
  const message = reason instanceof Error ? `${reason.name}: ${reason.message}` : String(rejection ? reason : e.message);
  return errorReport({ message, stack: reason instanceof Error ? reason.stack : undefined, source: rejection ? 'rejection' : 'error' }, draw);
}

/** The browser's reports from the page's start on (deprecations are dropped by the filter). */
export function observeReports(send: (fields: ErrorFields) => void): void {
  if (!('ReportingObserver' in window)) return;
  new ReportingObserver((reports) => {
    for (const r of reports) {
      const fields = errorReport({ message: String((r.body as { message?: string } | null)?.message ?? r.type), source: 'report', reportType: r.type }, Math.random());
      if (fields) send(fields);
    }
  }, { types: ['deprecation', 'intervention'], buffered: true }).observe();
}
