// Follows on the served worker, sent at the same time by one reader: 20 follows of one entity store
// one row (one 201, the rest 409 code 120001); with the reader one below the per-market limit, 20
// follows of 20 different entities admit exactly one (the rest 409 code 120002). Every call is sent
// once. The reader's first 99 follows are written straight into the server's D1 file, as the
// per-reader write budget would otherwise spread them over minutes: a write from outside holds the
// file's lock, so this file has a server of its own (other files' pages must not wait on it).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { withBindingSqlite } from '../../scripts/localPlatform.ts';
import { loadSeedMarket } from '../../scripts/loadSeedContent.ts';
import { ROOT } from '../../scripts/localPlatform.ts';
import { publisherId } from '../../scripts/seedIds.ts';
import { SUBSCRIPTION_LIMIT } from '#/domain/content/subscriptions.ts';
import { tagHash } from '#/domain/content/tagHash.ts';
import { http as httpTo } from '../helpers/workerHttp.ts';
import { startWorkerServer, type WorkerServer } from '../helpers/workerServer.ts';

const CALLS = 20;
const tw = loadSeedMarket(ROOT, 'tw');

let server: WorkerServer;
const http = (path: string, init: Parameters<typeof httpTo>[1] = {}) => httpTo(path, { ...init, origin: server.origin });
beforeAll(async () => {
  server = await startWorkerServer('subscriptions');
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
