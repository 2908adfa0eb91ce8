// Publishers and subscriptions against real local D1 with the demo content: publisher pages and
// their tab listings, follow/unfollow with the spec's codes, and what a reader follows, is
// recommended, finds and reads. Follows arriving at once (one row per entity, the per-reader limit
// exact) are proved on the served worker: tests/worker/followWrites.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '#functions/webapi/app.ts';
import { issueDevToken } from '#functions/identity/devProvider.ts';
import { abuseClock } from '#functions/webapi/abuseLimits.ts';
import { SUBSCRIPTION_LIMIT } from '#/domain/content/subscriptions.ts';
import { tagHash } from '#/domain/content/tagHash.ts';
import { publisherListingId } from '#/domain/portal/entityListings.ts';
import { SEED_COUNTRIES, SEED_VARIANTS } from '../../scripts/seedSchema.ts';
import { loadSeedMarket } from '../../scripts/loadSeedContent.ts';
import { ROOT } from '../../scripts/localPlatform.ts';
import { publisherId } from '../../scripts/seedIds.ts';
import { loadSeedSpecials, specialStories } from '../../scripts/seedSpecials.ts';
import { loadSeedProfiles, profileHash } from '../../scripts/seedProfiles.ts';
import { mapConcurrently } from '../helpers/mapConcurrently.ts';
import { openTestPlatform, type TestPlatform } from '../helpers/testPlatform.ts';

let platform: TestPlatform;
const env = () => ({ ...platform.env, DEV_LOGIN: 'true' });
const tokens = new Map<string, string>();
const tw = loadSeedMarket(ROOT, 'tw');
const MORNING_POST = publisherId('tw', tw.publishers[0]!.id);
const FINANCE = publisherId('tw', tw.publishers.find((p) => p.id === 'island-finance')!.id);
const TAG = tw.articles[0]!.tags[0]!;

async function token(userId: string) {
  if (!tokens.has(userId)) tokens.set(userId, await issueDevToken({ userId, displayName: userId }, undefined));
  return tokens.get(userId)!;
}

