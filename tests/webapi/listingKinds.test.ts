// The listing kinds of content-spec §7, the page-scoped listing call and the page setting call, on a
// real local D1 with the demo content. Trending is moved by writing readers' reactions and comments
// into D1 as the interaction calls do.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '#functions/webapi/app.ts';
import { tagHash } from '#/domain/content/tagHash.ts';
import { loadSeedMarket } from '../../scripts/loadSeedContent.ts';
import { ROOT } from '../../scripts/localPlatform.ts';
import { articleHash, publisherId } from '../../scripts/seedIds.ts';
import { loadSeedProfiles, profileHash } from '../../scripts/seedProfiles.ts';
import { loadSeedSpecials } from '../../scripts/seedSpecials.ts';
import { openTestPlatform, type TestPlatform } from '../helpers/testPlatform.ts';

let platform: TestPlatform;
const tw = loadSeedMarket(ROOT, 'tw');
const specials = loadSeedSpecials(ROOT, 'tw', tw);

async function get(path: string) {
  const res = await app.request(`http://portal.test/webapi${path}`, {}, platform.env);
  return { status: res.status, body: (await res.json()) as any };
}
const db = () => platform.env.DB;
const idOf = async (slug: string) =>
  (await db().prepare('SELECT id FROM articles WHERE hash = ?1').bind(articleHash('tw', slug)).first<{ id: number }>())!.id;

beforeAll(async () => {
  platform = await openTestPlatform({ content: true });
}, 120_000);
afterAll(async () => {
  await platform?.dispose();
});

describe('trending', () => {
  it("ranks stories by the week's reactions and comments (a comment counts twice), then the newest", async () => {
    const before = await get('/listing/trending?country=tw&length=100');
    expect(before.status).toBe(200);
    const oldest = before.body.items.at(-1);
    const second = before.body.items.at(-2);
    const now = Date.now();
    // Three readers react to the oldest story; two comment on the next oldest (4 points); a week-old reaction does not count.
    for (const user of ['u1', 'u2', 'u3']) {
      await db().prepare("INSERT INTO reactions (post_type, post_id, user_id, like_type, content_type, created_time) VALUES ('ARTICLE', ?1, ?2, 1003, 'ARTICLE', ?3)").bind(String(oldest.id), user, now).run();
    }
    for (const [i, user] of ['u4', 'u5'].entries()) {
      await db()
        .prepare("INSERT INTO comments (hash, country, target_type, target_id, kind, user_id, author, body, created_time) VALUES (?1, 'tw', 'article', ?2, 'COMMENT', ?3, ?3, '說得好', ?4)")
        .bind(`ctrend${i}aaaaa`, String(second.id), user, now)
        .run();
    }
    const stale = before.body.items[0];
    for (const user of ['u6', 'u7', 'u8', 'u9', 'u10']) {
      await db().prepare("INSERT INTO reactions (post_type, post_id, user_id, like_type, content_type, created_time) VALUES ('ARTICLE', ?1, ?2, 1003, 'ARTICLE', ?3)").bind(String(stale.id), user, now - 8 * 24 * 3600 * 1000).run();
    }
    const after = await get('/listing/trending?country=tw&length=3');
    expect(after.body.items.map((i: any) => i.id)).toEqual([second.id, oldest.id, stale.id]);
    expect(after.body).toMatchObject({ id: 'trending', type: 'TRENDING', total: before.body.total, offset: 0, length: 3 });
    expect(after.body.items[1].wrappedId).toBe(`trending_${oldest.id}_1`);
    // The next window goes on where this one ends, through the one listing call too.
    const next = await get('/api/v6/listings/trending?country=tw&offset=1&length=1');
    expect(next.body.items.map((i: any) => [i.id, i.position])).toEqual([[oldest.id, 1]]);
  });
});

