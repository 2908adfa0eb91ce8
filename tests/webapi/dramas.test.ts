// Dramas against real local D1 with the demo content: a drama's page data (page type DRAMA, cast
// linked to profiles, episodes with where to watch, trailer), curated lists, the trending chart by
// film type with rank movement, 400 naming the field and 404; reactions (content type DRAMA) and
// comments (target type drama) through the existing calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '#functions/webapi/app.ts';
import { issueDevToken } from '#functions/identity/devProvider.ts';
import { isoInTimeZone } from '#/domain/shell/formatTime.ts';
import { MARKETS } from '#/markets.ts';
import { loadSeedMarket } from '../../scripts/loadSeedContent.ts';
import { ROOT } from '../../scripts/localPlatform.ts';
import { loadSeedPortal } from '../../scripts/seedPortal.ts';
import { profileHash } from '../../scripts/seedProfiles.ts';
import { videoHash } from '../../scripts/seedIds.ts';
import { openTestPlatform, type TestPlatform } from '../helpers/testPlatform.ts';

let platform: TestPlatform;
const tw = loadSeedMarket(ROOT, 'tw');
const portal = loadSeedPortal(ROOT, 'tw', new Set(tw.articles.map((a) => a.slug)), new Set(tw.tabs.map((t) => t.urlPath)));
/** A drama whose cast links to a profile, with episodes aired and still to come. */
const drama = portal.dramas.find((d) => d.slug === 'tide-between-us')!;
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

describe('a drama', () => {
  it('answers page type DRAMA with synopsis, trailer, cast linked to profiles and episodes with where to watch', async () => {
    const { status, body } = await get(`/drama/${drama.slug}?country=tw`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      pageType: 'DRAMA',
      id: drama.slug,
      urlPath: drama.slug,
      title: drama.title,
      filmType: 'taiwan',
      year: drama.year,
      synopsis: drama.synopsis,
      trailer: { videoHash: videoHash(drama.trailer), width: 1280, height: 720 },
      commentCount: 0,
    });
    expect(body.trailer.posterHash).toBe(body.imageHash);
    expect(body.fullCast).toEqual(
      drama.cast.map((c) => ({
        name: c.name,
        role: c.role,
        profile: c.profile ? { hash: profileHash('tw', c.profile), name: c.name, imageHash: expect.stringMatching(/^i/) } : null,
      })),
    );
    expect(body.fullCast.some((c: any) => c.profile !== null)).toBe(true);
    expect(body.cast).toEqual(drama.cast.slice(0, 3).map((c) => c.name));

    expect(body.episodes.map((e: any) => e.number)).toEqual(Array.from({ length: drama.episodes.count }, (_, i) => i + 1));
    for (const e of body.episodes) expect(e.watch).toEqual(drama.watch);
    // Weekly: each episode a week after the one before; aired up to today in Taipei, the rest to come.
    const days = body.episodes.map((e: any) => Date.parse(e.airDate) / 86_400_000);
    expect(days.slice(1).map((d: number, i: number) => d - days[i])).toEqual(Array(drama.episodes.count - 1).fill(drama.episodes.everyDays));
    const today = isoInTimeZone(Date.now(), MARKETS.tw.timeZone).slice(0, 10);
    for (const e of body.episodes) expect(e.aired, e.airDate).toBe(e.airDate <= today);
    expect(body.episodes.filter((e: any) => e.aired).length).toBeGreaterThan(0);
    expect(body.episodes.filter((e: any) => !e.aired).length).toBeGreaterThan(0);
  });

  it('is 404 when the market has no such drama, and 400 naming the url path when no drama can have it', async () => {
    expect(await get('/drama/no-such-drama?country=tw')).toEqual({ status: 404, body: { message: 'drama not found: no-such-drama', statusCode: 404 } });
    // A Taiwanese drama is not a Hong Kong one.
    expect((await get(`/drama/${drama.slug}?country=hk`)).status).toBe(404);
    const bad = await get('/drama/Not_A_Path?country=tw');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('"urlPath": must be lowercase letters or digits joined by "-"');
  });
});

