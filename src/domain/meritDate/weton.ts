// Javanese weton (id): the five-day market week (pasaran: Legi, Pahing, Pon, Wage, Kliwon) runs beside
// the seven-day week, so a day's weton repeats every 35 days. Each weekday and pasaran has its neptu
// (a number); the primbon counts a day's total neptu through Sri, Lungguh, Gedhong, Lara, Pati (1…5,
// then round again) to judge it: the first three are good (plenty, standing, wealth), Lara (illness)
// and Pati (death) are not. Epoch: 17 August 1945, the proclamation of independence, was Jumat Legi.
import type { ActivityKey, DayReading } from './activities.ts';
import { dayNumber, weekday, type IsoDate } from './civilDate.ts';

export const PASARAN = ['Legi', 'Pahing', 'Pon', 'Wage', 'Kliwon'] as const;
export const PASARAN_NEPTU = [5, 9, 7, 4, 8] as const;
/** Sunday (Minggu) … Saturday (Sabtu). */
export const WEEKDAY_NEPTU = [5, 4, 3, 7, 8, 6, 9] as const;
export const WEEKDAY_NAMES = ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'] as const;
export const DAY_CLASSES = ['Sri', 'Lungguh', 'Gedhong', 'Lara', 'Pati'] as const;
export type DayClass = (typeof DAY_CLASSES)[number];

const EPOCH = dayNumber('1945-08-17');

export function pasaran(date: IsoDate): number {
  return (((dayNumber(date) - EPOCH) % 5) + 5) % 5;
}

export function neptu(date: IsoDate): number {
  return WEEKDAY_NEPTU[weekday(date)]! + PASARAN_NEPTU[pasaran(date)]!;
}

export function dayClass(date: IsoDate): DayClass {
  return DAY_CLASSES[(neptu(date) - 1) % 5]!;
}

const RULES: Record<DayClass, { do: ActivityKey[]; avoid: ActivityKey[] }> = {
  Sri: { do: ['wedding', 'moving', 'opening', 'planting', 'prayer'], avoid: [] },
  Lungguh: { do: ['wedding', 'contract', 'travel', 'study'], avoid: [] },
  Gedhong: { do: ['opening', 'moving', 'contract', 'groundbreaking'], avoid: [] },
  Lara: { do: ['medical', 'cleaning'], avoid: ['wedding', 'moving', 'travel', 'groundbreaking'] },
  Pati: { do: ['prayer'], avoid: ['wedding', 'moving', 'opening', 'travel', 'contract', 'groundbreaking'] },
};

export function wetonReading(date: IsoDate): DayReading {
  const cls = dayClass(date);
  const rule = RULES[cls];
  const terms = [`${WEEKDAY_NAMES[weekday(date)]} ${PASARAN[pasaran(date)]}`, `Neptu ${neptu(date)}`, cls];
  // Malam Jumat Kliwon and Selasa Kliwon are the sacred days of the cycle: a day for selamatan and ziarah.
  const sacred = PASARAN[pasaran(date)] === 'Kliwon' && (weekday(date) === 5 || weekday(date) === 2);
  return { terms, do: sacred && !rule.do.includes('prayer') ? [...rule.do, 'prayer'] : [...rule.do], avoid: [...rule.avoid] };
}
