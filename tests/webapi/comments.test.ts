// Comments against real local D1 loaded with the tw demo content: posting, replies, the three sort
// orders, votes on an imported like count, deleting one's own, reports, spam and forbidden words,
// and the comment count of the post summary. Exact vote counts under many readers voting at once
// are proved on the served worker: tests/worker/commentVotesConcurrency.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '#functions/webapi/app.ts';
import { issueDevToken } from '#functions/identity/devProvider.ts';
import {
  BLIND_REPORT_THRESHOLD,
  COMMENT_RATE_LIMIT,
  compareComments,
  type CommentSort,
} from '#/domain/interactions/comments.ts';
import type { CommentListResponse, CommentView } from '#functions/webapi/schemas/interactions.ts';
import { FORBIDDEN_WORDS } from '#/domain/interactions/forbiddenWords.ts';
import type { ListingResponse } from '#functions/webapi/schemas/content.ts';
import { openTestPlatform, type TestPlatform } from '../helpers/testPlatform.ts';

let platform: TestPlatform;
let articles: { id: number; hash: string }[] = [];
let nextArticle = 0;
const env = () => ({ ...platform.env, DEV_LOGIN: 'true' });
const tokens = new Map<string, string>();

/** Lets the clock move on, so comments posted one after another have distinct times. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 3));

/** Each test comments on its own article (one without demo comments), so counts and orders do not mix. */
const freshArticle = () => articles[nextArticle++]!;

async function token(userId: string) {
  if (!tokens.has(userId)) tokens.set(userId, await issueDevToken({ userId, displayName: `name of ${userId}` }, undefined));
  return tokens.get(userId)!;
}

async function call<T = any>(userId: string | null, method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (userId) headers['X-Liff-Access-Token'] = await token(userId);
  const res = await app.request(
    `http://portal.test/webapi${path}`,
    { method, headers, body: body === undefined ? undefined : JSON.stringify(body) },
    env(),
  );
  return { status: res.status, body: (await res.json()) as T };
}

const post = (userId: string | null, targetId: number | string, body: string, extra: Record<string, unknown> = {}) =>
  call<{ comment: CommentView; message?: string }>(userId, 'POST', '/comment/add', { country: 'tw', targetType: 'article', targetId, body, ...extra });

async function mustPost(userId: string, targetId: number | string, body: string, extra: Record<string, unknown> = {}): Promise<CommentView> {
  const res = await post(userId, targetId, body, extra);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  await tick();
  return res.body.comment;
}

const list = (targetId: number | string, opts: { sort?: CommentSort; userId?: string; offset?: number; length?: number } = {}) =>
  call<CommentListResponse>(
    opts.userId ?? null,
    'GET',
    `/comment/list?country=tw&targetType=article&targetId=${targetId}&sort=${opts.sort ?? 'TIME'}&offset=${opts.offset ?? 0}&length=${opts.length ?? 20}`,
  );

const vote = (userId: string | null, hash: string, v: 'UP' | 'DOWN' | null) => call(userId, 'POST', `/comment/${hash}/vote`, { country: 'tw', vote: v });

/** The post summary's comment count, checked against the one the article read carries (one rule, two reads). */
async function summaryCount(articleId: number): Promise<number> {
  const res = await call(null, 'GET', `/interaction/commentlike/list?country=tw&postType=ARTICLE&postId=${articleId}`);
  const count = res.body[0].commentViews.count;
  const hash = articles.find((a) => a.id === articleId)!.hash;
  expect((await call(null, 'GET', `/article?country=tw&hash=${hash}`)).body.commentCount).toBe(count);
  return count;
}

beforeAll(async () => {
  platform = await openTestPlatform({ content: true });
  const { results } = await platform.env.DB.prepare(
    "SELECT id, hash FROM articles WHERE country = 'tw' AND CAST(id AS TEXT) NOT IN (SELECT target_id FROM comments) ORDER BY id LIMIT 30",
  ).all<{ id: number; hash: string }>();
  articles = results;
});
afterAll(async () => {
  await platform?.dispose();
});

