// The first-party ad server against real local D1 with the demo content: placements, the house draw
// (weights, targeting by market, page type, category and device, dates, the frequency cap, the empty
// answer), tokens, the VAST pre-roll, the HTML frame's policy, counting and the click redirect, and
// the editors' calls (401, placement validation, the purge of ads:<country>). The rule tests run in
// ecjp, a market without demo ads, on campaigns each test writes and removes.
import * as cheerio from 'cheerio';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { app } from '#functions/webapi/app.ts';
import { adRandom } from '#functions/webapi/adDraw.ts';
import { AD_FRAME_POLICY } from '#functions/webapi/ads.ts';
import { AD_TOKEN_LIFETIME_MS, adsClock } from '#functions/webapi/adTokens.ts';
import { indexCachedPage } from '#functions/db/pageCacheIndex.ts';
import { issueDevToken } from '#functions/identity/devProvider.ts';
import { upsertCampaign } from '#functions/db/ads.ts';
import { toCampaignInput } from '#functions/webapi/adMapping.ts';
import { AdCampaignBody } from '#functions/webapi/schemas/ads.ts';
import { openTestPlatform, type TestPlatform } from '../helpers/testPlatform.ts';

const ADMIN_TOKEN = 'ads-test-admin-token';
const M = 'ecjp';
let platform: TestPlatform;
const env = () => ({ ...platform.env, ADMIN_TOKEN, DEV_LOGIN: 'true' });
const realRandom = adRandom.next;
const realNow = adsClock.now;

async function call(method: string, path: string, init: { body?: unknown; admin?: boolean; contentType?: string; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { 'Content-Type': init.contentType ?? 'application/json', 'cf-connecting-ip': '203.0.113.31', ...init.headers };
  if (init.admin) headers.Authorization = `Bearer ${ADMIN_TOKEN}`;
  const body = init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
  const res = await app.request(`http://portal.test/webapi${path}`, { method, headers, body, redirect: 'manual' }, env());
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, body: /json/.test(res.headers.get('content-type') ?? '') ? (JSON.parse(text) as any) : null };
}

const image = (id: string, extra: Record<string, unknown> = {}) => ({ id, kind: 'image', weight: 1, width: 300, height: 250, imageUrl: '/ads/drink-300x250.svg', alt: 'テスト広告', ...extra });
function campaign(extra: Record<string, unknown> = {}) {
  return { country: M, name: 'テストキャンペーン', sponsor: 'テスト社', weight: 1, frequencyCap: null, startTime: null, endTime: null, landingUrl: 'https://example.com/landing', creatives: [], ...extra };
}
/** Writes a campaign checked by the editors' schema straight to D1 (the editors' call itself is tested once, below). */
async function putCampaign(id: string, body: Record<string, unknown>) {
  await upsertCampaign(platform.env.DB, toCampaignInput(id, AdCampaignBody.parse(body)), Date.now());
}

const house = (q: Record<string, string> = {}) =>
  call('GET', `/ads/house?${new URLSearchParams({ country: M, unit: `${M}/portal/between`, slot: `${M}:portal:between-2`, pageType: 'portal', device: 'mobile', ...q })}`);
const drawnCampaign = async (q: Record<string, string> = {}) => (await house(q)).body.ad?.label as string | undefined;
const events = (list: { token: string; type: string; eventId: string }[]) => call('POST', '/ads/events', { body: { events: list } });
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** The last days, wide enough for any market's day. */
const report = async () => (await call('GET', `/admin/ads/report?country=${M}&from=${dayOf(Date.now() - 2 * 86_400_000)}&to=${dayOf(Date.now() + 86_400_000)}`, { admin: true })).body;
let nextEvent = 0;
const eventId = () => `evt-${Date.now()}-${nextEvent++}`;

beforeAll(async () => {
  platform = await openTestPlatform({ content: true });
}, 120_000);
afterEach(async () => {
  adRandom.next = realRandom;
  adsClock.now = realNow;
  const db = platform.env.DB;
  await db.batch(['ad_targeting', 'ad_creatives'].map((table) => db.prepare(`DELETE FROM ${table} WHERE campaign_id IN (SELECT id FROM ad_campaigns WHERE country = ?1)`).bind(M)).concat(db.prepare('DELETE FROM ad_campaigns WHERE country = ?1').bind(M)));
});
afterAll(async () => {
  await platform?.dispose();
});

