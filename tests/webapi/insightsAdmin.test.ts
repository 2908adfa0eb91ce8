// The dashboard's read call against a real local D1 with the demo content: rollup rows written
// straight into the tables (the collector's consumer is tested on its own), then read back as sums
// over a range, of one market or all, with p75s from the vitals' histograms, click-through rates,
// the top errors and the live videos' plays; the guard and the 400s naming their field.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { app } from '#functions/webapi/app.ts';
import { insightsClock } from '#functions/webapi/insightsAdmin.ts';
import { minuteOf, vitalBucket } from '#/domain/insights/events.ts';
import { openTestPlatform, type TestPlatform } from '../helpers/testPlatform.ts';

const ADMIN_TOKEN = 'insights-test-admin-token';
/** The test's "now": 12:34:30 UTC, so the last hour is 11:35–12:34 and the last day's hours are 13:00 … 12:00. */
const NOW = Date.parse('2026-11-20T12:34:30Z');
const NOW_MINUTE = minuteOf(NOW);
let platform: TestPlatform;
let articleId: number;
const env = () => ({ ...platform.env, ADMIN_TOKEN });

async function get(query: string, init: { token?: string | null } = {}) {
  const headers: Record<string, string> = { 'cf-connecting-ip': '203.0.113.77' };
  const token = init.token === undefined ? ADMIN_TOKEN : init.token;
  if (token !== null) headers.Authorization = `Bearer ${token}`;
  const res = await app.request(`http://portal.test/webapi/admin/insights/report${query}`, { headers }, env());
  return { status: res.status, headers: res.headers, body: (await res.json()) as any };
}

async function insert(sql: string, rows: unknown[][]) {
  const db = platform.env.DB;
  await db.batch(rows.map((r) => db.prepare(sql).bind(...r)));
}

beforeAll(async () => {
  platform = await openTestPlatform({ content: true });
  articleId = (await platform.env.DB.prepare("SELECT id FROM articles WHERE country = 'tw' ORDER BY id LIMIT 1").first<{ id: number }>())!.id;
  const m = (minutesAgo: number) => NOW_MINUTE - minutesAgo;
  await insert('INSERT INTO insight_page_views (minute, country, page_type, path, title, views) VALUES (?, ?, ?, ?, ?, ?)', [
    [m(0), 'tw', 'article', '/tw/v2/article/a1', 'Story one', 5],
    [m(10), 'tw', 'article', '/tw/v2/article/a1', 'Story one (old title)', 3],
    [m(10), 'tw', 'portal', '/tw/v2/tab/top', 'Top', 7],
    [m(59), 'hk', 'article', '/hk/v2/article/b2', 'Story two', 4],
    // Outside the last hour, inside the last day.
    [m(60), 'tw', 'article', '/tw/v2/article/a1', 'Story one (oldest)', 100],
    [m(600), 'hk', 'portal', '/hk/v2/tab/top', 'HK top', 11],
    // Outside the last day.
    [m(1_440), 'tw', 'portal', '/tw/v2/tab/top', 'Top', 1_000],
  ]);
  // LCP on tw's articles: 10 reports; the 8th smallest (ceil 0.75 × 10) is in the 2,600 ms bucket.
  const lcp = [1_000, 1_000, 1_200, 1_500, 2_000, 2_100, 2_400, 2_600, 5_000, 9_000].map((v) => vitalBucket('LCP', v));
  await insert('INSERT INTO insight_vitals (minute, country, page_type, metric, bucket, count) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO UPDATE SET count = count + excluded.count', [
    ...lcp.map((b, i) => [m(i), 'tw', 'article', 'LCP', b, 1]),
    [m(5), 'hk', 'article', 'CLS', vitalBucket('CLS', 0.3), 2],
    [m(5), 'tw', 'portal', 'INP', vitalBucket('INP', 120), 3],
  ]);
  await insert('INSERT INTO insight_errors (minute, country, page_type, message, count) VALUES (?, ?, ?, ?, ?)', [
    [m(1), 'tw', 'article', 'TypeError: x is undefined', 4],
    [m(2), 'hk', 'article', 'TypeError: x is undefined', 2],
    [m(3), 'tw', 'portal', 'HLS Error: fragLoadError', 5],
    [m(2_000), 'tw', 'portal', 'old error', 50],
  ]);
  await insert('INSERT INTO insight_impressions (minute, country, page_type, target, target_kind, impressions, clicks) VALUES (?, ?, ?, ?, ?, ?, ?)', [
    [m(1), 'tw', 'portal', 'tw:portal:between-2', 'ad', 200, 3],
    [m(2), 'tw', 'portal', 'tw:portal:between-2', 'ad', 200, 1],
    [m(2), 'tw', 'portal', 'trending', 'module', 50, 10],
    [m(2), 'hk', 'portal', 'card-9', 'card', 0, 2],
  ]);
  const ms = (minutesAgo: number) => (NOW_MINUTE - minutesAgo) * 60_000 + 1_000;
  await insert(
    "INSERT INTO live_play_sessions (session_id, article_id, country, broadcast_status, source, play_mode, watch_ms, started_time, last_report_time) VALUES (?, ?, 'tw', ?, 'GLP', 'PLAY_BUTTON', ?, ?, ?)",
    [
      ['s1', articleId, 'LIVE', 60_000, ms(5), ms(4)],
      ['s2', articleId, 'ARCHIVED', 30_000, ms(20), ms(19)],
      ['s-old', articleId, 'LIVE', 999_000, ms(3_000), ms(3_000)],
    ],
  );
  await insert('INSERT INTO live_qoe_events (session_id, article_id, startup_ms, rebuffer_count, rebuffer_ms, quality_switches, bitrate_kbps, fatal_error, created_time) VALUES (?, ?, ?, ?, ?, 0, NULL, ?, ?)', [
    ['s1', articleId, 800, 2, 1_500, null, ms(4)],
    ['s2', articleId, 1_200, 1, 500, 'manifestLoadError', ms(19)],
  ]);
}, 120_000);
beforeEach(() => {
  insightsClock.now = () => NOW;
});
afterAll(async () => {
  insightsClock.now = () => Date.now();
  await platform?.dispose();
});

