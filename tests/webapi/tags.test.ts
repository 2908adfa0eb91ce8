// Tags against real local D1 with the demo content: a tag's page by category, paging through the
// listing call, and weighted related tags (shortcuts) with their threshold, limit and target content.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '#functions/webapi/app.ts';
import { tagHash } from '#/domain/content/tagHash.ts';
import { parseTargetContent } from '#/domain/content/tagShortcuts.ts';
import { tagListingId } from '#/domain/portal/entityListings.ts';
import { LOAD_MORE_PAGE_LENGTH } from '#/domain/portal/loadMore.ts';
import { loadSeedMarket } from '../../scripts/loadSeedContent.ts';
import { ROOT } from '../../scripts/localPlatform.ts';
import { articleHash, publisherId } from '../../scripts/seedIds.ts';
import { loadSeedSpecials, specialStories } from '../../scripts/seedSpecials.ts';
import { openTestPlatform, type TestPlatform } from '../helpers/testPlatform.ts';
import { mostUsedTag, tagCounts } from '../../scripts/seedTags.ts';

let platform: TestPlatform;
const tw = loadSeedMarket(ROOT, 'tw');
/** Every tw story the seed writes: the tabs' and the special pages' (a topic, an interactive video). */
const twStories = [...tw.articles, ...specialStories(loadSeedSpecials(ROOT, 'tw', tw))];
const counts = tagCounts(tw.articles);
/** The tw tag on the most stories, and its stories. */
const [TAG] = mostUsedTag(counts);
const tagged = tw.articles.filter((a) => a.tags.includes(TAG));

async function get(path: string) {
  const res = await app.request(`http://portal.test/webapi${path}`, {}, platform.env);
  return { status: res.status, body: (await res.json()) as any };
}

beforeAll(async () => {
  platform = await openTestPlatform({ content: true });
}, 120_000);
afterAll(async () => {
  await platform?.dispose();
});