describe('stories by kind', () => {
  it('video: only video stories, newest first', async () => {
    const { status, body } = await get('/listing/video?country=tw&length=100');
    expect(status).toBe(200);
    // The market's video stories and its interactive video.
    const videos = new Set([...tw.articles.filter((a) => (a as { video?: string }).video).map((a) => a.slug), specials.ive.article.slug].map((slug) => articleHash('tw', slug)));
    expect(body.total).toBe(videos.size);
    expect(new Set(body.items.map((i: any) => i.urlPath))).toEqual(videos);
    const times = body.items.map((i: any) => i.publishTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("topic: the stories of the topic story's page, without the topic story itself; other stories have none", async () => {
    const hash = articleHash('tw', specials.topic.article.slug);
    const { status, body } = await get(`/listing/topic/${hash}?country=tw`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: `topic_${hash}`, type: 'TOPIC', meta: { topicUrl: specials.topic.pageUrlPath } });
    expect(body.total).toBeGreaterThan(0);
    expect(body.items.some((i: any) => i.urlPath === hash)).toBe(false);
    expect(new Set(body.items.map((i: any) => i.id)).size).toBe(body.items.length);
    const plain = await get(`/listing/topic/${articleHash('tw', tw.articles[0]!.slug)}?country=tw`);
    expect(plain.status).toBe(404);
    expect(plain.body.message).toBe(`listing not found: topic ${articleHash('tw', tw.articles[0]!.slug)}`);
  });

  it('entity: a publisher, a person and a tag answer their stories; other entity types are refused', async () => {
    const cp = publisherId('tw', tw.publishers[0]!.id);
    const byEntity = await get(`/listing/entity/CP/${cp}?country=tw&length=5`);
    const publisher = await get(`/api/v6/listings/cp_${cp}_latest?country=tw&length=5`);
    expect(byEntity.status).toBe(200);
    expect(byEntity.body).toEqual(publisher.body);
    const person = profileHash('tw', loadSeedProfiles(ROOT, 'tw', new Set(tw.articles.map((a) => a.slug)))[0]!.slug);
    const [viaEntity, viaProfile] = await Promise.all([get(`/listing/entity/PROFILE/${person}?country=tw`), get(`/listing/profile/${person}?country=tw`)]);
    expect(viaEntity.body).toEqual(viaProfile.body);
    expect(viaProfile.body.total).toBeGreaterThan(0);
    const tag = tagHash(tw.articles[0]!.tags[0]!);
    const [viaTag, viaTagEntity] = await Promise.all([get(`/listing/tag/${tag}?country=tw`), get(`/listing/entity/TAG/${tag}?country=tw`)]);
    expect(viaTag.body).toEqual(viaTagEntity.body);
    expect(viaTag.body.items.some((i: any) => i.urlPath === articleHash('tw', tw.articles[0]!.slug))).toBe(true);
    const refused = await get(`/listing/entity/DRAMA/x?country=tw`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('"entityType": must be one of CP, PROFILE, TAG');
    expect((await get(`/listing/tag/${tag}?country=tw&category=news`)).body.message).toContain(`"category": must be 'all' or a category id`);
  });

  it("template: an editors' listing by id, never a computed one", async () => {
    const [template, listing] = await Promise.all([get('/listing/template/tw-top?country=tw'), get('/api/v6/listings/tw-top?country=tw')]);
    expect(template.status).toBe(200);
    expect(template.body).toEqual(listing.body);
    expect((await get('/listing/template/trending?country=tw')).status).toBe(404);
  });

  it("pcp-event: a partner's curated picks where editors made some, its newest stories otherwise", async () => {
    const curatedRow = await db().prepare("SELECT id FROM listings WHERE country = 'tw' AND id LIKE 'tw-cp-%'").first<{ id: string }>();
    const curatedCp = curatedRow!.id.slice('tw-cp-'.length);
    const curated = await get(`/listing/pcp-event/${curatedCp}?country=tw`);
    expect(curated.status).toBe(200);
    expect(curated.body).toMatchObject({ id: `pcpevent_${curatedCp}`, type: 'PCP_EVENT', meta: { curated: true } });
    const stored = await get(`/api/v6/listings/${curatedRow!.id}?country=tw`);
    expect(curated.body.items.map((i: any) => i.id)).toEqual(stored.body.items.map((i: any) => i.id));
    const other = publisherId('tw', tw.publishers.find((p) => publisherId('tw', p.id) !== curatedCp)!.id);
    const latest = await get(`/listing/pcp-event/${other}?country=tw&length=100`);
    expect(latest.body.meta).toMatchObject({ curated: false, entityId: other });
    expect(latest.body.items.every((i: any) => i.publisher.id === other)).toBe(true);
    expect((await get('/listing/pcp-event/no-such-partner?country=tw')).status).toBe(404);
  });
});

describe('comments and entities', () => {
  it("trending-comment: the week's most liked comments, their ids the comment hashes", async () => {
    const { status, body } = await get('/listing/trending-comment?country=tw&length=50');
    expect(status).toBe(200);
    expect(body.type).toBe('TRENDING_COMMENT');
    expect(body.comments.length).toBeGreaterThan(0);
    const likes = body.comments.map((c: any) => c.likeCount);
    expect(likes).toEqual([...likes].sort((a, b) => b - a));
    for (const c of body.comments) expect(c.id).toMatch(/^c[A-Za-z0-9]{11}$/);
    expect(body.items).toEqual([]);
  });

  it('drama and charts: brief entities (entityType-entityId), the movie chart by score, the drama chart as its current edition', async () => {
    const dramas = await get('/listing/drama?country=tw');
    expect(dramas.body.entities.length).toBe(loadSeedPortalDramas());
    for (const e of dramas.body.entities) expect(e.id).toBe(`DRAMA-${e.entityId}`);
    const chart = await get('/listing/chart/movie?country=tw&length=3');
    expect(chart.body).toMatchObject({ id: 'chart_movie', type: 'CHART', length: 3 });
    const scores = chart.body.entities.map((e: any) => e.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(chart.body.entities.every((e: any) => e.entityType === 'MOVIE')).toBe(true);
    // The drama chart is the chart page's current edition, in its order.
    const dramaChart = await get('/listing/chart/drama?country=tw&length=5');
    const page = await get('/drama/chart/trending?country=tw');
    expect(dramaChart.body.entities.map((e: any) => e.entityId)).toEqual(page.body.entries.slice(0, 5).map((e: any) => e.drama.id));
    const bad = await get('/listing/chart/books?country=tw');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('"chartType": must be one of movie, drama');
  });
});

function loadSeedPortalDramas(): number {
  return (JSON.parse(readFileSync(`${ROOT}/seed/content/tw/portal.json`, 'utf8')) as { dramas: unknown[] }).dramas.length;
}

describe('page-scoped listings', () => {
  it("answers a listing through the page that shows it, and refuses one the page does not show", async () => {
    const link = await db()
      .prepare("SELECT pg.url_path, ml.listing_id FROM pages pg JOIN modules m ON m.page_id = pg.id JOIN module_listings ml ON ml.module_id = m.id WHERE pg.country = 'tw' LIMIT 1")
      .first<{ url_path: string; listing_id: string }>();
    const [scoped, plain] = await Promise.all([get(`/${link!.url_path}/listings/${link!.listing_id}?country=tw&length=4`), get(`/api/v6/listings/${link!.listing_id}?country=tw&length=4`)]);
    expect(scoped.status).toBe(200);
    expect(scoped.body).toEqual(plain.body);
    const elsewhere = await get(`/${link!.url_path}/listings/trending?country=tw`);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.message).toBe(`listing not found on page ${link!.url_path}: trending`);
    expect((await get(`/no-such-page/listings/${link!.listing_id}?country=tw`)).body.message).toBe('page not found: no-such-page');
  });

});

describe('page setting', () => {
  it("answers the portal's tab bar, by query or path suffix, per user group", async () => {
    const [setting, suffix, tabs] = await Promise.all([get('/portal/page/setting?country=tw'), get('/portal/page/setting/tabs?country=tw'), get('/tabs?country=tw')]);
    expect(setting.status).toBe(200);
    expect(setting.body).toEqual(suffix.body);
    expect(setting.body.tabs.map((t: any) => t.portalPageUrlPath)).toEqual(tabs.body.tabs.map((t: any) => t.portalPageUrlPath));
    expect(setting.body.urlPath).toBe(tabs.body.tabs[0].portalPageUrlPath);
  });

  it("answers a publisher's tabs and their listings; refuses a missing hash, an unknown one and an unknown sub type", async () => {
    const cp = publisherId('tw', tw.publishers[0]!.id);
    const { status, body } = await get(`/portal/page/setting/publisher?country=tw&hash=${cp}`);
    expect(status).toBe(200);
    expect(body.tabs.map((t: any) => t.listingId)).toEqual([`cp_${cp}_latest`, `cp_${cp}_popular`, `cp_${cp}_videos`]);
    expect(body.name).toBe(tw.publishers[0]!.name);
    const missing = await get('/portal/page/setting?country=tw&subType=publisher');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Invalid query parameter "hash": is required for sub type publisher');
    expect((await get('/portal/page/setting/publisher?country=tw&hash=nobody')).status).toBe(404);
    expect((await get('/portal/page/setting/movie?country=tw')).status).toBe(404);
    const bad = await get('/portal/page/setting/weather?country=tw');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('"subType": must be one of tabs, publisher, movie');
  });
});
