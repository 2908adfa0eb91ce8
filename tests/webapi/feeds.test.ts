// Publisher feeds against the real Hono app, a real local D1/KV/R2 with the demo content, a real
// Images binding (Miniflare's, sharp underneath) and feed documents served by a local fixture server
// (tests/helpers/feedFixtureServer.ts): the registry's validation, 404 and 409; a run's identity
// rule (created → unchanged → 304 → updated in place, its cached page purged); the closed set of
// failure reasons, the back-off and the health flag; a broken item beside good ones; pictures stored
// at every size or, failing, no thumbnail; article ids allocated apart under concurrency; the queue
// consumer and the scheduler's claim; the parser's committed feeds (every format and encoding, the
// hostile one) taken through a whole run. Parsing's own rules are the parser's tests'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Miniflare, convertV4MiniflareOptions } from 'miniflare';
import { app } from '#functions/webapi/app.ts';
import { IMAGE_SIZES } from '#/domain/article/imageUrl.ts';
import { UNHEALTHY_AFTER_FAILURES } from '#/domain/feeds/feedSchedule.ts';
import { allocateFeedItem, findFeed } from '#functions/db/feeds.ts';
import { imageKey } from '#functions/db/media.ts';
import { ingestFeed, type IngestEnv } from '#functions/feeds/ingestFeed.ts';
import { consumeFeeds, type FeedQueueMessage } from '#functions/feeds/consumer.ts';
import { enqueueDueFeeds, FEED_CLAIM_LEASE_MS, type FeedMessage } from '#functions/feeds/scheduleFeeds.ts';
import { readCachedPage } from '#/cache/pageCacheStore.ts';
import { storeRenderedPage } from '#/cache/storePage.ts';
import { readFileSync } from 'node:fs';
import { parseFeed } from '#/domain/feeds/parseFeed.ts';
import { join } from 'node:path';
import { FEED_FIXTURES_DIR, FIXTURE_ROUTES, startFeedFixtureServer, type FeedFixtureServer } from '../helpers/feedFixtureServer.ts';
import { openTestPlatform, type TestPlatform } from '../helpers/testPlatform.ts';

const TOKEN = 'test-admin-token';
const PUBLISHER = 'tw-morning-post';
const OTHER_PUBLISHER = 'tw-formosa-news-net';
/** The fetch time-out of the time-out case; the slow route answers well after it. */
const SHORT_TIMEOUT_MS = 300;

let platform: TestPlatform;
let server: FeedFixtureServer;
let imagesHost: Miniflare;
let images: ImagesBinding;

const env = (overrides: Partial<IngestEnv> = {}) => ({ ...platform.env, ADMIN_TOKEN: TOKEN, FEED_FETCH_PRIVATE: 'true', IMAGES: images, ...overrides }) as Env & IngestEnv;
const db = () => platform.env.DB;

