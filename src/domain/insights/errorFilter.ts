// Error reports (shell-spec §8, §9): what the reporter ignores, how an HLS error is named, the caps of
// an ErrorEvent and the trace sampling ("error-reporting service (trace sample rate 1%)").
import type { ErrorEvent } from './events.ts';

/** "The error reporter ignores 'Network Error', 'Request aborted' and browser deprecation reports." */
export const IGNORED_ERROR_MESSAGES: readonly string[] = ['Network Error', 'Request aborted'];
/** "Trace sampling 0.01": a stack rides along with this share of reports. */
export const TRACE_SAMPLE_RATE = 0.01;
const MESSAGE_MAX = 500;
const STACK_MAX = 4000;
const HLS_PREFIX = 'HLS Error:';

/** Whether a report is dropped: an ignored message (also wrapped, "Error: Network Error") or a deprecation report. */
export function isIgnoredError(message: string, reportType?: string): boolean {
  if (reportType === 'deprecation') return true;
  const text = message.trim();
  return IGNORED_ERROR_MESSAGES.some((m) => text === m || text.endsWith(`: ${m}`));
}

/** An HLS player's error, named as the reporter wants it (the player's own text kept). */
export function hlsErrorText(message: string): string {
  return message.startsWith(HLS_PREFIX) ? message : `${HLS_PREFIX} ${message}`;
}

/**
 * The report's fields, capped, or null when it is ignored. `draw` is a random number in [0, 1): the
 * stack is kept only when it falls under the trace sample rate.
 */
export function errorReport(
  input: { message: string; stack?: string; source: ErrorEvent['source']; reportType?: string },
  draw: number,
): Pick<ErrorEvent, 'message' | 'stack' | 'source'> | null {
  const raw = input.source === 'hls' ? hlsErrorText(input.message) : input.message;
  if (!raw || isIgnoredError(raw, input.reportType)) return null;
  const report: Pick<ErrorEvent, 'message' | 'stack' | 'source'> = { message: raw.slice(0, MESSAGE_MAX), source: input.source };
  if (input.stack && draw < TRACE_SAMPLE_RATE) report.stack = input.stack.slice(0, STACK_MAX);
  return report;
}
