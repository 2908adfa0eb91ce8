// Story search (issue #29, GET /listing/search) on a real local D1 with the demo content, indexed as
// the seed wrote it: a word from the middle of a Thai or Chinese headline finds its story, Latin
// text matches without case or accents, results are per market and ranked title first, an edit
// re-indexes the story in the same write, and bad queries answer 400 naming the rule. Readers'
// keywords (decision 0077): concurrent events counted exactly, the distinct-reader floor, the decay
// on an explicit clock, the seeded history, completions per market, 'no results' alternatives.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '#functions/webapi/app.ts';
import { loadSeedMarket } from '../../scripts/loadSeedContent.ts';
import { ROOT } from '../../scripts/localPlatform.ts';
import { articleHash } from '../../scripts/seedIds.ts';
import { indexUnindexedStories, unindexStatements } from '#functions/db/search.ts';
import { keywordEventStatements, popularKeywords, sweepKeywordReaders } from '#functions/db/searchKeywords.ts';
import { hourOf, TRENDING } from '#/domain/search/keywords.ts';
import { normaliseQuery } from '#/domain/search/searchText.ts';
import { openTestPlatform, type TestPlatform } from '../helpers/testPlatform.ts';

const TOKEN = 'test-admin-token';
let platform: TestPlatform;

async function search(country: string, query: string, extra = '') {
  const res = await app.request(`http://portal.test/webapi/listing/search?country=${country}&query=${encodeURIComponent(query)}${extra}`, {}, platform.env);
  return { status: res.status, body: (await res.json()) as any };
}
/** The demo story of `country` whose title holds `word`. */
function storyWith(country: 'tw' | 'th' | 'id', word: string) {
  const story = loadSeedMarket(ROOT, country).articles.find((a) => a.title.includes(word));
  if (!story) throw new Error(`no ${country} demo title holds ${word}`);
  return { ...story, hash: articleHash(country, story.slug) };
}
const topFive = (body: any) => body.items.slice(0, 5).map((i: any) => i.hash);

beforeAll(async () => {
  platform = await openTestPlatform({ content: true });
}, 120_000);
afterAll(async () => {
  await platform?.dispose();
});

