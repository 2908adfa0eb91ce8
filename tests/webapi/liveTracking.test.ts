// Live tracking against real local D1 with the tw demo content: play view, watch time (and its
// beacon as text/plain), quality reports, the editors' totals, and every refusal the calls answer.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { app } from '#functions/webapi/app.ts';
import { abuseClock, bucketOf } from '#functions/webapi/abuseLimits.ts';
import { writeFamilyOf } from '#functions/webapi/writeFamilies.ts';
import { countHits } from '#functions/rateLimits/counters.ts';
import { issueDevToken } from '#functions/identity/devProvider.ts';
import { loadSeedMarket } from '../../scripts/loadSeedContent.ts';
import { ROOT } from '../../scripts/localPlatform.ts';
import { articleHash } from '../../scripts/seedIds.ts';
import { openTestPlatform, type TestPlatform } from '../helpers/testPlatform.ts';

const ADMIN_TOKEN = 'live-tracking-admin';
let platform: TestPlatform;
const env = () => ({ ...platform.env, DEV_LOGIN: 'true', ADMIN_TOKEN });
const tw = loadSeedMarket(ROOT, 'tw');
const liveSlug = tw.articles.find((a) => a.contentType === 'LIVE')!.slug;
const general = tw.articles.find((a) => a.contentType === 'GENERAL')!.slug;
let aid = 0;
let generalId = 0;
let sessions = 0;
let addresses = 0;
const newSession = () => `test-session-${++sessions}-${Date.now()}`;
const newAddress = () => `198.51.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`;

type Call = { status: number; body: any; headers: Headers };
async function post(path: string, body: unknown, init: { type?: string; token?: string; raw?: string; ip?: string } = {}): Promise<Call> {
  const headers: Record<string, string> = { 'Content-Type': init.type ?? 'application/json', 'CF-Connecting-IP': init.ip ?? newAddress() };
  if (init.token) headers['X-Liff-Access-Token'] = init.token;
  const res = await app.request(`http://portal.test/webapi/glplive/track/${path}`, { method: 'POST', headers, body: init.raw ?? JSON.stringify(body) }, env());
  return { status: res.status, body: await res.json(), headers: res.headers };
}
async function summary(query: string, token: string | null = ADMIN_TOKEN): Promise<Call> {
  const headers: Record<string, string> = { 'CF-Connecting-IP': newAddress() };
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await app.request(`http://portal.test/webapi/glplive/track/summary?${query}`, { headers }, env());
  return { status: res.status, body: await res.json(), headers: res.headers };
}
const totalsOf = async (id: number) => (await summary(`country=tw&aid=${id}`)).body.broadcasts[0];

const view = (sessionId: string, over: Record<string, unknown> = {}) => ({ aid, sessionId, broadcastStatus: 'LIVE', source: 'GLP', playMode: 'PLAY_BUTTON', ...over });
const watch = (sessionId: string, over: Record<string, unknown> = {}) => ({ aid, sessionId, seconds: 30, position: 95.5, quality: 'abr', ...over });
const quality = (sessionId: string, over: Record<string, unknown> = {}) => ({
  aid, sessionId, startupMs: 850, rebufferCount: 1, rebufferMs: 400, qualitySwitches: 2, bitrateKbps: 1800, fatalError: null, ...over,
});

async function startedSession(): Promise<string> {
  const sessionId = newSession();
  expect((await post('event/playview?country=tw', view(sessionId))).body).toEqual({ counted: true });
  return sessionId;
}

beforeAll(async () => {
  platform = await openTestPlatform({ content: true });
  const idOf = async (slug: string) => {
    const res = await app.request(`http://portal.test/webapi/article?country=tw&hash=${articleHash('tw', slug)}`, undefined, env());
    return ((await res.json()) as { data: { id: number } }).data.id;
  };
  aid = await idOf(liveSlug);
  generalId = await idOf(general);
}, 120_000);
afterEach(() => {
  abuseClock.now = () => Date.now();
});
afterAll(async () => {
  await platform?.dispose();
});

