// Exact measurement counts on the real worker and its real local queue: 30 browsers post batches of
// page views, impressions, clicks and vitals at the same time, round after round, half of them as
// sendBeacon's text/plain; some post a batch twice at once (a beacon and a retried fetch racing), some
// resend events they already sent. Every call is sent once and must be accepted; once the queue has
// drained, the D1 rollups of this run's own page type hold each event id exactly once.
import { expect, inject, it } from 'vitest';
import { http, workerOrigin } from '../helpers/workerHttp.ts';
import { seededRandom } from '../../scripts/seededRandom.ts';
import { withBindingSqlite } from '../../scripts/localPlatform.ts';
import type { InsightEvent } from '#/domain/insights/events.ts';

const BROWSERS = 30;
const ROUNDS = 3;
const PATHS = ['/tw/article/a1', '/tw/article/a2', '/tw/article/a3'];
const TARGETS = ['tw:portal:between-2', 'hot-news'];

/** The rollups of one page type, read from the served worker's own D1 file; `drained`: the last message sent is counted. */
function rollups(pageType: string, lastId: string) {
  return withBindingSqlite(inject('workerStateDir'), 'd1/miniflare-D1DatabaseObject', 'insight_page_views', (db) => ({
    drained: db.prepare('SELECT 1 FROM insight_seen WHERE event_id = ?').get(lastId) !== undefined,
    views: Object.fromEntries(db.prepare('SELECT path, SUM(views) AS n FROM insight_page_views WHERE page_type = ? GROUP BY path ORDER BY path').all(pageType).map((r) => [r.path, r.n])),
    targets: Object.fromEntries(
      db.prepare('SELECT target, SUM(impressions) AS i, SUM(clicks) AS c FROM insight_impressions WHERE page_type = ? GROUP BY target ORDER BY target').all(pageType).map((r) => [r.target, { impressions: r.i, clicks: r.c }]),
    ),
    vitals: (db.prepare("SELECT SUM(count) AS n FROM insight_vitals WHERE page_type = ? AND metric = 'LCP'").get(pageType)!.n as number | null) ?? 0,
  }));
}

it('30 browsers sending, resending and racing batches leave rollups equal to the distinct events once the queue drains', async ({ annotate }) => {
  const seed = Date.now();
  await annotate(`seed ${seed}`);
  const next = seededRandom(seed);
  const pageType = `race-${seed}`;
  const pick = <T,>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  let serial = 0;
  const eventId = () => `${seed.toString(16)}-${(serial++).toString(16).padStart(8, '0')}`;

  const sent = new Map<string, InsightEvent>();
  let accepted = 0;
  const post = async (browser: number, events: InsightEvent[], beacon: boolean) => {
    const res = await http('/webapi/collect', {
      method: 'POST',
      // Each browser from an address of its own; a beacon carries its page's origin, as browsers send it.
      headers: { 'cf-connecting-ip': `198.19.32.${browser + 1}`, ...(beacon ? { 'content-type': 'text/plain;charset=UTF-8', origin: workerOrigin() } : {}) },
      body: { client: { cid: `race-${seed}-${browser}`, platform: 'mw', country: 'tw', group: 'NA' }, events },
    });
    expect(res.status, res.text).toBe(202);
    accepted += res.json<{ accepted: number }>().accepted;
  };
  const fresh = (): InsightEvent => {
    const base = { id: eventId(), at: Date.now(), page: `${pick(PATHS)}?round=${serial}`, pageType };
    const roll = next();
    if (roll < 0.4) return { ...base, kind: 'pageview', title: 'Story' };
    if (roll < 0.8) return { ...base, kind: next() < 0.75 ? 'impression' : 'click', target: pick(TARGETS), targetKind: 'module' };
    return { ...base, kind: 'vital', metric: 'LCP', value: Math.round(next() * 5000), rating: 'good' };
  };

  for (let round = 0; round < ROUNDS; round++) {
    await Promise.all(
      Array.from({ length: BROWSERS }, async (_, browser) => {
        const events = Array.from({ length: 1 + Math.floor(next() * 10) }, fresh);
        const resent = sent.size && next() < 0.4 ? Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick([...sent.values()])) : [];
        const batch = [...events, ...resent];
        for (const e of events) sent.set(e.id, e);
        const twice = next() < 0.3;
        await Promise.all([post(browser, batch, next() < 0.5), ...(twice ? [post(browser, batch, false)] : [])]);
      }),
    );
  }

  const distinct = [...sent.values()];
  const count = (test: (e: InsightEvent) => boolean) => distinct.filter(test).length;
  const expected = {
    views: Object.fromEntries(PATHS.map((p) => [p, count((e) => e.kind === 'pageview' && e.page.startsWith(`${p}?`))]).filter(([, n]) => n)),
    targets: Object.fromEntries(
      [...TARGETS]
        .sort()
        .map((t) => [t, { impressions: count((e) => e.kind === 'impression' && e.target === t), clicks: count((e) => e.kind === 'click' && e.target === t) }] as const)
        .filter(([, v]) => v.impressions + v.clicks),
    ),
    vitals: count((e) => e.kind === 'vital'),
  };
  expect(accepted).toBeGreaterThan(distinct.length);
  // A last message after all the others: the queue delivers in order, so once it is counted the
  // others are too, and a count that went past the distinct events would show.
  const last: InsightEvent = { kind: 'event', id: eventId(), at: Date.now(), page: '/tw', pageType, name: 'drained' };
  await post(0, [last], false);
  await expect.poll(() => rollups(pageType, last.id), { timeout: 30_000, interval: 250 }).toEqual({ drained: true, ...expected });
}, 120_000);
