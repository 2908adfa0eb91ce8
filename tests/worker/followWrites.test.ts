// Writes on the served worker that need a server of their own.
//
// Follows sent at the same time by one reader: 20 follows of one entity store one row (one 201, the
// rest 409 code 120001); with the reader one below the per-market limit, 20 follows of 20 different
// entities admit exactly one (the rest 409 code 120002). Every call is sent once. The reader's first
// 99 follows are written straight into the server's D1 file, as the per-reader write budget would
// otherwise spread them over minutes; a write from outside holds the file's lock, which other
// files' pages must not wait on.
//
// A publisher with more stories than one window: its page shows the first 20 and the load-more
// island, the listing partial serves the rest in order, and an editor's new story reaches the cached
// page at once (the page carries the publisher's cache tag). The editor adds stories to a tw
// publisher, which other files' counts of tw's stories must not see.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, withBindingSqlite } from '../../scripts/localPlatform.ts';
import { loadSeedMarket } from '../../scripts/loadSeedContent.ts';
import { publisherId } from '../../scripts/seedIds.ts';
import { loadSeedSpecials, specialStories } from '../../scripts/seedSpecials.ts';
import { SUBSCRIPTION_LIMIT } from '#/domain/content/subscriptions.ts';
import { tagHash } from '#/domain/content/tagHash.ts';
import { publisherListingId } from '#/domain/portal/entityListings.ts';
import { ADMIN_TOKEN, http as httpTo } from '../helpers/workerHttp.ts';
import { startWorkerServer, type WorkerServer } from '../helpers/workerServer.ts';

const CALLS = 20;
const tw = loadSeedMarket(ROOT, 'tw');

let server: WorkerServer;
const http = (path: string, init: Parameters<typeof httpTo>[1] = {}) => httpTo(path, { ...init, origin: server.origin });
beforeAll(async () => {
  server = await startWorkerServer('follow-writes');
});
afterAll(async () => {
  await server?.stop();
});

async function signIn(userId: string): Promise<Record<string, string>> {
  const res = await http('/webapi/dev/login', { body: { userId, displayName: userId } });
  expect(res.status, res.text).toBe(200);
  return { 'X-Liff-Access-Token': res.json<{ accessToken: string }>().accessToken };
}

const follow = (headers: Record<string, string>, entityType: string, entityId: string) =>
  http('/webapi/subscription/entity/subscribe?country=tw', { headers, body: { entityType, entityId } });

const total = async (headers: Record<string, string>) => (await http('/webapi/subscription/list?country=tw&length=1', { headers })).json<{ total: number }>().total;

describe('follows at the same time', () => {
  it('20 follows of one publisher at once by one reader: one row, one 201, nineteen 120001', async () => {
    const headers = await signIn(`served-race-${Date.now()}`);
    const answers = await Promise.all(Array.from({ length: CALLS }, () => follow(headers, 'CP', publisherId('tw', tw.publishers[0]!.id))));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    const refused = answers.filter((a) => a.status === 409).map((a) => a.json<{ code: number; message: string }>());
    expect(refused).toHaveLength(CALLS - 1);
    expect(refused.every((r) => r.code === 120001 && r.message === 'already subscribed')).toBe(true);
    expect(await total(headers)).toBe(1);
  }, 60_000);

  it('one below the limit, 20 follows of different entities at once admit exactly one', async () => {
    const userId = `served-limit-${Date.now()}`;
    const headers = await signIn(userId);
    withBindingSqlite(server.stateDir, 'd1/miniflare-D1DatabaseObject', 'subscriptions', (db) => {
      const insert = db.prepare("INSERT INTO subscriptions (user_id, country, entity_type, entity_id, created_time) VALUES (?, 'tw', 'TAG', ?, ?)");
      for (let i = 0; i < SUBSCRIPTION_LIMIT - 1; i++) insert.run(userId, tagHash(`served-filler-${i}`), i + 1);
    });
    expect(await total(headers)).toBe(SUBSCRIPTION_LIMIT - 1);

    const publishers = tw.publishers.map((p) => ({ type: 'CP', id: publisherId('tw', p.id) }));
    const tags = [...new Set(tw.articles.flatMap((a) => a.tags))].map((t) => ({ type: 'TAG', id: tagHash(t) }));
    const targets = [...publishers, ...tags].slice(0, CALLS);
    expect(targets).toHaveLength(CALLS);
    const answers = await Promise.all(targets.map((t) => follow(headers, t.type, t.id)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    const refused = answers.filter((a) => a.status === 409).map((a) => a.json<{ code: number; message: string }>());
    expect(refused).toHaveLength(CALLS - 1);
    expect(refused.every((r) => r.code === 120002 && r.message === 'subscription limit reached')).toBe(true);
    expect(await total(headers)).toBe(SUBSCRIPTION_LIMIT);
  }, 60_000);
});

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

describe('a publisher with more than one window', () => {
  it('shows the first 20 stories with load-more, the partial serves the rest, and a new story purges the page', async () => {
    const page = `/tw/v2/publisher/${CP}`;
    const before = await http(page);
    expect(before.status).toBe(200);
    expect(wrappedIds(before.text)).toHaveLength(SEEDED);
    expect(before.text).not.toContain('data-load-more=');
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
    expect(after.text).toContain('data-load-more=');

    const id = publisherListingId(CP, 'latest');
    const more = await http(`/tw/v2/partial/listing/${id}?offset=20&length=20`);
    expect(more.status).toBe(200);
    const rest = wrappedIds(more.text);
    expect(rest).toHaveLength(SEEDED + ADDED - 20);
    const all = [...first, ...rest];
    expect(new Set(all.map((w) => w.split('_').at(-2))).size).toBe(SEEDED + ADDED);
    expect(all.map((w) => Number(w.split('_').at(-1)))).toEqual(all.map((_, i) => i));
  }, 120_000);
});
