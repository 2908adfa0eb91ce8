// The Period enumeration of content-spec §3 on the trending listing: ONE_HOUR … ONE_WEEK say how far
// back readers' reactions count (default a week), through the trending call and the one listing call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '#functions/webapi/app.ts';
import { PERIODS } from '#/domain/portal/marketListings.ts';
import { openTestPlatform, type TestPlatform } from '../helpers/testPlatform.ts';

let platform: TestPlatform;
async function get(path: string) {
  const res = await app.request(`http://portal.test/webapi${path}`, {}, platform.env);
  return { status: res.status, body: (await res.json()) as any };
}
const react = (postId: number, user: string, at: number) =>
  platform.env.DB.prepare("INSERT INTO reactions (post_type, post_id, user_id, like_type, content_type, created_time) VALUES ('ARTICLE', ?1, ?2, 1003, 'ARTICLE', ?3)").bind(String(postId), user, at);

beforeAll(async () => {
  platform = await openTestPlatform({ content: true });
}, 120_000);
afterAll(async () => {
  await platform?.dispose();
});

describe('trending over a period', () => {
  it('counts only the reactions of the period asked: an hour, half a day, a week (the default)', async () => {
    const all = (await get('/listing/trending?country=id&length=100')).body.items as { id: number }[];
    const [recent, today, lastWeek] = [all.at(-1)!.id, all.at(-2)!.id, all.at(-3)!.id];
    const now = Date.now();
    // One story is liked now by 40 readers, another 5 hours ago by 80, a third 3 days ago by 120
    // (more than the demo content's own activity gives any story).
    const readers = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);
    await platform.env.DB.batch([
      ...readers('now', 40).map((u) => react(recent, u, now)),
      ...readers('today', 80).map((u) => react(today, u, now - 5 * 3600_000)),
      ...readers('week', 120).map((u) => react(lastWeek, u, now - 3 * 24 * 3600_000)),
    ]);
    const top = async (q: string) => ((await get(`/listing/trending?country=id&length=3${q}`)).body.items as { id: number }[]).map((i) => i.id);
    expect((await top('&period=ONE_HOUR'))[0]).toBe(recent);
    expect((await top('&period=HALF_DAY')).slice(0, 2)).toEqual([today, recent]);
    expect(await top('&period=ONE_WEEK')).toEqual([lastWeek, today, recent]);
    expect(await top('')).toEqual([lastWeek, today, recent]);
    // The listing's id names its period, and the one listing call pages it.
    const hour = await get('/listing/trending?country=id&length=1&period=ONE_HOUR');
    expect(hour.body).toMatchObject({ id: 'trending_ONE_HOUR', type: 'TRENDING', meta: { period: 'ONE_HOUR' } });
    expect(hour.body.items[0].wrappedId).toBe(`trending_ONE_HOUR_${recent}_0`);
    const paged = await get('/api/v6/listings/trending_ONE_HOUR?country=id&offset=0&length=1');
    expect(paged.body.items.map((i: { id: number }) => i.id)).toEqual([recent]);
  });

  it('knows the six periods and refuses another with 400 naming period', async () => {
    expect(PERIODS).toEqual(['ONE_HOUR', 'THREE_HOUR', 'SIX_HOUR', 'ONE_DAY', 'HALF_DAY', 'ONE_WEEK']);
    for (const period of PERIODS) expect((await get(`/listing/trending?country=id&length=1&period=${period}`)).status, period).toBe(200);
    const bad = await get('/listing/trending?country=id&period=TWO_DAY');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('"period"');
    expect((await get('/api/v6/listings/trending_TWO_DAY?country=id&offset=0&length=1')).status).toBe(404);
  });
});
