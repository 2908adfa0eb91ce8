// Wire shapes of the collector (POST /webapi/collect): the tracker's batch, each field checked
// against the caps src/domain/insights/events.ts names, so a 400 names the one field that is off.
import { z } from '@hono/zod-openapi';
import { PLATFORM_CODES } from '#/domain/shell/environment.ts';
import { COLLECT_BATCH_MAX, VITAL_METRICS, type CollectBatch } from '#/domain/insights/events.ts';
import type { CountryCode } from '#/markets.ts';
import { countrySchema } from '../validation.ts';

const text = (max: number) => z.string({ error: 'must be a string' }).max(max, `must be at most ${max} characters`);
const pattern = (re: RegExp, max: number, what: string) => z.string({ error: 'is required' }).max(max, `must be at most ${max} characters`).regex(re, what);

const CollectClient = z.object({
  cid: pattern(/^[A-Za-z0-9_-]{8,64}$/, 64, 'must be 8–64 letters, digits, - or _'),
  tid: pattern(/^[0-9a-f]{64}$/, 64, 'must be a SHA-256 hex digest').optional(),
  platform: z.enum(PLATFORM_CODES, { error: `must be one of ${PLATFORM_CODES.join(', ')}` }),
  country: countrySchema,
  group: text(40),
  appVersion: text(32).optional(),
});

const base = {
  id: pattern(/^[A-Za-z0-9-]{8,64}$/, 64, 'must be a uuid (8–64 letters, digits and -)'),
  at: z.number({ error: 'must be epoch milliseconds' }).int('must be epoch milliseconds').nonnegative('must be epoch milliseconds'),
  page: text(512).startsWith('/', 'must be a path starting with /'),
  pageType: pattern(/^[A-Za-z0-9_ -]{1,40}$/, 40, 'must be 1–40 letters, digits, _, - or spaces'),
};

const PageView = z.object({
  ...base,
  kind: z.literal('pageview'),
  title: text(300),
  entityId: text(120).optional(),
  categoryName: text(120).optional(),
  publisher: text(120).optional(),
  tabPath: text(200).optional(),
  templateId: text(120).optional(),
  theme: z.enum(['light', 'dark'], { error: 'must be light or dark' }).optional(),
  autoplay: z.boolean({ error: 'must be true or false' }).optional(),
  position: z.number({ error: 'must be a number' }).int('must be an integer').nonnegative('must be ≥ 0').optional(),
});

const Named = z.object({
  ...base,
  kind: z.literal('event'),
  name: pattern(/^[A-Za-z0-9_.:-]{1,64}$/, 64, 'must be 1–64 letters, digits, _ . : or -'),
  label: text(200).optional(),
  value: z.number({ error: 'must be a number' }).optional(),
});

const Target = z.object({
  ...base,
  kind: z.enum(['impression', 'click']),
  target: text(120).min(1, 'must not be empty'),
  targetKind: z.enum(['ad', 'module', 'card'], { error: 'must be ad, module or card' }),
});

const Vital = z.object({
  ...base,
  kind: z.literal('vital'),
  metric: z.enum(VITAL_METRICS, { error: `must be one of ${VITAL_METRICS.join(', ')}` }),
  value: z.number({ error: 'must be a number' }).nonnegative('must be ≥ 0'),
  rating: z.enum(['good', 'needs-improvement', 'poor'], { error: 'must be good, needs-improvement or poor' }),
  attribution: text(200).optional(),
});

const ErrorReport = z.object({
  ...base,
  kind: z.literal('error'),
  message: text(500).min(1, 'must not be empty'),
  stack: text(4000).optional(),
  source: z.enum(['error', 'rejection', 'hls', 'report'], { error: 'must be error, rejection, hls or report' }),
});

const InsightEventBody = z.discriminatedUnion('kind', [PageView, Named, Target, Vital, ErrorReport], {
  error: 'kind must be pageview, event, impression, click, vital or error',
});

export const CollectBatchBody = z
  .object({
    client: CollectClient,
    events: z.array(InsightEventBody, { error: 'must be a list of events' }).min(1, 'must hold at least one event').max(COLLECT_BATCH_MAX, `must hold at most ${COLLECT_BATCH_MAX} events`),
  })
  .openapi('CollectBatch');

export const CollectAccepted = z.object({ accepted: z.number().int().describe('events put on the insights queue (each is counted once by its id, later)') });

// The schema and the shared types stay one shape (the market narrowed to a known one): a change to
// either fails the typecheck here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const COLLECT_SCHEMA_MATCHES: Same<z.output<typeof CollectBatchBody>, CollectBatch & { client: { country: CountryCode } }> = true;
