// The almanac of tw and hk (農民曆, 通書): the twelve day officers (建除十二神). The officer of a day is
// its earthly branch counted from the solar month's branch: the day whose branch is the month's is 建
// (a 寅 day in the 寅 month), and so on round the twelve. The officer decides what the day suits, in
// the almanac's verse "建滿平收黑，除危定執黃，成開皆可用，閉破不相當". The do/avoid lists below
// are the common core of the printed almanacs' entries per officer, not any one almanac's full page.
import type { ActivityKey, DayReading } from './activities.ts';
import type { IsoDate } from './civilDate.ts';
import { BRANCH_ANIMALS, clashBranch, dayStemBranch } from './sexagenary.ts';
import { solarMonthBranch } from './solarMonth.ts';

export const DAY_OFFICERS = ['建', '除', '滿', '平', '定', '執', '破', '危', '成', '收', '開', '閉'] as const;
export type DayOfficer = (typeof DAY_OFFICERS)[number];

const RULES: Record<DayOfficer, { do: ActivityKey[]; avoid: ActivityKey[] }> = {
  建: { do: ['travel', 'prayer', 'study'], avoid: ['groundbreaking', 'burial', 'planting'] },
  除: { do: ['cleaning', 'medical', 'prayer'], avoid: ['wedding', 'opening'] },
  滿: { do: ['prayer', 'opening', 'contract'], avoid: ['groundbreaking', 'planting', 'burial'] },
  平: { do: ['cleaning', 'prayer'], avoid: ['planting', 'travel'] },
  定: { do: ['wedding', 'contract', 'prayer', 'study'], avoid: ['medical', 'travel'] },
  執: { do: ['contract', 'planting', 'prayer'], avoid: ['moving', 'travel', 'opening'] },
  破: { do: ['medical', 'cleaning'], avoid: ['wedding', 'moving', 'opening', 'contract', 'travel'] },
  危: { do: ['prayer', 'cleaning'], avoid: ['travel', 'groundbreaking'] },
  成: { do: ['wedding', 'moving', 'opening', 'travel', 'contract', 'study'], avoid: ['burial'] },
  收: { do: ['contract', 'planting', 'study'], avoid: ['travel', 'burial', 'medical'] },
  開: { do: ['wedding', 'opening', 'moving', 'travel', 'study'], avoid: ['burial', 'groundbreaking'] },
  閉: { do: ['burial', 'planting'], avoid: ['opening', 'travel', 'wedding', 'medical'] },
};

/** The officer of a day in a zone `utcOffsetHours` from UTC (the solar month turns at local midnight). */
export function dayOfficer(date: IsoDate, utcOffsetHours: number): DayOfficer {
  const { branch } = dayStemBranch(date);
  return DAY_OFFICERS[(branch - solarMonthBranch(date, utcOffsetHours) + 12) % 12]!;
}

/** The almanac's reading of a day: its stem-branch, officer and the animal it clashes with. */
export function almanacReading(date: IsoDate, utcOffsetHours: number): DayReading {
  const day = dayStemBranch(date);
  const officer = dayOfficer(date, utcOffsetHours);
  const rule = RULES[officer];
  return { terms: [`${day.name}日`, `${officer}日`, `沖${BRANCH_ANIMALS[clashBranch(day.branch)]}`], do: [...rule.do], avoid: [...rule.avoid] };
}
