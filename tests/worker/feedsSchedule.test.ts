// The feeds' schedule on the served worker: a feed registered on a local fixture host is enqueued by
// the 5-minute cron (GET /cdn-cgi/local/scheduled), ingested by the feeds queue's consumer, and its
// story is readable through /webapi (its publisher's latest stories, the article call), its page
// answers and its picture is served at a stored size (the served worker's Images binding); an item
// added to the document appears at the next tick the feed is due, with no restart.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN_TOKEN, http } from '../helpers/workerHttp.ts';
import { startFeedFixtureServer, type FeedFixtureServer } from '../helpers/feedFixtureServer.ts';

const FEEDS_CRON = '*/5 * * * *';
/** A variant edition's publisher whose pages no other test reads: the stories this adds stay out of their way. */
const COUNTRY = 'spot';
const PUBLISHER = 'spot-island-finance';
/** Past a new feed's default poll interval (15 minutes): the feed is due again. */
const NEXT_DUE_MS = 16 * 60_000;

let server: FeedFixtureServer;
beforeAll(async () => {
  server = await startFeedFixtureServer({ slowMs: 0 });
});
afterAll(async () => {
  await server?.close();
});

const admin = { Authorization: `Bearer ${ADMIN_TOKEN}` };
const tick = async (time: number) => expect((await http(`/cdn-cgi/local/scheduled?cron=${encodeURIComponent(FEEDS_CRON)}&time=${time}`)).status).toBe(200);

interface Card {
  hash: string;
  thumbnail: { hash: string } | null;
}

/** The publisher's latest stories through /webapi, by title. */
async function latestTitles(): Promise<Map<string, Card>> {
  const res = await http(`/webapi/publisher/${PUBLISHER}/listing?country=${COUNTRY}&tab=latest&length=20`);
  expect(res.status, res.text).toBe(200);
  return new Map(res.json<{ items: (Card & { title: string })[] }>().items.map((i) => [i.title, i]));
}

it('ingests a due feed from the cron through the queue, and a new item at the next due tick', async () => {
  // A run of its own: the served worker's state outlives a run.
  const run = Date.now().toString(36);
  const title = (n: number) => `Scheduled story ${n} of run ${run}`;
  const item = (n: number) => ({ id: `${run}-${n}`, title: title(n), content_html: `<p>Story ${n} arrived on its own.</p>`, image: server.url('/ingest-photo.png') });
  const file = `ingest-schedule-${run}.json`;
  const write = (...items: unknown[]) => server.write(file, JSON.stringify({ version: 'https://jsonfeed.org/version/1.1', title: 'Schedule', items }));
  write(item(1));
  const registered = await http('/webapi/admin/feeds', { headers: admin, body: { publisherId: PUBLISHER, country: COUNTRY, url: server.url(file) } });
  expect(registered.status, registered.text).toBe(201);

  await tick(Date.now());
  await expect.poll(async () => (await latestTitles()).has(title(1)), { timeout: 20_000, interval: 250 }).toBe(true);
  const { hash, thumbnail } = (await latestTitles()).get(title(1))!;
  const article = await http(`/webapi/article?country=${COUNTRY}&hash=${hash}`);
  expect(article.status, article.text).toBe(200);
  expect(article.text).toContain('Story 1 arrived on its own.');
  const page = await http(`/${COUNTRY}/v2/article/${hash}`);
  expect(page.status).toBe(200);
  expect(page.text).toContain(title(1));
  // Its picture, resized by the served worker's Images binding, from the media route.
  expect(thumbnail).not.toBeNull();
  const picture = await http(`/media/${thumbnail!.hash}/w280`);
  expect([picture.status, picture.headers.get('content-type')]).toEqual([200, 'image/jpeg']);

  write(item(2), item(1));
  await tick(Date.now() + NEXT_DUE_MS);
  await expect.poll(async () => (await latestTitles()).has(title(2)), { timeout: 20_000, interval: 250 }).toBe(true);
});
