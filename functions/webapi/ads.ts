// The first-party ad server (issue #31): the ad modules a market's pages place, the house ad drawn
// for a slot (targeting by market, page type, category and device; weights; dates; a frequency cap
// per reader per day), the VAST pre-roll, HTML creatives as sandboxed documents, and the counting of
// impressions, clicks and video events (each eventId once, ever), from the browser's batches, VAST
// pixels and click redirects. Every counted thing carries a token this server signed when it drew
// the ad (docs/decisions/0085). Also the content API's fallback of the ad library's friendship
// calls (shell-spec §7).
import { createRoute, z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { detectEnvironment } from '#/domain/shell/environment.ts';
import { signingSecret } from './signingSecret.ts';
import { AD_PLACEMENTS } from '#/domain/ads/types.ts';
import { MARKETS, isCountryCode, type CountryCode } from '#/markets.ts';
import { AD_EVENT_TYPES, findCreative, listPlacements, readerImpressions, recordAdEvents, runningCampaigns, type AdEventInput, type AdEventType } from '../db/ads.ts';
import { addFriend, ensureUser, friendshipStatus } from '../db/users.ts';
import { drawAd, adRandom } from './adDraw.ts';
import { adMarketDay, toHouseAd } from './adMapping.ts';
import { adsClock, signAdToken, verifyAdToken, type AdTokenClaims } from './adTokens.ts';
import { EMPTY_VAST, vastDocument } from './adVast.ts';
import { loggedIn, requireUser, type ApiEnv } from './identity.ts';
import { newRouter } from './router.ts';
import { errors, json, jsonRequest } from './schemas/common.ts';
import { AD_DEVICES, AdEventsBody, AdPlacementsResponse, HouseAdResponse, adIdSchema, houseUnitSchema } from './schemas/ads.ts';
import { Friendship, userAnswer } from './schemas/users.ts';
import { READER_SETTINGS } from './users.ts';
import { ApiError, beaconBody, countrySchema, readJsonBody } from './validation.ts';
import { KB, declareWriteFamily, minute } from './abuseLimits.ts';
import { escapeHtml } from '#/domain/content/escapeHtml.ts';

const TOKEN = /^[A-Za-z0-9_-]{10,400}\.[A-Za-z0-9_-]{20,100}$/;
const tokenSchema = z.string({ error: 'is required' }).regex(TOKEN, 'must be an ad token').openapi({ example: 'eyJ0ZXN0IjoxfQxx.c2lnbmF0dXJlLW9mLWFuLWFkLXRva2Vu' });
const eventIdSchema = z.string({ error: 'is required' }).regex(/^[A-Za-z0-9-]{8,64}$/, 'must be a uuid (8–64 letters, digits and -)').openapi({ example: '6f1c2a8e-0b7d-4f0e-9a53-2b9c4d1e7f60' });
const readerSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8–64 letters, digits, - or _').optional().describe("an opaque id of the reader (the frequency cap counts per reader); absent: no cap applies");
const unitQuery = houseUnitSchema.openapi({ example: 'tw/portal/between' });

/** The unit must belong to the market asked for. */
function checkUnit(country: string, unit: string): void {
  if (!unit.startsWith(`${country}/`)) throw new ApiError(400, `Invalid query parameter "unit": must start with the market (${country}/)`);
}

const placementsQuery = z.object({
  country: countrySchema,
  placement: z.enum(AD_PLACEMENTS, { error: `must be one of ${AD_PLACEMENTS.join(', ')}` }).optional(),
});

const houseQuery = z.object({
  country: countrySchema,
  unit: unitQuery,
  slot: adIdSchema.openapi({ example: 'tw:portal:between-2' }).describe("the ad module's id"),
  pageType: z.string({ error: 'is required' }).regex(/^[A-Za-z]{1,40}$/, 'must be a page type (letters)').openapi({ example: 'portal' }),
  category: z.string().min(1).max(60).optional(),
  device: z.enum(AD_DEVICES, { error: 'must be pc, mobile or tablet' }).openapi({ example: 'mobile' }),
  sizes: z
    .string()
    .regex(/^\d{1,4}x\d{1,4}(,\d{1,4}x\d{1,4}){0,12}$/, 'must be sizes WxH separated by commas')
    .transform((v) => v.split(','))
    .optional()
    .describe('the sizes the slot allows (native ads fit any); absent: every size'),
  reader: readerSchema,
});

const vastQuery = z.object({
  country: countrySchema,
  unit: unitQuery.openapi({ example: 'tw/video/preroll' }),
  articleHash: z.string().regex(/^[A-Za-z0-9]{1,20}$/, 'must be an article hash').optional(),
  reader: readerSchema,
});

const pixelQuery = z.object({
  token: tokenSchema,
  event: z.enum(AD_EVENT_TYPES, { error: `must be one of ${AD_EVENT_TYPES.join(', ')}` }).openapi({ example: 'impression' }),
  eventId: eventIdSchema,
});

const clickQuery = z.object({ token: tokenSchema, eventId: eventIdSchema.optional().describe('absent: every request counts a click') });

/** A transparent 1×1 GIF. */
const PIXEL = Uint8Array.from(atob('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'), (ch) => ch.charCodeAt(0));

/** The HTML creative's own policy: its inline code and pictures, nothing fetched, framed only by the portal, sandboxed even when opened alone. */
export const AD_FRAME_POLICY = [
  "default-src 'none'",
  "script-src 'unsafe-inline'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data: https:",
  "media-src 'self' https:",
  "font-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
  'sandbox allow-scripts allow-popups allow-popups-to-escape-sandbox',
].join('; ');


const placements = createRoute({
  method: 'get',
  path: '/ads/placements',
  summary: "the ad modules a market's pages place, by placement then position",
  request: { query: placementsQuery },
  responses: { 200: json(AdPlacementsResponse), ...errors() },
});

const house = createRoute({
  method: 'get',
  path: '/ads/house',
  summary: "draw the portal's own ad for a slot (null: none matches, caps reached or dates out)",
  request: { query: houseQuery },
  responses: { 200: json(HouseAdResponse), ...errors() },
});

const vast = createRoute({
  method: 'get',
  path: '/ads/vast',
  summary: 'a VAST 4 pre-roll (an empty VAST document when no video campaign runs)',
  request: { query: vastQuery },
  responses: { 200: { description: 'VAST 4 XML', content: { 'application/xml': { schema: z.string() } } }, ...errors() },
});

const frame = createRoute({
  method: 'get',
  path: '/ads/creative/{creativeId}/frame',
  summary: 'an HTML creative as a document for a sandboxed iframe, with its own strict content security policy',
  request: {
    params: z.object({ creativeId: adIdSchema.openapi({ example: 'tw-demo-html' }) }),
    query: z.object({ token: tokenSchema.optional().describe('the token of the draw: the creative\'s %%CLICK_URL%% becomes its click address') }),
  },
  responses: { 200: { description: 'the creative as HTML', content: { 'text/html': { schema: z.string() } } }, ...errors(404) },
});

const events = createRoute({
  method: 'post',
  path: '/ads/events',
  summary: 'count impressions, clicks and video events (each eventId once, ever; text/plain bodies from sendBeacon too)',
  middleware: [beaconBody, readJsonBody],
  request: jsonRequest(AdEventsBody),
  responses: { 200: json(z.object({ counted: z.number().int().describe('events counted now (a resent eventId counts nothing)') })), ...errors(413, 429) },
});

const pixel = createRoute({
  method: 'get',
  path: '/ads/pixel',
  summary: 'count one event (VAST trackers) and answer a 1×1 GIF',
  request: { query: pixelQuery },
  responses: { 200: { description: 'a transparent 1×1 GIF', content: { 'image/gif': { schema: z.string().openapi({ format: 'binary' }) } } }, ...errors() },
});

const click = createRoute({
  method: 'get',
  path: '/ads/click',
  summary: "count a click and redirect to the creative's landing page",
  request: { query: clickQuery },
  responses: { 302: { description: 'to the landing page' }, ...errors(404) },
});

const friendshipParams = z.object({ country: countrySchema });
const CONTACT_TYPES = ['CP', 'ELECTION_PROFILE'] as const;
const friendshipStatusCall = createRoute({
  method: 'get',
  path: '/{country}/friendship/status',
  summary: "the ad library's friendship status call (content-API fallback of {ad host}auth/{country}/friendship/status)",
  middleware: [loggedIn],
  request: {
    params: friendshipParams,
    query: z.object({
      ids: z.string({ error: 'is required' }).min(1, 'is required').openapi({ example: 'cp1,cp2' }).transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean)).pipe(z.array(z.string().max(64)).min(1).max(100)),
      type: z.enum(CONTACT_TYPES, { error: 'must be CP or ELECTION_PROFILE' }).openapi({ example: 'CP' }),
    }),
  },
  responses: { 200: json(userAnswer(Friendship)), ...errors(401) },
});