describe('posting', () => {
  it('stores a comment and a reply under it, and counts both on the post', async () => {
    const article = freshArticle();
    const comment = await mustPost('amy', article.id, '  這篇報導很有意思  ');
    expect(comment).toMatchObject({ kind: 'COMMENT', body: '這篇報導很有意思', author: 'name of amy', mine: true, upCount: 0, downCount: 0, hiddenReason: null });
    const reply = await mustPost('ben', article.id, '我也這麼覺得', { kind: 'REPLY', parentHash: comment.hash });
    expect(reply).toMatchObject({ kind: 'REPLY', parentHash: comment.hash });
    // A reply to a reply answers the comment: one level deep.
    const second = await mustPost('amy', article.id, '謝謝', { parentHash: reply.hash });
    expect(second.parentHash).toBe(comment.hash);

    const page = (await list(article.id, { userId: 'ben' })).body;
    expect(page).toMatchObject({ total: 1, count: 3 });
    expect(page.comments[0]!.replies!.map((r) => [r.body, r.mine])).toEqual([['我也這麼覺得', true], ['謝謝', false]]);
    expect(await summaryCount(article.id)).toBe(3);
  });

  it('resolves the comment page target from the article url path', async () => {
    const article = articles[0]!;
    const res = await call(null, 'GET', `/comment/target?country=tw&targetType=article&urlPath=${article.hash}`);
    expect(res.body).toMatchObject({ targetType: 'article', targetId: String(article.id), path: `/article/${article.hash}` });
    expect((await call(null, 'GET', '/comment/target?country=tw&targetType=article&urlPath=nope')).status).toBe(404);
    expect((await post('amy', 999999, 'hello')).body).toEqual({ message: 'no such article', statusCode: 404 });
  });

  it('refuses bad input with 400 naming the field', async () => {
    const article = freshArticle();
    expect(await post('amy', article.id, '   ')).toEqual({ status: 400, body: { message: 'Invalid body field "body": must not be empty', statusCode: 400 } });
    expect((await post('amy', article.id, 'x'.repeat(501))).body.message).toBe('Invalid body field "body": must be at most 500 characters (got 501)');
    // Characters, not UTF-16 units: 500 emoji fit.
    expect((await post('amy', article.id, '😀'.repeat(500))).status).toBe(201);
    const unknownType = await call(null, 'GET', `/comment/list?country=tw&targetType=news&targetId=${article.id}`);
    expect(unknownType).toEqual({ status: 400, body: { message: 'Invalid query parameter "targetType": must be one of article, drama, poll, quiz, movie, profile', statusCode: 400 } });
    const badSort = await call(null, 'GET', `/comment/list?country=tw&targetType=article&targetId=${article.id}&sort=BEST`);
    expect(badSort.body.message).toBe('Invalid query parameter "sort": must be one of POPULAR, CONTROVERSIAL, TIME');
    expect((await post('amy', article.id, 'hi', { targetType: 'news' })).body.message).toContain('"targetType"');
    expect((await post('amy', article.id, 'hi', { kind: 'REPLY' })).body.message).toBe('Invalid body field "parentHash": is required for a REPLY');
    expect((await vote('amy', 'not-a-hash', 'UP')).body.message).toBe('Invalid path parameter "hash": is not a comment hash');
    expect((await post('amy', article.id, 'hi', { parentHash: 'cAAAAAAAAAAA' })).status).toBe(404);
  });

  it('needs a signed-in reader for every write', async () => {
    const article = freshArticle();
    const mine = await mustPost('amy', article.id, 'mine');
    const notLoggedIn = { status: 401, body: { message: 'user is not logged in', statusCode: 401 } };
    expect(await post(null, article.id, 'anonymous')).toEqual(notLoggedIn);
    expect(await vote(null, mine.hash, 'UP')).toEqual(notLoggedIn);
    expect(await call(null, 'POST', `/comment/${mine.hash}/delete`, { country: 'tw' })).toEqual(notLoggedIn);
    expect(await call(null, 'POST', `/comment/${mine.hash}/report`, { country: 'tw' })).toEqual(notLoggedIn);
  });
});

describe('sort orders', () => {
  it('orders by net votes, by evenly split votes, and by time, agreeing with the domain rule', async () => {
    const article = freshArticle();
    const calm = await mustPost('w1', article.id, 'calm');
    const loved = await mustPost('w2', article.id, 'loved');
    const split = await mustPost('w3', article.id, 'split');
    await mustPost('w4', article.id, 'newest');
    const votes: [string, 'UP' | 'DOWN', number][] = [
      [loved.hash, 'UP', 6],
      [split.hash, 'UP', 4],
      [split.hash, 'DOWN', 4],
      [calm.hash, 'UP', 2],
      [calm.hash, 'DOWN', 1],
    ];
    let voter = 0;
    await Promise.all(votes.flatMap(([hash, v, n]) => Array.from({ length: n }, () => vote(`sorter-${voter++}`, hash, v))));

    const order = async (sort: CommentSort) => {
      const page = (await list(article.id, { sort })).body;
      expect(page.sort).toBe(sort);
      expect(page.comments.map((c) => c.hash)).toEqual([...page.comments].sort(compareComments(sort)).map((c) => c.hash));
      return page.comments.map((c) => c.body);
    };
    expect(await order('POPULAR')).toEqual(['loved', 'calm', 'newest', 'split']);
    expect(await order('CONTROVERSIAL')).toEqual(['split', 'calm', 'newest', 'loved']);
    expect(await order('TIME')).toEqual(['newest', 'split', 'loved', 'calm']);
    // Default: most popular.
    const byDefault = await call<CommentListResponse>(null, 'GET', `/comment/list?country=tw&targetType=article&targetId=${article.id}`);
    expect(byDefault.body.sort).toBe('POPULAR');
    // Paging.
    const second = (await list(article.id, { sort: 'TIME', offset: 2, length: 2 })).body;
    expect(second).toMatchObject({ total: 4, offset: 2, length: 2 });
    expect(second.comments.map((c) => c.body)).toEqual(['loved', 'calm']);
  });
});

