// What `npm run bench` and `npm run size` write to bench/results and `npm run figures` reads back:
// the shapes and the files, in one place, so a writer cannot drift from its reader.
import { join } from 'node:path';
import { ROOT } from './projectRoot.ts';

export const BENCH_RESULTS = join(ROOT, 'bench', 'results');
export const LATEST_BENCH = join(BENCH_RESULTS, 'latest.json');
export const LATEST_SIZE = join(BENCH_RESULTS, 'size-latest.json');
/** The latest `npm run search:eval` (scripts/searchEval.ts). */
export const LATEST_SEARCH_EVAL = join(BENCH_RESULTS, 'search-eval-latest.json');
/** The latest search scenario of `npm run bench` (scripts/searchBench.ts). */
export const LATEST_SEARCH_BENCH = join(BENCH_RESULTS, 'search-bench-latest.json');
/** The latest election-night scenario of `npm run bench` (scripts/electionNight.ts). */
export const LATEST_ELECTION_BENCH = join(BENCH_RESULTS, 'election-night-latest.json');
/** The latest collector scenario of `npm run bench` (scripts/collectBench.ts). */
export const LATEST_COLLECT_BENCH = join(BENCH_RESULTS, 'collect-latest.json');

export interface SearchEvalReport {
  at: string;
  goal: number;
  markets: { market: string; queries: number; recall: number; mrr: number; byKind: Record<string, number> }[];
}

export interface SearchBenchReport {
  at: string;
  storiesPerMarket: number;
  connections: number;
  durationSeconds: number;
  /** One per market: its query mix at `connections`. */
  figures: BenchFigure[];
  /** Each query alone: how many stories it matches and its median time (ms). */
  probes: { market: string; kind: string; query: string; total: number; ms: number }[];
  /** The evaluation sets run against the same state. */
  relevance: SearchEvalReport;
  goals: BenchGoal[];
}

export interface BenchFigure {
  name: string;
  path: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
}

export interface BenchGoal {
  name: string;
  value: number;
  goal: string;
  met: boolean;
}

export interface BenchReport {
  at: string;
  figures: BenchFigure[];
  /** Milliseconds one uncached article render holds the isolate. */
  renderMs: number;
  goals: BenchGoal[];
  /** The runs behind the figures (rounds, listings, purges, ratios). */
  [detail: string]: unknown;
}

export interface SizePage {
  name: string;
  path: string;
  status: number;
  before: number;
  total: number;
  budget: { before: number; total: number };
  over: boolean;
}

export interface SizeOnOpen {
  name: string;
  island: string;
  page: string;
  bytes: number;
  budget: number;
  over: boolean;
}

export interface SizeReport {
  at: string;
  unit: 'gzip bytes';
  pages: SizePage[];
  onOpen: SizeOnOpen[];
  islands: { name: string; directive: string; own: number }[];
  worker: { modules: number; raw: number; gz: number; largest: { name: string; gz: number }[]; budget: number; over: boolean; browserOnlyModules: string[] };
  met: boolean;
}
