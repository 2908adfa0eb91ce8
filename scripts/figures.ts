// npm run figures: writes the README's figures section from the latest measured runs,
// bench/results/latest.json (npm run bench), bench/results/size-latest.json (npm run size) and
// bench/results/search-eval-latest.json (npm run search:eval) and bench/results/search-bench-latest.json
// (the search scenario of npm run bench) and bench/results/election-night-latest.json (its election-night
// scenario) and bench/results/collect-latest.json (its collector scenario), between
// the markers `<!-- figures:start -->` and `<!-- figures:end -->`. Only the text between them changes;
// without the markers they are added at the end of the README first. A missing result is said so in
// the section instead of failing: the figures are as fresh as the runs behind them.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './projectRoot.ts';
import { LATEST_BENCH, LATEST_COLLECT_BENCH, LATEST_ELECTION_BENCH, LATEST_SEARCH_BENCH, LATEST_SEARCH_EVAL, LATEST_SIZE, type BenchReport, type SearchBenchReport, type SearchEvalReport, type SizeReport } from './benchResults.ts';
import type { ElectionNight } from './electionNight.ts';
import type { CollectBench } from './collectBench.ts';

export const START = '<!-- figures:start -->';
export const END = '<!-- figures:end -->';

const KB = 1024;
const MB = 1024 * KB;
const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;
const day = (iso: string) => iso.slice(0, 10);

function readJson<T>(path: string): T | null {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : null;
}

export function benchSection(bench: BenchReport | null): string[] {
  if (!bench) return ['No bench run yet (`npm run bench` writes bench/results/latest.json).'];
  return [
    `\`npm run bench\`, run of ${day(bench.at)} (bench/results/latest.json):`,
    '',
    '| scenario | requests/s | p50 | p99 |',
    '|---|---|---|---|',
    ...bench.figures.map((f) => `| ${f.name} | ${f.requestsPerSecond} | ${f.p50} ms | ${f.p99} ms |`),
    '',
    `One uncached article render holds the isolate ≈ ${bench.renderMs} ms (1 s ÷ uncached throughput at saturation).`,
    '',
    '| goal | figure | target | |',
    '|---|---|---|---|',
    ...bench.goals.map((g) => `| ${g.name} | ${g.value} | ${g.goal} | ${g.met ? 'met' : '**missed**'} |`),
  ];
}

export function sizeSection(size: SizeReport | null): string[] {
  if (!size) return ['No size run yet (`npm run size` writes bench/results/size-latest.json).'];
  const over = (o: boolean) => (o ? ' **over**' : '');
  return [
    `\`npm run size\`, run of ${day(size.at)} (gzip; ${size.met ? 'every budget met' : '**a budget is exceeded**'}):`,
    '',
    '| page | JS before interaction | JS after all islands | budget |',
    '|---|---|---|---|',
    ...size.pages.map((p) => `| ${p.name} | ${kb(p.before)} | ${kb(p.total)} | ≤ ${kb(p.budget.before)} / ≤ ${kb(p.budget.total)}${over(p.over)} |`),
    ...size.onOpen.map((o) => `| ${o.name} (${o.page}) | | ${kb(o.bytes)} | ≤ ${kb(o.budget)}${over(o.over)} |`),
    '',
    `Worker bundle (\`wrangler deploy --dry-run\`): ${size.worker.modules} modules, ${(size.worker.raw / MB).toFixed(2)} MB raw, ` +
      `${(size.worker.gz / MB).toFixed(2)} MB gzip (budget ≤ ${(size.worker.budget / MB).toFixed(2)} MB)${over(size.worker.over)}.`,
  ];
}

export function searchEvalSection(report: SearchEvalReport | null): string[] {
  if (!report) return ['No search evaluation yet (`npm run search:eval` writes bench/results/search-eval-latest.json).'];
  return [
    `\`npm run search:eval\`, run of ${day(report.at)} (tests/search/<market>.json):`,
    '',
    `| market | queries | recall@5 | MRR | goal recall@5 ≥ ${report.goal} |`,
    '|---|---|---|---|---|',
    ...report.markets.map((m) => `| ${m.market} | ${m.queries} | ${m.recall.toFixed(2)} | ${m.mrr.toFixed(2)} | ${m.recall >= report.goal ? 'met' : '**missed**'} |`),
  ];
}

export function searchBenchSection(report: SearchBenchReport | null): string[] {
  if (!report) return ['No search bench run yet (`npm run bench` writes bench/results/search-bench-latest.json).'];
  return [
    `Search at scale, \`npm run bench\` run of ${day(report.at)} (${report.storiesPerMarket.toLocaleString('en')} generated stories per market beside the demo content, ${report.connections} connections):`,
    '',
    '| scenario | requests/s | p50 | p99 |',
    '|---|---|---|---|',
    ...report.figures.map((f) => `| ${f.name} | ${f.requestsPerSecond} | ${f.p50} ms | ${f.p99} ms |`),
    '',
    '| goal | figure | target | |',
    '|---|---|---|---|',
    ...report.goals.map((g) => `| ${g.name} | ${g.value} | ${g.goal} | ${g.met ? 'met' : '**missed**'} |`),
  ];
}