describe('placements and the demo', () => {
  it("answers a market's ad modules by placement then position, all drawn for the house service", async () => {
    const { status, body, headers } = await call('GET', '/ads/placements?country=tw');
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    expect(body.placements.map((p: any) => `${p.placement}:${p.position}`)).toEqual(['article:3', 'articleEnd:0', 'gallery:0', 'listing:8', 'portal:2', 'portal:5']);
    expect(body.placements.every((p: any) => p.adRatio.house === 1 && p.houseInventoryKey.startsWith('tw/'))).toBe(true);
    expect((await call('GET', '/ads/placements?country=tw&placement=portal')).body.placements.map((p: any) => p.id)).toEqual(['tw:portal:between-2', 'tw:portal:between-5']);
    const bad = await call('GET', '/ads/placements?country=tw&placement=sidebar');
    expect([bad.status, bad.body.message]).toEqual([400, expect.stringContaining('"placement"')]);
  });

  it('draws a demo ad in the market’s language for a tw portal slot', async () => {
    adRandom.next = () => 0;
    const { body } = await call('GET', '/ads/house?country=tw&unit=tw/portal/between-2&slot=tw:portal:between-2&pageType=portal&device=mobile');
    // The heaviest campaign first, then its first creative by id (the 320×100 banner).
    expect(body.ad).toMatchObject({ kind: 'image', width: 320, height: 100, label: '山嵐茶飲', imageUrl: '/ads/drink-320x100.svg', alt: '山嵐茶飲秋季限定桂花烏龍，週三買一送一', clickUrl: expect.stringMatching(/^\/webapi\/ads\/click\?token=/) });
  });
});

