// The collector in-process against a real local D1 and a real local queue: a workerd of this file's
// own binds INSIGHTS_QUEUE as a producer, and its consumer hands each delivered message back here, so
// the tests read what the queue really carried. 202 and the message, text/plain beacons, 400 naming
// the field, 413 before parsing, 429 per browser, and nothing written to D1 on the request path.
import { Miniflare, convertV4MiniflareOptions } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '#functions/webapi/app.ts';
import { COLLECT_PER_CLIENT, INSIGHTS, collectClock } from '#functions/webapi/collect.ts';
import { abuseClock, bucketOf } from '#functions/webapi/abuseLimits.ts';
import { countHits } from '#functions/rateLimits/counters.ts';
import { COLLECT_BATCH_MAX, COLLECT_BODY_MAX_BYTES, type CollectBatch, type CollectMessage } from '#/domain/insights/events.ts';
import { openTestPlatform, type TestPlatform } from '../helpers/testPlatform.ts';

let platform: TestPlatform;
let queue: Miniflare;
const delivered: CollectMessage[] = [];
const env = () => platform.env;

beforeAll(async () => {
  platform = await openTestPlatform({ content: false });
  queue = new Miniflare(
    convertV4MiniflareOptions({
      workers: [
        {
          name: 'collector',
          modules: true,
          script: 'export default { fetch() { return new Response(null, { status: 204 }) } }',
          queueProducers: { INSIGHTS_QUEUE: { queueName: 'collect-test' } },
        },
        {
          name: 'receiver',
          modules: true,
          script: `export default { async queue(batch, env) { await env.RECEIVED.fetch('http://received/', { method: 'POST', body: JSON.stringify(batch.messages.map((m) => m.body)) }); batch.ackAll(); } }`,
          queueConsumers: { 'collect-test': { maxBatchSize: 1, maxBatchTimeout: 0 } },
          serviceBindings: {
            RECEIVED: async (request: Request) => {
              delivered.push(...((await request.json()) as CollectMessage[]));
              return new Response(null, { status: 204 });
            },
          },
        },
      ],
    } as Parameters<typeof convertV4MiniflareOptions>[0]),
  );
  platform.env.INSIGHTS_QUEUE = (await queue.getQueueProducer('INSIGHTS_QUEUE', 'collector')) as unknown as Queue;
}, 120_000);
afterAll(async () => {
  await queue?.dispose();
  await platform?.dispose();
});

let serial = 0;
const uid = () => `0b6c1f2e-7d4a-4c3b-9e8f-${String(++serial).padStart(12, '0')}`;
const client = (extra: Partial<CollectBatch['client']> = {}): CollectBatch['client'] => ({ cid: 'reader-cid-0001', platform: 'mw', country: 'tw', group: 'NA', ...extra });
const pageview = (extra: Record<string, unknown> = {}) => ({ kind: 'pageview', id: uid(), at: Date.now(), page: '/tw/article/abc?utm=x', pageType: 'article', title: '今天的新聞', ...extra });

async function post(body: unknown, init: { contentType?: string; ip?: string } = {}) {
  const res = await app.request(
    'http://portal.test/webapi/collect',
    { method: 'POST', headers: { 'content-type': init.contentType ?? 'application/json', 'cf-connecting-ip': init.ip ?? '203.0.113.90' }, body: typeof body === 'string' ? body : JSON.stringify(body) },
    env(),
  );
  return { status: res.status, body: (await res.json()) as { accepted?: number; message?: string }, headers: res.headers };
}

/** The message the queue delivered for this batch (its first event's id). */
const deliveredFor = async (firstId: string) => {
  await expect.poll(() => delivered.some((m) => m.events[0]?.id === firstId), { timeout: 10_000 }).toBe(true);
  return delivered.find((m) => m.events[0]?.id === firstId)!;
};

const seenRows = async () => (await platform.env.DB.prepare('SELECT COUNT(*) AS n FROM insight_seen').first<{ n: number }>())!.n;

describe('accepting', () => {
  it('answers 202 with the count and puts the batch on the queue with its receipt time, unknown fields left out, nothing in D1', async () => {
    const now = Date.UTC(2026, 10, 28, 9, 30, 15);
    const realNow = collectClock.now;
    collectClock.now = () => now;
    try {
      const events = [
        pageview({ extra: 'dropped' }),
        { kind: 'impression', id: uid(), at: now, page: '/tw', pageType: 'portal', target: 'tw:portal:between-2', targetKind: 'ad' },
        { kind: 'vital', id: uid(), at: now, page: '/tw', pageType: 'portal', metric: 'LCP', value: 1234.5, rating: 'good', attribution: 'img.hero' },
        { kind: 'error', id: uid(), at: now, page: '/tw', pageType: 'portal', message: 'TypeError: x is undefined', source: 'error' },
        { kind: 'event', id: uid(), at: now, page: '/tw', pageType: 'portal', name: 'online' },
      ];
      const res = await post({ client: client({ country: 'TW' }), events });
      expect([res.status, res.body]).toEqual([202, { accepted: 5 }]);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      const message = await deliveredFor(events[0]!.id as string);
      expect(message.receivedAt).toBe(now);
      expect(message.client).toEqual({ cid: 'reader-cid-0001', platform: 'mw', country: 'tw', group: 'NA' });
      expect(message.events.map((e) => e.kind)).toEqual(['pageview', 'impression', 'vital', 'error', 'event']);
      expect(message.events[0]).not.toHaveProperty('extra');
      expect(await seenRows()).toBe(0);
    } finally {
      collectClock.now = realNow;
    }
  });

  it("reads navigator.sendBeacon's text/plain body as the JSON it is", async () => {
    const event = pageview();
    const res = await post(JSON.stringify({ client: client({ tid: 'a'.repeat(64), platform: 'liff', appVersion: '14.3.0' }), events: [event] }), { contentType: 'text/plain;charset=UTF-8' });
    expect([res.status, res.body]).toEqual([202, { accepted: 1 }]);
    expect((await deliveredFor(event.id as string)).client).toMatchObject({ platform: 'liff', tid: 'a'.repeat(64) });
  });
});

