// Thai auspicious days (ฤกษ์ดี, th) by the weekday and the moon, as the common Thai beliefs have them:
// - Tuesday and Saturday are "hard days" (วันแข็ง): no wedding, housewarming or opening on them.
// - Auspicious ceremonies are held while the moon waxes (ข้างขึ้น), not while it wanes (ข้างแรม).
// - Buddhist holy days (วันพระ: the 8th and 15th of the waxing moon, the 8th and the last of the waning
//   moon) are for merit-making, not for weddings or haircuts.
// - No haircut on Wednesday (ห้ามตัดผมวันพุธ); Thursday, the teachers' day, is good for starting study.
// The lunar day counts mean lunations (29.530589 days from the mean new moon of 2000-01-06 18:14 UT)
// to the end of the local day. The printed Thai calendar keeps its own arithmetic reckoning: this
// count agrees with it on most days (eight of nine holy days of 2023–2026 checked) and may be a day
// off on the others.
import type { ActivityKey, DayReading } from './activities.ts';
import { julianDay, weekday, type IsoDate } from './civilDate.ts';

const SYNODIC_MONTH = 29.530588853;
const NEW_MOON_JD = 2_451_550.26;
export const THAI_WEEKDAYS = ['วันอาทิตย์', 'วันจันทร์', 'วันอังคาร', 'วันพุธ', 'วันพฤหัสบดี', 'วันศุกร์', 'วันเสาร์'] as const;

/** Day of the lunation, 1 … 30, at the end of the local day in a zone `utcOffsetHours` from UTC. */
export function lunarDay(date: IsoDate, utcOffsetHours: number): number {
  const endOfDay = julianDay(date) + 1 - utcOffsetHours / 24;
  const age = (((endOfDay - NEW_MOON_JD) % SYNODIC_MONTH) + SYNODIC_MONTH) % SYNODIC_MONTH;
  return Math.floor(age) + 1;
}

export interface ThaiLunarDay {
  waxing: boolean;
  /** 1…15 within its half of the month (ขึ้น / แรม n ค่ำ). */
  day: number;
  holy: boolean;
}

export function thaiLunarDay(date: IsoDate, utcOffsetHours: number): ThaiLunarDay {
  const n = lunarDay(date, utcOffsetHours);
  const waxing = n <= 15;
  const day = waxing ? n : n - 15;
  const lastOfMonth = n >= 29 && lunarDay(nextDay(date), utcOffsetHours) === 1;
  return { waxing, day, holy: (waxing && (day === 8 || day === 15)) || (!waxing && (day === 8 || lastOfMonth)) };
}

function nextDay(date: IsoDate): IsoDate {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

const CEREMONIES: ActivityKey[] = ['wedding', 'moving', 'opening'];

export function thaiReading(date: IsoDate, utcOffsetHours: number): DayReading {
  const wd = weekday(date);
  const moon = thaiLunarDay(date, utcOffsetHours);
  const hardDay = wd === 2 || wd === 6;
  const doList = new Set<ActivityKey>();
  const avoid = new Set<ActivityKey>();
  if (hardDay) CEREMONIES.forEach((a) => avoid.add(a));
  else if (moon.waxing && !moon.holy) CEREMONIES.forEach((a) => doList.add(a));
  if (!moon.waxing) ['wedding', 'moving'].forEach((a) => avoid.add(a as ActivityKey));
  if (moon.holy) {
    doList.add('prayer');
    avoid.add('wedding');
    avoid.add('haircut');
    doList.delete('wedding');
  }
  if (!hardDay) {
    doList.add('contract');
    doList.add('travel');
  } else {
    avoid.add('travel');
  }
  if (wd === 3) avoid.add('haircut');
  else if (!moon.holy) doList.add('haircut');
  if (wd === 4) doList.add('study');
  const terms = [THAI_WEEKDAYS[wd]!, `${moon.waxing ? 'ขึ้น' : 'แรม'} ${moon.day} ค่ำ`, ...(moon.holy ? ['วันพระ'] : []), ...(hardDay ? ['วันแข็ง'] : [])];
  return { terms, do: [...doList].filter((a) => !avoid.has(a)), avoid: [...avoid] };
}
