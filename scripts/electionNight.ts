// The election-night scenario of `npm run bench` (issue #30 item 5, decision 0081): 1,000 virtual
// readers each open the results page once and then poll the counting and map calls at the page's
// interval (POLL_SECONDS.visible), all driven through a bounded number of connections, while the
// simulator's steps (scripts/electionSimulate.ts) post tonight's count until it is final. Reports
// throughput, p50/p99 of the counting call, the map call and the page, how the answers were served
// (cache layers), and whether any reader ever saw a count go backwards: each reader keeps what its
// page would show (an answer with a lower version than shown is dropped, as src/browser/electionLive.ts
// drops it) and the scenario fails if a shown figure ever fell.
// Runs against any served worker on fresh demo content: `npx node scripts/electionNight.ts <origin>`.
import { POLL_SECONDS } from '#/domain/election/countLabels.ts';
import { electionSteps, postStep } from './electionSimulate.ts';

export interface ElectionNight {
  readers: number;
  connections: number;
  pollSeconds: number;
  steps: number;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  counting: { p50: number; p99: number; count: number };
  map: { p50: number; p99: number; count: number };
  page: { p50: number; p99: number; count: number };
  /** How the count answers were served: X-Api-Cache (and layer) → answers. */
  cache: Record<string, number>;
  /** Answers older than the one a reader already showed (dropped by the version rule). */
  olderAnswersDropped: number;
  /** Shown figures that went down: must be 0. */
  backwards: number;
  failures: number;
  finalVersion: number;
  met: boolean;
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0);
const summary = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  return { p50: Math.round(percentile(sorted, 50)), p99: Math.round(percentile(sorted, 99)), count: list.length };
};

interface Shown {
  version: number;
  votes: Map<string, number>;
  stations: number;
}

export async function electionNight(origin: string, opts: { readers?: number; connections?: number; steps?: number; token?: string } = {}): Promise<ElectionNight> {
  const readers = opts.readers ?? 1_000;
  const connections = opts.connections ?? 32;
  const steps = opts.steps ?? 10;
  const token = opts.token ?? 'local-admin-token';
  const interval = POLL_SECONDS.visible * 1000;
  const plan = electionSteps(steps);
  const query = `country=tw&electionId=${plan.electionId}&roleId=mayor`;
  const latency = { counting: [] as number[], map: [] as number[], page: [] as number[] };
  const cache: Record<string, number> = {};
  let failures = 0;
  let olderAnswersDropped = 0;
  let backwards = 0;
  let requests = 0;

  // At most `connections` requests in flight: readers wait their turn, as behind a pool of connections.
  let inFlight = 0;
  const waiting: (() => void)[] = [];
  const slot = async () => {
    if (inFlight >= connections) await new Promise<void>((resolve) => waiting.push(resolve));
    inFlight++;
  };
  const release = () => {
    inFlight--;
    waiting.shift()?.();
  };
  const timed = async (kind: keyof typeof latency, path: string, headers: Record<string, string> = {}) => {
    await slot();
    const started = performance.now();
    try {
      const res = await fetch(origin + path, { headers });
      const text = await res.text();
      latency[kind].push(performance.now() - started);
      requests++;
      if (!res.ok) {
        failures++;
        return null;
      }
      const state = res.headers.get('x-api-cache');
      if (state) {
        const key = `${state}${res.headers.get('x-api-cache-layer') ? ` ${res.headers.get('x-api-cache-layer')}` : ''}`;
        cache[key] = (cache[key] ?? 0) + 1;
      }
      return text;
    } catch {
      failures++;
      return null;
    } finally {
      release();
    }
  };

  let finished = false;
  const reader = async (i: number) => {
    // Readers arrive spread over one interval, then each polls on its own beat.
    await new Promise((r) => setTimeout(r, (i * interval) / readers));
    await timed('page', `/tw/v2/election/results?electionId=${plan.electionId}&roleId=mayor`, { cookie: 'agreementPassed=1' });
    const shown: Shown = { version: -1, votes: new Map(), stations: 0 };
    let last = false;
    while (!last) {
      last = finished;
      const next = performance.now() + interval;
      const [counting] = await Promise.all([timed('counting', `/webapi/election/ballot/counting?${query}`), timed('map', `/webapi/election/ballot/map?${query}`)]);
      if (counting) {
        const answer = JSON.parse(counting) as { version: number; reporting: { stationsReported: number }; constituencies: { candidates: { profileHash: string; votes: number }[] }[] };
        if (answer.version < shown.version) olderAnswersDropped++;
        else {
          if (answer.reporting.stationsReported < shown.stations) backwards++;
          for (const c of answer.constituencies[0]!.candidates) {
            if (c.votes < (shown.votes.get(c.profileHash) ?? 0)) backwards++;
            shown.votes.set(c.profileHash, c.votes);
          }
          shown.version = answer.version;
          shown.stations = answer.reporting.stationsReported;
        }
      }
      await new Promise((r) => setTimeout(r, Math.max(0, next - performance.now())));
    }
  };

  const started = performance.now();
  const crowd = Promise.all(Array.from({ length: readers }, (_, i) => reader(i)));
  // The count: one step every interval / 2 after the first readers are in, the last one final.
  let finalVersion = 0;
  for (const step of plan.steps) {
    await new Promise((r) => setTimeout(r, interval / 2));
    finalVersion = await postStep(origin, token, plan.electionId, step);
  }
  finished = true;
  await crowd;
  const seconds = (performance.now() - started) / 1000;
  const night: ElectionNight = {
    readers,
    connections,
    pollSeconds: POLL_SECONDS.visible,
    steps,
    seconds: Math.round(seconds * 10) / 10,
    requests,
    requestsPerSecond: Math.round(requests / seconds),
    counting: summary(latency.counting),
    map: summary(latency.map),
    page: summary(latency.page),
    cache,
    olderAnswersDropped,
    backwards,
    failures,
    finalVersion,
    met: backwards === 0 && failures === 0,
  };
  return night;
}

export function printElectionNight(n: ElectionNight): void {
  console.log(`\nelection night: ${n.readers} readers polling every ${n.pollSeconds} s on ${n.connections} connections, ${n.steps} counts posts, ${n.seconds} s`);
  console.log(`  ${n.requests} requests, ${n.requestsPerSecond} req/s, ${n.failures} failed`);
  for (const [name, f] of [['counting call', n.counting], ['map call', n.map], ['results page', n.page]] as const) {
    console.log(`  ${name.padEnd(14)} p50 ${String(f.p50).padStart(4)} ms   p99 ${String(f.p99).padStart(4)} ms   (${f.count})`);
  }
  console.log(`  answers served: ${Object.entries(n.cache).map(([k, v]) => `${k} ${v}`).join(', ')}`);
  console.log(`  older answers dropped by the version rule: ${n.olderAnswersDropped}; shown figures that went down: ${n.backwards}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const origin = process.argv[2] ?? 'http://localhost:8787';
  const night = await electionNight(origin, { readers: Number(process.env.READERS ?? 1_000) });
  printElectionNight(night);
  if (!night.met) process.exit(1);
}
