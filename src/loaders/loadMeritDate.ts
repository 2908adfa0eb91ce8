// Auspicious-date pages' data (content-spec §2 /v2/meritDate and {category}/{date}; §7's three calls):
// the category's month, the day's activities and the next five good days from the day. Null for
// 'no page': a market without the calendar, an unknown category, a date that is not a date.
import { isCategoryKey, type CategoryKey } from '#/domain/meritDate/activities.ts';
import type { MeritActivitiesResponse, MeritCalendarResponse, MeritNextDaysResponse } from '#functions/webapi/schemas/meritDates.ts';
import type { PageContext } from './pageContext.ts';
import { orNoPage } from './orNoPage.ts';

export interface MeritDatePageData {
  calendar: MeritCalendarResponse;
  day: MeritActivitiesResponse;
  next: MeritNextDaysResponse;
}

/** `category` null: the market's default; `date` null: today in the market's time zone. */
export async function loadMeritDatePage(ctx: PageContext, category: string | null, date: string | null): Promise<MeritDatePageData | null> {
  if (category !== null && !isCategoryKey(category)) return null;
  const query = { ...(category ? { category: category as CategoryKey } : {}), ...(date ? { date } : {}) };
  return orNoPage(async () => {
    const [calendar, day, next] = await Promise.all([
      ctx.client.get('/merit-date/calendar', { query }),
      ctx.client.get('/merit-date/activities', { query }),
      ctx.client.get('/merit-date/next5Days', { query }),
    ]);
    return { calendar, day, next };
  });
}

/** The portal module's data: today's reading and the next good day for the market's default category. */
export async function loadMeritDateToday(ctx: PageContext): Promise<{ day: MeritActivitiesResponse; next: MeritNextDaysResponse } | null> {
  if (!ctx.market.meritDate) return null;
  return orNoPage(async () => {
    const [day, next] = await Promise.all([ctx.client.get('/merit-date/activities', { query: {} }), ctx.client.get('/merit-date/next5Days', { query: {} })]);
    return { day, next };
  });
}
