// npm run size: builds, serves the build, and reports per page type the gzip bytes of JavaScript
// loaded before the first user interaction and in total once every island has hydrated, plus each
// island's own gzip size. Budgets (README) are enforced: exit 1 when one is exceeded.
import { join } from 'node:path';
import { ROOT, openLocalPlatform } from './localPlatform.ts';
import { ensureBuild, freePort, startLocalServer } from './localServer.ts';
import { prepareTestState } from './testState.ts';
import { createJsWeigher } from './jsWeight.ts';

const analyse = createJsWeigher(join(ROOT, 'dist', 'client'));

// A free port unless one is given: checkouts side by side may weigh at the same time.
const PORT = process.env.SIZE_PORT ? Number(process.env.SIZE_PORT) : await freePort();
const STATE = join(ROOT, '.wrangler', 'size-state');
const KB = 1024;

/** Budgets in gzip bytes; null = not budgeted. */
const BUDGETS: Record<string, { before: number | null; total: number | null }> = {
  'country selector': { before: 0, total: 0 },
  portal: { before: null, total: null },
  article: { before: 5 * KB, total: 90 * KB },
  'AMP article': { before: 0, total: 0 },
  embed: { before: null, total: null },
};

async function prepareState(): Promise<string> {
  await prepareTestState(STATE); // always the current demo content (a copy of the test template)
  const platform = await openLocalPlatform(STATE);
  try {
    const row = await platform.env.DB.prepare("SELECT hash FROM articles WHERE country = 'tw' AND content_type = 'ALBUM' LIMIT 1").first<{ hash: string }>();
    return row!.hash;
  } finally {
    await platform.dispose();
  }
}

ensureBuild(process.argv.includes('--no-build') ? false : true);
const albumHash = await prepareState();
const server = await startLocalServer({ port: PORT, stateDir: STATE });
let failed = false;
try {
  const pages: [string, string][] = [
    ['country selector', '/'],
    ['portal', '/tw/v2/tab'],
    ['article', `/tw/v2/article/${albumHash}`],
    ['AMP article', `/tw/v2/amp/article/${albumHash}`],
    ['embed', '/tw/v2/embed/poll/demo'],
  ];
  const fmt = (n: number) => `${(n / KB).toFixed(1)} KB`;
  console.log('\n| page | status | JS before interaction (gz) | JS after all islands (gz) | budget |');
  console.log('|---|---|---|---|---|');
  const islandRows = new Map<string, { directive: string; own: number }>();
  for (const [name, path] of pages) {
    const res = await fetch(server.origin + path, { headers: { cookie: 'agreementPassed=1' } });
    const result = analyse(await res.text());
    const budget = BUDGETS[name]!;
    const over = (budget.before !== null && result.before > budget.before) || (budget.total !== null && result.total > budget.total);
    failed ||= over;
    const budgetText = budget.before === null ? '–' : `≤ ${fmt(budget.before)} / ≤ ${fmt(budget.total!)}${over ? ' **over**' : ''}`;
    console.log(`| ${name} | ${res.status} | ${fmt(result.before)} | ${fmt(result.total)} | ${budgetText} |`);
    for (const i of result.islands) islandRows.set(i.name, { directive: i.directive, own: i.own });
  }
  console.log('\n| island | client directive | own gzip |');
  console.log('|---|---|---|');
  if (!islandRows.size) console.log('| (none on these pages) | | |');
  for (const [name, i] of islandRows) console.log(`| ${name} | ${i.directive} | ${fmt(i.own)} |`);
} finally {
  await server.stop();
}
if (failed) {
  console.error('\nsize: a JavaScript budget is exceeded');
  process.exit(1);
}
console.log('\nsize: all budgets met');
