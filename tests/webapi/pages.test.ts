// Generic and topic pages, interactive-video stories, the official-account digest and playlists
// against real local D1 with every market's demo content (seed/content/<country>/specials.json).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '#functions/webapi/app.ts';
import { loadSeedMarket } from '../../scripts/loadSeedContent.ts';
import { ROOT } from '../../scripts/localPlatform.ts';
import { articleHash } from '../../scripts/seedIds.ts';
import { SEED_COUNTRIES } from '../../scripts/seedSchema.ts';
import { loadSeedSpecials, playlistIdOf } from '../../scripts/seedSpecials.ts';
import { openTestPlatform, type TestPlatform } from '../helpers/testPlatform.ts';

let platform: TestPlatform;
const tw = loadSeedMarket(ROOT, 'tw');
const twSpecials = loadSeedSpecials(ROOT, 'tw', tw);

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

describe("editors' special page", () => {
  it.each(SEED_COUNTRIES)('%s has a special page with a headline, a poll and a grid', async (country) => {
    const specials = loadSeedSpecials(ROOT, country, loadSeedMarket(ROOT, country));
    const { status, body } = await get(`/portal/page/${specials.special.urlPath}?country=${country}`);
    expect(status).toBe(200);
    expect(body.name).toBe(specials.special.name);
    expect(body.modules.map((m: any) => m.type)).toEqual(['headline', 'poll', 'grid']);
    expect(body.modules[0].listings[0].items.length).toBe(3);
    expect(body.modules[1].poll.question).toBe(specials.special.poll.question);
    expect(body.modules[2].listings[0].items.length).toBe(12);
  });
});

describe('topic articles', () => {
  const hash = articleHash('tw', twSpecials.topic.article.slug);

  it('answer view type topic with the modules of their topic page', async () => {
    const { status, body } = await get(`/article?country=tw&hash=${hash}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ contentType: 'TOPIC', viewType: 'topic', topicUrl: twSpecials.topic.pageUrlPath });
    expect(body.topic.name).toBe(twSpecials.topic.pageName);
    expect(body.topic.modules.map((m: any) => m.type)).toEqual(['headline', 'thumbnailList']);
    expect(body.topic.modules[0].listings[0].items.length).toBeGreaterThan(0);
    // The related stories stay in `modules`.
    expect(body.modules[0].source).toBe('RELATED');
  });

  it('take another topic page by topicUrl, ignore an unknown one, and refuse a malformed one', async () => {
    const other = await get(`/article?country=tw&hash=${hash}&topicUrl=${twSpecials.special.urlPath}`);
    expect(other.body.topic.urlPath).toBe(twSpecials.special.urlPath);
    const unknown = await get(`/article?country=tw&hash=${hash}&topicUrl=no-such-page`);
    expect(unknown.status).toBe(200);
    expect(unknown.body.topic).toBeNull();
    expect(unknown.body.data.viewType ?? null).toBeNull();
    const bad = await get(`/article?country=tw&hash=${hash}&topicUrl=a/b`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('"topicUrl"');
  });

  it('are not topic views when the article is not a TOPIC', async () => {
    const plain = await get(`/article?country=tw&hash=${articleHash('tw', tw.articles[0]!.slug)}&topicUrl=${twSpecials.topic.pageUrlPath}`);
    expect(plain.body.topic).toBeNull();
  });
});

describe('GET /ive/{urlPath}', () => {
  it.each(SEED_COUNTRIES)('%s answers its interactive story: a video article and chapters in order', async (country) => {
    const specials = loadSeedSpecials(ROOT, country, loadSeedMarket(ROOT, country));
    const { status, body } = await get(`/ive/${specials.ive.urlPath}?country=${country}`);
    expect(status).toBe(200);
    expect(body.article.title).toBe(specials.ive.article.title);
    expect(body.article.media.type).toBe('HLS');
    expect(body.chapters).toEqual(specials.ive.chapters);
  });

  it('answers 404 for an unknown story or another market, 400 for bad input', async () => {
    expect((await get('/ive/no-such-story?country=tw')).status).toBe(404);
    expect((await get(`/ive/${twSpecials.ive.urlPath}?country=th`)).status).toBe(404);
    const noCountry = await get(`/ive/${twSpecials.ive.urlPath}`);
    expect(noCountry.status).toBe(400);
    expect(noCountry.body.message).toContain('"country"');
    expect((await get(`/ive/${'x'.repeat(201)}?country=tw`)).body.message).toContain('"urlPath"');
  });
});

describe('GET /playlist', () => {
  const id = playlistIdOf('tw', twSpecials);

  it('answers the video articles of a playlist in play order', async () => {
    const { status, body } = await get(`/playlist?country=tw&playlistId=${id}`);
    expect(status).toBe(200);
    expect(body.title).toBe(twSpecials.playlist.title);
    const videos = tw.articles.filter((a) => a.video);
    expect(body.items.length).toBe(videos.length + 1);
    expect(body.items[1].hash).toBe(articleHash('tw', twSpecials.ive.article.slug));
    for (const item of body.items) expect(item.thumbnail.type).toBe('VIDEO');
  });

  it('answers 404 for an unknown playlist or another market, 400 naming the field', async () => {
    expect((await get('/playlist?country=tw&playlistId=nothing')).status).toBe(404);
    expect((await get(`/playlist?country=hk&playlistId=${id}`)).status).toBe(404);
    const missing = await get('/playlist?country=tw');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('"playlistId"');
    expect((await get('/playlist?country=tw&playlistId=a%20b')).body.message).toContain('"playlistId"');
    expect((await get(`/playlist?country=zz&playlistId=${id}`)).body.message).toContain('"country"');
  });
});

describe('GET /oa/{oaId}/digest', () => {
  const stories = tw.articles.filter((a) => a.publisherId === 'tw-morning-post').map((a) => articleHash('tw', a.slug));

  it('answers the stories in the given order, skipping unknown hashes, and the latest when none is known', async () => {
    const ordered = await get(`/oa/tw-morning-post/digest?country=tw&order=${[stories[1], 'nope', stories[0]].join(',')}`);
    expect(ordered.status).toBe(200);
    expect(ordered.body.account.name).toBe(tw.publishers.find((p) => p.id === 'tw-morning-post')!.name);
    expect(ordered.body.items.map((i: any) => i.hash)).toEqual([stories[1], stories[0]]);
    const latest = await get('/oa/tw-morning-post/digest?country=tw&order=nope');
    expect(latest.body.ordered).toBe(false);
    expect(latest.body.items.map((i: any) => i.hash).sort()).toEqual([...stories].sort());
  });

  it('answers 404 for an unknown account and 400 for a malformed one', async () => {
    expect((await get('/oa/no-such-account/digest?country=tw')).status).toBe(404);
    const bad = await get('/oa/Bad_Id/digest?country=tw');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('"oaId"');
  });
});