describe('refusing', () => {
  it.each([
    ['a market that does not exist', { client: client({ country: 'xx' }), events: [pageview()] }, '"client.country"'],
    ['an unknown platform code', { client: client({ platform: 'tv' as never }), events: [pageview()] }, '"client.platform"'],
    ['a tid that is not a hash', { client: client({ tid: 'U1234' }), events: [pageview()] }, '"client.tid"'],
    ['no events', { client: client(), events: [] }, '"events"'],
    ['more events than a batch holds', { client: client(), events: Array.from({ length: COLLECT_BATCH_MAX + 1 }, () => pageview()) }, '"events"'],
    ['an unknown kind', { client: client(), events: [pageview({ kind: 'scroll' })] }, '"events.0.kind"'],
    ['a page view without its title', { client: client(), events: [pageview(), pageview({ title: undefined })] }, '"events.1.title"'],
    ['a page that is not a path', { client: client(), events: [pageview({ page: 'https://evil.test/' })] }, '"events.0.page"'],
    ['an id that is not one', { client: client(), events: [pageview({ id: 'x' })] }, '"events.0.id"'],
    ['an unknown vital', { client: client(), events: [{ kind: 'vital', id: uid(), at: 1, page: '/', pageType: 'portal', metric: 'FID', value: 1, rating: 'good' }] }, '"events.0.metric"'],
    ['a negative vital', { client: client(), events: [{ kind: 'vital', id: uid(), at: 1, page: '/', pageType: 'portal', metric: 'CLS', value: -0.1, rating: 'good' }] }, '"events.0.value"'],
    ['an error message past 500 characters', { client: client(), events: [{ kind: 'error', id: uid(), at: 1, page: '/', pageType: 'portal', message: 'e'.repeat(501), source: 'error' }] }, '"events.0.message"'],
    ['a stack past 4,000 characters', { client: client(), events: [{ kind: 'error', id: uid(), at: 1, page: '/', pageType: 'portal', message: 'e', stack: 's'.repeat(4001), source: 'error' }] }, '"events.0.stack"'],
    ['an impression of an unknown kind of target', { client: client(), events: [{ kind: 'impression', id: uid(), at: 1, page: '/', pageType: 'portal', target: 'm1', targetKind: 'banner' }] }, '"events.0.targetKind"'],
  ])('400 for %s, naming the field', async (_what, body, field) => {
    const res = await post(body);
    expect(res.status, res.body.message).toBe(400);
    expect(res.body.message).toContain(field);
  });

  it('400 for a body that is not JSON, beacon or not', async () => {
    for (const contentType of ['application/json', 'text/plain']) {
      const res = await post('{"client":', { contentType });
      expect([res.status, res.body.message]).toEqual([400, 'Invalid body: expected a JSON object']);
    }
  });

  it('413 past the body cap, before the body is read', async () => {
    const events = Array.from({ length: 30 }, () => ({ kind: 'error', id: uid(), at: 1, page: '/', pageType: 'portal', message: 'e'.repeat(500), stack: 's'.repeat(4000), source: 'error' }));
    const body = JSON.stringify({ client: client(), events });
    expect(body.length).toBeGreaterThan(COLLECT_BODY_MAX_BYTES);
    const res = await post(body);
    expect([res.status, res.body.message]).toEqual([413, `Request body too large: at most ${COLLECT_BODY_MAX_BYTES} bytes`]);
  });

  it("429 past a browser's budget, whatever address it sends from; another browser still gets through", async () => {
    const cid = `budget-${Date.now()}`;
    const { windowSeconds, limit } = COLLECT_PER_CLIENT;
    // One instant for the whole test: the window cannot turn between filling the budget and the call.
    const realNow = abuseClock.now;
    const now = Date.now();
    abuseClock.now = () => now;
    try {
      const windowStart = Math.floor(now / (windowSeconds * 1000)) * windowSeconds * 1000;
      // The budget spent already: its counter (the real one) at the limit.
      await countHits(platform.env.RATE_LIMITS, bucketOf(INSIGHTS, 'client', cid), windowStart, windowSeconds * 1000, limit);
      const refused = await post({ client: client({ cid }), events: [pageview()] }, { ip: '198.51.100.7' });
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(new RegExp(`^too many insight batches from this browser: at most ${limit} every 60 s`));
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await post({ client: client({ cid: `${cid}-other` }), events: [pageview()] }, { ip: '198.51.100.7' })).status).toBe(202);
    } finally {
      abuseClock.now = realNow;
    }
  });
});