function call(method: string, path: string, body?: unknown, overrides: Partial<IngestEnv> = {}) {
  return app.request(
    `http://portal.test/webapi${path}`,
    { method, headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${TOKEN}` }, body: body === undefined ? undefined : JSON.stringify(body) },
    env(overrides),
  );
}

async function register(url: string, extra: Record<string, unknown> = {}): Promise<number> {
  const res = await call('POST', '/admin/feeds', { publisherId: PUBLISHER, country: 'tw', url, ...extra });
  expect(res.status).toBe(201);
  return ((await res.json()) as { feed: { id: number } }).feed.id;
}

async function run(id: number) {
  const res = await call('POST', `/admin/feeds/${id}/ingest`);
  expect(res.status).toBe(200);
  return (await res.json()) as { status: string; reason: string | null; format: string | null; created: number; updated: number; unchanged: number; problems: { index: number; key: string | null; reason: string }[] };
}

const feedView = async (id: number) => ((await (await call('GET', `/admin/feeds/${id}`)).json()) as { feed: { health: Record<string, unknown>; itemCount: number; format: string | null } }).feed;

const rows = async <T,>(sql: string, ...params: unknown[]) => (await db().prepare(sql).bind(...params).all<T>()).results;

const newsDocument = () => JSON.parse(readFileSync(join(FEED_FIXTURES_DIR, 'ingest-news.json'), 'utf8')) as { items: Record<string, unknown>[] };

beforeAll(async () => {
  [platform, server] = await Promise.all([openTestPlatform({ content: true }), startFeedFixtureServer({ slowMs: 5_000 })]);
  imagesHost = new Miniflare(
    convertV4MiniflareOptions({ workers: [{ name: 'images', modules: true, script: 'export default {}', images: { binding: 'IMAGES' }, compatibilityDate: '2026-10-01' }] } as Parameters<typeof convertV4MiniflareOptions>[0]),
  );
  images = (await imagesHost.getBindings<{ IMAGES: ImagesBinding }>()).IMAGES;
}, 120_000);
afterAll(async () => {
  await Promise.all([server?.close(), imagesHost?.dispose(), platform?.dispose()]);
});

describe('the registry', () => {
  it('registers a feed with default settings and healthy state, lists, reads, changes and deletes it', async () => {
    const res = await call('POST', '/admin/feeds', { publisherId: OTHER_PUBLISHER, country: 'TW', url: 'https://news.example.com/feed.json' });
    expect(res.status).toBe(201);
    const { feed } = (await res.json()) as { feed: Record<string, unknown> & { id: number; health: Record<string, unknown> } };
    expect(feed).toMatchObject({ publisherId: OTHER_PUBLISHER, country: 'tw', url: 'https://news.example.com/feed.json', format: null, tab: null, category: null, pollMinutes: 15, enabled: true, itemCount: 0 });
    expect(feed.health).toMatchObject({ healthy: true, consecutiveFailures: 0, lastFailureReason: null, lastSuccessTime: null });
    const listed = (await (await call('GET', `/admin/feeds?publisherId=${OTHER_PUBLISHER}`)).json()) as { feeds: { id: number }[] };
    expect(listed.feeds.map((f) => f.id)).toEqual([feed.id]);
    const patched = await call('PATCH', `/admin/feeds/${feed.id}`, { pollMinutes: 60, tab: 'top', enabled: false });
    expect(patched.status).toBe(200);
    expect(((await patched.json()) as { feed: unknown }).feed).toMatchObject({ pollMinutes: 60, tab: 'top', enabled: false, category: null });
    expect((await call('DELETE', `/admin/feeds/${feed.id}`)).status).toBe(200);
    expect((await call('GET', `/admin/feeds/${feed.id}`)).status).toBe(404);
  });

  it('answers 409 for the same address registered twice for a publisher, and takes it for another publisher', async () => {
    const url = 'https://news.example.com/twice.json';
    await call('POST', '/admin/feeds', { publisherId: OTHER_PUBLISHER, country: 'tw', url });
    const again = await call('POST', '/admin/feeds', { publisherId: OTHER_PUBLISHER, country: 'tw', url });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toContain(url);
    expect((await call('POST', '/admin/feeds', { publisherId: 'tw-harbor-city-times', country: 'tw', url })).status).toBe(201);
  });

  it('answers 400 naming each bad field', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['not http(s)', { url: 'ftp://news.example.com/feed' }, '"url"'],
      ['over 2000 characters', { url: `https://news.example.com/${'a'.repeat(2000)}` }, '"url"'],
      ['poll under 5 minutes', { pollMinutes: 4 }, '"pollMinutes"'],
      ['poll over a day', { pollMinutes: 1441 }, '"pollMinutes"'],
      ['unknown market', { country: 'xx' }, '"country"'],
      ['unknown publisher', { publisherId: 'no-such-publisher' }, '"publisherId"'],
      ["another market's publisher", { publisherId: 'id-kabar-pagi' }, '"publisherId"'],
      ['a tab that is no path', { tab: '../top' }, '"tab"'],
      ['an unknown field', { colour: 'red' }, 'colour'],
    ];
    for (const [label, fields, named] of cases) {
      const res = await call('POST', '/admin/feeds', { publisherId: PUBLISHER, country: 'tw', url: 'https://news.example.com/feed', ...fields });
      expect(res.status, label).toBe(400);
      expect(((await res.json()) as { message: string }).message, label).toContain(named);
    }
  });

  it('answers 404 for an unknown feed, and 400 for a patch without a setting', async () => {
    for (const [method, path] of [['GET', '/admin/feeds/999999'], ['PATCH', '/admin/feeds/999999'], ['DELETE', '/admin/feeds/999999'], ['POST', '/admin/feeds/999999/ingest']] as const) {
      expect((await call(method, path, method === 'PATCH' ? { enabled: true } : undefined)).status, `${method} ${path}`).toBe(404);
    }
    const id = await register('https://news.example.com/patch.json');
    expect((await call('PATCH', `/admin/feeds/${id}`, {})).status).toBe(400);
  });
});

