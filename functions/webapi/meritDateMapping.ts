// A day's reading and the market's texts → the wire shape of schemas/meritDates.ts.
import { isGoodFor, type ActivityKey, type CategoryKey, type DayReading } from '#/domain/meritDate/activities.ts';
import { weekday, type IsoDate } from '#/domain/meritDate/civilDate.ts';
import type { MeritDateTexts } from '../db/meritDates.ts';
import type { MeritCategory, MeritDay } from './schemas/meritDates.ts';

export function toMeritCategories(texts: MeritDateTexts): MeritCategory[] {
  return texts.categories.map((c) => ({ category: c.category as CategoryKey, name: c.name, description: c.description }));
}

export function toMeritDay(date: IsoDate, reading: DayReading, texts: MeritDateTexts): MeritDay {
  // An activity the editors have not worded yet is left out rather than shown as its key.
  const worded = (keys: ActivityKey[]) => keys.flatMap((activity) => (texts.activities.has(activity) ? [{ activity, label: texts.activities.get(activity)! }] : []));
  return {
    date,
    weekday: weekday(date),
    terms: reading.terms,
    do: worded(reading.do),
    avoid: worded(reading.avoid),
    goodFor: texts.categories.flatMap((c) => (isGoodFor(reading, c.category as CategoryKey) ? [c.category as CategoryKey] : [])),
  };
}
