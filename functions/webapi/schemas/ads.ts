// Wire shapes of the first-party ad server (/webapi/ads/*, /webapi/admin/ads/*). AdModuleConfig is
// the shared type of src/domain/ads/types.ts; the schema here validates it at the API's edge.
import { z } from '@hono/zod-openapi';
import { AD_PLACEMENTS, AD_SIZES, SIZE_CLASS_HEIGHTS, type SizeClass } from '#/domain/ads/types.ts';
import { AD_CREATIVE_KINDS, AD_EVENT_TYPES } from '../../db/ads.ts';
import { isCountryCode } from '#/markets.ts';

/**
 * The market of a body, as validation.ts's countrySchema reads it; written here because the demo seed
 * (scripts/seedAds.ts, run by Node's type stripping) checks its bodies with these schemas and cannot
 * load validation.ts.
 */
const marketSchema = z
  .string({ error: 'is required' })
  .transform((v) => v.toLowerCase())
  .refine(isCountryCode, { message: 'is not a known country code' })
  .openapi({ example: 'tw', description: 'market code' });

export const AD_DEVICES = ['pc', 'mobile', 'tablet'] as const;

const weight = z.number({ error: 'must be a number' }).int('must be an integer').min(0, 'must be 0 or more').max(1000, 'must be at most 1000');
/** A key of an id: lowercase words, digits, - _ and : (a module id's colons become dashes in its element id). */
export const adIdSchema = z.string({ error: 'is required' }).regex(/^[a-z0-9][a-z0-9:_-]{0,79}$/, 'must be 1–80 lowercase letters, digits, -, _ or :');
/** The house unit: market/page/slot. */
export const houseUnitSchema = z.string({ error: 'is required' }).regex(/^[a-z]{2,6}\/[A-Za-z0-9_-]{1,40}\/[A-Za-z0-9_-]{1,40}$/, 'must be market/page/slot');
const GPT_UNIT = /^\/\d+(\/[A-Za-z0-9_.-]+)+$/;
/** A landing page: one of the portal's own pages (house promotions) or an advertiser's http(s) address. */
const landing = z.string().max(2000).regex(/^(\/[A-Za-z0-9/_.~%?=&#-]*|https?:\/\/\S+)$/, 'must be a path of the portal or an http(s) URL');
/** An image or video address: one of the portal's own paths, or https. */
const assetUrl = z.string().max(2000).regex(/^(\/[A-Za-z0-9/_.~%-]+|https:\/\/\S+)$/, 'must be a path of the portal or an https URL');

const AdRatioSchema = z
  .object({ lap: weight.optional(), lad2: weight.optional(), gpt: weight.optional(), gfp: weight.optional(), house: weight.optional() })
  .strict()
  .openapi('AdRatio');

const AdModuleMetaSchema = z
  .object({
    isDesktopOn: z.boolean().optional(),
    isLineEnvOn: z.boolean().optional(),
    placeholderOn: z.number().int().min(0).max(1200).optional(),
    foregroundRefresh: z.boolean().optional(),
    ladFallback: z.boolean().optional(),
    gfpFallback: z.boolean().optional(),
  })
  .strict();

const placementFields = {
  placement: z.enum(AD_PLACEMENTS, { error: `must be one of ${AD_PLACEMENTS.join(', ')}` }),
  position: z.number({ error: 'must be a number' }).int('must be an integer').min(0, 'must be 0 or more').max(200),
  tab: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]{0,59}$/, "must be a portal tab's url path")
    .optional()
    .describe('popup only: the portal tab (its url path) whose readers get the pop-up'),
  sizeClass: z.enum(Object.keys(SIZE_CLASS_HEIGHTS) as [SizeClass, ...SizeClass[]], { error: 'must be S, M, L or FLEX' }),
  sizes: z.array(z.enum(AD_SIZES, { error: `must be one of ${AD_SIZES.join(', ')}` })).max(AD_SIZES.length),
  adRatio: AdRatioSchema,
  lapInventoryKey: z.string().min(1).max(200).optional(),
  gptInventoryKey: z.string().regex(GPT_UNIT, 'must be a unit path /network/path').max(200).optional(),
  gfpInventoryKey: z.string().min(1).max(200).optional(),
  houseInventoryKey: houseUnitSchema.optional(),
  lapRsid: z.string().max(100).optional(),
  passbackUnitPath: z.string().regex(GPT_UNIT, 'must be a unit path /network/path').max(200).optional(),
  metaData: AdModuleMetaSchema,
  renderOnCondition: z.boolean(),
  conditions: z.array(z.object({ lineItemIds: z.array(z.string().max(40)).max(100) })).max(20),
  enableLadV2: z.boolean(),
};

export const AdModuleConfigSchema = z.object({ id: adIdSchema, ...placementFields }).openapi('AdModuleConfig');

/** The inventory key each weighted service needs. */
const KEY_OF_SERVICE = { lap: 'lapInventoryKey', lad2: 'lapInventoryKey', gpt: 'gptInventoryKey', gfp: 'gfpInventoryKey', house: 'houseInventoryKey' } as const;

/** A placement an editor writes: the module's fields and its market; the rules of a slot setting checked as a whole. */
export const AdPlacementBody = z
  .object({ country: marketSchema, ...placementFields })
  .strict()
  .superRefine((p, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const weighted = (Object.keys(KEY_OF_SERVICE) as (keyof typeof KEY_OF_SERVICE)[]).filter((s) => (p.adRatio[s] ?? 0) > 0);
    if (weighted.length === 0) issue('adRatio', 'must give at least one service a weight');
    for (const service of weighted) if (!p[KEY_OF_SERVICE[service]]) issue(KEY_OF_SERVICE[service], `is required when adRatio.${service} is weighted`);
    if ((p.adRatio.gpt ?? 0) > 0 && p.sizes.length === 0) issue('sizes', 'a GPT slot needs sizes');
    if (p.houseInventoryKey && !p.houseInventoryKey.startsWith(`${p.country}/`)) issue('houseInventoryKey', `must start with the market (${p.country}/)`);
    // A pop-up belongs to one tab; no other placement names one.
    if (p.placement === 'popup' && !p.tab) issue('tab', 'is required for a popup placement');
    if (p.placement !== 'popup' && p.tab !== undefined) issue('tab', 'is only for a popup placement');
  })
  .openapi('AdPlacementBody');

export const AdPlacementsResponse = z.object({ placements: z.array(AdModuleConfigSchema) });

export const HouseAd = z
  .object({
    token: z.string(),
    kind: z.enum(['image', 'html', 'native', 'video']),
    width: z.number().int(),
    height: z.number().int(),
    imageUrl: z.string().optional(),
    alt: z.string().optional(),
    frameUrl: z.string().optional().describe('kind html: the creative as a document for a sandboxed iframe'),
    native: z.object({ title: z.string(), sponsor: z.string(), imageUrl: z.string(), summary: z.string().optional() }).optional(),
    vastUrl: z.string().optional(),
    clickUrl: z.string().describe('/webapi/ads/click?token=…: counts the click and redirects to the landing page'),
    label: z.string().describe('the sponsor, shown as the ad label'),
  })
  .openapi('HouseAd');
export type HouseAd = z.infer<typeof HouseAd>;

export const HouseAdResponse = z.object({ ad: HouseAd.nullable().describe('null: no campaign matches, caps reached or dates out') });

export const AdEventsBody = z.object({
  events: z
    .array(
      z.object({
        token: z.string({ error: 'is required' }).min(1, 'is required').max(1000),
        type: z.enum(AD_EVENT_TYPES, { error: `must be one of ${AD_EVENT_TYPES.join(', ')}` }),
        eventId: z.string({ error: 'is required' }).regex(/^[A-Za-z0-9-]{8,64}$/, 'must be a uuid (8–64 letters, digits and -)'),
      }),
      { error: 'must be an array of events' },
    )
    .min(1, 'must not be empty')
    .max(50, 'must hold at most 50 events'),
});
export type AdEventsBody = z.infer<typeof AdEventsBody>;

const CreativeBody = z
  .object({
    id: adIdSchema,
    kind: z.enum(AD_CREATIVE_KINDS, { error: `must be one of ${AD_CREATIVE_KINDS.join(', ')}` }),
    weight,
    width: z.number().int().min(1).max(2000),
    height: z.number().int().min(1).max(2000),
    imageUrl: assetUrl.optional(),
    alt: z.string().max(200).optional(),
    html: z.string().max(20_000).optional(),
    title: z.string().max(120).optional(),
    summary: z.string().max(300).optional(),
    videoUrl: assetUrl.optional(),
    videoType: z.enum(['video/mp4', 'application/x-mpegURL']).optional(),
    durationSeconds: z.number().int().min(1).max(180).optional(),
    landingUrl: landing.optional(),
  })
  .strict()
  .superRefine((c, ctx) => {
    const need: Record<(typeof AD_CREATIVE_KINDS)[number], (keyof typeof c)[]> = {
      image: ['imageUrl', 'alt'],
      html: ['html'],
      native: ['title', 'imageUrl'],
      video: ['videoUrl', 'videoType', 'durationSeconds'],
    };
    for (const field of need[c.kind]) if (c[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: `is required for a ${c.kind} creative` });
  });

export const AdCampaignBody = z
  .object({
    country: marketSchema,
    name: z.string().min(1, 'is required').max(120),
    sponsor: z.string().min(1, 'is required').max(60),
    weight,
    frequencyCap: z.number().int().min(1).max(100).nullable().describe('impressions per reader per market day; null: no cap'),
    startTime: z.number().int().min(0).nullable(),
    endTime: z.number().int().min(0).nullable(),
    landingUrl: landing,
    targeting: z
      .object({
        pageType: z.array(z.string().regex(/^[A-Za-z]{1,40}$/)).max(20).default([]),
        category: z.array(z.string().min(1).max(60)).max(50).default([]),
        device: z.array(z.enum(AD_DEVICES)).max(3).default([]),
      })
      .strict()
      .default({ pageType: [], category: [], device: [] }),
    creatives: z.array(CreativeBody).min(1, 'must hold at least one creative').max(20),
  })
  .strict()
  .superRefine((c, ctx) => {
    if (c.startTime !== null && c.endTime !== null && c.endTime <= c.startTime) ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'must be after startTime' });
    const ids = c.creatives.map((cr) => cr.id);
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', path: ['creatives'], message: 'must not repeat a creative id' });
  })
  .openapi('AdCampaignBody');
