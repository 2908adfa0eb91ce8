// Auspicious dates (content-spec §7 GET /merit-date/calendar, /activities, /next5Days; parameters
// category and date): a month marked good or not for a category, a day's activities to do and to
// avoid, and the next five good days. The days are computed by the market's tradition
// (src/domain/meritDate/, the market table's meritDate); the words come from the market's texts.
import { createRoute, z } from '@hono/zod-openapi';
import { CATEGORY_KEYS, type CategoryKey } from '#/domain/meritDate/activities.ts';
import { addMonths, FIRST_YEAR, LAST_YEAR, monthOf, parseIsoDate, todayIn } from '#/domain/meritDate/civilDate.ts';
import { monthCalendar, nextGoodDays, readDay, type MeritDateConfig } from '#/domain/meritDate/traditions.ts';
import { findMarket, type CountryCode } from '#/markets.ts';
import { readMeritDateTexts, type MeritDateTexts } from '../db/meritDates.ts';
import type { Database } from '../db/database.ts';
import { toMeritCategories, toMeritDay } from './meritDateMapping.ts';
import { newRouter } from './router.ts';
import { countryQuery, errors, json } from './schemas/common.ts';
import { MeritActivitiesResponse, MeritCalendarResponse, MeritNextDaysResponse } from './schemas/meritDates.ts';
import { ApiError } from './validation.ts';

const meritQuery = countryQuery.extend({
  category: z
    .enum(CATEGORY_KEYS, { error: `must be one of ${CATEGORY_KEYS.join(', ')}` })
    .optional()
    .openapi({ example: 'wedding', description: "a category the market offers; default: the market's first" }),
  date: z
    .string()
    .refine((v) => parseIsoDate(v) !== null, `must be a real date yyyy-mm-dd from ${FIRST_YEAR} to ${LAST_YEAR}`)
    .optional()
    .openapi({ example: '2026-11-28', description: "default: today in the market's time zone" }),
});

const calendar = createRoute({
  method: 'get',
  path: '/merit-date/calendar',
  summary: "the month of `date`, each day marked good or not for the category, with the market's categories",
  request: { query: meritQuery },
  responses: { 200: json(MeritCalendarResponse), ...errors(404) },
});
const activities = createRoute({
  method: 'get',
  path: '/merit-date/activities',
  summary: "a day's reading: its names in the tradition, the activities to do (宜) and to avoid (忌), the categories it is good for",
  request: { query: meritQuery },
  responses: { 200: json(MeritActivitiesResponse), ...errors(404) },
});
const next5Days = createRoute({
  method: 'get',
  path: '/merit-date/next5Days',
  summary: 'the next five days good for the category, from `date` (itself included) on',
  request: { query: meritQuery },
  responses: { 200: json(MeritNextDaysResponse), ...errors(404) },
});

interface Resolved {
  config: MeritDateConfig;
  texts: MeritDateTexts;
  today: string;
  date: string;
  category: CategoryKey;
}

/** The market's tradition and texts, today, and the asked (or default) date and category. */
async function resolve(db: Database, q: { country: CountryCode; category?: CategoryKey; date?: string }): Promise<Resolved> {
  const market = findMarket(q.country)!;
  if (!market.meritDate) throw new ApiError(404, `no auspicious-date calendar in ${q.country}`);
  const texts = await readMeritDateTexts(db, q.country);
  if (texts.categories.length === 0) throw new ApiError(404, `no auspicious-date calendar in ${q.country}`);
  const offered = texts.categories.map((c) => c.category);
  if (q.category && !offered.includes(q.category)) {
    throw new ApiError(400, `Invalid query parameter "category": ${q.category} is not a category of ${q.country} (${offered.join(', ')})`);
  }
  const today = todayIn(market.timeZone);
  return { config: market.meritDate, texts, today, date: q.date ?? today, category: q.category ?? (offered[0] as CategoryKey) };
}

const inRange = (month: string) => {
  const year = Number(month.slice(0, 4));
  return year >= FIRST_YEAR && year <= LAST_YEAR ? month : null;
};

export const meritDateRoutes = newRouter()
  .openapi(calendar, async (c) => {
    const r = await resolve(c.env.DB, c.req.valid('query'));
    const categories = toMeritCategories(r.texts);
    const month = monthOf(r.date);
    return c.json({
      tradition: r.config.tradition,
      today: r.today,
      month,
      previousMonth: inRange(addMonths(month, -1)),
      nextMonth: inRange(addMonths(month, 1)),
      category: categories.find((x) => x.category === r.category)!,
      categories,
      days: monthCalendar(r.config, month, r.category),
    }, 200);
  })
  .openapi(activities, async (c) => {
    const r = await resolve(c.env.DB, c.req.valid('query'));
    const category = toMeritCategories(r.texts).find((x) => x.category === r.category)!;
    return c.json({ tradition: r.config.tradition, today: r.today, category, day: toMeritDay(r.date, readDay(r.config, r.date), r.texts) }, 200);
  })
  .openapi(next5Days, async (c) => {
    const r = await resolve(c.env.DB, c.req.valid('query'));
    const category = toMeritCategories(r.texts).find((x) => x.category === r.category)!;
    const days = nextGoodDays(r.config, r.date, r.category, 5).map((d) => toMeritDay(d.date, d.reading, r.texts));
    return c.json({ tradition: r.config.tradition, today: r.today, category, from: r.date, days }, 200);
  });