describe('curated drama lists', () => {
  it('answers a list in its order, each drama as a card with film type, year and three cast names', async () => {
    const list = portal.dramaLists[1]!;
    const { status, body } = await get(`/drama/list/tw-dramas-${list.slug}?country=tw`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ pageType: 'DRAMA', id: `tw-dramas-${list.slug}`, title: list.title });
    expect(body.items.map((d: any) => d.urlPath)).toEqual(list.dramas);
    const bySlug = new Map(portal.dramas.map((d) => [d.slug, d]));
    for (const card of body.items) {
      const seed = bySlug.get(card.id)!;
      expect(card).toMatchObject({ title: seed.title, filmType: seed.filmType, year: seed.year, cast: seed.cast.slice(0, 3).map((c) => c.name) });
    }
  });

  it('is 404 for a listing that is not a list of dramas, or not of the market', async () => {
    expect((await get('/drama/list/tw-movie-chart?country=tw')).status).toBe(404);
    expect((await get(`/drama/list/tw-dramas-${portal.dramaLists[0]!.slug}?country=hk`)).status).toBe(404);
    expect(await get('/drama/list/tw-dramas-nowhere?country=tw')).toEqual({ status: 404, body: { message: 'drama list not found: tw-dramas-nowhere', statusCode: 404 } });
  });
});

describe('the trending drama chart', () => {
  const { current, previous } = portal.dramaChart;
  const filmTypeOf = new Map(portal.dramas.map((d) => [d.slug, d.filmType]));

  it('ranks the current chart with each drama’s movement since the previous one', async () => {
    const { status, body } = await get('/drama/chart/trending?country=tw');
    expect(status).toBe(200);
    expect(body.pageType).toBe('DRAMA');
    expect(body.filmType).toBeNull();
    expect(body.entries.map((e: any) => [e.rank, e.drama.id])).toEqual(current.map((slug, i) => [i + 1, slug]));
    for (const e of body.entries) {
      const before = previous.indexOf(e.drama.id);
      const expected = before < 0 ? { previousRank: null, movement: 'NEW', change: 0 } : { previousRank: before + 1, change: before + 1 - e.rank };
      expect(e, e.drama.id).toMatchObject(expected);
    }
    expect(new Set(body.entries.map((e: any) => e.movement))).toEqual(new Set(['UP', 'DOWN', 'NEW', 'SAME']));
    // A tab per film type on the chart.
    expect(new Set(body.filmTypes)).toEqual(new Set(current.map((slug) => filmTypeOf.get(slug))));
  });

  it("ranks a film type's chart within the type, its movement from the previous chart of that type", async () => {
    const { body } = await get('/drama/chart/trending?country=tw&filmType=korea');
    const korean = current.filter((slug) => filmTypeOf.get(slug) === 'korea');
    const koreanBefore = previous.filter((slug) => filmTypeOf.get(slug) === 'korea');
    expect(body.filmType).toBe('korea');
    expect(body.entries.map((e: any) => [e.rank, e.drama.id, e.previousRank])).toEqual(
      korean.map((slug, i) => [i + 1, slug, koreanBefore.includes(slug) ? koreanBefore.indexOf(slug) + 1 : null]),
    );
  });

  it('is 400 naming filmType for an unknown film type, and 404 for one the market has no dramas of', async () => {
    const bad = await get('/drama/chart/trending?country=tw&filmType=opera');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('"filmType": must be one of taiwan, hongkong, china, korea, japan, thailand, indonesia, western');
    expect(await get('/drama/chart/trending?country=tw&filmType=western')).toEqual({ status: 404, body: { message: 'no western dramas on the tw chart', statusCode: 404 } });
  });
});

describe('reactions and comments on a drama', () => {
  it('takes a reaction with content type DRAMA and counts it in the summary', async () => {
    const token = await issueDevToken({ userId: 'drama-fan', displayName: 'Fan' }, undefined);
    const added = await call('POST', '/interaction/like/add', { token, body: { country: 'tw', postType: 'DRAMA', postId: drama.slug, reactionContentType: 'DRAMA', likeType: 1002 } });
    expect(added.status).toBe(200);
    expect(added.body.likeViews).toMatchObject({ count: 1, liked: true, likedType: 1002 });
    const summary = await get(`/interaction/commentlike/list?country=tw&postType=DRAMA&postId=${drama.slug}`);
    expect(summary.body[0].likeViews.typeCounters).toEqual({ 1002: 1 });
  });

  it('takes comments on the drama (target type drama) and counts them on its page', async () => {
    const token = await issueDevToken({ userId: 'drama-commenter', displayName: 'Commenter' }, undefined);
    const target = await get(`/comment/target?country=tw&targetType=drama&urlPath=${drama.slug}`);
    expect(target.body).toMatchObject({ targetType: 'drama', targetId: drama.slug, title: drama.title, path: `/drama/${drama.slug}` });
    const posted = await call('POST', '/comment/add', { token, body: { country: 'tw', targetType: 'drama', targetId: drama.slug, body: '澎湖的海拍得好美，追到第六集了！' } });
    expect(posted.status).toBe(201);
    expect((await get(`/drama/${drama.slug}?country=tw`)).body.commentCount).toBe(1);
  });
});
