// npm run lighthouse: builds (unless --no-build), serves the build on its own state (the demo
// content plus tw's pictures), and runs Lighthouse's mobile audit (its default: a mid-range phone,
// simulated slow 4G and a 4× slower CPU) on a portal and an article, each already in the page cache
// as readers mostly get it. Prints the accessibility, best-practices and performance scores with the
// audits that fall short, writes bench/results/lighthouse.json, and exits 1 when accessibility or
// best practices (the security headers and policy must not cost it: docs/decisions/0024) is under 100.
// LIGHTHOUSE_PORT picks the server's port (a free one otherwise); the browser is CHROMIUM_PATH or
// /usr/bin/chromium, as for the browser tests.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { ROOT, openLocalPlatform } from './localPlatform.ts';
import { ensureBuild, freePort, startLocalServer } from './localServer.ts';
import { prepareTestState } from './testState.ts';
import { importOnDemandTool } from './onDemandTool.ts';

/** The part of Lighthouse's result this report reads (the package is installed on first use: scripts/onDemandTool.ts). */
interface LighthouseAudit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
}
interface LighthouseResult {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string }[] } | undefined>;
  audits: Record<string, LighthouseAudit | undefined>;
}
type Lighthouse = (url: string, flags: Record<string, unknown>) => Promise<{ lhr: LighthouseResult } | undefined>;
const LIGHTHOUSE_VERSION = '12.8.2';
const { default: lighthouse } = await importOnDemandTool<{ default: Lighthouse }>('lighthouse', LIGHTHOUSE_VERSION);

const PORT = process.env.LIGHTHOUSE_PORT ? Number(process.env.LIGHTHOUSE_PORT) : await freePort();
const STATE = join(ROOT, '.wrangler', 'lighthouse-state');
const CATEGORIES = ['accessibility', 'best-practices', 'performance'] as const;
const RESULT = join(ROOT, 'bench', 'results', 'lighthouse.json');

/** A tw story with a picture: the article page Lighthouse audits. */
async function prepareState(): Promise<string> {
  await prepareTestState(STATE, { media: ['tw'] });
  const platform = await openLocalPlatform(STATE);
  try {
    const row = await platform.env.DB.prepare(
      "SELECT hash FROM articles WHERE country = 'tw' AND content_type = 'GENERAL' AND thumbnail_hash IS NOT NULL ORDER BY publish_time DESC LIMIT 1",
    ).first<{ hash: string }>();
    return row!.hash;
  } finally {
    await platform.dispose();
  }
}

interface PageResult {
  path: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  metrics: Record<string, string>;
  /** Audits of the two categories that fall short: id, title, score, what was found. */
  failing: { category: string; id: string; title: string; score: number; value?: string }[];
}

async function audit(url: string, debuggingPort: number): Promise<Omit<PageResult, 'path'>> {
  const run = await lighthouse(url, { port: debuggingPort, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = run;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as PageResult['scores'];
  const metricIds = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];
  const metrics = Object.fromEntries(metricIds.map((id) => [id, lhr.audits[id]?.displayValue ?? '–']));
  const failing = CATEGORIES.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? []).flatMap((ref) => {
      const a = lhr.audits[ref.id];
      if (!a || a.score === null || a.score >= 1 || !['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode)) return [];
      return [{ category, id: a.id, title: a.title, score: a.score, value: a.displayValue }];
    }),
  );
  return { scores, metrics, failing };
}

if (!process.argv.includes('--no-build')) ensureBuild(true);
const articleHash = await prepareState();
const server = await startLocalServer({ port: PORT, stateDir: STATE });
const debuggingPort = await freePort();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  // Playwright turns the back/forward cache off by default; Lighthouse audits it.
  ignoreDefaultArgs: ['--disable-back-forward-cache'],
  args: [`--remote-debugging-port=${debuggingPort}`, '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});
const results: PageResult[] = [];
try {
  for (const path of ['/tw/v2/tab', `/tw/v2/article/${articleHash}`]) {
    // In the page cache first, as most readers get the page.
    await (await fetch(server.origin + path)).arrayBuffer();
    results.push({ path, ...(await audit(server.origin + path, debuggingPort)) });
  }
} finally {
  await browser.close();
  await server.stop();
}

for (const r of results) {
  console.log(`\n${r.path}: accessibility ${r.scores.accessibility}, best practices ${r.scores['best-practices']}, performance ${r.scores.performance}`);
  console.log(`  ${Object.entries(r.metrics).map(([k, v]) => `${k} ${v}`).join(', ')}`);
  for (const f of r.failing) console.log(`  ${f.category}: ${f.id} (${f.score.toFixed(2)}) ${f.title}${f.value ? ` — ${f.value}` : ''}`);
}
mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
writeFileSync(RESULT, `${JSON.stringify({ date: new Date().toISOString(), lighthouse: 'mobile (default config)', pages: results }, null, 2)}\n`);
console.log(`\nwritten: ${RESULT}`);
if (results.some((r) => r.scores.accessibility < 100 || r.scores['best-practices'] < 100)) {
  console.error('lighthouse: accessibility or best practices is under 100');
  process.exit(1);
}