describe('play view', () => {
  it('counts one play view per player session (a retry is not counted again), live views apart', async () => {
    const before = await totalsOf(aid);
    const sessionId = newSession();
    expect(await post('event/playview?country=tw', view(sessionId))).toMatchObject({ status: 200, body: { counted: true } });
    expect(await post('event/playview?country=tw', view(sessionId))).toMatchObject({ status: 200, body: { counted: false } });
    expect(await post('event/playview?country=TW', view(newSession(), { broadcastStatus: 'ARCHIVED', playMode: 'REPLAY', source: 'LINELIVE' }))).toMatchObject({ status: 200 });
    const after = await totalsOf(aid);
    expect(after.playViews - before.playViews).toBe(2);
    expect(after.livePlayViews - before.livePlayViews).toBe(1);
  });

  it('records the signed-in reader’s id when the token header is present', async () => {
    const token = await issueDevToken({ userId: 'live-viewer', displayName: 'Viewer' }, undefined);
    const sessionId = newSession();
    expect((await post('event/playview?country=tw', view(sessionId), { token })).status).toBe(200);
    const row = await platform.env.DB.prepare('SELECT user_id FROM live_play_sessions WHERE session_id = ?1').bind(sessionId).first<{ user_id: string }>();
    expect(row?.user_id).toBe('live-viewer');
  });

  it('answers 400 naming each bad field', async () => {
    const cases: [string, Record<string, unknown>][] = [
      ['aid', { aid: 'one' }],
      ['aid', { aid: -3 }],
      ['sessionId', { sessionId: 'short' }],
      ['sessionId', { sessionId: 'has spaces in it!' }],
      ['broadcastStatus', { broadcastStatus: 'RESERVED' }],
      ['source', { source: 'YOUTUBE' }],
      ['playMode', { playMode: 'LOOP' }],
    ];
    for (const [field, over] of cases) {
      const res = await post('event/playview?country=tw', view(newSession(), over));
      expect(res.status, field).toBe(400);
      expect(res.body.message, field).toContain(`Invalid body field "${field}"`);
    }
    expect((await post('event/playview?country=xx', view(newSession()))).body.message).toBe('Invalid query parameter "country": is not a known country code');
    expect((await post('event/playview?country=tw', null, { raw: '{not json' })).body).toEqual({ message: 'Invalid body: expected a JSON object', statusCode: 400 });
  });

  it('answers 404 for an unknown broadcast, an article that is not one, or another market’s', async () => {
    expect(await post('event/playview?country=tw', view(newSession(), { aid: 987654321 }))).toMatchObject({ status: 404, body: { message: 'broadcast 987654321 not found', statusCode: 404 } });
    expect((await post('event/playview?country=tw', view(newSession(), { aid: generalId }))).status).toBe(404);
    expect((await post('event/playview?country=hk', view(newSession()))).status).toBe(404);
  });
});

