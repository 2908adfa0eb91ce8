// What a day can be good or bad for. The keys are shared by every tradition; each market's editors
// word them in its language (the activity texts in D1). A category readers pick on the calendar is
// one of the activities: a day is good for it when the day's "do" list holds it.

export const ACTIVITY_KEYS = [
  'wedding',
  'moving',
  'opening',
  'travel',
  'contract',
  'prayer',
  'groundbreaking',
  'medical',
  'cleaning',
  'burial',
  'planting',
  'study',
  'haircut',
] as const;
export type ActivityKey = (typeof ACTIVITY_KEYS)[number];

/** The categories a reader can check dates for (wedding, moving house, opening a business, travel, signing contracts). */
export const CATEGORY_KEYS = ['wedding', 'moving', 'opening', 'travel', 'contract'] as const satisfies readonly ActivityKey[];
export type CategoryKey = (typeof CATEGORY_KEYS)[number];

export function isCategoryKey(value: string): value is CategoryKey {
  return (CATEGORY_KEYS as readonly string[]).includes(value);
}

/** One day read by a tradition: its names in the tradition's own terms, what to do and what to avoid. */
export interface DayReading {
  /** The tradition's names for the day, e.g. ['甲辰日', '成日', '沖狗'] or ['ขึ้น 8 ค่ำ', 'วันพระ']. */
  terms: string[];
  do: ActivityKey[];
  avoid: ActivityKey[];
}

export function isGoodFor(reading: DayReading, category: CategoryKey): boolean {
  return reading.do.includes(category);
}