// Friends are added only inside the messaging app (as /user/contacts/add): checked before the body is read.
const inMessagingApp: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (!detectEnvironment(c.req.header('user-agent') ?? null, c.req.raw.headers).messagingApp) {
    throw new ApiError(400, 'friends can be added only inside the messaging app (not a valid environment)');
  }
  await next();
};

const friendshipCreateCall = createRoute({
  method: 'post',
  path: '/{country}/friendship/create',
  summary: "the ad library's friendship create call (content-API fallback of {ad host}auth/{country}/friendship/create)",
  middleware: [loggedIn, inMessagingApp, readJsonBody],
  request: {
    params: friendshipParams,
    ...jsonRequest(z.object({ type: z.enum(CONTACT_TYPES, { error: 'must be CP or ELECTION_PROFILE' }), profileId: z.string().min(1, 'is required').max(64) }).strict()),
  },
  responses: { 200: json(userAnswer(Friendship)), ...errors(401) },
});

const ok = <T>(result: T) => ({ code: 200 as const, message: 'OK' as const, result });

/** The event of a verified token, counted on the market's day of `now`. */
function eventOf(claims: AdTokenClaims, type: AdEventType, eventId: string, now: number): AdEventInput {
  return {
    eventId,
    type,
    campaignId: claims.campaignId,
    creativeId: claims.creativeId,
    slot: claims.slot,
    country: claims.country,
    ...(claims.reader ? { reader: claims.reader } : {}),
    day: adMarketDay(claims.country as CountryCode, now),
  };
}