export function electionNightSection(report: (ElectionNight & { at: string }) | null): string[] {
  if (!report) return ['No election-night run yet (`npm run bench -- --only election` writes bench/results/election-night-latest.json).'];
  const hits = Object.entries(report.cache).filter(([k]) => k.startsWith('HIT')).reduce((n, [, v]) => n + v, 0);
  const answers = Object.values(report.cache).reduce((n, v) => n + v, 0);
  return [
    `Election night, \`npm run bench\` run of ${day(report.at)}: ${report.readers.toLocaleString('en')} readers polling tonight's count every ${report.pollSeconds} s over ${report.connections} connections while ${report.steps} counts posts advance it; ${report.requests.toLocaleString('en')} requests in ${report.seconds} s (${report.requestsPerSecond} requests/s), ${report.failures} failed, ${answers ? Math.round((100 * hits) / answers) : 0} % of count answers from the cache.`,
    '',
    '| call | answers | p50 | p99 |',
    '|---|---|---|---|',
    `| counting | ${report.counting.count} | ${report.counting.p50} ms | ${report.counting.p99} ms |`,
    `| map | ${report.map.count} | ${report.map.p50} ms | ${report.map.p99} ms |`,
    `| results page | ${report.page.count} | ${report.page.p50} ms | ${report.page.p99} ms |`,
    '',
    `Shown counts that went back: ${report.backwards} (goal 0, ${report.backwards === 0 ? 'met' : '**missed**'}); older answers a reader's page dropped by their version: ${report.olderAnswersDropped}.`,
  ];
}

export function collectSection(report: (CollectBench & { at: string }) | null): string[] {
  if (!report) return ['No collector run yet (`npm run bench -- --only collect` writes bench/results/collect-latest.json).'];
  const met = (ok: boolean) => (ok ? 'met' : '**missed**');
  // Every batch carries as many events: the accepted events over the batches answered 202.
  const perBatch = report.batches ? Math.round(report.accepted / report.batches) : 0;
  return [
    `The collector, \`npm run bench -- --only collect\` run of ${day(report.at)}: batches of ${perBatch} events posted to /webapi/collect over ${report.connections} connections for ${report.seconds} s.`,
    '',
    '| events/s accepted | batches | p50 | p99 | refused | queue drained | counted | in the rollups |',
    '|---|---|---|---|---|---|---|---|',
    `| ${report.eventsPerSecond} | ${report.batches} | ${report.p50} ms | ${report.p99} ms | ${report.refused} | ${report.drainSeconds} s after the last answer | ${report.counted} (${report.accepted} accepted) | ${report.rolledUp} |`,
    '',
    `None refused (goal, ${met(report.refused === 0)}); every accepted event counted once in the rollups (goal, ${met(report.counted >= report.accepted && report.rolledUp === report.counted)}).`,
  ];
}

/** The README with the text between the markers replaced (markers added at the end when absent). */
export function withFigures(readme: string, body: string): string {
  let text = readme;
  if (!text.includes(START) || !text.includes(END)) text = `${text.trimEnd()}\n\n## Figures\n\n${START}\n${END}\n`;
  const from = text.indexOf(START) + START.length;
  const to = text.indexOf(END, from);
  if (to < 0) throw new Error(`README.md: ${END} comes before ${START}`);
  return `${text.slice(0, from)}\n${body.trim()}\n${text.slice(to)}`;
}

if (import.meta.main) {
  const bench = readJson<BenchReport>(LATEST_BENCH);
  const size = readJson<SizeReport>(LATEST_SIZE);
  const body = [
    '<!-- Written by `npm run figures` from bench/results: edit the script, not this text. -->',
    '',
    ...benchSection(bench),
    '',
    ...sizeSection(size),
    '',
    ...searchEvalSection(readJson<SearchEvalReport>(LATEST_SEARCH_EVAL)),
    '',
    ...searchBenchSection(readJson<SearchBenchReport>(LATEST_SEARCH_BENCH)),
    '',
    ...electionNightSection(readJson<ElectionNight & { at: string }>(LATEST_ELECTION_BENCH)),
    '',
    ...collectSection(readJson<CollectBench & { at: string }>(LATEST_COLLECT_BENCH)),
  ].join('\n');
  const path = join(ROOT, 'README.md');
  writeFileSync(path, withFigures(readFileSync(path, 'utf8'), body));
  console.log(`figures: README.md updated (bench ${bench ? day(bench.at) : 'none'}, size ${size ? day(size.at) : 'none'})`);
}
