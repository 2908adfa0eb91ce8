// The collector scenario of `npm run bench` (issue 32): browsers' batches posted to /webapi/collect
// at a fixed number of connections, each batch with fresh event ids, from 50 browsers at as many
// addresses in turn (a crowd: the limits, sized for one reader, are not what is measured; each
// browser's and address's counter is made before the clock starts, as a reader's first batch makes it). Reports
// the events accepted a second, p50/p99 of the call, then how long the insights queue's consumer took
// to count every event it was sent (insight_seen of the served worker's D1), and whether the rollups
// hold each once. `npm run bench -- --only collect`
// runs it alone; `npx node scripts/collectBench.ts <origin> <stateDir>` against any served worker.
import autocannon from 'autocannon';
import { withBindingSqlite } from './localPlatform.ts';

/** Events in one posted batch: a page's flush (a page view, impressions, a vital or two). */
export const EVENTS_PER_BATCH = 10;
/** Browsers (and addresses) the batches come from, in turn. */
const BROWSERS = 50;
/** The page type of the bench's events: its rollup rows are only these. */
const PAGE_TYPE = 'bench';

export interface CollectBench {
  connections: number;
  seconds: number;
  batches: number;
  eventsPerSecond: number;
  p50: number;
  p99: number;
  /** Answers other than 202. */
  refused: number;
  /** Events the consumer had counted when the queue drained: at least the accepted ones (batches still in flight when the clock stopped count too). */
  counted: number;
  accepted: number;
  /** The bench's rollup rows summed: equal to `counted` when none was counted twice. */
  rolledUp: number;
  /** Seconds from the last answer until every accepted event was counted. */
  drainSeconds: number;
  met: boolean;
}

const seenSoFar = (stateDir: string, prefix: string): number =>
  withBindingSqlite(stateDir, 'd1/miniflare-D1DatabaseObject', 'insight_seen', (db) => (db.prepare('SELECT COUNT(*) AS n FROM insight_seen WHERE event_id LIKE ?').get(`${prefix}%`)!.n as number));

const rolledUpSoFar = (stateDir: string): number =>
  withBindingSqlite(stateDir, 'd1/miniflare-D1DatabaseObject', 'insight_seen', (db) =>
    ['SELECT SUM(views) AS n FROM insight_page_views WHERE page_type = ?', 'SELECT SUM(impressions) AS n FROM insight_impressions WHERE page_type = ?', 'SELECT SUM(count) AS n FROM insight_vitals WHERE page_type = ?']
      .map((sql) => (db.prepare(sql).get(PAGE_TYPE)!.n as number | null) ?? 0)
      .reduce((a, b) => a + b, 0),
  );

/** Batch `n` of a run: its events' ids start with `idPrefix`; it comes from browser `n % BROWSERS` of run `run`. */
function batchBody(run: string, n: number, idPrefix = run, pageType = PAGE_TYPE, size = EVENTS_PER_BATCH): string {
  const at = Date.now();
  const id = (i: number) => `${idPrefix}-${n.toString(16).padStart(8, '0')}-${i}`;
  const page = `/tw/article/bench${n % 50}`;
  const events = Array.from({ length: size }, (_, i) =>
    i === 0
      ? { kind: 'pageview', id: id(i), at, page, pageType, title: 'Bench story' }
      : i < 8
        ? { kind: 'impression', id: id(i), at, page, pageType, target: `module-${i}`, targetKind: 'module' }
        : { kind: 'vital', id: id(i), at, page, pageType, metric: i === 8 ? 'LCP' : 'INP', value: 100 * i, rating: 'good' },
  );
  return JSON.stringify({ client: { cid: `bench-${run}-${n % BROWSERS}`, platform: 'mw', country: 'tw', group: 'NA' }, events });
}

export async function collectBench(origin: string, stateDir: string, opts: { connections?: number; seconds?: number; drainTimeoutSeconds?: number } = {}): Promise<CollectBench> {
  const connections = opts.connections ?? 10;
  const seconds = opts.seconds ?? 6;
  const run = `b${Date.now().toString(36)}`;
  const ipOf = (batch: number) => `198.18.0.${(batch % BROWSERS) + 1}`;
  // Each browser's first batch (the rate limits' counters are made then), outside the measure.
  for (let browser = 0; browser < BROWSERS; browser++) {
    const res = await fetch(`${origin}/webapi/collect`, { method: 'POST', headers: { 'content-type': 'application/json', 'cf-connecting-ip': ipOf(browser) }, body: batchBody(run, browser, `warm-${run}`, 'bench-warm-up', 1) });
    if (res.status !== 202) throw new Error(`collect warm-up answered ${res.status}: ${await res.text()}`);
  }
  let n = 0;
  const result = await autocannon({
    url: `${origin}/webapi/collect`,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const batch = n++;
          return { ...request, headers: { 'content-type': 'application/json', 'cf-connecting-ip': ipOf(batch) }, body: batchBody(run, batch) };
        },
      },
    ],
  });
  const refused = result.non2xx;
  const batches = result['2xx'];
  const accepted = batches * EVENTS_PER_BATCH;
  const started = Date.now();
  const deadline = started + (opts.drainTimeoutSeconds ?? 120) * 1000;
  // Drained: every accepted event counted, and nothing more arrived for a second.
  let counted = seenSoFar(stateDir, run);
  let stableSince = Date.now();
  while (Date.now() < deadline && (counted < accepted || Date.now() - stableSince < 1000)) {
    await new Promise((r) => setTimeout(r, 250));
    const now = seenSoFar(stateDir, run);
    if (now !== counted) stableSince = Date.now();
    counted = now;
  }
  const drainSeconds = +((stableSince - started) / 1000).toFixed(1);
  const rolledUp = rolledUpSoFar(stateDir);
  return {
    connections,
    seconds,
    batches,
    eventsPerSecond: Math.round((accepted / seconds) * 10) / 10,
    p50: result.latency.p50,
    p99: result.latency.p99,
    refused,
    counted,
    accepted,
    rolledUp,
    drainSeconds,
    met: refused === 0 && counted >= accepted && rolledUp === counted,
  };
}

export function printCollectBench(b: CollectBench): void {
  console.log(
    `collector: ${b.eventsPerSecond} events/s accepted at ${b.connections} connections (${b.batches} batches of ${EVENTS_PER_BATCH})   p50 ${b.p50} ms   p99 ${b.p99} ms   refused ${b.refused}`,
  );
  console.log(`collector: queue drained ${b.drainSeconds} s after the last answer: ${b.counted} events counted (${b.accepted} answered 202 in time), ${b.rolledUp} in the rollups`);
}

if (import.meta.main) {
  const [origin, stateDir] = process.argv.slice(2);
  if (!origin || !stateDir) throw new Error('usage: node scripts/collectBench.ts <origin> <stateDir>');
  const bench = await collectBench(origin, stateDir);
  printCollectBench(bench);
  process.exit(bench.met ? 0 : 1);
}
