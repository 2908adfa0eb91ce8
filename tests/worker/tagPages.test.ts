// Tag pages on the served worker, cached: an editor's story reaches every cached page of its tags at
// once (the page and load-more's partial carry the tag's cache tag), including a tag's 'no page'
// from before its first story, and a story taken out of a tag leaves its page. This file's editor
// changes tw's tags, so it has a server of its own (other files count tw's tagged stories).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { tagHash } from '#/domain/content/tagHash.ts';
import { tagListingId } from '#/domain/portal/entityListings.ts';
import { loadSeedMarket } from '../../scripts/loadSeedContent.ts';
import { ROOT } from '../../scripts/localPlatform.ts';
import { publisherId } from '../../scripts/seedIds.ts';
import { ADMIN_TOKEN, http as httpTo } from '../helpers/workerHttp.ts';
import { startWorkerServer, type WorkerServer } from '../helpers/workerServer.ts';
import { mostUsedTag, tagCounts } from '../../scripts/seedTags.ts';

let server: WorkerServer;
const http = (path: string, init: Parameters<typeof httpTo>[1] = {}) => httpTo(path, { ...init, origin: server.origin });
beforeAll(async () => {
  server = await startWorkerServer('tag-pages');
});
afterAll(async () => {
  await server?.stop();
});

const tw = loadSeedMarket(ROOT, 'tw');
/** The broadest tw tag (more stories than one window) and a tag no story carries yet. */
const [BROAD, SEEDED] = mostUsedTag(tagCounts(tw.articles));
const NEW_TAG = '跨年晚會';

const story = (tags: string[]) => ({
  country: 'tw',
  title: '跨年倒數活動卡司公布 台北市府前廣場預計湧入10萬人',
  summary: '台北市政府公布跨年晚會演出陣容，捷運將延長營運42小時。',
  body: '<p>台北市政府今天公布跨年晚會演出陣容，共有12組歌手與樂團登台，預估將有10萬人到場倒數。捷運公司宣布跨年夜延長營運42小時。</p>',
  author: '地方中心',
  publisherId: publisherId('tw', tw.articles[0]!.publisherId),
  category: '活動',
  tags,
  publishTime: Date.now() - 60_000,
});

const wrappedIds = (html: string) => [...html.matchAll(/<li data-wrapped-id="([^"]+)"/g)].map((m) => m[1]!);
const put = async (tags: string[]) => {
  const res = await http('/webapi/admin/articles/940001', { method: 'PUT', headers: { authorization: `Bearer ${ADMIN_TOKEN}` }, body: story(tags) });
  expect(res.status, res.text).toBeLessThan(300);
};

it("an editor's story reaches the cached pages of its tags, and leaves them when untagged", async () => {
  const broad = `/tw/v2/tag/${tagHash(BROAD)}/all`;
  const fresh = `/tw/v2/tag/${tagHash(NEW_TAG)}/all`;
  const partial = `/tw/v2/partial/listing/${tagListingId(tagHash(BROAD), 'all')}?offset=20&length=20`;

  const before = await http(broad);
  expect(before.status).toBe(200);
  expect(wrappedIds(before.text)).toHaveLength(20);
  expect(before.text).toContain('data-load-more=');
  expect((await http(broad)).headers.get('x-astro-cache')).toBe('HIT');
  const restBefore = await http(partial);
  expect(wrappedIds(restBefore.text)).toHaveLength(SEEDED - 20);
  expect((await http(partial)).headers.get('x-astro-cache')).toBe('HIT');
  expect((await http(fresh)).status).toBe(404);
  await http(fresh);

  await put([BROAD, NEW_TAG]);

  const after = await http(broad);
  expect(after.headers.get('x-astro-cache'), 'the write purged the tag page').not.toBe('HIT');
  expect(after.text).toContain(story([]).title);
  const restAfter = await http(partial);
  expect(restAfter.headers.get('x-astro-cache'), 'the write purged the load-more partial').not.toBe('HIT');
  // One more story in the tag: the oldest of the first window moved on to the partial.
  expect(wrappedIds(restAfter.text)).toHaveLength(SEEDED + 1 - 20);
  const created = await http(fresh);
  expect(created.status, "the tag's 'no page' from before its first story is gone").toBe(200);
  expect(wrappedIds(created.text)).toHaveLength(1);

  // Taken out of the broad tag: its page drops the story at once.
  expect((await http(broad)).headers.get('x-astro-cache')).toBe('HIT');
  await put([NEW_TAG]);
  const untagged = await http(broad);
  expect(untagged.headers.get('x-astro-cache')).not.toBe('HIT');
  expect(untagged.text).not.toContain(story([]).title);
}, 120_000);
