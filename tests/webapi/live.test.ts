// The live status lookup and its merge into LIVE articles, against real local D1.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { app } from '#functions/webapi/app.ts';
import { setBroadcastStatus } from '#functions/db/live.ts';
import { loadSeedMarket } from '../../scripts/loadSeedContent.ts';
import { ROOT } from '../../scripts/localPlatform.ts';
import { articleHash } from '../../scripts/seedIds.ts';
import { liveStatusLabel, toLiveStatus } from '#/domain/article/liveStatus.ts';
import { openTestPlatform, type TestPlatform } from '../helpers/testPlatform.ts';

let platform: TestPlatform;
const tw = loadSeedMarket(ROOT, 'tw');
const live = tw.articles.find((a) => a.contentType === 'LIVE')!;
const call = async (path: string) => {
  const res = await app.request(`http://portal.test/webapi${path}`, undefined, platform.env);
  return { status: res.status, body: (await res.json()) as any };
};

beforeAll(async () => {
  platform = await openTestPlatform({ content: true });
});
afterAll(async () => {
  await platform?.dispose();
});

describe('live status', () => {
  it('answers the statuses of the asked articles and merges them into LIVE articles', async () => {
    const article = await call(`/article?country=tw&hash=${articleHash('tw', live.slug)}`);
    expect(article.body.data).toMatchObject({ contentType: 'LIVE', broadcastStatus: 'ARCHIVED' });
    const id = article.body.data.id as number;
    await setBroadcastStatus(platform.env.DB, id, 'LIVE', Date.now());
    expect(await call(`/glplive/broadcasts/status?country=tw&aids=${id},999999`)).toEqual({ status: 200, body: { broadcasts: [{ aid: id, broadcastStatus: 'LIVE', videoType: null, orientation: 'LANDSCAPE' }] } });
    expect((await call(`/article?country=tw&hash=${articleHash('tw', live.slug)}`)).body.data.broadcastStatus).toBe('LIVE');
  });

  it('answers 400 naming aids when they are missing or not ids', async () => {
    for (const q of ['', '&aids=', '&aids=abc', '&aids=1,-2']) {
      const res = await call(`/glplive/broadcasts/status?country=tw${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.message).toMatch(/"aids(\.\d+)?"/);
    }
  });

  it('an editor sets a LIVE article’s status (bearer token); another article, or an unknown status, is refused', async () => {
    const admin = (path: string, body: unknown, token = 'live-admin-token') =>
      app.request(`http://portal.test/webapi${path}`, { method: 'PUT', headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) }, { ...platform.env, ADMIN_TOKEN: 'live-admin-token' });
    const id = (await call(`/article?country=tw&hash=${articleHash('tw', live.slug)}`)).body.data.id as number;
    const set = await admin(`/admin/live/${id}/status`, { status: 'FINISHED' });
    expect(set.status).toBe(200);
    expect(await set.json()).toMatchObject({ aid: id, broadcastStatus: 'FINISHED' });
    expect((await call(`/glplive/broadcasts/status?country=tw&aids=${id}`)).body).toEqual({ broadcasts: [{ aid: id, broadcastStatus: 'FINISHED', videoType: null, orientation: 'LANDSCAPE' }] });
    const other = tw.articles.find((a) => a.contentType === 'GENERAL')!;
    const otherId = (await call(`/article?country=tw&hash=${articleHash('tw', other.slug)}`)).body.data.id as number;
    const refused = await admin(`/admin/live/${otherId}/status`, { status: 'LIVE' });
    expect(refused.status).toBe(404);
    expect(((await refused.json()) as { message: string }).message).toBe(`broadcast ${otherId} not found`);
    const unknown = await admin(`/admin/live/${id}/status`, { status: 'ON_AIR' });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { message: string }).message).toMatch(/"status"/);
    expect((await admin(`/admin/live/${id}/status`, { status: 'LIVE' }, 'wrong')).status).toBe(401);
  });

  it('a failing lookup is reported and swallowed: the lookup answers an empty list, the article is kept without a status', async () => {
    const id = (await call(`/article?country=tw&hash=${articleHash('tw', live.slug)}`)).body.data.id as number;
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The statuses' table out of reach, as a failing database would leave it.
    await platform.env.DB.prepare('ALTER TABLE live_broadcasts RENAME TO live_broadcasts_away').run();
    try {
      expect(await call(`/glplive/broadcasts/status?country=tw&aids=${id}`)).toEqual({ status: 200, body: { broadcasts: [] } });
      const article = await call(`/article?country=tw&hash=${articleHash('tw', live.slug)}`);
      expect(article.status).toBe(200);
      expect(article.body.data.broadcastStatus ?? null).toBeNull();
      expect(reported.mock.calls.map((c) => c[0])).toEqual(['live status lookup failed', 'live status lookup failed']);
    } finally {
      await platform.env.DB.prepare('ALTER TABLE live_broadcasts_away RENAME TO live_broadcasts').run();
      reported.mockRestore();
    }
  });

  it('display flags: ON answers the status, OFF keeps it in the article but out of the lookup, HIDDEN gives it out nowhere; video type and orientation come with it', async () => {
    const hash = articleHash('tw', live.slug);
    const id = (await call(`/article?country=tw&hash=${hash}`)).body.data.id as number;
    try {
      await setBroadcastStatus(platform.env.DB, id, 'LIVE', Date.now(), { display: 'ON', videoType: 'obs', orientation: 'PORTRAIT' });
      expect((await call(`/glplive/broadcasts/status?country=tw&aids=${id}`)).body).toEqual({ broadcasts: [{ aid: id, broadcastStatus: 'LIVE', videoType: 'obs', orientation: 'PORTRAIT' }] });
      expect((await call(`/article?country=tw&hash=${hash}`)).body.data).toMatchObject({ broadcastStatus: 'LIVE', broadcast: { display: 'ON', videoType: 'obs', orientation: 'PORTRAIT' } });

      await setBroadcastStatus(platform.env.DB, id, 'LIVE', Date.now(), { display: 'OFF' });
      expect((await call(`/glplive/broadcasts/status?country=tw&aids=${id}`)).body).toEqual({ broadcasts: [] });
      expect((await call(`/article?country=tw&hash=${hash}`)).body.data).toMatchObject({ broadcastStatus: 'LIVE', broadcast: { display: 'OFF', videoType: 'obs', orientation: 'PORTRAIT' } });

      await setBroadcastStatus(platform.env.DB, id, 'LIVE', Date.now(), { display: 'HIDDEN' });
      expect((await call(`/glplive/broadcasts/status?country=tw&aids=${id}`)).body).toEqual({ broadcasts: [] });
      const hidden = (await call(`/article?country=tw&hash=${hash}`)).body.data;
      expect([hidden.broadcastStatus, hidden.broadcast]).toEqual([null, null]);
      // The table refuses a flag, type or orientation outside the spec's values.
      for (const [column, value] of [['display', 'SHOWN'], ['video_type', 'rtmp'], ['orientation', 'SQUARE']]) {
        await expect(platform.env.DB.prepare(`UPDATE live_broadcasts SET ${column} = ?1 WHERE article_id = ?2`).bind(value, id).run(), column).rejects.toThrow(/CHECK/);
      }
    } finally {
      await setBroadcastStatus(platform.env.DB, id, 'ARCHIVED', Date.now(), { display: 'ON', orientation: 'LANDSCAPE' });
    }
  });

  it('an editor may report a recording or stream status: it is stored as the broadcast status it means', async () => {
    const admin = (path: string, body: unknown) =>
      app.request(`http://portal.test/webapi${path}`, { method: 'PUT', headers: { Authorization: 'Bearer live-admin-token', 'content-type': 'application/json' }, body: JSON.stringify(body) }, { ...platform.env, ADMIN_TOKEN: 'live-admin-token' });
    const id = (await call(`/article?country=tw&hash=${articleHash('tw', live.slug)}`)).body.data.id as number;
    const reported = { RECORDING: 'LIVE', ARCHIVED: 'ARCHIVED', CREATED: 'RESERVED', COMPLETED: 'FINISHED', DELETED: 'DELETED' } as const;
    try {
      for (const [status, stored] of Object.entries(reported)) {
        const set = await admin(`/admin/live/${id}/status`, { status, videoType: 'live', orientation: 'LANDSCAPE' });
        expect(set.status, status).toBe(200);
        expect(await set.json()).toMatchObject({ aid: id, broadcastStatus: stored });
        expect((await call(`/glplive/broadcasts/status?country=tw&aids=${id}`)).body.broadcasts, status).toEqual([{ aid: id, broadcastStatus: stored, videoType: 'live', orientation: 'LANDSCAPE' }]);
      }
      // A hidden recording is withdrawn, and an editor may hide the broadcast itself.
      expect(await (await admin(`/admin/live/${id}/status`, { status: 'HIDDEN' })).json()).toMatchObject({ broadcastStatus: 'DELETED' });
      expect((await admin(`/admin/live/${id}/status`, { status: 'LIVE', display: 'HIDDEN' })).status).toBe(200);
      expect((await call(`/glplive/broadcasts/status?country=tw&aids=${id}`)).body.broadcasts).toEqual([]);
      for (const bad of [{ status: 'LIVE', display: 'SHOWN' }, { status: 'LIVE', videoType: 'rtmp' }, { status: 'LIVE', orientation: 'SQUARE' }]) {
        const refused = await admin(`/admin/live/${id}/status`, bad);
        expect(refused.status).toBe(400);
        expect(((await refused.json()) as { message: string }).message).toMatch(new RegExp(`"${Object.keys(bad)[1]}"`));
      }
    } finally {
      await setBroadcastStatus(platform.env.DB, id, 'ARCHIVED', Date.now(), { display: 'ON' });
    }
    expect(['RESERVED', 'TEST_SUSPEND'].map((s) => toLiveStatus(s as never))).toEqual(['RESERVED', 'TEST_SUSPEND']);
  });

  it('tells readers upcoming, on air, ended, replay or unavailable', () => {
    expect(['RESERVED', 'LIVE', 'FINISHED', 'ARCHIVED', 'SUSPEND'].map((s) => liveStatusLabel(s as never))).toEqual(['upcoming', 'onAir', 'ended', 'replay', 'unavailable']);
    expect(liveStatusLabel(null)).toBeNull();
  });
});