describe('a run of a feed', () => {
  let feedId: number;
  let ferry: { id: number; hash: string; thumbnail_hash: string | null; body_html: string; tags_json: string; title: string };

  it('creates each item as a sanitised story, at the head of its tab, with its picture at every size', async () => {
    feedId = await register(server.url('/ingest-news.json'), { tab: 'top' });
    const report = await run(feedId);
    expect(report).toMatchObject({ status: 'ok', reason: null, format: 'json', created: 3, updated: 0, unchanged: 0 });
    // The item with no title and no body is the parser's problem, named by its id; the others were written.
    expect(report.problems).toEqual([{ index: 3, key: 'harbour-2026-empty', reason: 'the item has no title and no body' }]);
    const items = await rows<{ item_key: string; article_id: number }>('SELECT item_key, article_id FROM feed_items WHERE feed_id = ?1 ORDER BY article_id', feedId);
    expect(items.map((i) => i.item_key)).toEqual(['harbour-2026-001', 'harbour-2026-002', server.url('/news/keyless')]);
    ferry = (await rows<typeof ferry>('SELECT id, hash, thumbnail_hash, body_html, tags_json, title FROM articles WHERE id = ?1', items[0]!.article_id))[0]!;
    expect(ferry!.title).toBe('Ferry timetable changes for the winter season');
    expect(ferry!.body_html).toContain('The harbour authority adds two evening crossings.');
    expect(ferry!.body_html).not.toMatch(/<script|javascript:/i);
    expect(JSON.parse(ferry!.tags_json)).toEqual(['Ferries', 'Winter timetable']);
    // Its picture: stored at every size, the original's dimensions kept.
    expect(ferry!.thumbnail_hash).toMatch(/^[0-9a-f]{32}$/);
    for (const size of IMAGE_SIZES) expect(await platform.env.MEDIA.head(imageKey(ferry!.thumbnail_hash!, size)), size).not.toBeNull();
    expect(await rows('SELECT image_hash, width, height, failure FROM feed_images WHERE source_url = ?1', server.url('/ingest-photo.png'))).toEqual([
      { image_hash: ferry!.thumbnail_hash, width: 960, height: 540, failure: null },
    ]);
    // A picture that is not one: the story has no thumbnail (the default picture shows), the failure is kept.
    const [market] = await rows<{ thumbnail_hash: string | null }>('SELECT thumbnail_hash FROM articles WHERE id = ?1', items[1]!.article_id);
    expect(market!.thumbnail_hash).toBeNull();
    expect(await rows('SELECT image_hash, failure FROM feed_images WHERE source_url = ?1', server.url('/ingest-broken.gif'))).toEqual([{ image_hash: null, failure: 'undecodable' }]);
    // New stories head the tab's latest listing (tw-latest: the top tab's first LATEST listing).
    const head = await rows<{ article_id: number }>("SELECT article_id FROM listing_items WHERE listing_id = 'tw-latest' ORDER BY position LIMIT 3");
    expect(head.map((r) => r.article_id).sort()).toEqual(items.map((i) => i.article_id).sort());
    const view = await feedView(feedId);
    expect(view).toMatchObject({ format: 'json', itemCount: 3 });
    expect(view.health).toMatchObject({ healthy: true, consecutiveFailures: 0, lastSuccessTime: expect.any(Number) });
  });

  it('writes nothing for unchanged items, and asks conditionally: an unchanged document answers 304', async () => {
    const before = await rows<{ n: number }>('SELECT COUNT(*) AS n FROM articles');
    // The same items in a new document (new validators): read, nothing changed.
    server.write('ingest-news.json', JSON.stringify(newsDocument(), null, 1));
    expect(await run(feedId)).toMatchObject({ status: 'ok', created: 0, updated: 0, unchanged: 3 });
    expect(await run(feedId)).toMatchObject({ status: 'not-modified', created: 0, updated: 0, unchanged: 0 });
    expect(await rows('SELECT COUNT(*) AS n FROM articles')).toEqual(before);
    expect(await rows('SELECT COUNT(*) AS n FROM feed_items WHERE feed_id = ?1', feedId)).toEqual([{ n: 3 }]);
    // The picture was fetched once: a second story with it reuses the stored one.
    expect(await rows('SELECT COUNT(*) AS n FROM feed_images')).toEqual([{ n: 2 }]);
  });

  it('updates a changed item in place and purges its cached page', async () => {
    const stored = await storeRenderedPage({ kv: platform.env.PAGE_CACHE, db: db() }, 'page:feeds:ferry', {
      status: 200, headers: [], body: 'old', storedAt: Date.now(), maxAge: 60, swr: 0, staleIfError: 0, tags: [`article:${ferry.id}`], path: `/tw/article/${ferry.hash}`,
    });
    expect(stored).toBe('stored');
    const doc = newsDocument();
    doc.items[0]!.title = 'Ferry timetable: three evening crossings, not two';
    server.write('ingest-news.json', JSON.stringify(doc));
    expect(await run(feedId)).toMatchObject({ status: 'ok', created: 0, updated: 1, unchanged: 2 });
    const [after] = await rows<typeof ferry>('SELECT id, hash, title FROM articles WHERE id = ?1', ferry.id);
    expect(after).toEqual({ id: ferry.id, hash: ferry.hash, title: 'Ferry timetable: three evening crossings, not two' });
    expect(await readCachedPage(platform.env.PAGE_CACHE, 'page:feeds:ferry')).toBeNull();
  });

  it('tries a picture again on the next run when its host could not be reached, and writes the story meanwhile', async () => {
    const id = await register(server.url('/ingest-unreachable.json'));
    // Port 1 on the loopback: nothing listens, the connection is refused ('network').
    const picture = 'http://127.0.0.1:1/photo.jpg';
    server.write('ingest-unreachable.json', JSON.stringify({ version: 'https://jsonfeed.org/version/1.1', items: [{ id: 'unreachable-1', title: 'A story whose picture host is down', content_html: '<p>Text first.</p>', image: picture }] }));
    expect(await run(id)).toMatchObject({ status: 'ok', created: 1 });
    const [story] = await rows<{ thumbnail_hash: string | null }>('SELECT a.thumbnail_hash FROM feed_items i JOIN articles a ON a.id = i.article_id WHERE i.feed_id = ?1', id);
    expect(story!.thumbnail_hash).toBeNull();
    expect(await rows('SELECT failure FROM feed_images WHERE source_url = ?1', picture)).toEqual([]);
  });

  it('writes the good items of a document beside a broken one, and names the broken one', async () => {
    const id = await register(server.url('/ingest-mixed.json'));
    const item = (n: number, body: string) => ({ id: `mixed-${n}`, title: `Mixed story ${n}`, content_html: body });
    server.write('ingest-mixed.json', JSON.stringify({ version: 'https://jsonfeed.org/version/1.1', items: [item(1, '<p>one</p>'), item(2, `<p>${'x'.repeat(200_001)}</p>`), item(3, '<p>three</p>')] }));
    const report = await run(id);
    expect(report).toMatchObject({ status: 'ok', created: 2 });
    expect(report.problems).toEqual([{ index: 1, key: 'mixed-2', reason: expect.stringContaining('body') }]);
  });
});

