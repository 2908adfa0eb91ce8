// The sexagenary cycle (干支) of days: ten heavenly stems × twelve earthly branches, one step a day
// without a break since antiquity. Counted from a fixed epoch: 2000-01-01 was a 戊午 day (index 54).
import { dayNumber, type IsoDate } from './civilDate.ts';

export const STEMS = ['甲', '乙', '丙', '丁', '戊', '己', '庚', '辛', '壬', '癸'] as const;
export const BRANCHES = ['子', '丑', '寅', '卯', '辰', '巳', '午', '未', '申', '酉', '戌', '亥'] as const;
/** The animal of each branch, for the almanac's "clashes with" (沖) line. */
export const BRANCH_ANIMALS = ['鼠', '牛', '虎', '兔', '龍', '蛇', '馬', '羊', '猴', '雞', '狗', '豬'] as const;

const EPOCH = dayNumber('2000-01-01');
const EPOCH_INDEX = 54;

export interface StemBranch {
  /** 0 (甲子) … 59 (癸亥). */
  index: number;
  stem: number;
  branch: number;
  name: string;
}

export function dayStemBranch(date: IsoDate): StemBranch {
  const index = (((dayNumber(date) - EPOCH + EPOCH_INDEX) % 60) + 60) % 60;
  return { index, stem: index % 10, branch: index % 12, name: `${STEMS[index % 10]}${BRANCHES[index % 12]}` };
}

/** The branch a day's branch clashes with (six apart): a 子 day clashes with those born in 午 years. */
export function clashBranch(branch: number): number {
  return (branch + 6) % 12;
}