describe('watch time', () => {
  it('adds each report’s seconds to the broadcast, exactly to the millisecond', async () => {
    const before = await totalsOf(aid);
    const sessionId = await startedSession();
    for (const seconds of [30, 12.345, 0.001]) expect((await post('event/watchtime?country=tw', watch(sessionId, { seconds }))).body).toEqual({ counted: true });
    expect((await totalsOf(aid)).watchSeconds - before.watchSeconds).toBeCloseTo(42.346, 6);
    const events = await platform.env.DB.prepare('SELECT watch_ms, via_beacon, quality FROM live_watch_events WHERE session_id = ?1 ORDER BY id').bind(sessionId).all();
    expect(events.results).toEqual([
      { watch_ms: 30000, via_beacon: 0, quality: 'abr' },
      { watch_ms: 12345, via_beacon: 0, quality: 'abr' },
      { watch_ms: 1, via_beacon: 0, quality: 'abr' },
    ]);
  });

  it('answers 400 naming each bad field, and caps one report at 3600 s', async () => {
    const sessionId = await startedSession();
    const cases: [string, Record<string, unknown>][] = [
      ['seconds', { seconds: 0 }],
      ['seconds', { seconds: -5 }],
      ['seconds', { seconds: 3600.5 }],
      ['seconds', { seconds: '30' }],
      ['position', { position: -1 }],
      ['quality', { quality: '1080p' }],
      ['sessionId', { sessionId: undefined }],
      ['aid', { aid: 1.5 }],
    ];
    for (const [field, over] of cases) {
      const res = await post('event/watchtime?country=tw', watch(sessionId, over));
      expect(res.status, `${field} ${JSON.stringify(over)}`).toBe(400);
      expect(res.body.message, field).toContain(`Invalid body field "${field}"`);
    }
    expect((await post('event/watchtime?country=tw', watch(sessionId, { seconds: 3601 }))).body.message).toBe('Invalid body field "seconds": must be at most 3600');
  });

  it('refuses watch time beyond the wall-clock time since the play view plus two minutes of grace', async () => {
    const before = await totalsOf(aid);
    const sessionId = await startedSession();
    expect(await post('event/watchtime?country=tw', watch(sessionId, { seconds: 3600 }))).toMatchObject({
      status: 400,
      body: { message: `Invalid body field "seconds": more than the time since the session's play view allows` },
    });
    expect((await post('event/watchtime?country=tw', watch(sessionId, { seconds: 100 }))).status).toBe(200);
    expect((await post('event/watchtime?country=tw', watch(sessionId, { seconds: 30 }))).status).toBe(400);
    expect((await totalsOf(aid)).watchSeconds - before.watchSeconds).toBeCloseTo(100, 6);
  });

  it('answers 404 for a session without a play view and for an unknown broadcast', async () => {
    expect(await post('event/watchtime?country=tw', watch(newSession()))).toMatchObject({ status: 404, body: { message: `player session has no play view of broadcast ${aid}` } });
    expect(await post('event/watchtime?country=tw', watch(newSession(), { aid: 987654321 }))).toMatchObject({ status: 404, body: { message: 'broadcast 987654321 not found' } });
    const sessionId = await startedSession();
    expect((await post('event/watchtime?country=hk', watch(sessionId))).status).toBe(404);
  });
});

