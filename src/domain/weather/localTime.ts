// Local hours and days in a market's time zone. The markets' zones keep one UTC offset all year (no
// daylight saving in Asia/Taipei, Hong_Kong, Jakarta, Bangkok, Tokyo), so one offset serves a week.
import { isoInTimeZone } from '#/domain/shell/formatTime.ts';

const HOUR = 3_600_000;

/** The zone's offset from UTC at `epochMs`, in ms. */
export function utcOffsetMs(epochMs: number, timeZone: string): number {
  const m = /([+-])(\d{2}):(\d{2})$/.exec(isoInTimeZone(epochMs, timeZone))!;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) * 60_000;
}

/** Start of the hour holding `epochMs` (offsets here are whole hours or halves: floor on local time). */
export function hourStart(epochMs: number, offsetMs: number): number {
  return Math.floor((epochMs + offsetMs) / HOUR) * HOUR - offsetMs;
}

/** Local midnight of the day holding `epochMs`. */
export function dayStart(epochMs: number, offsetMs: number): number {
  return Math.floor((epochMs + offsetMs) / (24 * HOUR)) * 24 * HOUR - offsetMs;
}

/** The local day, yyyy-mm-dd. */
export function localDate(epochMs: number, offsetMs: number): string {
  return new Date(epochMs + offsetMs).toISOString().slice(0, 10);
}

/** The local hour of day, 0–23. */
export function localHour(epochMs: number, offsetMs: number): number {
  return new Date(epochMs + offsetMs).getUTCHours();
}

export { HOUR };