const ADS_KEY = { name: 'ADS_SIGNING_KEY', refusal: 'ads cannot be signed', development: 'development-ads-signing-key' };

/** The key of ad tokens; a deployment without one serves and counts no ads (503), as anyone could forge counts. */
function adsSigningKey(c: Context<ApiEnv>): string {
  return signingSecret(c, c.env.ADS_SIGNING_KEY, ADS_KEY);
}

async function verify(c: Context<ApiEnv>, token: string): Promise<AdTokenClaims> {
  return verifyAdToken(adsSigningKey(c), token, adsClock.now());
}

export const adRoutes = newRouter()
  .openapi(placements, async (c) => {
    const { country, placement } = c.req.valid('query');
    c.header('Cache-Control', 'public, max-age=60');
    return c.json({ placements: await listPlacements(c.env.DB, country, placement) }, 200);
  })
  .openapi(house, async (c) => {
    const q = c.req.valid('query');
    checkUnit(q.country, q.unit);
    const now = adsClock.now();
    const campaigns = await runningCampaigns(c.env.DB, q.country, now);
    const impressions = q.reader ? await readerImpressions(c.env.DB, q.reader, adMarketDay(q.country, now), campaigns.map((x) => x.id)) : new Map<string, number>();
    const drawn = drawAd(campaigns, {
      kinds: ['image', 'html', 'native'],
      facts: { pageType: q.pageType, category: q.category, device: q.device },
      sizes: q.sizes,
      impressions,
      random: adRandom.next,
    });
    c.header('Cache-Control', 'private, no-store');
    if (!drawn) return c.json({ ad: null }, 200);
    const token = await signAdToken(adsSigningKey(c), { campaignId: drawn.campaign.id, creativeId: drawn.creative.id, unit: q.unit, slot: q.slot, country: q.country, reader: q.reader, issuedAt: now });
    return c.json({ ad: toHouseAd(drawn.campaign, drawn.creative, token) }, 200);
  })
  .openapi(vast, async (c) => {
    const q = c.req.valid('query');
    checkUnit(q.country, q.unit);
    const now = adsClock.now();
    const campaigns = await runningCampaigns(c.env.DB, q.country, now);
    const impressions = q.reader ? await readerImpressions(c.env.DB, q.reader, adMarketDay(q.country, now), campaigns.map((x) => x.id)) : new Map<string, number>();
    // A pre-roll request says nothing about the page: only market, dates and caps choose.
    const drawn = drawAd(campaigns, { kinds: ['video'], facts: {}, impressions, random: adRandom.next });
    const headers = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'private, no-store' };
    if (!drawn) return c.body(EMPTY_VAST, 200, headers) as never;
    const token = await signAdToken(adsSigningKey(c), { campaignId: drawn.campaign.id, creativeId: drawn.creative.id, unit: q.unit, slot: q.unit, country: q.country, reader: q.reader, issuedAt: now });
    const xml = vastDocument({ campaign: drawn.campaign, creative: drawn.creative, token, origin: new URL(c.req.url).origin, newEventId: () => crypto.randomUUID() });
    return c.body(xml, 200, headers) as never;
  })
  .openapi(frame, async (c) => {
    const { creativeId } = c.req.valid('param');
    const { token } = c.req.valid('query');
    const creative = await findCreative(c.env.DB, creativeId);
    if (!creative || creative.kind !== 'html') throw new ApiError(404, `no HTML creative ${creativeId}`);
    let clickUrl = '#';
    if (token) {
      const claims = await verify(c, token);
      if (claims.creativeId !== creativeId) throw new ApiError(400, 'invalid ad token');
      clickUrl = `/webapi/ads/click?token=${encodeURIComponent(token)}`;
    }
    const body = (creative.content.html ?? '').replaceAll('%%CLICK_URL%%', escapeHtml(clickUrl));
    // The market's language and the sponsor as its title: the frame is a document of its own to assistive technology.
    const lang = isCountryCode(creative.country) ? MARKETS[creative.country].lang : 'en';
    const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(creative.sponsor)}</title><base target="_blank"><style>html,body{margin:0;overflow:hidden}</style></head><body>${body}</body></html>`;
    return c.body(html, 200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': AD_FRAME_POLICY, 'Cache-Control': 'public, max-age=300' }) as never;
  })
  .openapi(events, async (c) => {
    const body = c.req.valid('json');
    const now = adsClock.now();
    // One verification per distinct token: a batch usually repeats a few.
    const verified = new Map<string, Promise<AdTokenClaims>>();
    const claimsOf = (token: string) => verified.get(token) ?? verified.set(token, verify(c, token)).get(token)!;
    const inputs = await Promise.all(body.events.map(async (e) => eventOf(await claimsOf(e.token), e.type, e.eventId, now)));
    return c.json({ counted: await recordAdEvents(c.env.DB, inputs, now) }, 200);
  })
  .openapi(pixel, async (c) => {
    const q = c.req.valid('query');
    const now = adsClock.now();
    await recordAdEvents(c.env.DB, [eventOf(await verify(c, q.token), q.event, q.eventId, now)], now);
    return c.body(PIXEL, 200, { 'Content-Type': 'image/gif', 'Cache-Control': 'private, no-store' }) as never;
  })
  .openapi(click, async (c) => {
    const q = c.req.valid('query');
    const claims = await verify(c, q.token);
    const creative = await findCreative(c.env.DB, claims.creativeId);
    if (!creative) throw new ApiError(404, 'this ad no longer runs');
    const now = adsClock.now();
    await recordAdEvents(c.env.DB, [eventOf(claims, 'click', q.eventId ?? crypto.randomUUID(), now)], now);
    c.header('Cache-Control', 'private, no-store');
    return c.redirect(creative.landingUrl ?? creative.campaignLandingUrl, 302) as never;
  })
  .openapi(friendshipStatusCall, async (c) => {
    const { ids, type } = c.req.valid('query');
    const row = await ensureUser(c.env.DB, requireUser(c), Date.now());
    return c.json(ok(await friendshipStatus(c.env.DB, row.user_id, type, ids)), 200);
  })
  .openapi(friendshipCreateCall, async (c) => {
    const row = await ensureUser(c.env.DB, requireUser(c), Date.now());
    const body = c.req.valid('json');
    await addFriend(c.env.DB, row.user_id, body.type, body.profileId, Date.now());
    return c.json(ok({ [body.profileId]: true }), 200);
  });

/**
 * The budget of this module's writes (docs/decisions/0025). A page sends its impressions and clicks
 * in batches, often many a minute: a generous budget per reader and per address. Pixels and click
 * redirects are GETs, which the limits never count; each counts once per eventId.
 */
export const AD_EVENTS = declareWriteFamily(adRoutes, { name: 'ad events', perIp: minute(3000), perReader: minute(600), maxBodyBytes: 32 * KB }, '/ads/events');
/** Adding a friend from an ad is the same act as /user/contacts/add: the same budget. */
declareWriteFamily(adRoutes, READER_SETTINGS, '/:country/friendship/*');
