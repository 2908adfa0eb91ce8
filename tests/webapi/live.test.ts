// The live status lookup and its merge into LIVE articles, against real local D1.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('tells readers upcoming, on air, ended, replay or unavailable', () => {
    expect(['RESERVED', 'LIVE', 'FINISHED', 'ARCHIVED', 'SUSPEND'].map((s) => liveStatusLabel(s as never))).toEqual(['upcoming', 'onAir', 'ended', 'replay', 'unavailable']);
    expect(liveStatusLabel(null)).toBeNull();
  });
});
