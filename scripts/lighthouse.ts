// npm run lighthouse: builds (unless --no-build), serves the build on its own state (the demo
// content plus tw's pictures), and runs Lighthouse's mobile audit (its default: a mid-range phone,
// simulated slow 4G and a 4× slower CPU) on one page of each public page type (scripts/publicPages.ts),
// the AMP article, every main market's portal and a signed-in reader's my page, each already in the
// page cache as readers mostly get it. Prints the accessibility, best-practices and performance scores
// with the audits that fall short, writes bench/results/lighthouse.json and the table in
// docs/performance.md, and exits 1 when a goal is missed: accessibility and best practices 100
// everywhere (the security headers and policy must not cost it: docs/decisions/0024), performance 100
// on the portals and the article and ≥ 95 elsewhere, total blocking time ≤ 50 ms on the portals.
// It is a report, not a test: `npm test` does not run it.
// LIGHTHOUSE_DUMP=<dir> also writes each page's full report there.
// `-- --only=portal` audits only the pages whose name has that word.
// LIGHTHOUSE_PORT picks the server's port (a free one otherwise); the browser is CHROMIUM_PATH or
// /usr/bin/chromium (Lighthouse drives the full browser over its DevTools port).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { ROOT, openLocalPlatform } from './localPlatform.ts';
import { ensureBuild, freePort, startLocalServer } from './localServer.ts';
import { prepareTestState } from './testState.ts';
import { importOnDemandTool } from './onDemandTool.ts';
import { chromiumPath } from './chromiumPath.ts';
import { publicPages } from './publicPages.ts';
import { devSession, sessionStorageEntries } from './devSession.ts';

/** The part of Lighthouse's result this report reads (the package is installed on first use: scripts/onDemandTool.ts). */
interface LighthouseAudit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
  details?: { items?: { node?: { snippet?: string; selector?: string }; source?: { url?: string }; description?: string }[] };
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

/** The demo content with every main market's pictures (their portals are audited). */
async function prepareState(): Promise<void> {
  await prepareTestState(STATE, { media: ['tw', 'hk', 'id', 'th'] });
}

interface PageResult {
  path: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  metrics: Record<string, string>;
  /** Audits of the two categories that fall short: id, title, score, what was found. */
  failing: { category: string; id: string; title: string; score: number; value?: string }[];
  tbtMs: number;
}

async function audit(url: string, debuggingPort: number, keepStorage: boolean): Promise<Omit<PageResult, 'path'>> {
  // A signed-in page keeps the session written into local storage; every other audit starts clean.
  const run = await lighthouse(url, { port: debuggingPort, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES], disableStorageReset: keepStorage });
  if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = run;
  // LIGHTHOUSE_DUMP=<dir>: the full report of each page too, for a closer look (long tasks, traces' summaries).
  if (process.env.LIGHTHOUSE_DUMP) writeFileSync(join(process.env.LIGHTHOUSE_DUMP, `${new URL(url).pathname.replace(/\W+/g, '_')}.json`), JSON.stringify(lhr));
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as PageResult['scores'];
  const metricIds = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];
  const metrics = Object.fromEntries(metricIds.map((id) => [id, lhr.audits[id]?.displayValue ?? '–']));
  const failing = CATEGORIES.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? []).flatMap((ref) => {
      const a = lhr.audits[ref.id];
      if (!a || a.score === null || a.score >= 1 || !['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode)) return [];
      // What a failing accessibility or best-practice audit found: the first few elements or messages.
      const found = category === 'performance' ? [] : (a.details?.items ?? []).slice(0, 3).map((i) => i.node?.selector ?? i.description ?? i.source?.url ?? '');
      return [{ category, id: a.id, title: a.title, score: a.score, value: [a.displayValue, ...found].filter(Boolean).join('; ') || undefined }];
    }),
  );
  return { scores, metrics, failing, tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? 0 };
}

