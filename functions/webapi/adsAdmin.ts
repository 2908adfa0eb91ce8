// Editors' calls of the first-party ad server (bearer ADMIN_TOKEN: the app's adminGuard covers every
// /admin path): campaigns with their creatives and targeting, the ad modules of a market's pages,
// and the report. A placement change purges the market's pages that carry ad modules (tag
// ads:<country>); a campaign change needs no purge, pages draw their ads when they show.
import { createRoute, z } from '@hono/zod-openapi';
import { pageCacheLayers } from '#/cache/layers.ts';
import { purgePages } from '#/cache/purge.ts';
import { campaignNames, creativeIdsOfOthers, deleteCampaign, findCampaign, listCampaigns, placementCountry, readRollups, upsertCampaign, upsertPlacement } from '../db/ads.ts';
import { toAdReport, toCampaignInput, toCampaignView, toModuleConfig } from './adMapping.ts';
import { newRouter } from './router.ts';
import { errors, json, jsonRequest } from './schemas/common.ts';
import { AdCampaign, AdCampaignBody, AdModuleConfigSchema, AdPlacementBody, AdReport, adIdSchema } from './schemas/ads.ts';
import { ApiError, countrySchema, readJsonBody } from './validation.ts';

/** The page-cache tag of a market's pages that place ad modules. */
export const adsPageTag = (country: string) => `ads:${country}`;

const REPORT_MAX_DAYS = 366;
const day = z.string({ error: 'is required' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date yyyy-mm-dd').refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'must be a real date');
const idParams = z.object({ id: adIdSchema.openapi({ example: 'tw-demo-campaign' }) });

const list = createRoute({
  method: 'get',
  path: '/admin/ads/campaigns',
  summary: 'ad campaigns with their creatives and targeting (of one market, or all)',
  request: { query: z.object({ country: countrySchema.optional() }) },
  responses: { 200: json(z.object({ campaigns: z.array(AdCampaign) })), ...errors(401) },
});

const read = createRoute({
  method: 'get',
  path: '/admin/ads/campaigns/{id}',
  summary: 'one ad campaign',
  request: { params: idParams },
  responses: { 200: json(z.object({ campaign: AdCampaign })), ...errors(401, 404) },
});

const put = createRoute({
  method: 'put',
  path: '/admin/ads/campaigns/{id}',
  summary: 'create or replace an ad campaign with its creatives and targeting (201 when created)',
  middleware: [readJsonBody],
  request: { params: idParams, ...jsonRequest(AdCampaignBody) },
  responses: { 200: json(z.object({ campaign: AdCampaign }), 'replaced'), 201: json(z.object({ campaign: AdCampaign }), 'created'), ...errors(401) },
});

const remove = createRoute({
  method: 'delete',
  path: '/admin/ads/campaigns/{id}',
  summary: 'delete an ad campaign (its counts stay in the report)',
  request: { params: idParams },
  responses: { 200: json(z.object({ deleted: z.literal(true) })), ...errors(401, 404) },
});

const putPlacement = createRoute({
  method: 'put',
  path: '/admin/ads/placements/{id}',
  summary: "create or replace an ad module of a market's pages; purges the market's pages that place ads",
  middleware: [readJsonBody],
  request: { params: z.object({ id: adIdSchema.openapi({ example: 'tw:portal:between-2' }) }), ...jsonRequest(AdPlacementBody) },
  responses: { 200: json(z.object({ placement: AdModuleConfigSchema, invalidated: z.number().int(), tags: z.array(z.string()) })), ...errors(401) },
});

const report = createRoute({
  method: 'get',
  path: '/admin/ads/report',
  summary: 'impressions, clicks and CTR per campaign, creative and slot between two market days',
  request: { query: z.object({ country: countrySchema, from: day.openapi({ example: '2026-11-01' }), to: day.openapi({ example: '2026-11-30' }) }) },
  responses: { 200: json(AdReport), ...errors(401) },
});

export const adAdminRoutes = newRouter()
  .openapi(list, async (c) => {
    const { country } = c.req.valid('query');
    return c.json({ campaigns: (await listCampaigns(c.env.DB, country)).map(toCampaignView) }, 200);
  })
  .openapi(read, async (c) => {
    const { id } = c.req.valid('param');
    const campaign = await findCampaign(c.env.DB, id);
    if (!campaign) throw new ApiError(404, `ad campaign ${id} not found`);
    return c.json({ campaign: toCampaignView(campaign) }, 200);
  })
  .openapi(put, async (c) => {
    const { id } = c.req.valid('param');
    const input = toCampaignInput(id, c.req.valid('json'));
    const taken = await creativeIdsOfOthers(c.env.DB, id, input.creatives.map((cr) => cr.id));
    if (taken.length) throw new ApiError(400, `Invalid body field "creatives": creative ids of another campaign: ${taken.join(', ')}`);
    const created = await upsertCampaign(c.env.DB, input, Date.now());
    const answer = { campaign: toCampaignView((await findCampaign(c.env.DB, id))!) };
    return created ? c.json(answer, 201) : c.json(answer, 200);
  })
  .openapi(remove, async (c) => {
    const { id } = c.req.valid('param');
    if (!(await deleteCampaign(c.env.DB, id))) throw new ApiError(404, `ad campaign ${id} not found`);
    return c.json({ deleted: true as const }, 200);
  })
  .openapi(putPlacement, async (c) => {
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const before = await placementCountry(c.env.DB, id);
    const placement = toModuleConfig(id, body);
    await upsertPlacement(c.env.DB, body.country, placement, Date.now());
    // A module moved to another market leaves the first market's pages too.
    const tags = [...new Set([body.country, ...(before ? [before] : [])])].map(adsPageTag);
    const invalidated = await purgePages(pageCacheLayers(c.env), { tags });
    return c.json({ placement, invalidated, tags }, 200);
  })
  .openapi(report, async (c) => {
    const { country, from, to } = c.req.valid('query');
    const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
    if (days < 0) throw new ApiError(400, 'Invalid query parameter "to": must not be before from');
    if (days >= REPORT_MAX_DAYS) throw new ApiError(400, `Invalid query parameter "to": at most ${REPORT_MAX_DAYS} days after from`);
    const rows = await readRollups(c.env.DB, country, from, to);
    const names = await campaignNames(c.env.DB, [...new Set(rows.map((r) => r.campaignId))]);
    return c.json(toAdReport(country, from, to, rows, names), 200);
  });