describe('the committed feeds', () => {
  // Every format and encoding the parser's tests read (RSS 0.91, 1.0 and 2.0 with content:encoded and
  // media:content, Atom with HTML content, JSON Feed, Big5, TIS-620, missing fields, a hostile body),
  // taken through the whole run: each story lands, sanitised, in its own script, and a second read of
  // the same items (new validators, so the document is read again) writes nothing.
  const FILES = ['rss2-content-media.xml', 'atom-html.xml', 'json-feed.json', 'big5.xml', 'tis620.xml', 'missing-fields.xml', 'hostile.xml', 'rss1-rdf.xml', 'rss091.xml'];
  const SCRIPT: Record<string, RegExp> = { 'big5.xml': /[\u4e00-\u9fff]/, 'tis620.xml': /[\u0e00-\u0e7f]/ };

  it.each(FILES)('%s: every story lands sanitised, once', async (file) => {
    const bytes = readFileSync(join(FEED_FIXTURES_DIR, file));
    const id = await register(server.url(`/${file}`));
    const parsed = parseFeed(bytes, null, server.url(`/${file}`));
    const first = await run(id);
    // Only a headline without a body, a summary or a link has nothing to show (missing-fields.xml has one).
    const nothingToShow = file === 'missing-fields.xml' ? 1 : 0;
    const landed = parsed.entries.length - nothingToShow;
    expect(first).toMatchObject({ status: 'ok', created: landed, updated: 0, unchanged: 0 });
    expect(first.problems.filter((p) => p.reason === 'the item has no body, no summary and no link').length).toBe(nothingToShow);
    expect(first.problems.length).toBe(parsed.problems.length + nothingToShow);
    const stories = await rows<{ title: string; body_html: string }>('SELECT a.title, a.body_html FROM feed_items i JOIN articles a ON a.id = i.article_id WHERE i.feed_id = ?1', id);
    expect(stories.length).toBe(landed);
    for (const story of stories) {
      expect(story.body_html, story.title).not.toMatch(/<script|<style|<iframe[^>]+javascript:|href="javascript:|\son[a-z]+=|src="data:/i);
      if (SCRIPT[file]) expect(story.title).toMatch(SCRIPT[file]);
    }
    // The same items again in a document with other validators: read, and nothing written.
    server.write(file, Buffer.concat([bytes, Buffer.from('\n')]));
    expect(await run(id)).toMatchObject({ status: 'ok', created: 0, updated: 0, unchanged: landed });
    expect(await rows('SELECT COUNT(*) AS n FROM feed_items WHERE feed_id = ?1', id)).toEqual([{ n: landed }]);
  });
});

