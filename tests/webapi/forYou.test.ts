// The personalised For You listing on real local D1 with the demo content: readers of one gender
// and age band who react to a category lift it for their peers, not for other readers, and never
// for a reader who opted out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '#functions/webapi/app.ts';
import { openTestPlatform, type TestPlatform } from '../helpers/testPlatform.ts';

let platform: TestPlatform;
const env = () => ({ ...platform.env, DEV_LOGIN: 'true' });

async function call(method: string, path: string, opts: { token?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (opts.token) headers['X-Liff-Access-Token'] = opts.token;
  const res = await app.request(`http://portal.test/webapi${path}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) }, env());
  return { status: res.status, headers: res.headers, body: (await res.json()) as any };
}

async function login(userId: string, gender: string, age: number) {
  const res = await call('POST', '/dev/login', { body: { userId, displayName: userId, gender, age } });
  expect(res.status).toBe(200);
  // As the shell does on the first page after sign-in: the reader's info (and row) is read.
  expect((await call('GET', '/user/info?country=tw', { token: res.body.accessToken })).status).toBe(200);
  return res.body.accessToken as string;
}

beforeAll(async () => {
  platform = await openTestPlatform({ content: true });
});
afterAll(async () => {
  await platform?.dispose();
});

describe('For You listing', () => {
  it("gives anonymous readers the latest stories, as a listing window", async () => {
    const res = await call('GET', '/listing/foryou?country=tw&offset=0&length=5');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toContain('private');
    expect(res.body).toMatchObject({ id: 'foryou', source: 'FOR_YOU', offset: 0, length: 5, meta: { personalised: false, group: 'NA' } });
    expect(res.body.items).toHaveLength(5);
    const times = res.body.items.map((i: { publishTime: number }) => i.publishTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(res.body.items[0].wrappedId).toBe(`foryou_${res.body.items[0].id}_0`);
    const next = await call('GET', '/listing/foryou?country=tw&offset=5&length=5');
    expect(next.body.items[0].position).toBe(5);
    expect(next.body.items.map((i: { id: number }) => i.id)).not.toContain(res.body.items[0].id);
  });

  it("lifts the category a reader's peers react to, and only for those peers", async () => {
    const latest = (await call('GET', '/listing/foryou?country=tw&offset=0&length=100')).body.items as { id: number; categoryName: string }[];
    // The category of the oldest stories, so that the lift is visible.
    const target = latest[latest.length - 1]!.categoryName;
    const stories = latest.filter((i) => i.categoryName === target).slice(0, 3);
    for (let n = 0; n < 6; n++) {
      const token = await login(`peer-${n}`, 'female', 31 + n);
      for (const story of stories) {
        const res = await call('POST', '/interaction/like/add', { token, body: { country: 'tw', postType: 'ARTICLE', postId: String(story.id), reactionContentType: 'ARTICLE', likeType: 1001 } });
        expect(res.status).toBe(200);
      }
    }
    const peer = await call('GET', '/listing/foryou?country=tw&offset=0&length=5&gender=female&age=35');
    expect(peer.body.meta.personalised).toBe(true);
    // Every story of the lifted category comes first, then the rest, newest first.
    const lifted = Math.min(5, latest.filter((i) => i.categoryName === target).length);
    const categories = peer.body.items.map((i: { categoryName: string }) => i.categoryName);
    expect(categories.slice(0, lifted)).toEqual(Array(lifted).fill(target));
    expect(peer.body.items.map((i: { id: number }) => i.id)).not.toEqual(latest.slice(0, 5).map((i) => i.id));

    const other = await call('GET', '/listing/foryou?country=tw&offset=0&length=5&gender=male&age=35');
    expect(other.body.meta.personalised).toBe(false);
    expect(other.body.items.map((i: { id: number }) => i.id)).toEqual(latest.slice(0, 5).map((i) => i.id));

    const optedOut = await call('GET', '/listing/foryou?country=tw&offset=0&length=5&gender=female&age=35&optOut=true');
    expect(optedOut.body.meta.personalised).toBe(false);
    expect(optedOut.body.items.map((i: { id: number }) => i.id)).toEqual(latest.slice(0, 5).map((i) => i.id));

    const variant = await call('GET', '/listing/foryou?country=tw&offset=0&length=5&gender=female&age=35&group=foryou-T1');
    expect(variant.body.meta).toEqual({ personalised: true, group: 'foryou-T1' });
  });

  it('names each bad parameter', async () => {
    expect((await call('GET', '/listing/foryou?country=xx')).body.message).toContain('"country"');
    expect((await call('GET', '/listing/foryou?country=tw&gender=robot')).body.message).toContain('"gender"');
    expect((await call('GET', '/listing/foryou?country=tw&age=-1')).body.message).toContain('"age"');
    expect((await call('GET', '/listing/foryou?country=tw&optOut=maybe')).body.message).toContain('"optOut"');
    expect((await call('GET', '/listing/foryou?country=tw&length=500')).status).toBe(400);
    expect((await call('GET', '/listing/foryou?country=tw&group=a%20b')).body.message).toContain('"group"');
  });
});
