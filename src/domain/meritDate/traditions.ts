// Which tradition reads a market's days (the market table's meritDate field), and the calendar built
// on it: a month's days marked good or not for a category, and the next good days from a date.
import { isGoodFor, type CategoryKey, type DayReading } from './activities.ts';
import { addDays, daysInMonth, weekday, type IsoDate, type IsoMonth, LAST_YEAR } from './civilDate.ts';
import { almanacReading } from './dayOfficers.ts';
import { thaiReading } from './thaiDays.ts';
import { wetonReading } from './weton.ts';

export const TRADITIONS = ['almanac', 'thai', 'weton'] as const;
export type MeritTradition = (typeof TRADITIONS)[number];

/** A market's auspicious-date settings: its tradition and the UTC offset its days turn at. */
export interface MeritDateConfig {
  tradition: MeritTradition;
  utcOffsetHours: number;
}

export function readDay(config: MeritDateConfig, date: IsoDate): DayReading {
  switch (config.tradition) {
    case 'almanac':
      return almanacReading(date, config.utcOffsetHours);
    case 'thai':
      return thaiReading(date, config.utcOffsetHours);
    case 'weton':
      return wetonReading(date);
  }
}

export interface CalendarDay {
  date: IsoDate;
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  good: boolean;
  /** The day's first tradition term after the weekday (the officer, the lunar day, the weton). */
  term: string;
}

/** Every day of a month, marked good or not for a category. */
export function monthCalendar(config: MeritDateConfig, month: IsoMonth, category: CategoryKey): CalendarDay[] {
  return Array.from({ length: daysInMonth(month) }, (_, i) => {
    const date = `${month}-${String(i + 1).padStart(2, '0')}`;
    const reading = readDay(config, date);
    return { date, weekday: weekday(date), good: isGoodFor(reading, category), term: shortTerm(config, reading) };
  });
}

function shortTerm(config: MeritDateConfig, reading: DayReading): string {
  // The almanac's officer (成日 → 成), the Thai lunar day without its unit (แรม 10 ค่ำ → แรม 10, as
  // printed calendars abbreviate it in a cell), the weton's pasaran.
  if (config.tradition === 'almanac') return reading.terms[1]!.slice(0, 1);
  if (config.tradition === 'thai') return reading.terms[1]!.replace(/ ค่ำ$/, '');
  return reading.terms[0]!.split(' ')[1]!;
}

/** Look this far for good days: every category has several good days in any month of every tradition. */
const HORIZON_DAYS = 120;

/** The first `count` days from `from` (itself included) good for a category. */
export function nextGoodDays(config: MeritDateConfig, from: IsoDate, category: CategoryKey, count = 5): { date: IsoDate; reading: DayReading }[] {
  const found: { date: IsoDate; reading: DayReading }[] = [];
  for (let i = 0; i < HORIZON_DAYS && found.length < count; i++) {
    const date = addDays(from, i);
    if (Number(date.slice(0, 4)) > LAST_YEAR) break;
    const reading = readDay(config, date);
    if (isGoodFor(reading, category)) found.push({ date, reading });
  }
  return found;
}