if (!process.argv.includes('--no-build')) ensureBuild(true);
await prepareState();
const server = await startLocalServer({ port: PORT, stateDir: STATE, vars: { DEV_LOGIN: 'true' } });
const debuggingPort = await freePort();
const profile = mkdtempSync(join(tmpdir(), 'portal-lighthouse-'));
// A persistent context: its pages are the browser's default context, where Lighthouse opens its tab,
// so the signed-in reader's session can be written into its local storage first.
const context = await chromium.launchPersistentContext(profile, {
  executablePath: chromiumPath({ full: true }),
  // Playwright turns the back/forward cache off by default; Lighthouse audits it.
  ignoreDefaultArgs: ['--disable-back-forward-cache'],
  args: [`--remote-debugging-port=${debuggingPort}`, '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});

/** Signs a demo reader in for the audits that follow (the development login; the session in local storage as the sign-in form keeps it). */
async function signIn(): Promise<void> {
  const session = await devSession(server.origin, 'lighthouse-reader', 'Lighthouse');
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${server.origin}/tw/v2/fontsize`);
  await page.evaluate((entries) => {
    for (const [key, value] of entries) localStorage.setItem(key, value);
  }, sessionStorageEntries(session));
}

const pages: { name: string; path: string; signedIn?: boolean; portal?: boolean }[] = [
  ...publicPages('tw').map((p) => ({ ...p, portal: p.name === 'portal' })),
  { name: 'AMP article', path: publicPages('tw').find((p) => p.name === 'article')!.path.replace('/v2/article/', '/v2/amp/article/') },
  ...(['hk', 'id', 'th'] as const).map((c) => ({ name: `portal (${c})`, path: `/${c}/v2/tab`, portal: true })),
  { name: 'my page (signed in)', path: '/tw/v2/mypage', signedIn: true },
];
/** `--only=<word>`: only the pages whose name contains it (a quicker look at one kind; the doc's table is left as it is). */
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const results: (PageResult & { name: string; portal: boolean })[] = [];
try {
  // One unmeasured load and one unreported audit first: the first page a fresh browser opens pays
  // its own start-up (its renderer, compiled code), which is no reader's cost on a portal they return to.
  const warm = context.pages()[0] ?? (await context.newPage());
  await context.addCookies([{ name: 'agreementPassed', value: '1', url: server.origin }]);
  await warm.goto(`${server.origin}${pages[0]!.path}`, { waitUntil: 'networkidle' });
  // Lighthouse's own first run in a browser costs more than its later ones: one on the country selector, not reported.
  await audit(`${server.origin}/`, debuggingPort, false);
  for (const { name, path, signedIn, portal = false } of pages.filter((p) => !only || p.name.includes(only))) {
    // In the page cache first, as most readers get the page (the Thai agreement passed).
    await (await fetch(server.origin + path, { headers: { cookie: 'agreementPassed=1' } })).arrayBuffer();
    if (signedIn) await signIn();
    await context.addCookies([{ name: 'agreementPassed', value: '1', url: server.origin }]);
    results.push({ name, portal, path, ...(await audit(server.origin + path, debuggingPort, Boolean(signedIn))) });
    console.log(`${name}: performance ${results.at(-1)!.scores.performance}`);
  }
} finally {
  await context.close();
  await server.stop();
  rmSync(profile, { recursive: true, force: true });
}

for (const r of results) {
  console.log(`\n${r.name} ${r.path}: accessibility ${r.scores.accessibility}, best practices ${r.scores['best-practices']}, performance ${r.scores.performance}`);
  console.log(`  ${Object.entries(r.metrics).map(([k, v]) => `${k} ${v}`).join(', ')}`);
  for (const f of r.failing) console.log(`  ${f.category}: ${f.id} (${f.score.toFixed(2)}) ${f.title}${f.value ? ` — ${f.value}` : ''}`);
}

/** The goals of docs/performance.md: what each page missed. */
const missed = results.flatMap((r) => {
  const out: string[] = [];
  if (r.scores.accessibility < 100) out.push(`${r.name}: accessibility ${r.scores.accessibility}`);
  if (r.scores['best-practices'] < 100) out.push(`${r.name}: best practices ${r.scores['best-practices']}`);
  const wanted = r.portal || r.name === 'article' ? 100 : 95;
  if (r.scores.performance < wanted) out.push(`${r.name}: performance ${r.scores.performance} (goal ${wanted})`);
  if (r.portal && r.tbtMs > 50) out.push(`${r.name}: total blocking time ${Math.round(r.tbtMs)} ms (goal ≤ 50)`);
  return out;
});

const date = new Date().toISOString().slice(0, 10);
const table = [
  `Lighthouse ${LIGHTHOUSE_VERSION}, mobile profile, ${date} (\`npm run lighthouse\`):`,
  '',
  '| page | performance | accessibility | best practices | total blocking time | largest paint | layout shift |',
  '|---|---|---|---|---|---|---|',
  ...results.map((r) => `| ${r.name} | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.metrics['total-blocking-time']} | ${r.metrics['largest-contentful-paint']} | ${r.metrics['cumulative-layout-shift']} |`),
  '',
  missed.length ? `Goals missed: ${missed.join('; ')}.` : 'Every goal met.',
].join('\n');
const DOC = join(ROOT, 'docs', 'performance.md');
const doc = readFileSync(DOC, 'utf8');
const START = '<!-- lighthouse:start -->';
const END = '<!-- lighthouse:end -->';
if (!only && doc.includes(START) && doc.includes(END)) writeFileSync(DOC, `${doc.slice(0, doc.indexOf(START) + START.length)}\n${table}\n${doc.slice(doc.indexOf(END))}`);
mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
writeFileSync(RESULT, `${JSON.stringify({ date: new Date().toISOString(), lighthouse: 'mobile (default config)', pages: results }, null, 2)}\n`);
console.log(`\n${table}\n\nwritten: ${RESULT} and the table in docs/performance.md`);
if (missed.length) {
  console.error(`lighthouse: goals missed: ${missed.join('; ')}`);
  process.exit(1);
}