describe('GET /listing/search', () => {
  it('finds a Thai story by a word from the middle of its headline, and marks it', async () => {
    const story = storyWith('th', 'ต่างชาติ');
    const { status, body } = await search('th', 'ต่างชาติ');
    expect(status).toBe(200);
    expect(topFive(body)).toContain(story.hash);
    const hit = body.items.find((i: any) => i.hash === story.hash);
    expect(hit.titleParts.filter((p: any) => p.match).map((p: any) => p.text)).toEqual(['ต่างชาติ']);
    expect(hit.titleParts.map((p: any) => p.text).join('')).toBe(story.title);
  });

  it('finds a Chinese story by a word inside its headline, and by characters the segmenter cuts otherwise', async () => {
    const story = storyWith('tw', '伺服器');
    expect(topFive((await search('tw', '伺服器')).body)).toContain(story.hash);
    // "服器" is no word, but the characters in that order are in the headline.
    expect(topFive((await search('tw', '服器')).body)).toContain(story.hash);
  });

  it('matches Latin text without regard to case or accents, every word of the query', async () => {
    const story = storyWith('id', 'Jakarta');
    const { body } = await search('id', 'JÁKARTA');
    expect(body.query).toBe('jakarta');
    expect(body.items.map((i: any) => i.hash)).toContain(story.hash);
    expect(body.items.every((i: any) => `${i.title} ${i.snippet.map((p: any) => p.text).join('')}`.length > 0)).toBe(true);
    expect((await search('id', 'jakarta zzzqqq')).body.total).toBe(0);
  });

  it('finds a Latin word misspelt by one letter through the nearest spelling the index holds, and marks it', async () => {
    const story = storyWith('id', 'Jakarta');
    const { body } = await search('id', 'Jakrta');
    expect(body.query).toBe('jakrta');
    const hit = body.items.find((i: any) => i.hash === story.hash);
    expect(hit.titleParts.filter((p: any) => p.match).map((p: any) => p.text)).toContain('Jakarta');
    expect((await search('id', 'Jkrta')).body.total).toBe(0);
  });

  it("answers the market's stories only, with the total and a window of them", async () => {
    expect((await search('hk', 'ต่างชาติ')).body.total).toBe(0);
    const all = (await search('tw', '台灣')).body;
    expect(all.total).toBeGreaterThan(2);
    const second = (await search('tw', '台灣', '&offset=1&length=1')).body;
    expect(second.items.map((i: any) => i.hash)).toEqual([all.items[1].hash]);
  });

  it('ranks a story whose title holds the word above one that only mentions it', async () => {
    const { body } = await search('tw', '台股');
    const inTitle = body.items.findIndex((i: any) => !i.title.includes('台股'));
    const lastInTitle = body.items.map((i: any) => i.title.includes('台股')).lastIndexOf(true);
    expect(lastInTitle).toBeGreaterThanOrEqual(0);
    if (inTitle >= 0) expect(lastInTitle).toBeLessThan(inTitle);
  });

  it('re-indexes a story when an editor changes it, in the same write', async () => {
    const story = storyWith('id', 'Jakarta');
    const row = await platform.env.DB.prepare('SELECT id FROM articles WHERE hash = ?1').bind(story.hash).first<{ id: number }>();
    const res = await app.request(
      `http://portal.test/webapi/admin/articles/${row!.id}`,
      {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
        body: JSON.stringify({ country: 'id', title: 'Pasar Terapung Banjarmasin Ramai Wisatawan', summary: 'Perahu pedagang memenuhi sungai sejak subuh.', body: '<p>Sayur dan buah dijual dari perahu.</p>', author: 'Redaksi', publisherId: story.publisherId, category: 'Nasional', tags: [] }),
      },
      { ...platform.env, ADMIN_TOKEN: TOKEN },
    );
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await search('id', 'terapung')).body.items.map((i: any) => i.hash)).toEqual([story.hash]);
    expect((await search('id', 'jakarta')).body.items.map((i: any) => i.hash)).not.toContain(story.hash);
  });

  it('answers 400 naming the rule for an empty, over-long or control-character query', async () => {
    for (const [query, rule] of [
      ['', '"query": must not be empty'],
      ['   ', '"query": must not be empty'],
      ['字'.repeat(101), '"query": must be at most 100 characters'],
      ['台股\u0007', '"query": must not contain control characters'],
    ] as const) {
      const { status, body } = await search('tw', query);
      expect(status, query).toBe(400);
      expect(body.message).toContain(rule);
    }
    expect((await search('tw', '!!!')).body).toMatchObject({ total: 0, items: [] });
  });
});

describe('stories stored before the index', () => {
  it('are indexed once by the start-up step (scripts/prepare-db.ts), and indexed stories are left alone', async () => {
    const story = storyWith('th', 'ต่างชาติ');
    const db = platform.env.DB;
    await db.batch(unindexStatements(db, 'article', story.hash));
    expect(topFive((await search('th', 'ต่างชาติ')).body)).not.toContain(story.hash);
    expect(await indexUnindexedStories(db)).toBe(1);
    expect(topFive((await search('th', 'ต่างชาติ')).body)).toContain(story.hash);
    expect(await indexUnindexedStories(db)).toBe(0);
  });
});

// Readers' keywords (POST /search/event, GET /search/keywords; decision 0077).
async function sendEvent(country: string, body: unknown, ip = '198.51.100.1') {
  const res = await app.request(
    `http://portal.test/webapi/search/event?country=${country}`,
    { method: 'POST', headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip, 'user-agent': 'Mozilla/5.0 test' }, body: JSON.stringify(body) },
    platform.env,
  );
  return { status: res.status, body: (await res.json()) as any };
}
async function keywords(country: string, extra = '') {
  const res = await app.request(`http://portal.test/webapi/search/keywords?country=${country}${extra}`, {}, platform.env);
  return { status: res.status, body: (await res.json()) as any, cache: res.headers.get('cache-control') };
}
const HOUR = 3_600_000;

