// What an Analytics Engine data point says of each kind of event, and the path the rollups key page
// views by. The consumer's use of them (only events counted now) is tested in tests/webapi/collectConsumer.test.ts.
import { describe, expect, it } from 'vitest';
import { dataPointOf } from '#functions/insights/dataPoints.ts';
import { pathOf } from '#functions/db/insightsWrite.ts';
import type { CollectClient } from '#/domain/insights/events.ts';

const client: CollectClient = { cid: 'reader-cid-0001', platform: 'ios', country: 'th', group: 'B' };
const on = { id: '1b2c3d4e-aaaa', at: 1, page: '/th/article/x?from=push#top', pageType: 'article' };

describe('dataPointOf', () => {
  it.each([
    [{ ...on, kind: 'pageview', title: 'T' }, ['pageview', 'th', 'article', '/th/article/x'], 1],
    [{ ...on, kind: 'click', target: 'th:article:end', targetKind: 'ad' }, ['click', 'th', 'article', 'th:article:end'], 1],
    [{ ...on, kind: 'vital', metric: 'CLS', value: 0.04, rating: 'good' }, ['vital', 'th', 'article', 'CLS'], 0.04],
    [{ ...on, kind: 'event', name: 'gallery.slide', value: 3 }, ['event', 'th', 'article', 'gallery.slide'], 3],
    [{ ...on, kind: 'event', name: 'offline' }, ['event', 'th', 'article', 'offline'], 1],
    [{ ...on, kind: 'error', message: `HLS Error: ${'m'.repeat(400)}`, source: 'hls' }, ['error', 'th', 'article', `HLS Error: ${'m'.repeat(189)}`], 1],
  ] as const)('%#: blobs kind, market, page type, subject; the value as the double; the market as the index', (event, blobs, value) => {
    expect(dataPointOf(client, event as never)).toEqual({ indexes: ['th'], blobs, doubles: [value] });
  });
});

describe('pathOf', () => {
  it.each([
    ['/tw/article/abc?utm_source=line', '/tw/article/abc'],
    ['/tw/article/abc#comments', '/tw/article/abc'],
    ['/tw/article/abc?a=1#b', '/tw/article/abc'],
    ['/?x=1', '/'],
    ['/tw/tab/news', '/tw/tab/news'],
  ])('%s → %s', (page, path) => expect(pathOf(page)).toBe(path));
});
