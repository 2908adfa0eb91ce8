// A publisher with more stories than one window, on the served worker: its page shows the first 20
// and the load-more island, the listing partial serves the rest in order, and an editor's new story
// reaches the cached page at once (the page carries the publisher's cache tag). This file's editor
// adds stories to a tw publisher, so it has a server of its own (other files count tw's stories).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { publisherListingId } from '#/domain/portal/entityListings.ts';
import { loadSeedMarket } from '../../scripts/loadSeedContent.ts';
import { ROOT } from '../../scripts/localPlatform.ts';
import { publisherId } from '../../scripts/seedIds.ts';
import { loadSeedSpecials, specialStories } from '../../scripts/seedSpecials.ts';
import { ADMIN_TOKEN, http as httpTo } from '../helpers/workerHttp.ts';
import { startWorkerServer, type WorkerServer } from '../helpers/workerServer.ts';

let server: WorkerServer;
const http = (path: string, init: Parameters<typeof httpTo>[1] = {}) => httpTo(path, { ...init, origin: server.origin });
beforeAll(async () => {
  server = await startWorkerServer('publisher-load-more');
});
afterAll(async () => {
  await server?.stop();
});

const tw = loadSeedMarket(ROOT, 'tw');
const SOURCE = 'sportsman-tw';
const CP = publisherId('tw', SOURCE);
// Its stories in the tabs and on the special pages (the sports topic is this publisher's).
const SEEDED = [...tw.articles, ...specialStories(loadSeedSpecials(ROOT, 'tw', tw))].filter((a) => a.publisherId === SOURCE).length;
const ADDED = 25;
const TEAMS = ['中信兄弟', '統一獅', '樂天桃猿', '富邦悍將', '味全龍'];

function story(i: number) {
  const home = TEAMS[i % TEAMS.length]!;
  const away = TEAMS[(i + 2) % TEAMS.length]!;
  return {
    country: 'tw',
    title: `中職例行賽第${i + 1}戰：${home}主場迎戰${away}，九局下半再見安打`,
    summary: `${home}與${away}在主場纏鬥九局，最後由代打球員擊出再見安打收下勝利。`,
    body: `<p>${home}今晚在主場迎戰${away}，雙方先發投手各投六局僅失一分。九局下半兩出局後，代打球員把握機會擊出再見安打，為球隊拿下本季第${i + 1}場勝利。</p>`,
    author: '運動中心',
    publisherId: CP,
    category: '運動',
    tags: ['中職'],
    // Newer than every seeded story, a minute apart, the first added the oldest.
    publishTime: Date.now() - (ADDED - i) * 60_000,
  };
}

const wrappedIds = (html: string) => [...html.matchAll(/<li data-wrapped-id="([^"]+)"/g)].map((m) => m[1]!);

it('shows the first 20 stories with load-more, the partial serves the rest, and a new story purges the page', async () => {
  const page = `/tw/v2/publisher/${CP}`;
  const before = await http(page);
  expect(before.status).toBe(200);
  expect(wrappedIds(before.text)).toHaveLength(SEEDED);
  expect(before.text).not.toContain('LoadMore');
  expect((await http(page)).headers.get('x-astro-cache')).toBe('HIT');

  for (let i = 0; i < ADDED; i++) {
    const res = await http(`/webapi/admin/articles/${930_001 + i}`, { method: 'PUT', headers: { authorization: `Bearer ${ADMIN_TOKEN}` }, body: story(i) });
    expect(res.status, res.text).toBeLessThan(300);
  }

  const after = await http(page);
  expect(after.headers.get('x-astro-cache'), 'the editor’s writes purged the page').not.toBe('HIT');
  const first = wrappedIds(after.text);
  expect(first).toHaveLength(20);
  expect(after.text).toContain(story(ADDED - 1).title);
  expect(after.text).toContain('LoadMore');

  const id = publisherListingId(CP, 'latest');
  const more = await http(`/tw/v2/partial/listing/${id}?offset=20&length=20`);
  expect(more.status).toBe(200);
  const rest = wrappedIds(more.text);
  expect(rest).toHaveLength(SEEDED + ADDED - 20);
  const all = [...first, ...rest];
  expect(new Set(all.map((w) => w.split('_').at(-2))).size).toBe(SEEDED + ADDED);
  expect(all.map((w) => Number(w.split('_').at(-1)))).toEqual(all.map((_, i) => i));
}, 120_000);
