// Wire shapes of the editorial feed calls (/admin/feeds): a feed's registration, its settings, its
// view with health, and the report of one run.
import { z } from '@hono/zod-openapi';
import { FEED_URL_MAX_LENGTH, httpUrl } from '#/domain/feeds/feedAddress.ts';
import { POLL_MINUTES, UNHEALTHY_AFTER_FAILURES } from '#/domain/feeds/feedSchedule.ts';
import { countrySchema, urlPathSchema } from '../validation.ts';

const feedUrl = z
  .string({ error: 'is required' })
  .trim()
  .max(FEED_URL_MAX_LENGTH, `must be at most ${FEED_URL_MAX_LENGTH} characters`)
  .refine((v) => httpUrl(v) !== null, 'must be an absolute http(s) URL')
  .transform((v) => httpUrl(v)!.href)
  .openapi({ example: 'https://news.example.com/feed.json' });

const settings = {
  tab: urlPathSchema.nullable().optional().describe("url path of the tab page whose latest listing new stories head (e.g. 'top'); null: none"),
  category: z.string().trim().min(1, 'must not be empty').max(30, 'must be at most 30 characters').nullable().optional().describe("its stories' category; null: each item's first category"),
  pollMinutes: z
    .number({ error: 'must be a number of minutes' })
    .int('must be a whole number of minutes')
    .min(POLL_MINUTES.min, `must be at least ${POLL_MINUTES.min}`)
    .max(POLL_MINUTES.max, `must be at most ${POLL_MINUTES.max}`)
    .optional(),
  enabled: z.boolean({ error: 'must be true or false' }).optional(),
};

const publisherId = z.string({ error: 'is required' }).trim().min(1, 'must not be empty').max(80, 'must be at most 80 characters');

/** POST /admin/feeds. */
export const FeedRegistration = z.object({ publisherId, country: countrySchema, url: feedUrl, ...settings }).strict();
export type FeedRegistration = z.output<typeof FeedRegistration>;

/** PATCH /admin/feeds/{id}: the settings to change (at least one). */
export const FeedSettingsPatch = z
  .object(settings)
  .strict()
  .refine((b) => Object.keys(b).length > 0, 'give at least one of tab, category, pollMinutes, enabled');
export type FeedSettingsPatch = z.output<typeof FeedSettingsPatch>;

/** POST /admin/feeds/ingest: find or register the feed (same url and publisher) and run it now. */
export const FeedIngestRequest = z.object({ publisherId, country: countrySchema, url: feedUrl, tab: settings.tab, category: settings.category }).strict();
export type FeedIngestRequest = z.output<typeof FeedIngestRequest>;

export const FeedView = z
  .object({
    id: z.number().int(),
    publisherId: z.string(),
    country: z.string(),
    url: z.string(),
    format: z.string().nullable().describe('rss, rdf, atom or json, as detected at the last success'),
    tab: z.string().nullable(),
    category: z.string().nullable(),
    pollMinutes: z.number().int(),
    enabled: z.boolean(),
    health: z.object({
      healthy: z.boolean().describe(`false after ${UNHEALTHY_AFTER_FAILURES} failures in a row`),
      consecutiveFailures: z.number().int(),
      lastFailureReason: z.string().nullable().describe("http-<status>, timeout, too-large, network, refused-address, too-many-redirects, or the parser's not-a-feed, malformed, unknown-encoding"),
      lastFailureTime: z.number().nullable(),
      lastSuccessTime: z.number().nullable(),
      lastFetchTime: z.number().nullable(),
      nextFetchTime: z.number(),
    }),
    itemCount: z.number().int().describe('items written as articles'),
    createdTime: z.number(),
    updatedTime: z.number(),
  })
  .openapi('Feed');
export type FeedView = z.infer<typeof FeedView>;

export const IngestReport = z
  .object({
    feedId: z.number().int(),
    status: z.enum(['ok', 'not-modified', 'failed']),
    reason: z.string().nullable(),
    format: z.string().nullable(),
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    problems: z.array(z.object({ index: z.number().int(), key: z.string().nullable(), reason: z.string() })).describe('items that could not be written (the rest were)'),
  })
  .openapi('FeedIngestReport');
export type IngestReport = z.output<typeof IngestReport>;
