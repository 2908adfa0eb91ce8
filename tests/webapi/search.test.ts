// Story search (issue #29, GET /listing/search) on a real local D1 with the demo content, indexed as
// the seed wrote it: a word from the middle of a Thai or Chinese headline finds its story, Latin
// text matches without case or accents, results are per market and ranked title first, an edit
// re-indexes the story in the same write, and bad queries answer 400 naming the rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '#functions/webapi/app.ts';
import { loadSeedMarket } from '../../scripts/loadSeedContent.ts';
import { ROOT } from '../../scripts/localPlatform.ts';
import { articleHash } from '../../scripts/seedIds.ts';
import { indexStatements, indexUnindexedStories, searchStories, unindexStatements } from '#functions/db/search.ts';
import { storySearchDocument } from '#/domain/search/storyDocument.ts';
import { matchExpression } from '#/domain/search/searchText.ts';
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
