// The dashboard's read call (bearer ADMIN_TOKEN: the app's adminGuard covers every /admin path):
// page views per market and page type over time, top stories, Web Vitals p75, errors, impressions
// and clicks, live video, summed from the rollups over the last hour, day or week or a from/to.
import { createRoute } from '@hono/zod-openapi';
import { DEFAULT_INSIGHT_RANGE, MAX_RANGE_MINUTES, STEP_MINUTES, bucketsOf, lastRange, parseRangeTime, spanRange, type MinuteRange } from '#/domain/insights/timeRange.ts';
import { readErrorTotal, readLiveArticles, readLiveTotals, readPageViewSeries, readTargets, readTopErrors, readTopPages, readVitalBuckets, type InsightsWindow } from '../db/insightsRead.ts';
import { toReport } from './insightsMapping.ts';
import { newRouter } from './router.ts';
import { errors, json } from './schemas/common.ts';
import { InsightsQuery, InsightsReport } from './schemas/insightsAdmin.ts';
import { ApiError } from './validation.ts';

/** Rows of each ranked list. */
export const INSIGHTS_TOP = { pages: 20, errors: 10, targets: 30, live: 10 };

/** Reads time through this object so tests can set the clock. */
export const insightsClock = { now: () => Date.now() };

/** The range a query asks for; 400 naming the field when from/to is half given, reversed or too long. */
export function rangeOfQuery(q: { range?: string; from?: string; to?: string }, now: number): MinuteRange {
  if (q.from === undefined && q.to === undefined) return lastRange((q.range ?? DEFAULT_INSIGHT_RANGE) as typeof DEFAULT_INSIGHT_RANGE, now);
  if (q.range !== undefined) throw new ApiError(400, 'Invalid query parameter "range": give either range or from and to');
  if (q.from === undefined) throw new ApiError(400, 'Invalid query parameter "from": is required with to');
  if (q.to === undefined) throw new ApiError(400, 'Invalid query parameter "to": is required with from');
  const from = parseRangeTime(q.from);
  const to = parseRangeTime(q.to);
  if (to <= from) throw new ApiError(400, 'Invalid query parameter "to": must be after from');
  const range = spanRange(from, to);
  if (range.toMinute - range.fromMinute > MAX_RANGE_MINUTES) throw new ApiError(400, `Invalid query parameter "to": at most ${MAX_RANGE_MINUTES / 1_440} days after from`);
  return range;
}

const report = createRoute({
  method: 'get',
  path: '/admin/insights/report',
  summary: 'page views, top stories, Web Vitals p75, errors, impressions and clicks, live video: sums over a range, of one market or all',
  request: { query: InsightsQuery },
  responses: { 200: json(InsightsReport), ...errors(401) },
});

const check = createRoute({
  method: 'get',
  path: '/admin/insights/check',
  summary: "answers 204 when the bearer token is right: the dashboard's sign-in checks a token through the admin guard (its lockouts included)",
  responses: { 204: { description: 'the token is right' }, ...errors(401, 429) },
});

export const insightsAdminRoutes = newRouter()
  .openapi(check, (c) => c.body(null, 204))
  .openapi(report, async (c) => {
    const q = c.req.valid('query');
    const range = rangeOfQuery(q, insightsClock.now());
    const window: InsightsWindow = { fromMinute: range.fromMinute, toMinute: range.toMinute, country: q.country ?? null, stepMinutes: STEP_MINUTES[range.step] };
    const db = c.env.DB;
    const [pageViews, topPages, vitals, errorTotal, topErrors, targets, live, liveTop] = await Promise.all([
      readPageViewSeries(db, window),
      readTopPages(db, window, INSIGHTS_TOP.pages),
      readVitalBuckets(db, window),
      readErrorTotal(db, window),
      readTopErrors(db, window, INSIGHTS_TOP.errors),
      readTargets(db, window, INSIGHTS_TOP.targets),
      readLiveTotals(db, window),
      readLiveArticles(db, window, INSIGHTS_TOP.live),
    ]);
    // The page reads it fresh each time; nothing here may be kept by a browser or a shared cache.
    c.header('Cache-Control', 'private, no-store');
    return c.json(toReport(window.country, range, bucketsOf(range), { pageViews, topPages, vitals, errorTotal, topErrors, targets, live, liveTop }), 200);
  });