describe('the house draw', () => {
  it('draws by campaign weight, never a campaign of weight 0', async () => {
    await putCampaign('ecjp-heavy', campaign({ sponsor: 'heavy', weight: 3, creatives: [image('ecjp-heavy-a')] }));
    await putCampaign('ecjp-light', campaign({ sponsor: 'light', weight: 1, creatives: [image('ecjp-light-a')] }));
    await putCampaign('ecjp-zero', campaign({ sponsor: 'zero', weight: 0, creatives: [image('ecjp-zero-a')] }));
    // Total weight 4, in id order: heavy [0, 3), light [3, 4).
    const by = async (r: number) => {
      adRandom.next = () => r;
      return drawnCampaign();
    };
    expect([await by(0), await by(0.74), await by(0.76), await by(0.999)]).toEqual(['heavy', 'heavy', 'light', 'light']);
  });

  it('targets by market, page type, category and device; answers null when nothing matches', async () => {
    expect((await house()).body).toEqual({ ad: null });
    await putCampaign('ecjp-sports', campaign({ sponsor: 'sports', targeting: { pageType: ['article'], category: ['sports'], device: ['mobile', 'tablet'] }, creatives: [image('ecjp-sports-a')] }));
    const q = { pageType: 'article', category: 'sports', device: 'mobile' };
    expect(await drawnCampaign(q)).toBe('sports');
    expect(await drawnCampaign({ ...q, device: 'tablet' })).toBe('sports');
    expect(await drawnCampaign({ ...q, pageType: 'portal' })).toBeUndefined();
    expect(await drawnCampaign({ ...q, category: 'politics' })).toBeUndefined();
    expect(await drawnCampaign({ pageType: 'article', device: 'mobile' })).toBeUndefined();
    expect(await drawnCampaign({ ...q, device: 'pc' })).toBeUndefined();
    // Another market never draws it.
    const tw = await call('GET', '/ads/house?country=tw&unit=tw/article/after-3&slot=tw:article:after-3&pageType=article&category=sports&device=mobile');
    expect(tw.body.ad.label).not.toBe('sports');
  });

  it('only fits creatives of the sizes the slot allows (native fits any)', async () => {
    await putCampaign('ecjp-sized', campaign({ sponsor: 'sized', creatives: [image('ecjp-sized-a', { width: 320, height: 100 })] }));
    expect(await drawnCampaign({ sizes: '300x250,336x280' })).toBeUndefined();
    expect(await drawnCampaign({ sizes: '320x100' })).toBe('sized');
  });

  it('draws a campaign only between its start and end', async () => {
    const start = Date.parse('2030-01-10T00:00:00Z');
    await putCampaign('ecjp-dated', campaign({ sponsor: 'dated', startTime: start, endTime: start + 86_400_000, creatives: [image('ecjp-dated-a')] }));
    expect(await drawnCampaign()).toBeUndefined();
    adsClock.now = () => start + 3_600_000;
    expect(await drawnCampaign()).toBe('dated');
    adsClock.now = () => start + 86_400_000;
    expect(await drawnCampaign()).toBeUndefined();
  });

  it("stops drawing a campaign for a reader once the reader's impressions of the day reach its cap", async () => {
    await putCampaign('ecjp-capped', campaign({ sponsor: 'capped', frequencyCap: 2, creatives: [image('ecjp-capped-a')] }));
    const reader = 'reader-cap-0001';
    const first = (await house({ reader })).body.ad;
    const again = eventId();
    expect((await events([{ token: first.token, type: 'impression', eventId: again }])).body).toEqual({ counted: 1 });
    // A resent impression counts nothing, so the reader is still under the cap.
    expect((await events([{ token: first.token, type: 'impression', eventId: again }, { token: first.token, type: 'click', eventId: eventId() }])).body).toEqual({ counted: 1 });
    const second = (await house({ reader })).body.ad;
    expect(second?.label).toBe('capped');
    expect((await events([{ token: second.token, type: 'impression', eventId: eventId() }])).body).toEqual({ counted: 1 });
    expect((await house({ reader })).body).toEqual({ ad: null });
    expect(await drawnCampaign({ reader: 'reader-cap-0002' })).toBe('capped');
    expect(await drawnCampaign()).toBe('capped');
  });

  it('answers 400 naming the bad field', async () => {
    const missing = await call('GET', `/ads/house?country=${M}&unit=${M}/portal/between&slot=a&pageType=portal`);
    expect([missing.status, missing.body.message]).toEqual([400, 'Invalid query parameter "device": must be pc, mobile or tablet']);
    expect((await house({ unit: 'tw/portal/between' })).body.message).toBe(`Invalid query parameter "unit": must start with the market (${M}/)`);
    const bad = await events([{ token: 'a.b', type: 'hover', eventId: 'x' }]);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('"events.0.type"');
    expect(bad.body.message).toContain('"events.0.eventId"');
  });
});

