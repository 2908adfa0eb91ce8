// Reactions against real local D1: one reaction per reader however often it is sent, type changes
// and removals, refusals. Exact counts under many concurrent readers are proved on the served worker:
// tests/worker/reactionsConcurrency.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '#functions/webapi/app.ts';
import { issueDevToken } from '#functions/identity/devProvider.ts';
import { openTestPlatform, type TestPlatform } from '../helpers/testPlatform.ts';

let platform: TestPlatform;
const env = () => ({ ...platform.env, DEV_LOGIN: 'true' });
const tokens = new Map<string, string>();

async function token(userId: string) {
  if (!tokens.has(userId)) tokens.set(userId, await issueDevToken({ userId, displayName: userId }, undefined));
  return tokens.get(userId)!;
}

async function react(userId: string | null, action: 'add' | 'upd' | 'del', body: Record<string, unknown>) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (userId) headers['X-Liff-Access-Token'] = await token(userId);
  const res = await app.request(`http://portal.test/webapi/interaction/like/${action}`, { method: 'POST', headers, body: JSON.stringify({ country: 'tw', postType: 'ARTICLE', reactionContentType: 'ARTICLE', ...body }) }, env());
  return { status: res.status, body: (await res.json()) as any };
}

async function summary(postId: string, userId: string | null = null) {
  const headers: Record<string, string> = userId ? { 'X-Liff-Access-Token': await token(userId) } : {};
  const res = await app.request(`http://portal.test/webapi/interaction/commentlike/list?country=tw&postType=ARTICLE&postId=${postId}`, { headers }, env());
  return ((await res.json()) as any)[0];
}

beforeAll(async () => {
  platform = await openTestPlatform({ content: false });
});
afterAll(async () => {
  await platform?.dispose();
});

describe('reactions', () => {
  it('keep one reaction per reader however often they send it', async () => {
    await Promise.all(Array.from({ length: 10 }, () => react('eager', 'add', { postId: 'p2', likeType: 1002 })));
    expect((await summary('p2', 'eager')).likeViews).toEqual({ count: 1, liked: true, likedType: 1002, typeCounters: { 1002: 1 } });
  });

  it('move one count when the type changes, and lower the total on removal', async () => {
    await react('amy', 'add', { postId: 'p3' });
    await react('ben', 'add', { postId: 'p3', likeType: 1004 });
    expect((await react('amy', 'upd', { postId: 'p3', likeType: 1006 })).body.likeViews).toEqual({ count: 2, liked: true, likedType: 1006, typeCounters: { 1004: 1, 1006: 1 } });
    expect((await react('amy', 'del', { postId: 'p3' })).body.likeViews).toEqual({ count: 1, liked: false, likedType: null, typeCounters: { 1004: 1 } });
    expect((await summary('p3', 'ben')).likeViews).toMatchObject({ liked: true, likedType: 1004 });
    expect((await react('amy', 'upd', { postId: 'p3', likeType: 1001 })).status).toBe(409);
  });

  it('need a logged-in reader and a valid body', async () => {
    expect(await react(null, 'add', { postId: 'p4' })).toEqual({ status: 401, body: { message: 'user is not logged in', statusCode: 401 } });
    expect((await react('amy', 'add', { postId: 'p4', likeType: 999 })).body.message).toContain('"likeType"');
    expect((await react('amy', 'add', { postId: 'p4', reactionContentType: 'NEWS' })).body.message).toContain('"reactionContentType"');
    expect((await react('amy', 'add', { postId: '<x>' })).body.message).toContain('"postId"');
  });

  it('answer 400 naming the field for a bad type, content type or missing ids', async () => {
    const bad = async (action: 'add' | 'upd' | 'del', body: Record<string, unknown>, field: string) => {
      const res = await react('amy', action, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400 });
      expect(res.body.message).toContain(`"${field}"`);
    };
    await bad('add', { postId: 'p5', likeType: 'lots' }, 'likeType');
    await bad('add', { postId: 'p5', likeType: 1007 }, 'likeType');
    await bad('upd', { postId: 'p5' }, 'likeType');
    await bad('add', { postId: 'p5', reactionContentType: 'article' }, 'reactionContentType');
    await bad('add', { postId: 'p5', reactionContentType: undefined }, 'reactionContentType');
    await bad('add', {}, 'postId');
    await bad('del', { postId: '' }, 'postId');
    await bad('add', { postId: 'p5', postType: undefined }, 'postType');
    await bad('add', { postId: 'p5', postType: 'article' }, 'postType');
    expect((await summary('p5')).likeViews.count).toBe(0);
  });

  it('answer 400 naming the field when the summary misses its ids', async () => {
    for (const [query, field] of [['postType=ARTICLE', 'postId'], ['postId=p1', 'postType'], ['postType=ARTICLE&postId=%3Cx%3E', 'postId']] as const) {
      const res = await app.request(`http://portal.test/webapi/interaction/commentlike/list?country=tw&${query}`, {}, env());
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toContain(`"${field}"`);
    }
  });
});
