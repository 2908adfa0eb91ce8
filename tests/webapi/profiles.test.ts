// Profiles against real local D1 with the demo content: a profile with profileInfoMeta and related
// profiles, its stories paged (own call and the listing call), the people of a story, 404 and 400;
// and reactions (content type PROFILE) and comments (target type profile) through the existing calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '#functions/webapi/app.ts';
import { issueDevToken } from '#functions/identity/devProvider.ts';
import { profileListingId } from '#/domain/portal/entityListings.ts';
import { loadSeedMarket } from '../../scripts/loadSeedContent.ts';
import { ROOT } from '../../scripts/localPlatform.ts';
import { articleHash, publisherId } from '../../scripts/seedIds.ts';
import { loadSeedProfiles, profileHash } from '../../scripts/seedProfiles.ts';
import { openTestPlatform, type TestPlatform } from '../helpers/testPlatform.ts';

let platform: TestPlatform;
const tw = loadSeedMarket(ROOT, 'tw');
const people = loadSeedProfiles(ROOT, 'tw', new Set(tw.articles.map((a) => a.slug)));
/** The profile with the most stories (more than one load-more page), and an actor and singer who share one. */
const busiest = [...people].sort((a, b) => b.stories.length - a.stories.length)[0]!;
const actor = people.find((p) => p.celebrityType === 'ACTOR')!;
const singer = people.find((p) => p.celebrityType === 'SINGER')!;
const env = () => ({ ...platform.env, DEV_LOGIN: 'true' });

async function call(method: 'GET' | 'POST', path: string, opts: { token?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (opts.token) headers['X-Liff-Access-Token'] = opts.token;
  const res = await app.request(`http://portal.test/webapi${path}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) }, env());
  return { status: res.status, body: (await res.json()) as any };
}
const get = (path: string) => call('GET', path);

beforeAll(async () => {
  platform = await openTestPlatform({ content: true });
}, 120_000);
afterAll(async () => {
  await platform?.dispose();
});

describe('profiles', () => {
  it('answers a profile with profileInfoMeta, its story count and related profiles (shared stories first)', async () => {
    const { status, body } = await get(`/profile/${profileHash('tw', actor.slug)}?country=tw`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      pageType: 'PROFILE',
      hash: profileHash('tw', actor.slug),
      country: 'tw',
      name: actor.name,
      description: actor.description,
      profileInfoMeta: { celebrityType: 'ACTOR', occupation: actor.occupation },
      storyCount: actor.stories.length,
      contactType: null,
    });
    expect(body.imageHash).toMatch(/^i/);
    // Every other profile of the market is related; the singer shares stories with the actor, so comes before those who share none.
    expect(body.related.map((r: any) => r.hash).sort()).toEqual(people.filter((p) => p !== actor).map((p) => profileHash('tw', p.slug)).sort());
    const shared = actor.stories.filter((s) => singer.stories.includes(s)).length;
    expect(shared).toBeGreaterThan(0);
    expect(body.related.find((r: any) => r.hash === profileHash('tw', singer.slug)).shared).toBe(shared);
    const counts = body.related.map((r: any) => r.shared);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('offers politicians as ELECTION_PROFILE contacts, nobody else', async () => {
    for (const p of people) {
      const { body } = await get(`/profile/${profileHash('tw', p.slug)}?country=tw`);
      expect(body.contactType).toBe(p.celebrityType === 'POLITICIAN' ? 'ELECTION_PROFILE' : null);
    }
  });

  it("pages through a profile's stories newest first, by its own call and by the listing call", async () => {
    const hash = profileHash('tw', busiest.slug);
    expect(busiest.stories.length).toBeGreaterThan(20);
    const first = (await get(`/profile/${hash}/listing?country=tw&offset=0&length=20`)).body;
    expect(first).toMatchObject({ id: profileListingId(hash), total: busiest.stories.length, offset: 0 });
    expect(first.items).toHaveLength(20);
    const rest = (await get(`/profile/${hash}/listing?country=tw&offset=20&length=20`)).body;
    expect(rest.items).toHaveLength(busiest.stories.length - 20);
    const all = [...first.items, ...rest.items];
    expect(all.map((i: any) => i.hash).sort()).toEqual(busiest.stories.map((s) => articleHash('tw', s)).sort());
    const times = all.map((i: any) => i.publishTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(rest.items[0].wrappedId).toBe(`${profileListingId(hash)}_${rest.items[0].id}_20`);
    const viaListing = (await get(`/api/v6/listings/${profileListingId(hash)}?country=tw&offset=20&length=20`)).body;
    expect(viaListing.items.map((i: any) => i.id)).toEqual(rest.items.map((i: any) => i.id));
  });

  it('names the people of a story in its row', async () => {
    const story = actor.stories.find((s) => singer.stories.includes(s))!;
    const { status, body } = await get(`/article/profiles?country=tw&hash=${articleHash('tw', story)}`);
    expect(status).toBe(200);
    const names = body.items.map((p: any) => p.name);
    expect(names).toEqual(expect.arrayContaining([actor.name, singer.name]));
    expect(body.items[0].profileInfoMeta.occupation).toBeTruthy();
    const nobody = tw.articles.find((a) => !people.some((p) => p.stories.includes(a.slug)))!;
    expect((await get(`/article/profiles?country=tw&hash=${articleHash('tw', nobody.slug)}`)).body.items).toEqual([]);
    expect((await get('/article/profiles?country=tw&hash=nope1234')).status).toBe(404);
  });

  it('keeps each market and variant to its own profiles', async () => {
    const { status, body } = await get(`/profile/${profileHash('ectw', actor.slug)}?country=ectw`);
    expect(status).toBe(200);
    expect(body.name).toBe(actor.name);
    expect((await get(`/profile/${profileHash('tw', actor.slug)}?country=hk`)).status).toBe(404);
  });

  it('answers 404 for an unknown profile and 400 naming the bad field', async () => {
    const unknown = await get('/profile/pUnknown123?country=tw');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toContain('profile not found');
    expect((await get('/profile/pUnknown123/listing?country=tw')).status).toBe(404);
    const badHash = await get('/profile/no!pe?country=tw');
    expect(badHash.status).toBe(400);
    expect(badHash.body.message).toContain('"hash"');
    const badCountry = await get(`/profile/${profileHash('tw', actor.slug)}?country=xx`);
    expect(badCountry.status).toBe(400);
    expect(badCountry.body.message).toContain('"country"');
    const badLength = await get(`/profile/${profileHash('tw', actor.slug)}/listing?country=tw&length=500`);
    expect(badLength.status).toBe(400);
    expect(badLength.body.message).toContain('"length"');
  });
});

describe('cache purges', () => {
  it("an editor's change to a story purges the pages of the people in it", async () => {
    const story = tw.articles.find((a) => a.slug === actor.stories[0])!;
    const read = await get(`/article?country=tw&hash=${articleHash('tw', story.slug)}`);
    const res = await app.request(
      `http://portal.test/webapi/admin/articles/${read.body.data.id}`,
      {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer profiles-admin-token' },
        body: JSON.stringify({ country: 'tw', title: story.title, summary: story.summary, body: story.body, author: story.author, publisherId: publisherId('tw', story.publisherId), category: story.category, tags: story.tags }),
      },
      { ...platform.env, ADMIN_TOKEN: 'profiles-admin-token' },
    );
    expect(res.status).toBe(200);
    const tags = ((await res.json()) as { tags: string[] }).tags;
    const inStory = people.filter((p) => p.stories.includes(story.slug)).map((p) => `profile:${profileHash('tw', p.slug)}`);
    expect(inStory.length).toBeGreaterThan(0);
    expect(tags).toEqual(expect.arrayContaining(inStory));
  });
});

