// D1 sessions at the API's edge (docs/decisions/0020): answers carry the session's bookmark, writes
// also set it in a cookie, a later read with it sees the write, and a bad bookmark header is refused.
// Locally D1 has no replicas, but workerd's sessions and bookmarks are the real ones.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '#functions/webapi/app.ts';
import { issueDevToken } from '#functions/identity/devProvider.ts';
import { createWebapiClient } from '#/api/webapiClient.ts';
import { BOOKMARK_COOKIE, BOOKMARK_HEADER, isBookmark } from '#/domain/consistency/d1Bookmark.ts';
import { openTestPlatform, type TestPlatform } from '../helpers/testPlatform.ts';

let platform: TestPlatform;
let token = '';
const env = () => ({ ...platform.env, DEV_LOGIN: 'true' });

beforeAll(async () => {
  platform = await openTestPlatform({ content: false });
  token = await issueDevToken({ userId: 'bookmark-reader', displayName: 'Reader' }, undefined);
});
afterAll(async () => {
  await platform?.dispose();
});

const summaryPath = (postId: string) => `/webapi/interaction/commentlike/list?country=tw&postType=ARTICLE&postId=${postId}`;

function read(postId: string, headers: Record<string, string> = {}) {
  return app.request(`http://portal.test${summaryPath(postId)}`, { headers: { 'X-Liff-Access-Token': token, ...headers } }, env());
}

function react(postId: string, origin = 'http://portal.test', headers: Record<string, string> = {}) {
  return app.request(
    `${origin}/webapi/interaction/like/add`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Liff-Access-Token': token, ...headers },
      body: JSON.stringify({ country: 'tw', postType: 'ARTICLE', postId, reactionContentType: 'ARTICLE', likeType: 1002 }),
    },
    env(),
  );
}

async function likeCount(res: Response): Promise<number> {
  expect(res.status).toBe(200);
  return ((await res.json()) as { likeViews: { count: number } }[])[0]!.likeViews.count;
}

describe('the D1 bookmark', () => {
  it('comes back on a read, with no cookie', async () => {
    const res = await read('read-only');
    expect(await likeCount(res)).toBe(0);
    expect(isBookmark(res.headers.get(BOOKMARK_HEADER)), `header ${res.headers.get(BOOKMARK_HEADER)}`).toBe(true);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('is set in an HttpOnly, SameSite=Lax, short-lived cookie by a write, Secure only over https', async () => {
    const res = await react('cookie-attrs');
    expect(res.status).toBe(200);
    const bookmark = res.headers.get(BOOKMARK_HEADER);
    expect(isBookmark(bookmark)).toBe(true);
    expect(res.headers.getSetCookie()).toEqual([`${BOOKMARK_COOKIE}=${bookmark}; Max-Age=300; Path=/; HttpOnly; SameSite=Lax`]);

    const secure = await react('cookie-attrs-https', 'https://portal.test');
    expect(secure.headers.getSetCookie()).toEqual([`${BOOKMARK_COOKIE}=${secure.headers.get(BOOKMARK_HEADER)}; Max-Age=300; Path=/; HttpOnly; Secure; SameSite=Lax`]);
  });

  it('lets a later read, by header or by cookie, see the write and answer a bookmark no older', async () => {
    const write = await react('read-your-write');
    const bookmark = write.headers.get(BOOKMARK_HEADER)!;
    expect(isBookmark(bookmark)).toBe(true);
    for (const headers of [{ [BOOKMARK_HEADER]: bookmark }, { Cookie: `locale=en; ${BOOKMARK_COOKIE}=${bookmark}` }] as Record<string, string>[]) {
      const res = await read('read-your-write', headers);
      expect(await likeCount(res)).toBe(1);
      expect(res.headers.get(BOOKMARK_HEADER)! >= bookmark, `${res.headers.get(BOOKMARK_HEADER)} after ${bookmark}`).toBe(true);
    }
  });

  it('in a malformed header answers 400 naming the header, on reads and writes', async () => {
    for (const bad of ['<script>', 'a'.repeat(257), 'two words']) {
      for (const res of [await read('bad-header', { [BOOKMARK_HEADER]: bad }), await react('bad-header', undefined, { [BOOKMARK_HEADER]: bad })]) {
        expect(res.status).toBe(400);
        const body = (await res.json()) as { message: string; statusCode: number };
        expect(body.statusCode).toBe(400);
        expect(body.message).toMatch(/^Invalid header "x-d1-bookmark": must be a D1 bookmark/);
      }
    }
    // Nothing was written by the refused writes.
    expect(await likeCount(await read('bad-header'))).toBe(0);
  });

  it('in a malformed cookie is ignored', async () => {
    const res = await read('bad-cookie', { Cookie: `${BOOKMARK_COOKIE}=%3Cscript%3E` });
    expect(await likeCount(res)).toBe(0);
    expect(isBookmark(res.headers.get(BOOKMARK_HEADER))).toBe(true);
  });

  it('rides along in the typed client: it starts from the one it is given and keeps the latest answered', async () => {
    const first = (await react('client')).headers.get(BOOKMARK_HEADER)!;
    const sent: (string | null)[] = [];
    const answered: (string | null)[] = [];
    const client = createWebapiClient({
      country: 'tw',
      origin: 'http://portal.test',
      accessToken: { kind: 'liff', token },
      bookmark: first,
      fetcher: async (request) => {
        sent.push(request.headers.get(BOOKMARK_HEADER));
        const res = await app.request(request, undefined, env());
        answered.push(res.headers.get(BOOKMARK_HEADER));
        return res;
      },
    });
    await client.send('POST', '/interaction/like/add', { json: { country: 'tw', postType: 'ARTICLE', postId: 'client', reactionContentType: 'ARTICLE', likeType: 1003 } });
    const views = await client.get('/interaction/commentlike/list', { query: { postType: 'ARTICLE', postId: 'client' } });
    expect(views[0]!.likeViews.typeCounters).toEqual({ 1003: 1 });
    expect(sent).toEqual([first, answered[0]]);
    expect(answered[0]! > first, 'the write moved the bookmark on').toBe(true);
  });
});