describe('the guard', () => {
  it('answers 401 without a bearer token and with a wrong one, and never lets a browser keep the report', async () => {
    expect((await get('', { token: null })).status).toBe(401);
    const wrong = await get('', { token: 'not-the-token' });
    expect([wrong.status, wrong.body.message]).toEqual([401, 'a valid admin bearer token is required']);
    const ok = await get('');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('sums over a range', () => {
  it('the last hour: per-minute buckets, page views per market and page type, top stories with their latest title', async () => {
    const { status, body } = await get('?range=1h');
    expect(status).toBe(200);
    expect(body.range).toEqual({ from: '2026-11-20T11:35:00.000Z', to: '2026-11-20T12:35:00.000Z', step: 'minute' });
    expect(body.buckets).toHaveLength(60);
    expect(body.pageViews.total).toBe(5 + 3 + 7 + 4);
    const tw = body.pageViews.series.find((s: any) => s.country === 'tw' && s.pageType === 'article');
    expect(tw.total).toBe(8);
    expect(tw.views.at(-1)).toBe(5);
    expect(tw.views.at(-11)).toBe(3);
    expect(body.topPages).toEqual([
      { path: '/tw/v2/article/a1', title: 'Story one', views: 8 },
      { path: '/tw/v2/tab/top', title: 'Top', views: 7 },
      { path: '/hk/v2/article/b2', title: 'Story two', views: 4 },
    ]);
  });

  it('the last day: hour buckets aligned to UTC hours, the rows of the hour before included, those of the day before not', async () => {
    const { body } = await get('?range=24h');
    expect(body.range.step).toBe('hour');
    expect(body.buckets).toHaveLength(25);
    expect(body.buckets[0]).toBe('2026-11-19T12:00:00.000Z');
    expect(body.buckets.at(-1)).toBe('2026-11-20T12:00:00.000Z');
    expect(body.pageViews.total).toBe(19 + 100 + 11);
    const twArticles = body.pageViews.series.find((s: any) => s.country === 'tw' && s.pageType === 'article');
    // 12:00–12:34 holds 5 + 3; 11:34 (the hour bucket 11:00) the 100.
    expect([twArticles.views.at(-1), twArticles.views.at(-2), twArticles.total]).toEqual([8, 100, 108]);
    expect(body.pageViews.series.find((s: any) => s.country === 'hk' && s.pageType === 'portal').views[14]).toBe(11);
    expect(body.topPages[0]).toEqual({ path: '/tw/v2/article/a1', title: 'Story one', views: 108 });
  });

  it('a from/to span reads exactly its minutes', async () => {
    const { body } = await get(`?from=2026-11-20T11:34&to=2026-11-20T11:36`);
    expect(body.range.step).toBe('minute');
    expect(body.pageViews.total).toBe(100 + 4);
  });

  it('one market: only its rows, in every section', async () => {
    const { body } = await get('?range=1h&country=HK');
    expect(body.country).toBe('hk');
    expect(body.pageViews.series.map((s: any) => [s.country, s.pageType, s.total])).toEqual([['hk', 'article', 4]]);
    expect(body.errors).toEqual({ total: 2, top: [{ message: 'TypeError: x is undefined', count: 2 }] });
    expect(body.targets).toEqual([{ target: 'card-9', targetKind: 'card', impressions: 0, clicks: 2, ctr: null }]);
    expect(body.vitals.map((v: any) => v.metric)).toEqual(['CLS']);
    expect(body.live.playViews).toBe(0);
  });
});

describe('what the sections compute', () => {
  it('p75 per page type and metric from the summed histograms, rated against the thresholds', async () => {
    const { body } = await get('?range=1h');
    const lcp = body.vitals.find((v: any) => v.pageType === 'article' && v.metric === 'LCP');
    expect(lcp).toEqual({ pageType: 'article', metric: 'LCP', count: 10, p75: 2_625, rating: 'needs-improvement', good: 2_500, poor: 4_000 });
    expect(body.vitals.find((v: any) => v.metric === 'CLS')).toMatchObject({ count: 2, rating: 'poor' });
    expect(body.vitals.find((v: any) => v.metric === 'INP')).toMatchObject({ pageType: 'portal', p75: 125, rating: 'good' });
  });

  it('errors summed by message, most first; impressions, clicks and CTR per slot and module', async () => {
    const { body } = await get('?range=1h');
    expect(body.errors).toEqual({
      total: 11,
      top: [
        { message: 'TypeError: x is undefined', count: 6 },
        { message: 'HLS Error: fragLoadError', count: 5 },
      ],
    });
    expect(body.targets).toEqual([
      { target: 'tw:portal:between-2', targetKind: 'ad', impressions: 400, clicks: 4, ctr: 0.01 },
      { target: 'trending', targetKind: 'module', impressions: 50, clicks: 10, ctr: 0.2 },
      { target: 'card-9', targetKind: 'card', impressions: 0, clicks: 2, ctr: null },
    ]);
  });

  it("live video: sessions started in the range, their watch time, the range's QoE reports, the story's title", async () => {
    const { body } = await get('?range=1h&country=tw');
    const title = (await platform.env.DB.prepare('SELECT title FROM articles WHERE id = ?').bind(articleId).first<{ title: string }>())!.title;
    expect(body.live).toEqual({
      playViews: 2,
      livePlayViews: 1,
      watchMs: 90_000,
      qoeReports: 2,
      startupMsAvg: 1_000,
      rebufferCount: 3,
      rebufferMs: 2_000,
      fatalErrors: 1,
      top: [{ articleId, title, playViews: 2, watchMs: 90_000 }],
    });
  });
});

describe('bad input', () => {
  it.each([
    ['?range=2h', 'Invalid query parameter "range"'],
    ['?country=xx', 'Invalid query parameter "country"'],
    ['?from=yesterday&to=2026-11-20T11:00', 'Invalid query parameter "from"'],
    ['?from=2026-11-20T10:00', 'Invalid query parameter "to": is required with from'],
    ['?to=2026-11-20T10:00', 'Invalid query parameter "from": is required with to'],
    ['?from=2026-11-20T10:00&to=2026-11-20T09:00', 'Invalid query parameter "to": must be after from'],
    ['?from=2026-01-01T00:00&to=2026-11-20T00:00', 'Invalid query parameter "to": at most 92 days after from'],
    ['?range=1h&from=2026-11-20T10:00&to=2026-11-20T11:00', 'Invalid query parameter "range"'],
  ])('%s → 400 naming the field', async (query, message) => {
    const { status, body } = await get(query);
    expect(status).toBe(400);
    expect(body.message).toContain(message);
  });
});
