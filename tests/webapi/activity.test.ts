// A reader's own activity and notices against real local D1: what they follow, react to, comment
// on and watch comes back on my page; replies by others and new stories of what they follow come
// back as notices; the For You opt-out is kept; signed-out readers get 401.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '#functions/webapi/app.ts';
import { issueDevToken } from '#functions/identity/devProvider.ts';
import { loadSeedMarket } from '../../scripts/loadSeedContent.ts';
import { ROOT } from '../../scripts/localPlatform.ts';
import { publisherId } from '../../scripts/seedIds.ts';
import { openTestPlatform, type TestPlatform } from '../helpers/testPlatform.ts';

let platform: TestPlatform;
const env = () => ({ ...platform.env, DEV_LOGIN: 'true' });
const tokens = new Map<string, string>();
const tw = loadSeedMarket(ROOT, 'tw');

async function call(userId: string | null, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (userId) {
    if (!tokens.has(userId)) tokens.set(userId, await issueDevToken({ userId, displayName: `讀者${userId}` }, undefined));
    headers['X-Liff-Access-Token'] = tokens.get(userId)!;
  }
  const res = await app.request(`http://portal.test/webapi${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }, env());
  return { status: res.status, body: (await res.json()) as any, headers: res.headers };
}

beforeAll(async () => {
  platform = await openTestPlatform({ content: true });
}, 120_000);
afterAll(async () => {
  await platform?.dispose();
});

describe('my activity and notices', () => {
  it('is for signed-in readers only, and never cached', async () => {
    for (const path of ['/user/activity?country=tw', '/user/notices?country=tw']) {
      const { status, body } = await call(null, 'GET', path);
      expect(status).toBe(401);
      expect(body.message).toBe('user is not logged in');
    }
    expect((await call('act-zero', 'GET', '/user/activity?country=tw')).headers.get('cache-control')).toBe('private, no-cache');
  });

  it("brings back what the reader follows, reacted to, commented on and watched, newest first", async () => {
    const reader = 'act-amy';
    const story = (await call(null, 'GET', '/api/v6/listings/tw-latest?country=tw&offset=0&length=3')).body.items;
    const [first, second] = story;
    const paper = publisherId('tw', tw.publishers[0]!.id);
    expect((await call(reader, 'POST', '/subscription/entity/subscribe?country=tw', { entityType: 'CP', entityId: paper })).status).toBe(201);
    expect((await call(reader, 'POST', '/interaction/like/add', { country: 'tw', likeType: 1002, postId: String(first.id), postType: 'ARTICLE', reactionContentType: 'ARTICLE' })).status).toBeLessThan(300);
    expect((await call(reader, 'POST', '/comment/add', { country: 'tw', targetType: 'article', targetId: second.id, body: '這篇報導很完整，謝謝記者整理。' })).status).toBe(201);
    expect((await call(reader, 'POST', '/reading-history/videos?country=tw', { id: String(first.id), watchedTime: 12, duration: 60 })).status).toBe(201);

    const { status, body } = await call(reader, 'GET', '/user/activity?country=tw');
    expect(status).toBe(200);
    expect(body.followCount).toBe(1);
    expect(body.follows[0]).toMatchObject({ entityType: 'CP', entityId: paper, name: tw.publishers[0]!.name, path: `/publisher/${paper}` });
    expect(body.reactions[0]).toMatchObject({ likeType: 1002, title: first.title, path: `/article/${first.hash}` });
    expect(body.comments[0]).toMatchObject({ body: '這篇報導很完整，謝謝記者整理。', kind: 'COMMENT', target: { type: 'article', title: second.title, path: `/article/${second.hash}` } });
    expect(body.videos[0]).toMatchObject({ id: String(first.id), title: first.title, watchedTime: 12, duration: 60 });

    // Another reader's activity is not this reader's.
    const other = (await call('act-other', 'GET', '/user/activity?country=tw')).body;
    expect(other).toMatchObject({ followCount: 0, reactions: [], comments: [], videos: [] });
  });

  it("notices replies by other readers and the newest stories of what the reader follows", async () => {
    const reader = 'act-ben';
    const target = (await call(null, 'GET', '/api/v6/listings/tw-latest?country=tw&offset=5&length=1')).body.items[0];
    const mine = (await call(reader, 'POST', '/comment/add', { country: 'tw', targetType: 'article', targetId: target.id, body: '希望後續能追蹤報導。' })).body.comment;
    await call(reader, 'POST', '/comment/add', { country: 'tw', targetType: 'article', targetId: target.id, body: '自己補充一下。', kind: 'REPLY', parentHash: mine.commentHash ?? mine.hash });
    const reply = await call('act-replier', 'POST', '/comment/add', { country: 'tw', targetType: 'article', targetId: target.id, body: '同意，期待下一篇。', kind: 'REPLY', parentHash: mine.commentHash ?? mine.hash });
    expect(reply.status).toBe(201);
    await call(reader, 'POST', '/subscription/entity/subscribe?country=tw', { entityType: 'CP', entityId: target.publisher.id });

    const { body } = await call(reader, 'GET', '/user/notices?country=tw');
    // The reader's own reply is not a notice; the other reader's is.
    expect(body.replies).toHaveLength(1);
    expect(body.replies[0]).toMatchObject({ author: '讀者act-replier', body: '同意，期待下一篇。', myComment: '希望後續能追蹤報導。', target: { type: 'article', path: `/article/${target.hash}` } });
    expect(body.followed.length).toBeGreaterThan(0);
    expect(body.followed.every((s: any) => s.publisher.id === target.publisher.id)).toBe(true);
  });

  it('keeps the For You opt-out, and refuses a body without a boolean', async () => {
    const reader = 'act-cat';
    const off = await call(reader, 'PUT', '/user/setting/personalizedContent?country=tw', { optOut: true });
    expect(off.status).toBe(200);
    expect(off.body.result.personalizedContentOptOut).toBe(true);
    expect((await call(reader, 'GET', '/user/setting?country=tw')).body.result.personalizedContentOptOut).toBe(true);
    expect((await call(reader, 'PUT', '/user/setting/personalizedContent?country=tw', { optOut: false })).body.result.personalizedContentOptOut).toBe(false);
    const bad = await call(reader, 'PUT', '/user/setting/personalizedContent?country=tw', { optOut: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/optOut/);
  });
});