export type AdCampaignBody = z.infer<typeof AdCampaignBody>;

const Creative = z.object({
  id: z.string(),
  kind: z.enum(AD_CREATIVE_KINDS),
  weight: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  imageUrl: z.string().optional(),
  alt: z.string().optional(),
  html: z.string().optional(),
  title: z.string().optional(),
  summary: z.string().optional(),
  videoUrl: z.string().optional(),
  videoType: z.string().optional(),
  durationSeconds: z.number().int().optional(),
  landingUrl: z.string().nullable(),
});

export const AdCampaign = z
  .object({
    id: z.string(),
    country: z.string(),
    name: z.string(),
    sponsor: z.string(),
    weight: z.number().int(),
    frequencyCap: z.number().int().nullable(),
    startTime: z.number().int().nullable(),
    endTime: z.number().int().nullable(),
    landingUrl: z.string(),
    targeting: z.object({ pageType: z.array(z.string()), category: z.array(z.string()), device: z.array(z.string()) }),
    creatives: z.array(Creative),
    updatedTime: z.number().int(),
  })
  .openapi('AdCampaign');
export type AdCampaign = z.infer<typeof AdCampaign>;

const ReportLine = z.object({ impressions: z.number().int(), clicks: z.number().int(), ctr: z.number().describe('clicks / impressions, 0 without impressions'), events: z.record(z.string(), z.number().int()) });

export const AdReport = z
  .object({
    country: z.string(),
    from: z.string(),
    to: z.string(),
    campaigns: z.array(ReportLine.extend({ campaignId: z.string(), name: z.string().nullable() })),
    creatives: z.array(ReportLine.extend({ campaignId: z.string(), creativeId: z.string() })),
    slots: z.array(ReportLine.extend({ slot: z.string() })),
  })
  .openapi('AdReport');
export type AdReport = z.infer<typeof AdReport>;

export type AdPlacementBody = z.infer<typeof AdPlacementBody>;