describe('watch-time beacon', () => {
  it('accepts the report as text/plain (sendBeacon with a string) and as application/json', async () => {
    const before = await totalsOf(aid);
    const sessionId = await startedSession();
    expect(await post('event/watchtime/beacon?country=tw', watch(sessionId, { seconds: 4.5 }), { type: 'text/plain;charset=UTF-8' })).toMatchObject({ status: 200, body: { counted: true } });
    expect(await post('event/watchtime/beacon?country=tw', watch(sessionId, { seconds: 2 }), { type: 'application/json' })).toMatchObject({ status: 200, body: { counted: true } });
    expect((await totalsOf(aid)).watchSeconds - before.watchSeconds).toBeCloseTo(6.5, 6);
    const beacons = await platform.env.DB.prepare('SELECT COUNT(*) AS n FROM live_watch_events WHERE session_id = ?1 AND via_beacon = 1').bind(sessionId).first<{ n: number }>();
    expect(beacons?.n).toBe(2);
  });

  it('validates the same way: 400 naming the field, unreadable text, other types, unknown ids', async () => {
    const sessionId = await startedSession();
    const bad = await post('event/watchtime/beacon?country=tw', watch(sessionId, { quality: 'best' }), { type: 'text/plain' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Invalid body field "quality"');
    expect((await post('event/watchtime/beacon?country=tw', watch(sessionId, { seconds: 4000 }), { type: 'text/plain' })).body.message).toBe('Invalid body field "seconds": must be at most 3600');
    expect((await post('event/watchtime/beacon?country=tw', null, { type: 'text/plain', raw: 'seconds=3' })).body).toEqual({ message: 'Invalid body: expected a JSON object', statusCode: 400 });
    expect((await post('event/watchtime/beacon?country=tw', watch(sessionId), { type: 'application/x-www-form-urlencoded' })).status).toBe(415);
    expect((await post('event/watchtime/beacon?country=tw', watch(newSession(), { aid: 987654321 }), { type: 'text/plain' })).status).toBe(404);
  });
});

describe('quality of experience', () => {
  it('stores start-up and fatal-error reports and counts them per broadcast', async () => {
    const before = await totalsOf(aid);
    const sessionId = await startedSession();
    expect((await post('event/qoe?country=tw', quality(sessionId))).body).toEqual({ counted: true });
    const fatal = 'HLS Error: {"type":"networkError","details":"manifestLoadError","fatal":true}';
    expect((await post('event/qoe?country=tw', quality(sessionId, { startupMs: null, rebufferCount: 0, fatalError: fatal, bitrateKbps: null }))).status).toBe(200);
    const after = await totalsOf(aid);
    expect(after.qoeReports - before.qoeReports).toBe(2);
    expect(after.fatalErrors - before.fatalErrors).toBe(1);
    expect(after.rebuffers - before.rebuffers).toBe(1);
    const stored = await platform.env.DB.prepare('SELECT fatal_error FROM live_qoe_events WHERE session_id = ?1 AND fatal_error IS NOT NULL').bind(sessionId).first<{ fatal_error: string }>();
    expect(stored?.fatal_error).toBe(fatal);
  });

  it('answers 400 naming each bad field and 404 without a play view', async () => {
    const sessionId = await startedSession();
    const cases: [string, Record<string, unknown>][] = [
      ['startupMs', { startupMs: -1 }],
      ['startupMs', { startupMs: 600_001 }],
      ['rebufferCount', { rebufferCount: 1.5 }],
      ['rebufferMs', { rebufferMs: 'long' }],
      ['qualitySwitches', { qualitySwitches: -2 }],
      ['bitrateKbps', { bitrateKbps: 'fast' }],
      ['fatalError', { fatalError: 'x'.repeat(501) }],
    ];
    for (const [field, over] of cases) {
      const res = await post('event/qoe?country=tw', quality(sessionId, over));
      expect(res.status, field).toBe(400);
      expect(res.body.message, field).toContain(`Invalid body field "${field}"`);
    }
    expect((await post('event/qoe?country=tw', quality(newSession()))).status).toBe(404);
    expect((await post('event/qoe?country=tw', quality(newSession(), { aid: 987654321 }))).body.message).toBe('broadcast 987654321 not found');
  });
});

describe('editors’ summary', () => {
  it('answers the market’s broadcasts with their totals, or one of them', async () => {
    const all = await summary('country=tw');
    expect(all.status).toBe(200);
    expect(all.body.broadcasts.map((b: { aid: number }) => b.aid)).toContain(aid);
    expect(Object.keys(all.body.broadcasts[0]).sort()).toEqual(['aid', 'fatalErrors', 'livePlayViews', 'playViews', 'qoeReports', 'rebuffers', 'watchSeconds']);
    expect((await summary(`country=tw&aid=${aid}`)).body.broadcasts).toHaveLength(1);
  });

  it('needs the admin bearer token, validates its query, and answers 404 for an unknown broadcast', async () => {
    expect(await summary('country=tw', null)).toMatchObject({ status: 401, body: { message: 'a valid admin bearer token is required' } });
    expect((await summary('country=tw', 'wrong')).status).toBe(401);
    expect((await summary('country=tw&aid=abc')).body.message).toContain('Invalid query parameter "aid"');
    expect((await summary('country=tw&aid=987654321')).status).toBe(404);
    expect((await summary(`country=hk&aid=${aid}`)).status).toBe(404);
  });
});

describe('abuse limits', () => {
  it('caps the body at 2 KB (413) on every tracking call, the beacon included', async () => {
    for (const path of ['event/playview', 'event/watchtime', 'event/qoe', 'event/watchtime/beacon']) {
      const res = await post(`${path}?country=tw`, null, { raw: JSON.stringify({ pad: 'x'.repeat(3000) }), type: path.endsWith('beacon') ? 'text/plain' : 'application/json' });
      expect(res.status, path).toBe(413);
      expect(res.body.message).toBe('Request body too large: at most 2048 bytes');
    }
  });

  it('answers 429 with Retry-After once an address has spent the live tracking budget', async () => {
    const family = writeFamilyOf('/glplive/track/event/watchtime');
    expect(family.name).toBe('live tracking');
    const now = 500_000 * 3_600_000 + 10_000;
    abuseClock.now = () => now;
    const ip = newAddress();
    await countHits(platform.env.RATE_LIMITS, bucketOf(family, 'ip', ip), Math.floor(now / 60_000) * 60_000, 60_000, family.perIp.limit);
    const res = await post('event/watchtime/beacon?country=tw', watch(newSession()), { ip, type: 'text/plain' });
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toBe('50');
    expect(res.body.message).toBe(`too many live tracking from this address: at most ${family.perIp.limit} every 60 s, try again in 50 s`);
  });
});
