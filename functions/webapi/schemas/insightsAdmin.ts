// Wire shapes of the dashboard's read call (GET /webapi/admin/insights/report): the sums of the
// measurement rollups over a range, of one market or all.
import { z } from '@hono/zod-openapi';
import { INSIGHT_RANGES, parseRangeTime } from '#/domain/insights/timeRange.ts';
import { VITAL_METRICS } from '#/domain/insights/events.ts';
import { countrySchema } from '../validation.ts';

const rangeTime = (example: string) =>
  z
    .string()
    .refine((v) => !Number.isNaN(parseRangeTime(v)), 'must be a time yyyy-mm-ddThh:mm (UTC) or an ISO time with its zone')
    .openapi({ example });

export const InsightsQuery = z.object({
  country: countrySchema.optional().openapi({ description: 'one market; all markets when left out' }),
  range: z.enum(INSIGHT_RANGES, { error: `must be one of ${INSIGHT_RANGES.join(', ')}` }).optional().openapi({ description: 'the last hour, day or week (24h when neither this nor from/to is given)' }),
  from: rangeTime('2026-11-28T00:00').optional().openapi({ description: 'start (inclusive), with to instead of range' }),
  to: rangeTime('2026-11-28T12:00').optional().openapi({ description: 'end (exclusive)' }),
});

const TargetKind = z.enum(['ad', 'module', 'card']);

export const InsightsReport = z
  .object({
    country: z.string().nullable().describe('the market read, or null for all'),
    range: z.object({ from: z.string().describe('ISO time, inclusive'), to: z.string().describe('ISO time, exclusive'), step: z.enum(['minute', 'hour', 'day']) }),
    buckets: z.array(z.string()).describe("each time bucket's start (ISO): the series' x axis"),
    pageViews: z.object({
      total: z.number().int(),
      series: z.array(z.object({ country: z.string(), pageType: z.string(), total: z.number().int(), views: z.array(z.number().int()).describe('per bucket, in the order of buckets') })),
    }),
    topPages: z.array(z.object({ path: z.string(), title: z.string(), views: z.number().int() })),
    vitals: z.array(
      z.object({
        pageType: z.string(),
        metric: z.enum(VITAL_METRICS),
        count: z.number().int(),
        p75: z.number().describe('ms, or the layout-shift score for CLS: the middle of the p75 report’s histogram bucket'),
        rating: z.enum(['good', 'needs-improvement', 'poor']),
        good: z.number(),
        poor: z.number(),
      }),
    ),
    errors: z.object({ total: z.number().int(), top: z.array(z.object({ message: z.string(), count: z.number().int() })) }),
    targets: z.array(z.object({ target: z.string(), targetKind: TargetKind, impressions: z.number().int(), clicks: z.number().int(), ctr: z.number().nullable().describe('clicks / impressions; null without impressions') })),
    live: z.object({
      playViews: z.number().int(),
      livePlayViews: z.number().int(),
      watchMs: z.number().int(),
      qoeReports: z.number().int(),
      startupMsAvg: z.number().nullable(),
      rebufferCount: z.number().int(),
      rebufferMs: z.number().int(),
      fatalErrors: z.number().int(),
      top: z.array(z.object({ articleId: z.number().int(), title: z.string(), playViews: z.number().int(), watchMs: z.number().int() })),
    }),
  })
  .openapi('InsightsReport');
export type InsightsReport = z.infer<typeof InsightsReport>;