describe('failures', () => {
  it.each([
    [FIXTURE_ROUTES.missing, 'http-404'],
    [FIXTURE_ROUTES.huge, 'too-large'],
    [FIXTURE_ROUTES.html, 'not-a-feed'],
    [FIXTURE_ROUTES.loop, 'too-many-redirects'],
  ])('records %s as failed with reason %s', async (path, reason) => {
    const id = await register(server.url(path));
    expect(await run(id)).toMatchObject({ status: 'failed', reason, created: 0 });
    expect((await feedView(id)).health).toMatchObject({ healthy: true, consecutiveFailures: 1, lastFailureReason: reason, lastFailureTime: expect.any(Number), lastSuccessTime: null });
  });

  it('follows at most 3 redirects', async () => {
    const hits = server.hits.get(FIXTURE_ROUTES.loop) ?? 0;
    await run(await register(server.url(`${FIXTURE_ROUTES.loop}?count`)));
    // The first request and three redirects, no more.
    expect((server.hits.get(FIXTURE_ROUTES.loop) ?? 0) - hits).toBe(4);
  });

  it('gives up on a feed that answers too slowly', async () => {
    const id = await register(server.url(FIXTURE_ROUTES.slow));
    const started = performance.now();
    const report = await ingestFeed(env(), (await findFeed(db(), id))!, { timeoutMs: SHORT_TIMEOUT_MS });
    expect(report).toMatchObject({ status: 'failed', reason: 'timeout' });
    expect(performance.now() - started).toBeLessThan(4_000);
    expect((await findFeed(db(), id))!.lastFailureReason).toBe('timeout');
  });

  it('refuses a private address unless FEED_FETCH_PRIVATE allows it, without fetching it', async () => {
    const id = await register(`${server.origin.replace('127.0.0.1', 'localhost')}${FIXTURE_ROUTES.missing}`);
    const hits = server.hits.get(FIXTURE_ROUTES.missing) ?? 0;
    const res = await call('POST', `/admin/feeds/${id}/ingest`, undefined, { FEED_FETCH_PRIVATE: 'false' });
    expect(await res.json()).toMatchObject({ status: 'failed', reason: 'refused-address' });
    expect(server.hits.get(FIXTURE_ROUTES.missing) ?? 0).toBe(hits);
  });

  it('backs off exponentially and marks the feed unhealthy after 5 failures in a row', async () => {
    const id = await register(server.url(`${FIXTURE_ROUTES.missing}?backoff`));
    const T = Date.UTC(2026, 10, 28, 12, 0, 0);
    for (let failures = 1; failures <= UNHEALTHY_AFTER_FAILURES; failures++) {
      await ingestFeed(env(), (await findFeed(db(), id))!, { now: T });
      const feed = (await findFeed(db(), id))!;
      expect(feed.nextFetchTime - T, `after ${failures}`).toBe(15 * 60_000 * 2 ** failures);
      expect(feed.healthy, `after ${failures}`).toBe(failures < UNHEALTHY_AFTER_FAILURES);
    }
    expect((await feedView(id)).health).toMatchObject({ healthy: false, consecutiveFailures: 5, lastFailureReason: 'http-404' });
  });
});

