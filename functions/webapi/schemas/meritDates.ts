// Wire shapes of the auspicious-date calls (content-spec §7 GET /merit-date/calendar, /activities,
// /next5Days; the page /v2/meritDate of §2).
import { z } from '@hono/zod-openapi';
import { ACTIVITY_KEYS, CATEGORY_KEYS } from '#/domain/meritDate/activities.ts';
import { TRADITIONS } from '#/domain/meritDate/traditions.ts';

const isoDate = z.string().describe('yyyy-mm-dd');

export const MeritCategory = z
  .object({
    category: z.enum(CATEGORY_KEYS),
    name: z.string().describe("in the market's language"),
    description: z.string(),
  })
  .openapi('MeritCategory');
export type MeritCategory = z.infer<typeof MeritCategory>;

const MeritActivity = z.object({ activity: z.enum(ACTIVITY_KEYS), label: z.string().describe("in the market's language") }).openapi('MeritActivity');

export const MeritDay = z
  .object({
    date: isoDate,
    weekday: z.number().int().min(0).max(6).describe('0 Sunday … 6 Saturday'),
    terms: z.array(z.string()).describe("the tradition's names for the day: stem-branch, day officer and clash (almanac), weekday and lunar day (Thai), weton, neptu and its count (Javanese)"),
    do: z.array(MeritActivity).describe('宜: what the day suits'),
    avoid: z.array(MeritActivity).describe('忌: what to avoid on it'),
    goodFor: z.array(z.enum(CATEGORY_KEYS)).describe("the market's categories the day is good for"),
  })
  .openapi('MeritDay');
export type MeritDay = z.infer<typeof MeritDay>;

const common = {
  tradition: z.enum(TRADITIONS).describe("the market's tradition: almanac (tw, hk), thai (th), weton (id)"),
  today: isoDate.describe("today in the market's time zone"),
};

export const MeritCalendarResponse = z
  .object({
    ...common,
    month: z.string().describe('yyyy-mm'),
    previousMonth: z.string().nullable().describe('yyyy-mm; null before the first year the calendar covers'),
    nextMonth: z.string().nullable().describe('yyyy-mm; null after the last year the calendar covers'),
    category: MeritCategory,
    categories: z.array(MeritCategory).describe("the market's categories, the default first"),
    days: z.array(
      z.object({
        date: isoDate,
        weekday: z.number().int().min(0).max(6),
        good: z.boolean().describe('good for the category'),
        term: z.string().describe("the day's short term: the officer (almanac), the lunar day, e.g. แรม 10 (Thai), the pasaran (Javanese)"),
      }),
    ),
  })
  .openapi('MeritCalendarResponse');
export type MeritCalendarResponse = z.infer<typeof MeritCalendarResponse>;

export const MeritActivitiesResponse = z
  .object({ ...common, category: MeritCategory, day: MeritDay })
  .openapi('MeritActivitiesResponse');
export type MeritActivitiesResponse = z.infer<typeof MeritActivitiesResponse>;

export const MeritNextDaysResponse = z
  .object({ ...common, category: MeritCategory, from: isoDate, days: z.array(MeritDay).describe('the next five days good for the category, from `from` on') })
  .openapi('MeritNextDaysResponse');
export type MeritNextDaysResponse = z.infer<typeof MeritNextDaysResponse>;
