// Civil dates in the market's locale and calendar (th: the Buddhist era, which Intl gives Thai by
// default). A civil date has no time zone: it is formatted at noon UTC in UTC, so no zone moves it.
import type { Market } from '#/markets.ts';
import type { IsoDate, IsoMonth } from './civilDate.ts';

const formats = new Map<string, Intl.DateTimeFormat>();

function format(lang: string, kind: 'day' | 'month' | 'weekday' | 'short'): Intl.DateTimeFormat {
  const key = `${lang} ${kind}`;
  let f = formats.get(key);
  if (!f) {
    const options: Record<typeof kind, Intl.DateTimeFormatOptions> = {
      day: { year: 'numeric', month: 'long', day: 'numeric', weekday: 'long' },
      month: { year: 'numeric', month: 'long' },
      weekday: { weekday: 'short' },
      short: { month: 'short', day: 'numeric', weekday: 'short' },
    };
    f = new Intl.DateTimeFormat(lang, { ...options[kind], timeZone: 'UTC' });
    formats.set(key, f);
  }
  return f;
}

const noon = (date: IsoDate) => new Date(`${date}T12:00:00Z`);

/** "2026年11月28日 星期六", "วันเสาร์ที่ 28 พฤศจิกายน 2569". */
export function formatDay(market: Pick<Market, 'lang'>, date: IsoDate): string {
  return format(market.lang, 'day').format(noon(date));
}

/** "11月28日 週六", "ส. 28 พ.ย.". */
export function formatShortDay(market: Pick<Market, 'lang'>, date: IsoDate): string {
  return format(market.lang, 'short').format(noon(date));
}

/** "2026年11月", "พฤศจิกายน 2569". */
export function formatMonth(market: Pick<Market, 'lang'>, month: IsoMonth): string {
  return format(market.lang, 'month').format(noon(`${month}-01`));
}

/** Short weekday names, Sunday first. */
export function weekdayNames(market: Pick<Market, 'lang'>): string[] {
  // 2026-11-01 was a Sunday.
  return Array.from({ length: 7 }, (_, i) => format(market.lang, 'weekday').format(noon(`2026-11-0${i + 1}`)));
}

/** A month's days as weeks of seven, Sunday first; null fills the days outside the month. */
export function calendarWeeks<D extends { weekday: number }>(days: readonly D[]): (D | null)[][] {
  const cells: (D | null)[] = [...Array<null>(days[0]?.weekday ?? 0).fill(null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}