describe('identity and scheduling', () => {
  it('gives concurrent new items article ids of their own, past every article', async () => {
    const id = await register('https://news.example.com/alloc.json');
    const [{ max }] = (await rows<{ max: number }>('SELECT MAX(id) AS max FROM articles')) as [{ max: number }];
    const items = await Promise.all(Array.from({ length: 12 }, (_, n) => allocateFeedItem(db(), id, `item-${n}`, Date.now())));
    const ids = items.map((i) => i.articleId);
    expect(new Set(ids).size).toBe(12);
    expect(Math.min(...ids)).toBeGreaterThan(max);
    // The same item again is the same id.
    expect((await allocateFeedItem(db(), id, 'item-3', Date.now())).articleId).toBe(ids[3]);
  });

  it("never overwrites a story another writer put under an item's allocated id, and allocates anew", async () => {
    const id = await register(server.url('/ingest-taken.json'));
    server.write('ingest-taken.json', JSON.stringify({ version: 'https://jsonfeed.org/version/1.1', items: [{ id: 'taken-1', title: 'Feed story', content_html: '<p>feed</p>' }] }));
    const { articleId } = await allocateFeedItem(db(), id, 'taken-1', Date.now());
    const editorial = { country: 'tw', title: 'Editor story', body: '<p>editor</p>', publisherId: PUBLISHER, category: 'News' };
    expect((await call('PUT', `/admin/articles/${articleId}`, editorial)).status).toBe(201);
    const first = await run(id);
    expect(first).toMatchObject({ status: 'ok', created: 0 });
    expect(first.problems).toEqual([{ index: 0, key: 'taken-1', reason: expect.stringContaining('taken') }]);
    expect(await rows('SELECT title FROM articles WHERE id = ?1', articleId)).toEqual([{ title: 'Editor story' }]);
    // The document has not changed (304): the next run after it changes writes the story under a new id.
    server.write('ingest-taken.json', JSON.stringify({ version: 'https://jsonfeed.org/version/1.1', items: [{ id: 'taken-1', title: 'Feed story', content_html: '<p>feed, again</p>' }] }));
    expect(await run(id)).toMatchObject({ status: 'ok', created: 1, problems: [] });
    const [item] = await rows<{ article_id: number }>("SELECT article_id FROM feed_items WHERE feed_id = ?1 AND item_key = 'taken-1'", id);
    expect(item!.article_id).not.toBe(articleId);
  });

  it('enqueues each due feed once per lease; the consumer runs it and acknowledges even a failing feed', async () => {
    await db().prepare('UPDATE feeds SET enabled = 0').run();
    const good = await register(server.url('/ingest-news.json?queue'));
    const bad = await register(server.url(`${FIXTURE_ROUTES.missing}?queue`));
    const now = Date.now() + 1000;
    const sent: FeedMessage[] = [];
    // The platform's queue is recorded here; the served worker's real one is tests/worker/feedsSchedule.test.ts's.
    const queue = {
      sendBatch: async (batch: Iterable<MessageSendRequest<FeedMessage>>) => {
        sent.push(...[...batch].map((m) => m.body));
        return { metadata: { metrics: { backlogCount: 0, backlogBytes: 0 } } } as unknown as QueueSendBatchResponse;
      },
    };
    expect(await enqueueDueFeeds(db(), queue, now)).toBe(2);
    expect(await enqueueDueFeeds(db(), queue, now + FEED_CLAIM_LEASE_MS - 1)).toBe(0);
    expect(sent).toEqual([{ feedId: good }, { feedId: bad }]);
    const acked: string[] = [];
    const messages: FeedQueueMessage[] = [...sent, { feedId: 999_999 }].map((body, n) => ({ id: `m${n}`, body, attempts: 1, ack: () => void acked.push(`m${n}`), retry: () => {} }));
    const reports = await consumeFeeds(messages, env());
    expect(acked).toEqual(['m0', 'm1', 'm2']);
    expect(reports.map((r) => [r.feedId, r.status])).toEqual([[good, 'ok'], [bad, 'failed']]);
  });
});
