// Exact live tracking totals on the real worker: 40 players on one broadcast open their sessions,
// report watch time (some as text/plain beacons) and quality at the same time; the editors' summary
// must grow by exactly what was sent. Every call is sent once and must succeed.
import { expect, it } from 'vitest';
import { ADMIN_TOKEN, exchange, http, workerOrigin } from '../helpers/workerHttp.ts';
import { loadSeedMarket } from '../../scripts/loadSeedContent.ts';
import { ROOT } from '../../scripts/localPlatform.ts';
import { articleHash } from '../../scripts/seedIds.ts';

const PLAYERS = 40;
const REPORTS = 5;

interface Totals {
  playViews: number;
  livePlayViews: number;
  watchSeconds: number;
  qoeReports: number;
  rebuffers: number;
}

async function totals(aid: number): Promise<Totals> {
  const res = await http(`/webapi/glplive/track/summary?country=tw&aid=${aid}`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
  expect(res.status, res.text).toBe(200);
  return res.json<{ broadcasts: Totals[] }>().broadcasts[0]!;
}

/**
 * The beacon as navigator.sendBeacon sends a string from the portal's own page: text/plain with the
 * page's Origin (Astro's origin check refuses form-type posts from other sites, and without one).
 */
async function beacon(body: unknown, origin = workerOrigin()): Promise<number> {
  const url = new URL('/webapi/glplive/track/event/watchtime/beacon?country=tw', workerOrigin());
  return (await exchange(url, 'POST', { 'content-type': 'text/plain;charset=UTF-8', origin }, JSON.stringify(body))).status;
}

it('40 players reporting at once sum exactly in the broadcast’s totals', async ({ annotate }) => {
  const seed = Date.now();
  await annotate(`seed ${seed}`);
  const slug = loadSeedMarket(ROOT, 'tw').articles.find((a) => a.contentType === 'LIVE')!.slug;
  const article = await http(`/webapi/article?country=tw&hash=${articleHash('tw', slug)}`);
  const aid = article.json<{ data: { id: number } }>().data.id;
  const before = await totals(aid);

  let sentMs = 0;
  let live = 0;
  let rebuffers = 0;
  await Promise.all(
    Array.from({ length: PLAYERS }, async (_, p) => {
      const sessionId = `race-${seed}-${p}`;
      const status = p % 3 === 0 ? 'ARCHIVED' : 'LIVE';
      if (status === 'LIVE') live++;
      const view = await http('/webapi/glplive/track/event/playview?country=tw', { body: { aid, sessionId, broadcastStatus: status, source: 'GLP', playMode: 'PLAY_BUTTON' } });
      expect(view.status, view.text).toBe(200);
      // Reports of one player go one after another, as a player sends them; the players race each other.
      const reports = Array.from({ length: REPORTS }, (_, r) => ((p * 7919 + r * 104_729 + seed) % 9_999) + 1);
      await Promise.all([
        (async () => {
          for (const [r, ms] of reports.entries()) {
            const body = { aid, sessionId, seconds: ms / 1000, position: r * 10, quality: 'abr' };
            const status = r === REPORTS - 1 ? await beacon(body) : (await http('/webapi/glplive/track/event/watchtime?country=tw', { body })).status;
            expect(status).toBe(200);
            sentMs += ms;
          }
        })(),
        (async () => {
          const qoe = await http('/webapi/glplive/track/event/qoe?country=tw', {
            body: { aid, sessionId, startupMs: 500 + p, rebufferCount: p % 4, rebufferMs: (p % 4) * 250, qualitySwitches: 1, bitrateKbps: 1200, fatalError: null },
          });
          expect(qoe.status, qoe.text).toBe(200);
          rebuffers += p % 4;
        })(),
      ]);
    }),
  );

  const after = await totals(aid);
  expect(after.playViews - before.playViews).toBe(PLAYERS);
  expect(after.livePlayViews - before.livePlayViews).toBe(live);
  expect(after.qoeReports - before.qoeReports).toBe(PLAYERS);
  expect(after.rebuffers - before.rebuffers).toBe(rebuffers);
  // Watch time is summed in whole milliseconds: the difference is exact, not merely close.
  expect(Math.round((after.watchSeconds - before.watchSeconds) * 1000)).toBe(sentMs);

  // A beacon posted from another site is refused before it counts.
  expect(await beacon({ aid, sessionId: `race-${seed}-0`, seconds: 1, position: 0, quality: 'abr' }, 'https://elsewhere.example')).toBe(403);
  expect((await totals(aid)).watchSeconds).toBe(after.watchSeconds);
}, 180_000);
