// The insights queue's consumer against a real local D1 (migration 0045): the rollup keys (minute of
// receipt, market, page type; path without its query, the latest title; vital buckets; an error's
// first 200 characters; impressions and clicks per target), each event id counted once — within a
// message, across messages, and when a message is delivered again — and a message D1 refuses stored
// not at all and left for a retry. The messages are the platform's shape (id, body, attempts, ack,
// retry); the queue itself carries them in tests/worker/collectQueue.test.ts.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { consumeInsights, type InsightMessage } from '#functions/insights/consumer.ts';
import type { DataPointWriter } from '#functions/insights/dataPoints.ts';
import { sweepInsightSeen } from '#functions/db/insightsWrite.ts';
import { minuteOf, vitalBucket, type CollectMessage, type InsightEvent } from '#/domain/insights/events.ts';
import { openTestPlatform, type TestPlatform } from '../helpers/testPlatform.ts';

let platform: TestPlatform;
const db = () => platform.env.DB;
const T = Date.UTC(2026, 10, 28, 9, 30, 15);

beforeAll(async () => {
  platform = await openTestPlatform({ content: false });
}, 120_000);
beforeEach(async () => {
  await db().batch(['insight_seen', 'insight_page_views', 'insight_events', 'insight_impressions', 'insight_vitals', 'insight_errors'].map((t) => db().prepare(`DELETE FROM ${t}`)));
});

let serial = 0;
const id = () => `5d1e0c3a-2b4f-4e6d-8a9c-${String(++serial).padStart(12, '0')}`;
const on = (page: string, pageType = 'article') => ({ at: T, page, pageType });

function message(events: InsightEvent[], receivedAt = T, country = 'tw'): InsightMessage & { acked: number; retried: number } {
  const body: CollectMessage = { client: { cid: 'reader-cid-0001', platform: 'mw', country, group: 'NA' }, events, receivedAt };
  return {
    id: `m-${++serial}`,
    body,
    attempts: 1,
    acked: 0,
    retried: 0,
    ack() {
      this.acked++;
    },
    retry() {
      this.retried++;
    },
  };
}

const rows = async (sql: string) => (await db().prepare(sql).all()).results;

describe('the rollup keys', () => {
  it('counts page views per minute of receipt, market, page type and path without its query; the title is the latest', async () => {
    const a = message([
      { kind: 'pageview', id: id(), ...on('/tw/article/abc?utm_source=x'), title: 'Old title' },
      { kind: 'pageview', id: id(), ...on('/tw/article/abc#comments'), title: 'New title' },
      { kind: 'pageview', id: id(), ...on('/tw/article/abc', 'gallery'), title: 'Gallery' },
    ]);
    const b = message([{ kind: 'pageview', id: id(), ...on('/tw/article/abc'), title: 'Next minute' }], T + 60_000);
    const c = message([{ kind: 'pageview', id: id(), ...on('/th/article/abc'), title: 'Thai' }], T, 'th');
    expect(await consumeInsights([a, b, c], { db: db() })).toBe(5);
    expect([a.acked, b.acked, c.acked]).toEqual([1, 1, 1]);
    const m = minuteOf(T);
    expect(await rows('SELECT minute, country, page_type, path, title, views FROM insight_page_views ORDER BY minute, country, page_type')).toEqual([
      { minute: m, country: 'th', page_type: 'article', path: '/th/article/abc', title: 'Thai', views: 1 },
      { minute: m, country: 'tw', page_type: 'article', path: '/tw/article/abc', title: 'New title', views: 2 },
      { minute: m, country: 'tw', page_type: 'gallery', path: '/tw/article/abc', title: 'Gallery', views: 1 },
      { minute: m + 1, country: 'tw', page_type: 'article', path: '/tw/article/abc', title: 'Next minute', views: 1 },
    ]);
  });

  it('counts events by name and label, impressions and clicks per target, vitals per bucket, errors by their first 200 characters', async () => {
    const long = `TypeError: ${'x'.repeat(300)}`;
    const events: InsightEvent[] = [
      { kind: 'event', id: id(), ...on('/tw'), name: 'entmt.clickbtn.share', label: 'line' },
      { kind: 'event', id: id(), ...on('/tw'), name: 'entmt.clickbtn.share', label: 'line' },
      { kind: 'event', id: id(), ...on('/tw'), name: 'offline' },
      { kind: 'impression', id: id(), ...on('/tw', 'portal'), target: 'tw:portal:between-2', targetKind: 'ad' },
      { kind: 'impression', id: id(), ...on('/tw', 'portal'), target: 'tw:portal:between-2', targetKind: 'ad' },
      { kind: 'click', id: id(), ...on('/tw', 'portal'), target: 'tw:portal:between-2', targetKind: 'ad' },
      { kind: 'click', id: id(), ...on('/tw', 'portal'), target: 'hot-news', targetKind: 'module' },
      { kind: 'vital', id: id(), ...on('/tw'), metric: 'LCP', value: 2420, rating: 'good' },
      { kind: 'vital', id: id(), ...on('/tw'), metric: 'LCP', value: 2449.9, rating: 'good' },
      { kind: 'vital', id: id(), ...on('/tw'), metric: 'CLS', value: 0.12, rating: 'needs-improvement' },
      { kind: 'error', id: id(), ...on('/tw'), message: long, source: 'error' },
      { kind: 'error', id: id(), ...on('/tw'), message: `${long}, other tail`, source: 'rejection' },
    ];
    expect(await consumeInsights([message(events)], { db: db() })).toBe(events.length);
    expect(await rows('SELECT name, label, count FROM insight_events ORDER BY name')).toEqual([
      { name: 'entmt.clickbtn.share', label: 'line', count: 2 },
      { name: 'offline', label: '', count: 1 },
    ]);
    expect(await rows('SELECT target, target_kind, impressions, clicks FROM insight_impressions ORDER BY target')).toEqual([
      { target: 'hot-news', target_kind: 'module', impressions: 0, clicks: 1 },
      { target: 'tw:portal:between-2', target_kind: 'ad', impressions: 2, clicks: 1 },
    ]);
    expect(await rows('SELECT metric, bucket, count FROM insight_vitals ORDER BY metric, bucket')).toEqual([
      { metric: 'CLS', bucket: vitalBucket('CLS', 0.12), count: 1 },
      { metric: 'LCP', bucket: 48, count: 2 },
    ]);
    expect(await rows('SELECT message, count FROM insight_errors')).toEqual([{ message: long.slice(0, 200), count: 2 }]);
  });
});