describe('tokens and counting', () => {
  it('refuses a forged or expired token with 400 "invalid ad token", on events, pixels and clicks', async () => {
    await putCampaign('ecjp-tok', campaign({ sponsor: 'tok', creatives: [image('ecjp-tok-a')] }));
    const { token } = (await house()).body.ad;
    const [payload, mac] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    claims[0] = 'ecjp-other';
    const forged = `${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${mac}`;
    const invalid = { statusCode: 400, message: 'invalid ad token' };
    expect((await events([{ token: forged, type: 'impression', eventId: eventId() }])).body).toEqual(invalid);
    expect((await call('GET', `/ads/pixel?token=${forged}&event=impression&eventId=${eventId()}`)).body).toEqual(invalid);
    expect((await call('GET', `/ads/click?token=${forged}`)).body).toEqual(invalid);
    adsClock.now = () => realNow() + AD_TOKEN_LIFETIME_MS + 1000;
    expect((await events([{ token, type: 'impression', eventId: eventId() }])).body).toEqual(invalid);
    adsClock.now = realNow;
    expect((await events([{ token, type: 'impression', eventId: eventId() }])).body).toEqual({ counted: 1 });
  });

  it('a deployment signs with its own key, and without one serves and counts no ads (503)', async () => {
    await putCampaign('ecjp-key', campaign({ sponsor: 'key', creatives: [image('ecjp-key-a')] }));
    const query = `country=${M}&unit=${M}/portal/between&slot=${M}:portal:between-2&pageType=portal&device=mobile`;
    const deployed = (path: string, key?: string) =>
      app.request(`https://portal.example/webapi${path}`, { headers: { 'cf-connecting-ip': '203.0.113.32' } }, { ...env(), ...(key ? { ADS_SIGNING_KEY: key } : {}) });
    const unsigned = await deployed(`/ads/house?${query}`);
    expect([unsigned.status, await unsigned.json()]).toEqual([503, { statusCode: 503, message: 'ads cannot be signed: ADS_SIGNING_KEY is not set' }]);
    const { token } = ((await (await deployed(`/ads/house?${query}`, 'production-key')).json()) as { ad: { token: string } }).ad;
    // The development key (npm start, tests) does not accept the deployment's tokens.
    expect((await events([{ token, type: 'impression', eventId: eventId() }])).body).toEqual({ statusCode: 400, message: 'invalid ad token' });
  });

  it('counts a sendBeacon batch (text/plain), and a click that redirects to the landing page', async () => {
    await putCampaign('ecjp-click', campaign({ sponsor: 'click', creatives: [image('ecjp-click-a', { landingUrl: 'https://example.com/creative-landing' })] }));
    const ad = (await house({ slot: 'ecjp:portal:click' })).body.ad;
    const beacon = await call('POST', '/ads/events', { body: JSON.stringify({ events: [{ token: ad.token, type: 'impression', eventId: eventId() }] }), contentType: 'text/plain;charset=UTF-8' });
    expect(beacon.body).toEqual({ counted: 1 });
    const res = await call('GET', ad.clickUrl.replace('/webapi', ''));
    expect([res.status, res.headers.get('location')]).toEqual([302, 'https://example.com/creative-landing']);
    const line = (await report()).slots.find((s: any) => s.slot === 'ecjp:portal:click');
    expect(line).toMatchObject({ impressions: 1, clicks: 1, ctr: 1 });
  });
});

