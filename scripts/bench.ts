// npm run bench: the built worker on loopback, driven by autocannon; prints requests/s and p50/p99
// per scenario, the goal ratios, and listing reads at both ends of 1,000 and 1,000,000 items.
// Results go to bench/results/<time>.json and bench/results/latest.json.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { fillListingWithCycle } from '#functions/db/contentWrites.ts';
import { ROOT, openLocalPlatform } from './localPlatform.ts';
import { ensureBuild, startLocalServer } from './localServer.ts';
import { seedContent } from './seedContent.ts';

const PORT = Number(process.env.BENCH_PORT ?? 8797);
const STATE = join(ROOT, '.wrangler', 'bench-state');
const DURATION = Number(process.env.BENCH_SECONDS ?? 6);
const CONNECTIONS = 10;

interface Figure {
  name: string;
  path: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function measure(origin: string, name: string, path: string, seconds = DURATION): Promise<Figure> {
  await fetch(origin + path).then((r) => r.arrayBuffer()); // warm (a cached page is stored here)
  const result = await autocannon({ url: origin + path, connections: CONNECTIONS, duration: seconds });
  const figure = { name, path, requestsPerSecond: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx };
  console.log(`${name.padEnd(34)} ${String(figure.requestsPerSecond).padStart(7)} req/s   p50 ${String(figure.p50).padStart(4)} ms   p99 ${String(figure.p99).padStart(4)} ms${figure.non2xx ? `   non-2xx ${figure.non2xx}` : ''}`);
  return figure;
}

async function prepare(): Promise<{ articlePath: string }> {
  rmSync(STATE, { recursive: true, force: true });
  const platform = await openLocalPlatform(STATE);
  try {
    await seedContent(platform.env, { countries: ['tw'], media: true });
    const now = Date.now();
    await fillListingWithCycle(platform.env.DB, { id: 'bench-1k', country: 'tw', title: 'bench' }, 1_000, now);
    const started = Date.now();
    await fillListingWithCycle(platform.env.DB, { id: 'bench-1m', country: 'tw', title: 'bench' }, 1_000_000, now);
    console.log(`bench: listing of 1,000,000 items written in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const row = await platform.env.DB.prepare("SELECT hash FROM articles WHERE country = 'tw' AND content_type = 'GENERAL' ORDER BY publish_time DESC LIMIT 1").first<{ hash: string }>();
    return { articlePath: `/tw/v2/article/${row!.hash}` };
  } finally {
    await platform.dispose();
  }
}

ensureBuild();
const { articlePath } = await prepare();
const server = await startLocalServer({ port: PORT, stateDir: STATE });
try {
  console.log(`\nbench: ${CONNECTIONS} connections, ${DURATION} s per scenario, on ${server.origin}\n`);
  const figures = [
    await measure(server.origin, 'static asset', '/favicon.svg'),
    await measure(server.origin, 'article (cached)', articlePath),
    await measure(server.origin, 'article (uncached, cache bypassed)', `${articlePath}?preview=1`),
    await measure(server.origin, 'portal page (cached)', '/tw/v2/tab'),
    await measure(server.origin, 'webapi listing read', '/webapi/api/v6/listings/tw-latest?country=tw&offset=0&length=20'),
  ];
  const byName = (n: string) => figures.find((f) => f.name.startsWith(n))!;
  const listing: Figure[] = [];
  for (const [size, id] of [[1_000, 'bench-1k'], [1_000_000, 'bench-1m']] as const) {
    listing.push(await measure(server.origin, `listing ${size} items, offset 0`, `/webapi/api/v6/listings/${id}?country=tw&offset=0&length=20`, 3));
    listing.push(await measure(server.origin, `listing ${size} items, offset end`, `/webapi/api/v6/listings/${id}?country=tw&offset=${size - 20}&length=20`, 3));
  }
  const ratios = {
    cachedToStaticThroughput: +(byName('article (cached)').requestsPerSecond / byName('static asset').requestsPerSecond).toFixed(2),
    uncachedToCachedP50: +(byName('article (uncached').p50 / Math.max(1, byName('article (cached)').p50)).toFixed(2),
    listing1mTo1kP50AtStart: +(listing[2]!.p50 / Math.max(1, listing[0]!.p50)).toFixed(2),
    listing1mTo1kP50AtEnd: +(listing[3]!.p50 / Math.max(1, listing[1]!.p50)).toFixed(2),
  };
  console.log('\nratios (goals: cached/static throughput ≥ 0.8, uncached/cached p50 ≤ 3, listing 1M/1k p50 ≤ 1.3)');
  for (const [k, v] of Object.entries(ratios)) console.log(`  ${k.padEnd(28)} ${v}`);
  const report = { at: new Date().toISOString(), durationSeconds: DURATION, connections: CONNECTIONS, figures, listing, ratios };
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  const json = JSON.stringify(report, null, 2);
  writeFileSync(join(ROOT, 'bench/results', `${report.at.replace(/[:.]/g, '-')}.json`), json);
  writeFileSync(join(ROOT, 'bench/results/latest.json'), json);
} finally {
  await server.stop();
}
