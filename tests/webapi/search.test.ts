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
import { indexStatements, indexUnindexedEntities, indexUnindexedStories, SEARCH_TOTAL_CAP, searchStories, unindexStatements } from '#functions/db/search.ts';
import { toStorySearch } from '#functions/webapi/searchMapping.ts';
import { upsertEntities, upsertPublishers } from '#functions/db/contentWrites.ts';
import { upsertProfiles } from '#functions/db/profiles.ts';
import { replaceMovieDetails } from '#functions/db/movies.ts';
import { marketRef } from '#/domain/search/entityDocuments.ts';
import { tagHash } from '#/domain/content/tagHash.ts';
import { keywordEventStatements, popularKeywords, sweepKeywordReaders } from '#functions/db/searchKeywords.ts';
import { hourOf, TRENDING } from '#/domain/search/keywords.ts';
import { matchExpression, normaliseQuery } from '#/domain/search/searchText.ts';
import { storySearchDocument } from '#/domain/search/storyDocument.ts';
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
    // The market's cached search pages are purged with the write.
    expect(((await res.json()) as { tags: string[] }).tags).toContain('search:id');
    expect((await search('id', 'terapung')).body.items.map((i: any) => i.hash)).toEqual([story.hash]);
    expect((await search('id', 'jakarta')).body.items.map((i: any) => i.hash)).not.toContain(story.hash);
  });

  it('counts a broad query up to the cap and lists its most recently indexed stories first', async () => {
    // The route's cap is SEARCH_TOTAL_CAP (1,000); the same read with a cap of 3 on the demo content.
    const db = platform.env.DB;
    const match = matchExpression('台灣', 'zh-Hant')!;
    const exact = await searchStories(db, 'tw', match, 0, 50);
    expect(exact.total).toBeGreaterThan(4);
    const ids = await db
      .prepare(`SELECT d.ref FROM search_docs d WHERE d.kind = 'article' AND d.ref IN (${exact.hits.map(() => '?').join(', ')}) ORDER BY d.id DESC`)
      .bind(...exact.hits.map((h) => h.hash))
      .all<{ ref: string }>();
    const newestIndexed = ids.results.map((r) => r.ref);
    const capped = await searchStories(db, 'tw', match, 0, 2, 3);
    expect(capped.total).toBe(3);
    expect(capped.hits.map((h) => h.hash)).toEqual(newestIndexed.slice(0, 2));
    expect((await searchStories(db, 'tw', match, 2, 2, 3)).hits.map((h) => h.hash)).toEqual(newestIndexed.slice(2, 3));
    // Under the cap the count is exact and the ranking bm25's: the same stories, in another order.
    expect(new Set(exact.hits.map((h) => h.hash))).toEqual(new Set(newestIndexed));
    // The answer says when its total is the cap (the page then says "1,000+").
    expect([toStorySearch('台灣', '台灣', 0, { total: SEARCH_TOTAL_CAP, hits: [] }).capped, toStorySearch('台灣', '台灣', 0, exact).capped]).toEqual([true, false]);
  });

  it('weighs a match by freshness: a story this week outranks a 300-day-old one that holds the word twice', async () => {
    const db = platform.env.DB;
    const publisher = await db.prepare("SELECT id FROM publishers WHERE country = 'id' LIMIT 1").first<{ id: string }>();
    const now = Date.now();
    const stories = [
      { hash: 'fresh001', title: 'Festival Kalimasada di pantai', published: now - 3 * 86_400_000 },
      { hash: 'stale001', title: 'Kalimasada, Kalimasada raksasa di pantai', published: now - 300 * 86_400_000 },
    ];
    await db.batch(
      stories.flatMap((s) => [
        db
          .prepare("INSERT INTO articles (hash, country, slug, title, summary, body_html, publisher_id, content_type, publish_time, update_time) VALUES (?1, 'id', ?1, ?2, '', '<p>Angin musim.</p>', ?3, 'GENERAL', ?4, ?4)")
          .bind(s.hash, s.title, publisher!.id, s.published),
        ...indexStatements(db, storySearchDocument({ hash: s.hash, country: 'id', title: s.title, summary: '', author: null, bodyHtml: '<p>Angin musim.</p>' })),
      ]),
    );
    const match = matchExpression('kalimasada', 'id')!;
    expect((await searchStories(db, 'id', match, 0, 2, 1_000, now)).hits.map((h) => h.hash)).toEqual(['fresh001', 'stale001']);
    // Read on the day the older one was published (neither has aged), the one that holds the word twice comes first.
    expect((await searchStories(db, 'id', match, 0, 2, 1_000, stories[1]!.published)).hits.map((h) => h.hash)).toEqual(['stale001', 'fresh001']);
    expect((await search('id', 'kalimasada')).body.items.slice(0, 2).map((i: any) => i.hash)).toEqual(['fresh001', 'stale001']);
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

async function entmt(country: string, query: string, extra = '') {
  const res = await app.request(`http://portal.test/webapi/entmt/search?country=${country}&query=${encodeURIComponent(query)}${extra}`, {}, platform.env);
  return { status: res.status, body: (await res.json()) as any };
}
const group = (body: any, kind: string) => body.groups.find((g: any) => g.kind === kind);
const titlesOf = (body: any, kind: string): string[] => group(body, kind).items.map((i: any) => i.title);

describe('GET /entmt/search (dramas, movies, people)', () => {
  it('finds each kind by a word from the middle of its Thai or Chinese name, grouped by kind with the parts marked', async () => {
    for (const [country, query, kind, title, path] of [
      ['th', 'ช้างเผือก', 'drama', 'ทางช้างเผือกสีเทา', '/drama/grey-milky-way'],
      ['th', 'ก๋วยเตี๋ยว', 'movie', 'ร้านก๋วยเตี๋ยวยาย', '/movie/grandma-s-noodle-shop/'],
      ['th', 'ลดา', 'profile', 'พิมพ์ลดา ศรีสุข', null],
      ['tw', '偵探', 'drama', '夜市偵探社', '/drama/night-market-detective'],
      ['tw', '靜軌', 'movie', '寂靜軌道', '/movie/orbit-of-silence/'],
      ['tw', '柏宇', 'profile', '陳柏宇', null],
    ] as const) {
      const { status, body } = await entmt(country, query);
      expect(status, query).toBe(200);
      expect(body.groups.map((g: any) => g.kind)).toEqual(['drama', 'movie', 'profile']);
      const hit = group(body, kind).items.find((i: any) => i.title === title);
      expect(hit, `${country} ${query}`).toBeDefined();
      expect(group(body, kind).total).toBeGreaterThanOrEqual(1);
      expect(hit.titleParts.filter((p: any) => p.match).map((p: any) => p.text).join('')).toBe(query);
      if (path) expect(hit.path).toBe(path);
      else expect(hit.path).toMatch(/^\/profile\/[A-Za-z0-9_-]+$/);
    }
    const drama = group((await entmt('th', 'ช้างเผือก')).body, 'drama').items[0];
    expect(drama).toMatchObject({ year: 2026, status: null, subtitle: 'ละครไทย · ดราม่า · 18 ตอน' });
    expect(drama.imageHash).toEqual(expect.any(String));
    expect(group((await entmt('th', 'ก๋วยเตี๋ยว')).body, 'movie').items[0].status).toMatch(/^(IN_THEATERS|COMING_SOON)$/);
  });

  it("finds a title by a cast member's name and a person by occupation", async () => {
    const { body } = await entmt('tw', '林書雅');
    expect(titlesOf(body, 'drama')).toEqual(expect.arrayContaining(['潮間帶之間', '末班車開往基隆']));
    expect(titlesOf(body, 'profile')).toEqual(['林書雅']);
    expect(titlesOf((await entmt('tw', '演員')).body, 'profile')).toContain('林書雅');
  });

  it("answers the market's records only, the kinds asked, and a window of each", async () => {
    expect(group((await entmt('tw', 'ช้างเผือก')).body, 'drama').total).toBe(0);
    expect((await entmt('th', 'ช้างเผือก', '&kinds=movie,drama')).body.groups.map((g: any) => g.kind)).toEqual(['drama', 'movie']);
    const all = group((await entmt('tw', '台劇', '&kinds=drama&length=50')).body, 'drama');
    expect(all.total).toBeGreaterThan(2);
    expect(all.items).toHaveLength(all.total);
    const second = group((await entmt('tw', '台劇', '&kinds=drama&offset=1&length=1')).body, 'drama');
    expect(second.items.map((i: any) => i.id)).toEqual([all.items[1].id]);
    expect(second.total).toBe(all.total);
  });

  it('answers 400 naming the rule, as story search does, and for an unknown kind', async () => {
    for (const [query, extra, rule] of [
      ['', '', '"query": must not be empty'],
      ['字'.repeat(101), '', '"query": must be at most 100 characters'],
      ['偵探\u0000', '', '"query": must not contain control characters'],
      ['偵探', '&kinds=drama,article', '"kinds": must be kinds among drama, movie, profile separated by commas'],
      ['偵探', '&length=51', '"length": must be at most 50'],
    ] as const) {
      const { status, body } = await entmt('tw', query, extra);
      expect(status, `${query}${extra}`).toBe(400);
      expect(body.message).toContain(rule);
    }
  });
});

describe('GET /listing/search: publishers and tags beside the stories', () => {
  it("links the publisher and the tag a query names, the market's only", async () => {
    const db = platform.env.DB;
    const publisher = await db.prepare("SELECT id, name FROM publishers WHERE country = 'tw' ORDER BY id LIMIT 1").first<{ id: string; name: string }>();
    const byName = (await search('tw', publisher!.name)).body;
    expect(byName.entities.map((g: any) => g.kind)).toEqual(['publisher', 'tag']);
    expect(byName.entities[0].items[0]).toMatchObject({ id: publisher!.id, title: publisher!.name, path: `/publisher/${publisher!.id}` });
    const tag = await db
      .prepare("SELECT t.tag FROM article_tags t JOIN articles a ON a.id = t.article_id WHERE a.country = 'th' GROUP BY t.tag ORDER BY count(*) DESC LIMIT 1")
      .first<{ tag: string }>();
    const byTag = (await search('th', tag!.tag)).body;
    expect(byTag.entities[1].items[0]).toMatchObject({ id: tag!.tag, path: `/tag/${tagHash(tag!.tag)}/all` });
    expect((await search('tw', tag!.tag)).body.entities[1].items.map((i: any) => i.id)).not.toContain(tag!.tag);
  });
});

describe('the index follows every write of the other kinds, in the same batch', () => {
  const db = () => platform.env.DB;
  const profileNamed = (name: string) => db().prepare("SELECT * FROM profiles WHERE country = 'tw' AND name = ?1").bind(name).first<any>();

  it('a renamed person, drama or publisher is found by the new name only; new details re-index a movie', async () => {
    const person = await profileNamed('陳柏宇');
    await upsertProfiles(db(), [{ country: 'tw', hash: person.hash, name: '陳柏翰', celebrityType: person.celebrity_type, occupation: person.occupation, description: person.description, imageHash: person.image_hash, articleIds: [] }], 1);
    expect(titlesOf((await entmt('tw', '柏翰')).body, 'profile')).toEqual(['陳柏翰']);
    expect(titlesOf((await entmt('tw', '柏宇')).body, 'profile')).not.toContain('陳柏宇');

    const drama = await db().prepare("SELECT * FROM entities WHERE country = 'tw' AND entity_type = 'DRAMA' AND entity_id = 'night-market-detective'").first<any>();
    await upsertEntities(db(), [{ country: 'tw', entityType: 'DRAMA', entityId: drama.entity_id, urlPath: drama.url_path, title: '夜市神探社', subtitle: drama.subtitle, imageHash: drama.image_hash, score: drama.score, rating: null }], 2);
    expect(titlesOf((await entmt('tw', '神探')).body, 'drama')).toEqual(['夜市神探社']);
    expect(titlesOf((await entmt('tw', '偵探社')).body, 'drama')).not.toContain('夜市偵探社');

    const movie = await db().prepare("SELECT * FROM movie_details WHERE country = 'tw' AND movie_id = 'orbit-of-silence'").first<any>();
    await replaceMovieDetails(
      db(),
      { country: 'tw', movieId: movie.movie_id, status: movie.status, releaseDate: movie.release_date, runtimeMinutes: movie.runtime_minutes, director: '王星河', genres: ['科幻'], synopsis: '太空站的最後一夜。', trailerVideoHash: null, cast: [] },
      3,
    );
    expect(titlesOf((await entmt('tw', '星河', '&kinds=movie')).body, 'movie')).toEqual(['寂靜軌道']);

    const publisher = await db().prepare("SELECT * FROM publishers WHERE country = 'id' ORDER BY id LIMIT 1").first<any>();
    await upsertPublishers(db(), [{ id: publisher.id, country: 'id', name: 'Warta Nusantara Baru', description: '', logoHash: null }], 4);
    expect((await search('id', 'nusantara baru')).body.entities[0].items.map((i: any) => i.id)).toEqual([publisher.id]);
  });

  it('a tag leaves the index when no story of the market carries it any more, with the write that drops it', async () => {
    const [story] = loadSeedMarket(ROOT, 'th').articles.filter((a) => a.tags.length);
    const tag = story!.tags[0]!;
    const carriers = await db()
      .prepare("SELECT a.id, a.hash FROM article_tags t JOIN articles a ON a.id = t.article_id WHERE a.country = 'th' AND t.tag = ?1")
      .bind(tag)
      .all<{ id: number; hash: string }>();
    const tagDoc = () => db().prepare("SELECT 1 FROM search_docs WHERE kind = 'tag' AND ref = ?1").bind(marketRef('th', tag)).first();
    expect(await tagDoc()).not.toBeNull();
    for (const [i, carrier] of carriers.results.entries()) {
      const res = await app.request(
        `http://portal.test/webapi/admin/articles/${carrier.id}`,
        { method: 'PUT', headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` }, body: JSON.stringify({ country: 'th', title: `เรื่องที่ ${i}`, summary: '', body: '<p>-</p>', author: '', publisherId: story!.publisherId, category: 'ข่าว', tags: [] }) },
        { ...platform.env, ADMIN_TOKEN: TOKEN },
      );
      expect(res.status, await res.clone().text()).toBe(200);
      // Still carried by another story until the last one drops it.
      expect(await tagDoc() !== null, `after ${i + 1} of ${carriers.results.length}`).toBe(i + 1 < carriers.results.length);
    }
    expect((await search('th', tag)).body.entities[1].items.map((i: any) => i.id)).not.toContain(tag);
  });

  it('records stored before the index held them are indexed once by the start-up step', async () => {
    const person = await profileNamed('林書雅');
    await db().batch(unindexStatements(db(), 'profile', marketRef('tw', person.hash)));
    expect(titlesOf((await entmt('tw', '書雅')).body, 'profile')).not.toContain('林書雅');
    expect(await indexUnindexedEntities(db())).toEqual({ publisher: 0, profile: 1, tag: 0, drama: 0, movie: 0 });
    expect(titlesOf((await entmt('tw', '書雅')).body, 'profile')).toContain('林書雅');
  });

  it("answers 404 for a market with no dramas or movies", async () => {
    await db().prepare("DELETE FROM entities WHERE country = 'ecjp' AND entity_type IN ('DRAMA', 'MOVIE')").run();
    const { status, body } = await entmt('ecjp', '映画');
    expect(status).toBe(404);
    expect(body.message).toBe('no dramas or movies in ecjp');
  });
});