async function call(method: 'GET' | 'POST', path: string, userId: string | null, body?: unknown) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (userId) headers['X-Liff-Access-Token'] = await token(userId);
  const res = await app.request(`http://portal.test/webapi${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }, env());
  return { status: res.status, body: (await res.json()) as any };
}

const follow = (userId: string | null, entityType: string, entityId: string, country = 'tw') =>
  call('POST', `/subscription/entity/subscribe?country=${country}`, userId, { entityType, entityId });
const unfollow = (userId: string | null, entityType: string, entityId: string) => call('POST', '/subscription/entity/unsubscribe?country=tw', userId, { entityType, entityId });

beforeAll(async () => {
  platform = await openTestPlatform({ content: true });
}, 120_000);
afterAll(async () => {
  abuseClock.now = () => Date.now();
  await platform?.dispose();
});

describe('publishers', () => {
  it("every seeded publisher of every market has a page with its stories, newest first; a variant edition's too", async () => {
    // Every publisher of the markets; a variant edition holds its parent's publishers under its own
    // ids, so its first one proves the copy.
    const editions = [...SEED_COUNTRIES, ...Object.keys(SEED_VARIANTS)] as string[];
    const pages = editions.flatMap((country) => {
      const source = (SEED_VARIANTS as Record<string, string>)[country] ?? country;
      const market = loadSeedMarket(ROOT, source as 'tw');
      const stories = [...market.articles, ...specialStories(loadSeedSpecials(ROOT, source as 'tw', market))];
      const publishers = source === country ? market.publishers : market.publishers.slice(0, 1);
      return publishers.map((p) => ({ country, p, expected: stories.filter((a) => a.publisherId === p.id).length }));
    });
    await mapConcurrently(pages, 8, async ({ country, p, expected }) => {
      const id = publisherId(country, p.id);
      const { status, body } = await call('GET', `/publisher/${id}?country=${country}`, null);
      expect(status, `${country} ${id}`).toBe(200);
      expect(body).toMatchObject({ id, name: p.name, description: p.description, tab: 'latest' });
      expect(body.articleCount).toBe(expected);
      expect(body.listing.total).toBe(expected);
      const times = body.listing.items.map((i: any) => i.publishTime);
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(body.listing.items.every((i: any) => i.publisher.id === id)).toBe(true);
    });
  });

  it('pages a tab through the listing call; popular counts reactions; videos hold only videos', async () => {
    const first = (await call('GET', `/publisher/${MORNING_POST}?country=tw&length=3`, null)).body;
    const rest = (await call('GET', `/api/v6/listings/${publisherListingId(MORNING_POST, 'latest')}?country=tw&offset=3&length=20`, null)).body;
    expect(rest.total).toBe(first.listing.total);
    const ids = [...first.listing.items, ...rest.items].map((i: any) => i.id);
    expect(new Set(ids).size).toBe(first.listing.total);
    expect(rest.items[0].wrappedId).toBe(`${publisherListingId(MORNING_POST, 'latest')}_${rest.items[0].id}_3`);

    // A reaction lifts a story to the top of the popular tab.
    const last = first.listing.total - 1;
    const oldest = (await call('GET', `/api/v6/listings/${publisherListingId(MORNING_POST, 'latest')}?country=tw&offset=${last}&length=1`, null)).body.items[0];
    const liked = await call('POST', '/interaction/like/add', 'fan-1', { country: 'tw', likeType: 1001, postId: String(oldest.id), postType: 'ARTICLE', reactionContentType: 'ARTICLE' });
    expect(liked.status).toBeLessThan(300);
    const popular = (await call('GET', `/publisher/${MORNING_POST}?country=tw&tab=popular`, null)).body;
    expect(popular.listing.items[0].id).toBe(oldest.id);

    const videos = (await call('GET', `/publisher/${MORNING_POST}?country=tw&tab=videos`, null)).body;
    expect(videos.listing.total).toBe(videos.videoCount);
    expect(videos.listing.items.every((i: any) => i.thumbnailType === 'VIDEO')).toBe(true);
  });

  it('pages every tab through its own listing call, the windows joining without gaps or repeats', async () => {
    const id = MORNING_POST;
    for (const tab of ['latest', 'popular', 'videos'] as const) {
      const whole = (await call('GET', `/publisher/${id}/listing?country=tw&tab=${tab}&length=100`, null)).body;
      expect(whole.id).toBe(publisherListingId(id, tab));
      const offsets = Array.from({ length: Math.ceil(whole.total / 2) }, (_, i) => i * 2);
      const windows = await mapConcurrently(offsets, 8, async (offset) => {
        const page = await call('GET', `/publisher/${id}/listing?country=tw&tab=${tab}&offset=${offset}&length=2`, null);
        expect(page.status).toBe(200);
        expect(page.body.total).toBe(whole.total);
        return page.body.items.map((i: any) => i.id);
      });
      expect(windows.flat()).toEqual(whole.items.map((i: any) => i.id));
    }
    const latest = (await call('GET', `/publisher/${id}/listing?country=tw`, null)).body;
    expect(latest.id).toBe(publisherListingId(id, 'latest'));
    expect((await call('GET', `/publisher/${id}/listing?country=hk`, null)).status).toBe(404);
    expect((await call('GET', '/publisher/nobody-here/listing?country=tw', null)).status).toBe(404);
    const bad = await call('GET', `/publisher/${id}/listing?country=tw&length=0`, null);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/length/);
  });

  it('answers 404 for an unknown publisher or one of another market, 400 for a bad tab or id', async () => {
    expect((await call('GET', '/publisher/nobody-here?country=tw', null)).status).toBe(404);
    expect((await call('GET', `/publisher/${MORNING_POST}?country=hk`, null)).status).toBe(404);
    const tab = await call('GET', `/publisher/${MORNING_POST}?country=tw&tab=oldest`, null);
    expect(tab.status).toBe(400);
    expect(tab.body.message).toMatch(/tab/);
    expect((await call('GET', '/publisher/Bad_Id?country=tw', null)).status).toBe(400);
  });
});

describe('subscriptions', () => {
  it('is for signed-in readers only', async () => {
    for (const [method, path] of [
      ['POST', '/subscription/entity/subscribe?country=tw'],
      ['POST', '/subscription/entity/unsubscribe?country=tw'],
      ['GET', '/subscription/list?country=tw'],
      ['GET', '/subscription/subscribed/list?country=tw'],
      ['GET', '/subscription/recommended?country=tw'],
      ['GET', '/subscription/search?country=tw&query=x'],
      ['GET', '/subscription/entity/content?country=tw'],
    ] as const) {
      const { status, body } = await call(method, path, null, method === 'POST' ? { entityType: 'CP', entityId: MORNING_POST } : undefined);
      expect(status, path).toBe(401);
      expect(body.message).toBe('user is not logged in');
    }
  });

  it('follows and unfollows a publisher and a tag, with the codes of a second follow and a missing one', async () => {
    const reader = 'sub-amy';
    const created = await follow(reader, 'CP', MORNING_POST);
    expect(created).toEqual({ status: 201, body: { entityType: 'CP', entityId: MORNING_POST, status: 1, count: 1 } });
    expect(await follow(reader, 'CP', MORNING_POST)).toEqual({ status: 409, body: { message: 'already subscribed', statusCode: 409, code: 120001 } });
    expect((await follow(reader, 'TAG', tagHash(TAG))).status).toBe(201);

    const list = (await call('GET', '/subscription/list?country=tw', reader)).body;
    expect(list).toMatchObject({ total: 2, limit: SUBSCRIPTION_LIMIT });
    expect(list.items.map((i: any) => `${i.entityType}:${i.entityId}`).sort()).toEqual([`CP:${MORNING_POST}`, `TAG:${tagHash(TAG)}`].sort());

    expect(await unfollow(reader, 'CP', MORNING_POST)).toEqual({ status: 200, body: { entityType: 'CP', entityId: MORNING_POST, status: -1, count: 1 } });
    const again = await unfollow(reader, 'CP', MORNING_POST);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(`not subscribed to CP ${MORNING_POST}`);
  });

  it('refuses what is not an entity of the market (404) and bad bodies (400 naming the field)', async () => {
    expect((await follow('sub-ben', 'CP', 'tw-no-such-paper')).status).toBe(404);
    expect((await follow('sub-ben', 'CP', MORNING_POST, 'hk')).status).toBe(404);
    expect((await follow('sub-ben', 'TAG', tagHash('不存在的標籤'))).status).toBe(404);
    const type = await follow('sub-ben', 'DRAMA', 'x');
    expect(type.status).toBe(400);
    expect(type.body.message).toMatch(/entityType/);
    const id = await follow('sub-ben', 'CP', 'has spaces');
    expect(id.status).toBe(400);
    expect(id.body.message).toMatch(/entityId/);
    const extra = await call('POST', '/subscription/entity/subscribe?country=tw', 'sub-ben', { entityType: 'CP', entityId: MORNING_POST, sneaky: 1 });
    expect(extra.status).toBe(400);
  });

  it('follows a profile of the market; an unknown one is 404', async () => {
    const person = profileHash('tw', loadSeedProfiles(ROOT, 'tw', new Set(tw.articles.map((a) => a.slug)))[0]!.slug);
    expect((await follow('sub-dan', 'PROFILE', person)).status).toBe(201);
    const subscribed = (await call('GET', '/subscription/subscribed/list?country=tw', 'sub-dan')).body.items;
    expect(subscribed[0]).toMatchObject({ entityType: 'PROFILE', entityId: person, path: `/profile/${person}` });
    expect((await follow('sub-dan', 'PROFILE', 'pNoSuchOne')).status).toBe(404);
    expect((await unfollow('sub-dan', 'PROFILE', person)).status).toBe(200);
  });

  it('documents both subscription codes and the refusals in the API document', async () => {
    const doc = (await call('GET', '/openapi.json', null)).body;
    const subscribeDoc = doc.paths['/webapi/subscription/entity/subscribe'].post;
    expect(Object.keys(subscribeDoc.responses).sort()).toEqual(['201', '400', '401', '404', '409']);
    expect(subscribeDoc.description).toContain("120001, message: 'already subscribed'");
    expect(subscribeDoc.description).toContain("120002, message: 'subscription limit reached'");
    const unsubscribeDoc = doc.paths['/webapi/subscription/entity/unsubscribe'].post;
    expect(Object.keys(unsubscribeDoc.responses).sort()).toEqual(['200', '400', '401', '404']);
    expect(doc.paths['/webapi/publisher/{cpId}/listing'].get.responses['200']).toBeDefined();
  });

  it('lists what a reader follows with its newest stories, recommends the rest, finds by name, and reads their stories', async () => {
    const reader = 'sub-cat';
    await follow(reader, 'CP', FINANCE);
    await follow(reader, 'TAG', tagHash(TAG));
    const subscribed = (await call('GET', '/subscription/subscribed/list?country=tw', reader)).body;
    expect(subscribed.total).toBe(2);
    const paper = subscribed.items.find((i: any) => i.entityType === 'CP');
    expect(paper).toMatchObject({ entityId: FINANCE, name: '島嶼財經', path: `/publisher/${FINANCE}`, status: 1 });
    expect(paper.stories.length).toBeGreaterThan(0);
    expect(paper.stories.length).toBeLessThanOrEqual(3);
    const tag = subscribed.items.find((i: any) => i.entityType === 'TAG');
    expect(tag).toMatchObject({ name: TAG, path: `/tag/${tagHash(TAG)}/all` });
    expect(tag.stories.length).toBeGreaterThan(0);

    const recommended = (await call('GET', '/subscription/recommended?country=tw', reader)).body.items;
    expect(recommended.length).toBeGreaterThan(0);
    expect(recommended.some((e: any) => e.entityId === FINANCE)).toBe(false);
    expect(recommended.every((e: any) => e.status === -1)).toBe(true);

    const found = (await call('GET', `/subscription/search?country=tw&query=${encodeURIComponent('財經')}`, reader)).body.items;
    expect(found.find((e: any) => e.entityId === FINANCE)).toMatchObject({ status: 1, name: '島嶼財經' });
    expect((await call('GET', '/subscription/search?country=tw&query=', reader)).status).toBe(400);

    const content = (await call('GET', '/subscription/entity/content?country=tw&length=50', reader)).body;
    const financeCount = tw.articles.filter((a) => a.publisherId === 'island-finance').length;
    const tagged = tw.articles.filter((a) => a.tags.includes(TAG) && a.publisherId !== 'island-finance').length;
    expect(content.total).toBe(financeCount + tagged);
    const times = content.items.map((i: any) => i.publishTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});
