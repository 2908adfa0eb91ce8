// The live status lookup and its merge into LIVE articles, against real local D1.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { app } from '#functions/webapi/app.ts';
import { setBroadcastStatus } from '#functions/db/live.ts';
import { loadSeedMarket } from '../../scripts/loadSeedContent.ts';
import { ROOT } from '../../scripts/localPlatform.ts';
import { articleHash } from '../../scripts/seedIds.ts';
import { liveStatusLabel } from '#/domain/article/liveStatus.ts';
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
    expect(await call(`/glplive/broadcasts/status?country=tw&aids=${id},999999`)).toEqual({ status: 200, body: { broadcasts: [{ aid: id, broadcastStatus: 'LIVE' }] } });
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
    expect((await call(`/glplive/broadcasts/status?country=tw&aids=${id}`)).body).toEqual({ broadcasts: [{ aid: id, broadcastStatus: 'FINISHED' }] });
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

  it('tells readers upcoming, on air, ended, replay or unavailable', () => {
    expect(['RESERVED', 'LIVE', 'FINISHED', 'ARCHIVED', 'SUSPEND'].map((s) => liveStatusLabel(s as never))).toEqual(['upcoming', 'onAir', 'ended', 'replay', 'unavailable']);
    expect(liveStatusLabel(null)).toBeNull();
  });
});