describe('votes', () => {
  it('count on top of an imported like count, shown by the trending-comment listing', async () => {
    const before = (await call<ListingResponse>(null, 'GET', '/api/v6/listings/tw-trending-comments?country=tw&offset=0&length=10')).body;
    const first = before.comments![0]!;
    expect((await vote('fan', first.id, 'UP')).body.upCount).toBe(first.likeCount + 1);
    const after = (await call<ListingResponse>(null, 'GET', '/api/v6/listings/tw-trending-comments?country=tw&offset=0&length=10')).body;
    expect(after.comments![0]).toMatchObject({ id: first.id, likeCount: first.likeCount + 1 });
    // The seeded comment is on its article's comment list too.
    const page = (await list(first.article.id, { sort: 'POPULAR' })).body;
    expect(page.comments.map((c) => c.hash)).toContain(first.id);
  });
});

describe('deleting', () => {
  it('removes the reader’s own comment and refuses another reader', async () => {
    const article = freshArticle();
    const mine = await mustPost('owner', article.id, 'to be deleted');
    const stays = await mustPost('owner', article.id, 'stays');
    expect(await call('intruder', 'POST', `/comment/${mine.hash}/delete`, { country: 'tw' })).toEqual({
      status: 403,
      body: { message: 'you can only delete your own comments', statusCode: 403 },
    });
    expect((await call('owner', 'POST', `/comment/${mine.hash}/delete`, { country: 'tw' })).body).toEqual({ hash: mine.hash, deleted: true });
    expect((await list(article.id)).body.comments.map((c) => c.hash)).toEqual([stays.hash]);
    expect(await summaryCount(article.id)).toBe(1);
    expect((await call('owner', 'POST', `/comment/${mine.hash}/delete`, { country: 'tw' })).status).toBe(404);
    expect((await vote('intruder', mine.hash, 'UP')).status).toBe(404);
  });
});

describe('moderation', () => {
  it('refuses more than the rate limit per reader with 429, even when posts arrive at once', async () => {
    const article = freshArticle();
    const answers = await Promise.all(Array.from({ length: COMMENT_RATE_LIMIT.count + 3 }, (_, i) => post('flooder', article.id, `message number ${i}`)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(COMMENT_RATE_LIMIT.count);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.body).toEqual({ message: 'too many comments: at most 5 a minute, please wait a moment and try again', statusCode: 429 });
    // Another reader is not affected.
    expect((await post('calm-reader', article.id, 'hello')).status).toBe(201);
  });

  it('hides the same text posted again as spam, from everyone but its author', async () => {
    const article = freshArticle();
    await mustPost('repeater', article.id, 'buy now');
    const again = await mustPost('repeater', article.id, 'buy now');
    expect(again.hiddenReason).toBe('spam');
    expect((await list(article.id)).body).toMatchObject({ total: 1, count: 1 });
    expect((await list(article.id, { userId: 'repeater' })).body.comments.map((c) => c.hiddenReason).sort()).toEqual([null, 'spam']);
  });

  it('stores a comment with a forbidden word hidden, seen only by its author', async () => {
    const article = freshArticle();
    const word = FORBIDDEN_WORDS.tw[0]!;
    const rude = await mustPost('rude', article.id, `你這個${word}！`);
    expect(rude.hiddenReason).toBe('forbidden');
    expect((await list(article.id)).body).toMatchObject({ total: 0, count: 0, comments: [] });
    expect((await list(article.id, { userId: 'rude' })).body.comments[0]).toMatchObject({ hash: rude.hash, hiddenReason: 'forbidden' });
    expect(await summaryCount(article.id)).toBe(0);
    // Others cannot vote on or reply to what they cannot see.
    expect((await vote('other', rude.hash, 'DOWN')).status).toBe(404);
  });

  it('hides a comment (blind) once enough different readers report it', async () => {
    const article = freshArticle();
    const target = await mustPost('reported', article.id, 'controversial opinion');
    expect((await call('reported', 'POST', `/comment/${target.hash}/report`, { country: 'tw' })).status).toBe(403);
    // The same reader reporting many times counts once.
    await Promise.all(Array.from({ length: 5 }, () => call('reporter-0', 'POST', `/comment/${target.hash}/report`, { country: 'tw', reason: 'rude' })));
    expect((await list(article.id)).body.total).toBe(1);
    const rest = Array.from({ length: BLIND_REPORT_THRESHOLD - 1 }, (_, i) => `reporter-${i + 1}`);
    const answers = await Promise.all(rest.map((r) => call(r, 'POST', `/comment/${target.hash}/report`, { country: 'tw' })));
    expect(answers.map((a) => a.status)).toEqual(rest.map(() => 200));
    expect((await list(article.id)).body).toMatchObject({ total: 0, count: 0 });
    expect((await list(article.id, { userId: 'reported' })).body.comments[0]).toMatchObject({ hiddenReason: 'blind' });
  });
});