describe('VAST and the HTML frame', () => {
  it('answers an empty VAST document when no video campaign runs', async () => {
    const res = await call('GET', `/ads/vast?country=${M}&unit=${M}/video/preroll`);
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'application/xml; charset=utf-8']);
    const $ = cheerio.load(res.text, { xml: true });
    expect([$('VAST').attr('version'), $('Ad').length]).toEqual(['4.0', 0]);
  });

  it('answers a skippable linear ad whose trackers count each event once', async () => {
    await putCampaign('ecjp-video', campaign({ sponsor: 'video', creatives: [{ id: 'ecjp-video-a', kind: 'video', weight: 1, width: 640, height: 360, videoUrl: '/media/video/vdemo/master.m3u8', videoType: 'application/x-mpegURL', durationSeconds: 12 }] }));
    const res = await call('GET', `/ads/vast?country=${M}&unit=${M}/video/preroll&reader=reader-vast-01`);
    const $ = cheerio.load(res.text, { xml: true });
    const linear = $('VAST[version="4.0"] > Ad > InLine > Creatives > Creative > Linear');
    expect(linear.attr('skipoffset')).toBe('00:00:05');
    expect(linear.find('Duration').text()).toBe('00:00:12');
    const media = linear.find('MediaFiles > MediaFile');
    expect([media.attr('type'), media.attr('delivery'), media.text().trim()]).toEqual(['application/x-mpegURL', 'streaming', 'http://portal.test/media/video/vdemo/master.m3u8']);
    const impression = new URL($('InLine > Impression').text().trim());
    expect([impression.pathname, impression.searchParams.get('event')]).toEqual(['/webapi/ads/pixel', 'impression']);
    const trackers: Record<string, URL> = Object.fromEntries(linear.find('TrackingEvents > Tracking').toArray().map((t) => [$(t).attr('event'), new URL($(t).text().trim())]));
    expect(Object.keys(trackers).sort()).toEqual(['complete', 'firstQuartile', 'midpoint', 'skip', 'start', 'thirdQuartile']);
    for (const [event, url] of Object.entries(trackers)) expect([url.pathname, url.searchParams.get('event')]).toEqual(['/webapi/ads/pixel', event]);
    expect(new URL(linear.find('VideoClicks > ClickThrough').text().trim()).pathname).toBe('/webapi/ads/click');
    // The impression pixel fired twice and the midpoint once: one impression, one midpoint.
    for (const url of [impression, impression, trackers.midpoint!]) {
      const pixel = await call('GET', `${url.pathname.replace('/webapi', '')}${url.search}`);
      expect([pixel.status, pixel.headers.get('content-type')]).toEqual([200, 'image/gif']);
    }
    const line = (await report()).creatives.find((c: any) => c.creativeId === 'ecjp-video-a');
    expect(line.events).toEqual({ impression: 1, midpoint: 1 });
  });

  it('serves an HTML creative as its own document under a strict policy, its click address filled in', async () => {
    await putCampaign('ecjp-html', campaign({ sponsor: 'html', creatives: [{ id: 'ecjp-html-a', kind: 'html', weight: 1, width: 300, height: 250, html: '<a href="%%CLICK_URL%%">見る</a>' }] }));
    const ad = (await house()).body.ad;
    expect(ad).toMatchObject({ kind: 'html', frameUrl: expect.stringMatching(/^\/webapi\/ads\/creative\/ecjp-html-a\/frame\?token=/) });
    const res = await call('GET', ad.frameUrl.replace('/webapi', ''));
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'text/html; charset=utf-8']);
    expect(res.headers.get('content-security-policy')).toBe(AD_FRAME_POLICY);
    expect(AD_FRAME_POLICY).toContain("default-src 'none'");
    expect(AD_FRAME_POLICY).toContain("frame-ancestors 'self'");
    const $ = cheerio.load(res.text);
    expect([$('html').attr('lang'), $('title').text()]).toEqual(['ja', 'html']);
    const href = $('a').attr('href');
    expect(href).toBe(`/webapi/ads/click?token=${encodeURIComponent(ad.token)}`);
  });
});