describe('once per event id', () => {
  it('counts an id once within a message, across messages, and when the same message is delivered again', async () => {
    const view = { kind: 'pageview', id: id(), ...on('/tw/article/abc'), title: 'A' } as const;
    const other = { kind: 'pageview', id: id(), ...on('/tw/article/abc'), title: 'A' } as const;
    const first = message([view, view, other]);
    expect(await consumeInsights([first], { db: db() })).toBe(2);
    // The browser resent the beacon (a new message), and the queue delivered the first message again.
    const resent = message([view]);
    const again = message(first.body.events);
    expect(await consumeInsights([resent, again], { db: db() })).toBe(0);
    expect([first.acked, resent.acked, again.acked]).toEqual([1, 1, 1]);
    expect(await rows('SELECT views FROM insight_page_views')).toEqual([{ views: 2 }]);
  });

  it('stores nothing of a message D1 refuses and leaves it for a retry, which then counts each event once; the next message is not held up', async () => {
    const good = { kind: 'impression', id: id(), ...on('/tw', 'portal'), target: 'm1', targetKind: 'module' } as const;
    // A target kind the table refuses (a message older than the schema's checks, say): the whole batch rolls back.
    const refused = { ...good, id: id(), targetKind: 'banner' } as unknown as InsightEvent;
    const failing = message([good, refused]);
    const next = message([{ kind: 'pageview', id: id(), ...on('/tw'), title: 'Portal' }]);
    expect(await consumeInsights([failing, next], { db: db() })).toBe(1);
    expect([failing.acked, failing.retried, next.acked]).toEqual([0, 1, 1]);
    expect(await rows('SELECT COUNT(*) AS n FROM insight_impressions')).toEqual([{ n: 0 }]);
    expect(await rows(`SELECT COUNT(*) AS n FROM insight_seen WHERE event_id IN ('${good.id}', '${refused.id}')`)).toEqual([{ n: 0 }]);
    // Delivered again (the event that could not be stored now dropped): counted now, and only once.
    const retried = message([good]);
    expect(await consumeInsights([retried, message([good])], { db: db() })).toBe(1);
    expect(await rows('SELECT impressions FROM insight_impressions')).toEqual([{ impressions: 1 }]);
  });
});

describe('Analytics Engine', () => {
  it('gets a data point for each event counted now, none for one seen before; a failing write does not hold the message back', async () => {
    const points: AnalyticsEngineDataPoint[] = [];
    const writer: DataPointWriter = { writeDataPoint: (p) => void points.push(p) };
    const vital = { kind: 'vital', id: id(), ...on('/tw/article/abc?x=1'), metric: 'INP', value: 180, rating: 'good' } as const;
    const view = { kind: 'pageview', id: id(), ...on('/tw/article/abc?x=1'), title: 'A' } as const;
    await consumeInsights([message([vital, view]), message([vital])], { db: db(), points: writer });
    expect(points).toEqual([
      { indexes: ['tw'], blobs: ['vital', 'tw', 'article', 'INP'], doubles: [180] },
      { indexes: ['tw'], blobs: ['pageview', 'tw', 'article', '/tw/article/abc'], doubles: [1] },
    ]);
    const broken = message([{ kind: 'event', id: id(), ...on('/tw'), name: 'online' }]);
    await consumeInsights([broken], {
      db: db(),
      points: {
        writeDataPoint() {
          throw new Error('dataset unavailable');
        },
      },
    });
    expect([broken.acked, broken.retried]).toEqual([1, 0]);
  });
});

it('the sweep forgets ids seen before the cut, and keeps the rest', async () => {
  await consumeInsights([message([{ kind: 'event', id: id(), ...on('/tw'), name: 'online' }], T - 3 * 86_400_000), message([{ kind: 'event', id: id(), ...on('/tw'), name: 'online' }], T)], { db: db() });
  expect(await sweepInsightSeen(db(), T - 2 * 86_400_000)).toBe(1);
  expect(await rows('SELECT seen_at FROM insight_seen')).toEqual([{ seen_at: T }]);
});