describe('reactions and comments on a profile', () => {
  it('takes a reaction with content type PROFILE and counts it in the summary', async () => {
    const token = await issueDevToken({ userId: 'profile-fan', displayName: 'Fan' }, undefined);
    const postId = profileHash('tw', singer.slug);
    const added = await call('POST', '/interaction/like/add', { token, body: { country: 'tw', postType: 'PROFILE', postId, reactionContentType: 'PROFILE', likeType: 1001 } });
    expect(added.status).toBe(200);
    expect(added.body.likeViews).toMatchObject({ count: 1, liked: true, likedType: 1001 });
    const summary = await get(`/interaction/commentlike/list?country=tw&postType=PROFILE&postId=${postId}`);
    expect(summary.body[0].likeViews.typeCounters).toEqual({ 1001: 1 });
  });

  it('takes comments on a known profile (its name is the target title) and refuses an unknown one', async () => {
    const token = await issueDevToken({ userId: 'profile-commenter', displayName: 'Commenter' }, undefined);
    const hash = profileHash('tw', actor.slug);
    const target = await get(`/comment/target?country=tw&targetType=profile&urlPath=${hash}`);
    expect(target.body).toMatchObject({ targetType: 'profile', targetId: hash, title: actor.name, path: `/profile/${hash}` });
    const posted = await call('POST', '/comment/add', { token, body: { country: 'tw', targetType: 'profile', targetId: hash, body: '期待《潮間帶》拿下最佳女主角！' } });
    expect(posted.status).toBe(201);
    const list = await get(`/comment/list?country=tw&targetType=profile&targetId=${hash}&sort=TIME&offset=0&length=20`);
    expect(list.body.count).toBe(1);
    expect((await get(`/interaction/commentlike/list?country=tw&postType=PROFILE&postId=${hash}`)).body[0].commentViews.count).toBe(1);
    expect((await get('/comment/target?country=tw&targetType=profile&urlPath=pUnknown123')).status).toBe(404);
    const refused = await call('POST', '/comment/add', { token, body: { country: 'tw', targetType: 'profile', targetId: 'pUnknown123', body: '有人嗎' } });
    expect(refused.status).toBe(404);
  });
});