describe('search events and keywords', () => {
  it('counts concurrent searches and clicks exactly, per normalised keyword, and offers it once enough readers searched it', async () => {
    const story = storyWith('tw', '竹科');
    const READERS = 6;
    const SEARCHES = 20;
    const CLICKS = 10;
    // Every event at once, from 6 readers (addresses), the query typed in different forms.
    const sent = await Promise.all([
      ...Array.from({ length: SEARCHES }, (_, i) => sendEvent('tw', { type: 'search', query: i % 2 ? ' 竹科 ' : '竹科' }, `198.51.100.${i % READERS}`)),
      ...Array.from({ length: CLICKS }, (_, i) => sendEvent('tw', { type: 'click', query: '竹科', hash: story.hash }, `198.51.100.${i % READERS}`)),
    ]);
    expect(sent.map((s) => s.status)).toEqual(Array(SEARCHES + CLICKS).fill(200));
    expect(sent[1]!.body).toEqual({ counted: true, keyword: '竹科' });
    const { status, body, cache } = await keywords('tw', `&prefix=${encodeURIComponent('竹')}`);
    expect(status).toBe(200);
    expect(cache).toBe('public, max-age=300');
    expect(body.keywords[0]).toEqual({ keyword: '竹科', source: 'popular', searches: SEARCHES, clicks: CLICKS });
    const trending = (await keywords('tw', '&limit=20')).body;
    expect(trending.prefix).toBeNull();
    expect(trending.keywords.find((k: any) => k.keyword === '竹科')).toEqual({ keyword: '竹科', source: 'trending', searches: SEARCHES, clicks: CLICKS });
    expect((await keywords('hk', '&limit=20')).body.keywords.map((k: any) => k.keyword)).not.toContain('竹科');
  });

  it('does not let one reader make a keyword trend by searching it again and again', async () => {
    const story = storyWith('th', 'ต่างชาติ');
    const searchedBy = async (ip: string, times: number) => {
      for (let i = 0; i < times; i++) expect((await sendEvent('th', { type: 'search', query: 'ต่างชาติ' }, ip)).status).toBe(200);
      expect((await sendEvent('th', { type: 'click', query: 'ต่างชาติ', hash: story.hash }, ip)).status).toBe(200);
    };
    const listed = async () => (await keywords('th', '&limit=20')).body.keywords.some((k: any) => k.keyword === 'ต่างชาติ');
    await searchedBy('203.0.113.7', 8);
    expect(await listed()).toBe(false);
    await searchedBy('203.0.113.8', 1);
    expect(await listed()).toBe(false);
    await searchedBy('203.0.113.9', 1);
    expect(await listed()).toBe(true);
  });

  it('decays a keyword with the age of its searches (the clock is explicit)', async () => {
    const db = platform.env.DB;
    const now = Date.UTC(2030, 0, 10, 12);
    const record = (keyword: string, readers: number, at: number) =>
      db.batch(
        Array.from({ length: readers }, (_, r) =>
          (['search', 'click'] as const).flatMap((event) => keywordEventStatements(db, { country: 'id', keyword, event, reader: `${keyword}-${r}` }, at)),
        ).flat(),
      );
    await record('rupiah', 20, now - 30 * HOUR);
    await record('batik', 5, now);
    const order = async (at: number) => (await popularKeywords(db, { country: 'id', now: at, window: TRENDING, limit: 20 })).map((k) => k.keyword).filter((k) => k === 'rupiah' || k === 'batik');
    // 20 readers 30 hours ago weigh 40 × 2^-5 = 1.25; 5 readers now weigh 10.
    expect(await order(now)).toEqual(['batik', 'rupiah']);
    expect(await order(now - 29 * HOUR)).toEqual(['rupiah']);
    expect(await order(now + 20 * HOUR)).toEqual(['batik']);
    expect(await order(now + (TRENDING.hours + 1) * HOUR)).toEqual([]);
  });

  it('lists the demo search history of the market as trending at the time it was seeded', async () => {
    const seeded = await platform.env.DB.prepare('SELECT updated_time AS t FROM seed_runs WHERE id = 1').first<{ t: number }>();
    const trending = await popularKeywords(platform.env.DB, { country: 'th', now: seeded!.t, window: TRENDING, limit: 3 });
    expect(trending.map((k) => k.keyword)).toEqual(['ทุเรียน', 'ทองคำ', 'หุ้นไทย'].map(normaliseQuery));
  });

  it("completes a prefix with readers' keywords, then words of the market's story titles", async () => {
    const { body } = await keywords('th', `&prefix=${encodeURIComponent('ต่าง')}`);
    expect(body.prefix).toBe('ต่าง');
    expect(body.keywords.every((k: any) => k.keyword.startsWith('ต่าง'))).toBe(true);
    expect(body.keywords).toContainEqual({ keyword: 'ต่างชาติ', source: expect.stringMatching(/popular|titles/), searches: expect.any(Number), clicks: expect.any(Number) });
    const tw = (await keywords('tw', `&prefix=${encodeURIComponent('伺服')}`)).body.keywords;
    expect(tw).toContainEqual({ keyword: '伺服器', source: 'titles', searches: 0, clicks: 0 });
    // The last word of a longer prefix is completed; the vocabulary is shared, the words are the market's.
    expect((await keywords('id', '&prefix=pasar%20jak')).body.keywords.map((k: any) => k.keyword)).toContain('pasar jakarta');
    expect((await keywords('tw', `&prefix=${encodeURIComponent('ต่าง')}`)).body.keywords).toEqual([]);
  });

  it('answers 400 naming the field and the rule, 404 for a click on a story of another market', async () => {
    for (const [extra, message] of [
      ['&prefix=', '"prefix": must not be empty'],
      [`&prefix=${'ก'.repeat(101)}`, '"prefix": must be at most 100 characters'],
      ['&prefix=%07', '"prefix": must not contain control characters'],
      ['&limit=0', '"limit": must be 1 or more'],
    ] as const) {
      const { status, body } = await keywords('tw', extra);
      expect([status, body.message], extra).toEqual([400, expect.stringContaining(message)]);
    }
    for (const [event, message] of [
      [{ type: 'search', query: '' }, 'Invalid body field "query": must not be empty'],
      [{ type: 'search', query: '台'.repeat(101) }, 'Invalid body field "query": must be at most 100 characters'],
      [{ type: 'search', query: '台\u0000股' }, 'Invalid body field "query": must not contain control characters'],
      [{ type: 'view', query: '台股' }, 'Invalid body field "type"'],
      [{ type: 'click', query: '台股' }, 'Invalid body field "hash"'],
    ] as const) {
      const { status, body } = await sendEvent('tw', event);
      expect([status, body.message], JSON.stringify(event)).toEqual([400, expect.stringContaining(message)]);
    }
    expect(await sendEvent('tw', { type: 'click', query: 'ต่างชาติ', hash: storyWith('th', 'ต่างชาติ').hash })).toMatchObject({ status: 404 });
    expect(await sendEvent('tw', { type: 'search', query: '!!!' })).toEqual({ status: 200, body: { counted: false, keyword: '!!!' } });
  });

  it('offers queries that find stories when a search finds none', async () => {
    const { body } = await search('id', 'Jakrta zzzqqq');
    expect(body.total).toBe(0);
    expect(body.suggestions).toEqual(['jakarta']);
    expect((await search('id', 'jakarta')).body.suggestions).toEqual([]);
  });

  it('forgets who searched once the sweep passes their hour (last: it sweeps every earlier row of this database)', async () => {
    const db = platform.env.DB;
    const now = Date.UTC(2030, 0, 10, 12);
    expect(await sweepKeywordReaders(db, hourOf(now) - 1)).toBeGreaterThanOrEqual(20);
    const order = async (at: number) => (await popularKeywords(db, { country: 'id', now: at, window: TRENDING, limit: 20 })).map((k) => k.keyword);
    expect(await order(now - 29 * HOUR)).not.toContain('rupiah');
    expect(await order(now)).toContain('batik');
  });
});
