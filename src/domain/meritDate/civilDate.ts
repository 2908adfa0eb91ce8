// Calendar dates as the almanacs count them: a civil day (yyyy-mm-dd) with no time of day, turned
// into a day number (days since 1970-01-01) so cycles of days (stem-branch, pasaran, weekday, moon)
// are plain arithmetic. Pure.

/** yyyy-mm-dd. */
export type IsoDate = string;
/** yyyy-mm. */
export type IsoMonth = string;

const DAY_MS = 86_400_000;
/** The years the rules are checked for (the sun and moon formulas hold well beyond). */
export const FIRST_YEAR = 1901;
export const LAST_YEAR = 2099;

/** A real date of FIRST_YEAR..LAST_YEAR written yyyy-mm-dd, else null. */
export function parseIsoDate(value: string): IsoDate | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < FIRST_YEAR || y > LAST_YEAR) return null;
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCMonth() === mo - 1 && date.getUTCDate() === d ? value : null;
}

/** A month yyyy-mm of FIRST_YEAR..LAST_YEAR, else null. */
export function parseIsoMonth(value: string): IsoMonth | null {
  return /^\d{4}-\d{2}$/.test(value) && parseIsoDate(`${value}-01`) ? value : null;
}

export function dayNumber(date: IsoDate): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

export function fromDayNumber(n: number): IsoDate {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromDayNumber(dayNumber(date) + days);
}

/** 0 Sunday … 6 Saturday. */
export function weekday(date: IsoDate): number {
  return (((dayNumber(date) + 4) % 7) + 7) % 7;
}

export function monthOf(date: IsoDate): IsoMonth {
  return date.slice(0, 7);
}

/** The month `delta` months away. */
export function addMonths(month: IsoMonth, delta: number): IsoMonth {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + delta;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export function daysInMonth(month: IsoMonth): number {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** The same day of the month in another month, clamped to its length (31 Jan → 28/29 Feb). */
export function sameDayIn(date: IsoDate, month: IsoMonth): IsoDate {
  const day = Math.min(Number(date.slice(8, 10)), daysInMonth(month));
  return `${month}-${String(day).padStart(2, '0')}`;
}

/** Julian day at 00:00 UT of a date. */
export function julianDay(date: IsoDate): number {
  return dayNumber(date) + 2_440_587.5;
}

/** Today (yyyy-mm-dd) in a time zone. */
export function todayIn(timeZone: string, now: number = Date.now()): IsoDate {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(now));
}