describe("the editors' calls", () => {
  const placement = (extra: Record<string, unknown> = {}) => ({
    country: M, placement: 'portal', position: 2, sizeClass: 'L', sizes: ['300x250'], adRatio: { house: 1 }, houseInventoryKey: `${M}/portal/between-2`,
    metaData: {}, renderOnCondition: false, conditions: [], enableLadV2: false, ...extra,
  });

  it('answers 401 without the admin token', async () => {
    for (const [method, path] of [['GET', '/admin/ads/campaigns'], ['PUT', '/admin/ads/placements/ecjp:portal:x'], ['GET', `/admin/ads/report?country=${M}&from=2026-01-01&to=2026-01-02`]] as const) {
      const res = await call(method, path, { body: method === 'PUT' ? placement() : undefined });
      expect([res.status, res.body.message]).toEqual([401, 'a valid admin bearer token is required']);
    }
  });

  it('validates a placement as a slot setting, naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ adRatio: { gpt: 1 }, sizes: ['300x250'] }, '"gptInventoryKey": is required when adRatio.gpt is weighted'],
      [{ adRatio: { gpt: 1 }, gptInventoryKey: '/21800000/ecjp_portal', sizes: [] }, '"sizes": a GPT slot needs sizes'],
      [{ adRatio: {} }, '"adRatio": must give at least one service a weight'],
      [{ houseInventoryKey: 'tw/portal/between' }, `"houseInventoryKey": must start with the market (${M}/)`],
      [{ sizes: ['300x251'] }, '"sizes.0": must be one of'],
      [{ gptInventoryKey: 'not-a-unit' }, '"gptInventoryKey": must be a unit path /network/path'],
      [{ placement: 'popup', position: 0 }, '"tab": is required for a popup placement'],
      [{ tab: 'food' }, '"tab": is only for a popup placement'],
    ];
    for (const [extra, message] of cases) {
      const res = await call('PUT', '/admin/ads/placements/ecjp:portal:x', { body: placement(extra), admin: true });
      expect([res.status, res.body.message], message).toEqual([400, expect.stringContaining(message)]);
    }
  });

  it("stores a placement and purges the market's pages that place ads", async () => {
    await indexCachedPage(platform.env.DB, { key: 'ads-test-page', tags: [`ads:${M}`], expiresAt: Date.now() + 60_000, renderedAt: Date.now() - 1000 });
    const res = await call('PUT', '/admin/ads/placements/ecjp:portal:between-2', { body: placement(), admin: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ placement: { id: 'ecjp:portal:between-2', placement: 'portal', position: 2 }, invalidated: 1, tags: [`ads:${M}`] });
    expect((await call('GET', `/ads/placements?country=${M}`)).body.placements).toEqual([res.body.placement]);
    expect((await call('PUT', '/admin/ads/placements/ecjp:portal:between-2', { body: placement({ position: 3 }), admin: true })).body.invalidated).toBe(0);
  });

  it('reads, replaces and deletes a campaign', async () => {
    const made = await call('PUT', '/admin/ads/campaigns/ecjp-edit', { body: campaign({ creatives: [image('ecjp-edit-a')] }), admin: true });
    expect(made.status).toBe(201);
    expect(made.body.campaign).toMatchObject({ id: 'ecjp-edit', targeting: { pageType: [], category: [], device: [] }, creatives: [{ id: 'ecjp-edit-a', kind: 'image', landingUrl: null }] });
    const replaced = await call('PUT', '/admin/ads/campaigns/ecjp-edit', { body: campaign({ name: '改名', creatives: [image('ecjp-edit-b')] }), admin: true });
    expect([replaced.status, replaced.body.campaign.name, replaced.body.campaign.creatives.map((c: any) => c.id)]).toEqual([200, '改名', ['ecjp-edit-b']]);
    const clash = await call('PUT', '/admin/ads/campaigns/ecjp-other', { body: campaign({ creatives: [image('ecjp-edit-b')] }), admin: true });
    expect([clash.status, clash.body.message]).toEqual([400, 'Invalid body field "creatives": creative ids of another campaign: ecjp-edit-b']);
    const missing = await call('PUT', '/admin/ads/campaigns/ecjp-other', { body: campaign({ creatives: [{ id: 'ecjp-other-a', kind: 'video', weight: 1, width: 640, height: 360 }] }), admin: true });
    expect(missing.body.message).toContain('"creatives.0.videoUrl": is required for a video creative');
    expect((await call('DELETE', '/admin/ads/campaigns/ecjp-edit', { admin: true })).body).toEqual({ deleted: true });
    expect((await call('GET', '/admin/ads/campaigns/ecjp-edit', { admin: true })).status).toBe(404);
  });
});

describe("the ad library's friendship calls under /webapi/{country}", () => {
  it('answer as the reader’s own friendship calls do: signed in, adding only inside the messaging app', async () => {
    const reader = { 'X-Liff-Access-Token': await issueDevToken({ userId: 'ads-friend', displayName: 'Friend' }, undefined) };
    const inApp = { ...reader, 'User-Agent': 'Mozilla/5.0 Line/14.0.0' };
    expect((await call('GET', '/tw/friendship/status?ids=tw-cp1&type=CP')).status).toBe(401);
    expect((await call('POST', '/tw/friendship/create', { body: { type: 'CP', profileId: 'tw-cp1' }, headers: reader })).status).toBe(400);
    expect((await call('POST', '/tw/friendship/create', { body: { type: 'CP', profileId: 'tw-cp1' }, headers: inApp })).body).toEqual({ code: 200, message: 'OK', result: { 'tw-cp1': true } });
    const status = await call('GET', '/tw/friendship/status?ids=tw-cp1,tw-cp2&type=CP', { headers: reader });
    expect(status.body).toEqual({ code: 200, message: 'OK', result: { 'tw-cp1': true, 'tw-cp2': false } });
    expect((await call('GET', '/user/contacts/friendship/status?country=tw&ids=tw-cp1&type=CP', { headers: reader })).body.result).toEqual({ 'tw-cp1': true });
  });
});
