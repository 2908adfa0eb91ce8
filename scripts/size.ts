// npm run size: builds, serves the build, and reports per page type the gzip bytes of JavaScript
// loaded before the first user interaction and in total once every island has hydrated, plus each
// island's own gzip size. Budgets (README) are enforced: exit 1 when one is exceeded.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT, openLocalPlatform } from './localPlatform.ts';
import { ensureBuild, startLocalServer } from './localServer.ts';
import { seedContent } from './seedContent.ts';

const PORT = 8798;
const STATE = join(ROOT, '.wrangler', 'size-state');
const CLIENT_DIR = join(ROOT, 'dist', 'client');
const KB = 1024;

/** Budgets in gzip bytes; null = not budgeted. */
const BUDGETS: Record<string, { before: number | null; total: number | null }> = {
  'country selector': { before: 0, total: 0 },
  portal: { before: null, total: null },
  article: { before: 5 * KB, total: 90 * KB },
  'AMP article': { before: 0, total: 0 },
  embed: { before: null, total: null },
};

const gz = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;
const fileCache = new Map<string, string>();

function readClientFile(url: string): string | null {
  const path = join(CLIENT_DIR, new URL(url, 'http://x').pathname);
  if (!existsSync(path)) return null;
  if (!fileCache.has(path)) fileCache.set(path, readFileSync(path, 'utf8'));
  return fileCache.get(path)!;
}

/** The module and everything it imports statically (dynamic imports load later, on demand). */
function closure(url: string, seen = new Set<string>()): Set<string> {
  const path = new URL(url, 'http://x').pathname;
  if (seen.has(path)) return seen;
  const source = readClientFile(path);
  if (source === null) return seen;
  seen.add(path);
  for (const m of source.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]*?from\s*)?["']([^"']+\.js)["']/g)) {
    closure(new URL(m[1]!, `http://x${path}`).pathname, seen);
  }
  return seen;
}

const bytesOf = (paths: Iterable<string>) => [...paths].reduce((sum, p) => sum + gz(readClientFile(p) ?? ''), 0);

interface Island {
  name: string;
  directive: string;
  own: number;
  files: Set<string>;
}

function analyse(html: string) {
  const eager = new Set<string>();
  let inline = 0;
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1]!;
    if (/type=["']application\/(ld\+)?json["']/i.test(attrs)) continue;
    const src = /\bsrc=["']([^"']+)["']/i.exec(attrs)?.[1];
    if (src) {
      if (/^https?:/i.test(src)) continue; // third-party runtimes (e.g. the AMP runtime) are not our JS
      closure(src, eager);
    } else if (m[2]!.trim()) inline += gz(m[2]!);
  }
  const islands: Island[] = [];
  for (const m of html.matchAll(/<astro-island\b([^>]*)>/gi)) {
    const attr = (n: string) => new RegExp(`\\b${n}="([^"]*)"`).exec(m[1]!)?.[1]?.replace(/&amp;/g, '&');
    const component = attr('component-url');
    if (!component) continue;
    const files = closure(component);
    const renderer = attr('renderer-url');
    if (renderer) closure(renderer, files);
    islands.push({ name: attr('component-export') === 'default' || !attr('component-export') ? component.split('/').pop()! : attr('component-export')!, directive: attr('client') ?? '?', own: gz(readClientFile(component) ?? ''), files });
  }
  const beforeFiles = new Set(eager);
  for (const i of islands) if (['load', 'idle', 'only'].includes(i.directive)) i.files.forEach((f) => beforeFiles.add(f));
  const allFiles = new Set(beforeFiles);
  for (const i of islands) i.files.forEach((f) => allFiles.add(f));
  return { before: inline + bytesOf(beforeFiles), total: inline + bytesOf(allFiles), inline, islands };
}

async function prepareState(): Promise<string> {
  const platform = await openLocalPlatform(STATE);
  try {
    await seedContent(platform.env, { countries: ['tw'], media: false, ifEmpty: true });
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
