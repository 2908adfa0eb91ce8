// Search relevance, measured (issue #29): every query of the committed evaluation sets
// (tests/search/<market>.json: queries written from the demo content, each with the stories a reader
// would want in the top 5) sent to the served worker's GET /webapi/listing/search, as a client sends
// it. Prints recall@5 and MRR per market and per kind of query, and the queries that missed; exits 1
// when a market's recall@5 is under the goal. `npm run search:eval [-- --market th]`
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ROOT } from './projectRoot.ts';
import { ensureBuild, startLocalServer } from './localServer.ts';
import { prepareTestState } from './testState.ts';
import { LATEST_SEARCH_EVAL, type SearchEvalReport } from './benchResults.ts';
import { articleHash } from './seedIds.ts';
import { loadSeedMarket } from './loadSeedContent.ts';
import { SEED_COUNTRIES, type SeedCountry } from './seedSchema.ts';

/** The markets with an evaluation set: the four main markets. */
export const EVAL_MARKETS = ['tw', 'hk', 'id', 'th'] as const satisfies readonly SeedCountry[];
/** recall@5 every market must reach. */
export const RECALL_GOAL = 0.9;
const TOP = 5;

const evalSetSchema = z.object({
  market: z.enum(SEED_COUNTRIES),
  queries: z.array(z.object({ query: z.string().min(1).max(100), kind: z.string().min(1), expect: z.array(z.string()).min(1).max(TOP) })).min(30),
});

interface Scored {
  query: string;
  kind: string;
  recall: number;
  reciprocalRank: number;
  missing: string[];
}

/** Recall@5 of one query: the share of its expected stories in the top 5; reciprocal rank of the first found. */
export function scoreQuery(expected: readonly string[], ranked: readonly string[]): { recall: number; reciprocalRank: number; missing: string[] } {
  const top = ranked.slice(0, TOP);
  const missing = expected.filter((h) => !top.includes(h));
  const first = ranked.findIndex((h) => expected.includes(h));
  return { recall: (expected.length - missing.length) / expected.length, reciprocalRank: first < 0 ? 0 : 1 / (first + 1), missing };
}

const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);

function loadEvalSet(market: SeedCountry) {
  const set = evalSetSchema.parse(JSON.parse(readFileSync(join(ROOT, 'tests', 'search', `${market}.json`), 'utf8')));
  const slugs = new Set(loadSeedMarket(ROOT, market).articles.map((a) => a.slug));
  const unknown = set.queries.flatMap((q) => q.expect.filter((s) => !slugs.has(s)).map((s) => `${q.query}: ${s}`));
  if (unknown.length) throw new Error(`tests/search/${market}.json names stories the demo content does not have: ${unknown.join(', ')}`);
  return set;
}

export interface Evaluation {
  report: SearchEvalReport;
  /** The table printed: one row per market. */
  table: string;
  /** The queries that missed an expected story, one line each. */
  misses: string[];
  met: boolean;
}

/** Sends every query of `markets`' evaluation sets to the worker at `origin` and scores the answers. */
export async function evaluateSearch(origin: string, markets: readonly SeedCountry[]): Promise<Evaluation> {
  const sets = markets.map((m) => loadEvalSet(m));
  let met = true;
  const report: SearchEvalReport = { at: new Date().toISOString(), goal: RECALL_GOAL, markets: [] };
  const rows: string[] = [];
  const misses: string[] = [];
  for (const set of sets) {
    const scored: Scored[] = [];
    for (const q of set.queries) {
      const res = await fetch(`${origin}/webapi/listing/search?${new URLSearchParams({ country: set.market, query: q.query, length: '10' })}`);
      if (res.status !== 200) throw new Error(`${set.market} "${q.query}": ${res.status} ${await res.text()}`);
      const ranked = ((await res.json()) as { items: { hash: string }[] }).items.map((i) => i.hash);
      const expected = q.expect.map((slug) => articleHash(set.market, slug));
      const score = scoreQuery(expected, ranked);
      scored.push({ query: q.query, kind: q.kind, ...score, missing: q.expect.filter((_, i) => score.missing.includes(expected[i]!)) });
    }
    const recall = mean(scored.map((s) => s.recall));
    const mrr = mean(scored.map((s) => s.reciprocalRank));
    if (recall < RECALL_GOAL) met = false;
    const byKind = Object.fromEntries([...new Set(scored.map((s) => s.kind))].map((k) => [k, mean(scored.filter((s) => s.kind === k).map((s) => s.recall))]));
    report.markets.push({ market: set.market, queries: scored.length, recall, mrr, byKind });
    const kinds = Object.entries(byKind).map(([k, r]) => `${k} ${r.toFixed(2)}`);
    rows.push(`| ${set.market} | ${scored.length} | ${recall.toFixed(2)} | ${mrr.toFixed(2)} | ${kinds.join(', ')} | ${recall >= RECALL_GOAL ? 'met' : '**missed**'} |`);
    for (const s of scored.filter((x) => x.recall < 1)) misses.push(`search:eval ${set.market} "${s.query}" (${s.kind}): not in the top ${TOP}: ${s.missing.join(', ')}`);
  }
  const table = `| market | queries | recall@${TOP} | MRR | recall@${TOP} by kind | goal ≥ ${RECALL_GOAL} |\n|---|---|---|---|---|---|\n${rows.join('\n')}`;
  return { report, table, misses, met };
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { market: { type: 'string', multiple: true } } });
  const markets = (values.market?.length ? values.market : EVAL_MARKETS) as SeedCountry[];
  markets.forEach((m) => loadEvalSet(m));
  ensureBuild();
  const stateDir = join(ROOT, '.wrangler', 'search-eval-state');
  await prepareTestState(stateDir);
  const server = await startLocalServer({ port: 0, stateDir });
  let evaluation: Evaluation;
  try {
    evaluation = await evaluateSearch(server.origin, markets);
  } finally {
    await server.stop();
  }
  for (const line of evaluation.misses) console.log(line);
  console.log(`\n${evaluation.table}`);
  // A run of every market is the figure the README shows (npm run figures).
  if (!values.market?.length) writeFileSync(LATEST_SEARCH_EVAL, `${JSON.stringify(evaluation.report, null, 2)}\n`);
  if (!evaluation.met) {
    console.error(`search:eval: recall@${TOP} under ${RECALL_GOAL} in a market`);
    process.exitCode = 1;
  }
}

if (import.meta.main) await main();