describe('tag pages', () => {
  it("lists a tag's stories newest first, 20 at a time, with the categories they are in", async () => {
    // The demo content's broadest tw tag is on more stories than one window holds.
    expect(tagged.length).toBeGreaterThan(LOAD_MORE_PAGE_LENGTH);
    const { status, body } = await get(`/tag/${tagHash(TAG)}?country=tw&length=${LOAD_MORE_PAGE_LENGTH}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ tag: TAG, tagHash: tagHash(TAG), category: 'all', total: tagged.length });
    expect(body.listing.id).toBe(tagListingId(tagHash(TAG), 'all'));
    expect(body.listing.total).toBe(tagged.length);
    expect(body.listing.items).toHaveLength(LOAD_MORE_PAGE_LENGTH);
    expect(body.categories.reduce((n: number, c: any) => n + c.stories, 0)).toBe(tagged.length);

    // The rest through the listing call load-more uses: every tagged story once, newest first.
    const rest = (await get(`/api/v6/listings/${body.listing.id}?country=tw&offset=${LOAD_MORE_PAGE_LENGTH}&length=${LOAD_MORE_PAGE_LENGTH}`)).body;
    const items = [...body.listing.items, ...rest.items];
    expect(items.map((i: any) => i.hash).sort()).toEqual(tagged.map((a) => articleHash('tw', a.slug)).sort());
    const times = items.map((i: any) => i.publishTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));

    // One category: only its stories, as many as its chip says.
    const one = body.categories[0];
    const inOne = (await get(`/tag/${tagHash(TAG)}?country=tw&category=${one.id}`)).body;
    expect(inOne.listing.id).toBe(tagListingId(tagHash(TAG), one.id));
    expect(inOne.listing.total).toBe(one.stories);
    expect(inOne.listing.items.every((i: any) => i.categoryName === one.name)).toBe(true);
  });

  it('pages through the listing call with wrapped ids at their positions', async () => {
    const id = tagListingId(tagHash(TAG), 'all');
    const first = (await get(`/api/v6/listings/${id}?country=tw&offset=0&length=1`)).body;
    const second = (await get(`/api/v6/listings/${id}?country=tw&offset=1&length=1`)).body;
    expect(first.total).toBe(tagged.length);
    expect(second.items[0].wrappedId).toBe(`${id}_${second.items[0].id}_1`);
    expect(second.items[0].id).not.toBe(first.items[0].id);
  });

  it('answers 404 for a tag no story of the market carries, 400 for a bad hash or category', async () => {
    expect((await get(`/tag/${tagHash('沒有這個標籤')}?country=tw`)).status).toBe(404);
    expect((await get(`/tag/${tagHash(TAG)}?country=hk`)).status).toBe(404);
    expect((await get(`/tag/${tagHash(TAG)}?country=tw&category=999999`)).status).toBe(404);
    const hash = await get('/tag/%21%21?country=tw');
    expect(hash.status).toBe(400);
    expect(hash.body.message).toMatch(/tagHash/);
    const category = await get(`/tag/${tagHash(TAG)}?country=tw&category=sports`);
    expect(category.status).toBe(400);
    expect(category.body.message).toMatch(/category/);
  });
});

describe('tag shortcuts', () => {
  it('ranks the tags that share stories with a tag by weighted Jaccard similarity', async () => {
    const { status, body } = await get(`/tag/shortcuts?country=tw&id=${tagHash(TAG)}&sourceType=TAG&context=tag-page&threshold=0&limit=20`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ sourceType: 'TAG', context: 'tag-page', targetContent: 'ALL', threshold: 0, limit: 20 });
    const coTags = new Set(tagged.flatMap((a) => a.tags).filter((t) => t !== TAG));
    expect(body.items.length).toBe(Math.min(20, coTags.size));
    for (const item of body.items) {
      expect(coTags.has(item.tag)).toBe(true);
      const shared = tagged.filter((a) => a.tags.includes(item.tag)).length;
      const union = tagged.length + counts.get(item.tag)! - shared;
      expect(item.score).toBeCloseTo(shared / union, 3);
      expect(item).toMatchObject({ tagHash: tagHash(item.tag), path: `/tag/${tagHash(item.tag)}/all`, url: `/tw/v2/tag/${tagHash(item.tag)}/all`, shared });
    }
    const scores = body.items.map((i: any) => i.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('applies threshold and limit, and relates the tags of an article', async () => {
    const all = (await get(`/tag/shortcuts?country=tw&id=${tagHash(TAG)}&threshold=0&limit=20`)).body.items;
    const top = all[0].score;
    const above = (await get(`/tag/shortcuts?country=tw&id=${tagHash(TAG)}&threshold=${top}`)).body.items;
    expect(above.length).toBeGreaterThan(0);
    expect(above.every((i: any) => i.score >= top)).toBe(true);
    // A threshold between two answered scores keeps exactly those at or above it.
    const middle = all[Math.floor(all.length / 2)].score;
    const fromMiddle = (await get(`/tag/shortcuts?country=tw&id=${tagHash(TAG)}&threshold=${middle}&limit=20`)).body.items;
    expect(fromMiddle.map((i: any) => i.tag)).toEqual(all.filter((i: any) => i.score >= middle).map((i: any) => i.tag));
    expect((await get(`/tag/shortcuts?country=tw&id=${tagHash(TAG)}&threshold=1`)).body.items).toEqual([]);
    const one = (await get(`/tag/shortcuts?country=tw&id=${tagHash(TAG)}&threshold=0&limit=1`)).body.items;
    expect(one).toEqual([all[0]]);

    const story = tagged[0]!;
    const fromArticle = (await get(`/tag/shortcuts?country=tw&id=${articleHash('tw', story.slug)}&sourceType=ARTICLE&threshold=0&limit=20`)).body.items;
    expect(fromArticle.length).toBeGreaterThan(0);
    expect(fromArticle.some((i: any) => story.tags.includes(i.tag))).toBe(false);
  });

  it('counts only the target content: video stories for VIDEO, weighted when asked', async () => {
    const video = tw.articles.find((a) => (a as { video?: string }).video && a.tags.length > 1)!;
    const id = tagHash(video.tags[0]!);
    const onlyVideo = (await get(`/tag/shortcuts?country=tw&id=${id}&targetContent=VIDEO&threshold=0&limit=20`)).body.items;
    // The tags video stories share with it: its own and the interactive story's (a video too).
    const videos = twStories.filter((a) => a.video && a.tags.includes(video.tags[0]!));
    expect(onlyVideo.map((i: any) => i.tag).sort()).toEqual([...new Set(videos.flatMap((a) => a.tags))].filter((t) => t !== video.tags[0]).sort());
    const onlyArticles = (await get(`/tag/shortcuts?country=tw&id=${id}&targetContent=ARTICLE&threshold=0&limit=20`)).body.items;
    expect(onlyArticles.some((i: any) => video.tags.includes(i.tag) && i.shared > 0 && tw.articles.filter((a) => !(a as { video?: string }).video && a.tags.includes(i.tag) && a.tags.includes(video.tags[0]!)).length === 0)).toBe(false);
    expect((await get(`/tag/shortcuts?country=tw&id=${id}&targetContent=ARTICLE:1,VIDEO:3&threshold=0`)).status).toBe(200);
  });

  it('refuses bad parameters naming them, and unknown sources with 404', async () => {
    for (const [query, field] of [
      ['', 'id'],
      ['id=!!', 'id'],
      [`id=${'A'.repeat(401)}`, 'id'],
      [`id=${tagHash(TAG)}&threshold=x`, 'threshold'],
      [`id=${tagHash(TAG)}&threshold=-0.1`, 'threshold'],
      [`id=${tagHash(TAG)}&limit=21`, 'limit'],
      [`id=${tagHash(TAG)}&limit=2.5`, 'limit'],
      [`id=${tagHash(TAG)}&sourceType=PAGE`, 'sourceType'],
      [`id=${tagHash(TAG)}&threshold=2`, 'threshold'],
      [`id=${tagHash(TAG)}&limit=0`, 'limit'],
      [`id=${tagHash(TAG)}&targetContent=AUDIO`, 'targetContent'],
      [`id=${tagHash(TAG)}&context=${encodeURIComponent('<script>')}`, 'context'],
    ] as const) {
      const { status, body } = await get(`/tag/shortcuts?country=tw&${query}`);
      expect(status, query).toBe(400);
      expect(body.message).toMatch(new RegExp(field));
    }
    const country = await get(`/tag/shortcuts?country=xx&id=${tagHash(TAG)}`);
    expect(country.status).toBe(400);
    expect(country.body.message).toMatch(/country/);
    // Another market does not carry this tw tag.
    expect((await get(`/tag/shortcuts?country=th&id=${tagHash(TAG)}`)).status).toBe(404);
    expect((await get(`/tag/shortcuts?country=tw&id=${tagHash('沒有這個標籤')}`)).status).toBe(404);
    expect((await get('/tag/shortcuts?country=tw&id=nosuchhash&sourceType=ARTICLE')).status).toBe(404);
  });
});

describe('tag shortcuts in every market', () => {
  it.each(['tw', 'hk', 'id', 'th', 'ecjp'] as const)('%s: the most used tags have related tags', async (country) => {
    const market = loadSeedMarket(ROOT, country);
    const used = new Map<string, number>();
    for (const a of market.articles) for (const t of a.tags) used.set(t, (used.get(t) ?? 0) + 1);
    const top = [...used].sort((a, b) => b[1] - a[1]).slice(0, 3);
    for (const [tag] of top) {
      const { status, body } = await get(`/tag/shortcuts?country=${country}&id=${tagHash(tag)}`);
      expect(status).toBe(200);
      // With the default threshold and limit: a handful of chips, none the tag itself.
      expect(body.items.length, tag).toBeGreaterThanOrEqual(3);
      expect(body.items.some((i: any) => i.tag === tag)).toBe(false);
    }
  });

  it('weighs video stories by the weight targetContent gives them, exactly', async () => {
    // A tag on a video story and on article stories, so the weights change its related tags' scores.
    const isVideo = (a: (typeof twStories)[number]) => Boolean((a as { video?: string }).video);
    const source = [...counts].filter(([t, n]) => n > 2 && twStories.some((a) => isVideo(a) && a.tags.includes(t)) && t !== TAG)[0]![0];
    const weigh = (a: (typeof twStories)[number]) => (isVideo(a) ? 3 : 1);
    const withSource = twStories.filter((a) => a.tags.includes(source));
    const sourceWeight = withSource.reduce((n, a) => n + weigh(a), 0);
    const expected = new Map<string, number>();
    for (const tag of new Set(withSource.flatMap((a) => a.tags).filter((t) => t !== source))) {
      const overlap = withSource.filter((a) => a.tags.includes(tag)).reduce((n, a) => n + weigh(a), 0);
      const weight = twStories.filter((a) => a.tags.includes(tag)).reduce((n, a) => n + weigh(a), 0);
      expected.set(tag, Math.round((overlap / (sourceWeight + weight - overlap)) * 1000) / 1000);
    }
    const heavy = (await get(`/tag/shortcuts?country=tw&id=${tagHash(source)}&targetContent=ARTICLE:1,VIDEO:3&threshold=0&limit=20`)).body.items;
    expect(heavy.length).toBe(Math.min(20, expected.size));
    for (const item of heavy) expect(item.score, item.tag).toBe(expected.get(item.tag));
    // A tag only the video story carries ranks higher when videos weigh more.
    const plain = (await get(`/tag/shortcuts?country=tw&id=${tagHash(source)}&threshold=0&limit=20`)).body.items;
    const videoOnly = heavy.find((i: any) => twStories.filter((a) => a.tags.includes(i.tag)).every(isVideo))!;
    expect(videoOnly.score).toBeGreaterThan(plain.find((i: any) => i.tag === videoOnly.tag).score);
  });
});

describe('long tags', () => {
  it('serves the page and the load-more listing of a 30-character Thai tag', async () => {
    const tag = 'เทศกาลดนตรีริมแม่น้ำเจ้าพระยาประจำปี'.slice(0, 30);
    const th = loadSeedMarket(ROOT, 'th');
    const put = await app.request(
      'http://portal.test/webapi/admin/articles/990001',
      {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer tags-test-token' },
        body: JSON.stringify({
          country: 'th', title: 'เทศกาลดนตรีริมน้ำเจ้าพระยาเปิดฉาก แฟนเพลงแน่นท่าเรือ', summary: 'คอนเสิร์ตริมแม่น้ำคืนแรก', body: '<p>เทศกาลดนตรีริมแม่น้ำเจ้าพระยาเปิดฉากคืนแรก</p>',
          author: 'กองบรรณาธิการ', publisherId: publisherId('th', th.publishers[0]!.id), category: 'ดนตรี', tags: [tag, 'คอนเสิร์ต'],
        }),
      },
      { ...platform.env, ADMIN_TOKEN: 'tags-test-token' },
    );
    expect(put.status).toBe(201);
    const hash = tagHash(tag);
    expect(hash.length).toBeGreaterThan(100);
    const page = await get(`/tag/${hash}?country=th`);
    expect(page.status).toBe(200);
    expect(page.body.total).toBe(1);
    const listing = await get(`/api/v6/listings/${page.body.listing.id}?country=th&offset=0&length=20`);
    expect(listing.status).toBe(200);
    expect(listing.body.items).toHaveLength(1);
    const related = (await get(`/tag/shortcuts?country=th&id=${hash}&threshold=0`)).body.items;
    expect(related.map((i: any) => i.tag)).toEqual(['คอนเสิร์ต']);
  });
});

describe('target content', () => {
  it('reads plain kinds and weighted lists, and refuses anything else', () => {
    expect(parseTargetContent('VIDEO')).toEqual({ article: 0, video: 1 });
    expect(parseTargetContent('all')).toEqual({ article: 1, video: 1 });
    expect(parseTargetContent('ARTICLE:1,VIDEO:2.5')).toEqual({ article: 1, video: 2.5 });
    expect(parseTargetContent('ARTICLE:0')).toHaveProperty('message');
    expect(parseTargetContent('VIDEO:101')).toHaveProperty('message');
    expect(parseTargetContent('PODCAST')).toHaveProperty('message');
  });
});
