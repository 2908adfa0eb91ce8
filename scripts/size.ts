// npm run size: builds, serves the build, and reports per page type the gzip bytes of JavaScript
// loaded before the first user interaction (measured in Chromium: what a signed-out reader's page
// fetches on a phone, and on a desktop for the portal, until the network is quiet, without a tap or
// a scroll; the signed-in pages with a signed-in reader, their parts shown) and in total once every island has hydrated (read from the page), plus each
// island's own gzip size, what opening an on-open island (the photo gallery) loads, the ad layer (its own
// line: loaded when an ad module nears the view), and the Worker
// bundle `wrangler deploy` would upload. Budgets (docs/performance.md, docs/decisions/0021 and 0043) are enforced:
// exit 1 when one is exceeded. The figures are also written to bench/results/size-latest.json.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT, openLocalPlatform } from './localPlatform.ts';
import { ensureBuild, startLocalServer } from './localServer.ts';
import { prepareTestState } from './testState.ts';
import { ON_OPEN_ISLANDS, createJsWeigher } from './jsWeight.ts';
import { chromium, devices, type Browser } from '@playwright/test';
import { chromiumPath } from './chromiumPath.ts';
import { publicPages } from './publicPages.ts';
import { devSession, sessionStorageEntries } from './devSession.ts';
import type { Session } from '#/stores/storedSession.ts';
import { BENCH_RESULTS, LATEST_SIZE, type SizeOnOpen, type SizePage, type SizeReport } from './benchResults.ts';

const analyse = createJsWeigher(join(ROOT, 'dist', 'client'));
const clientWeights = new Map<string, number>();
/** Gzip bytes of a built client file by its URL path (level 9, as the page weigher counts). */
function weighClientFile(path: string): number {
  if (!clientWeights.has(path)) {
    const file = join(ROOT, 'dist', 'client', path);
    clientWeights.set(path, existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0);
  }
  return clientWeights.get(path)!;
}

/**
 * The ads' code, weighed on lines of its own (decision note in the report of issue #31): the wake
 * script every page with an ad module runs (src/browser/ads/adWake.ts, before interaction) and the
 * ad layer it loads when a module nears the view (src/browser/ads/adLayer.ts, with what only it
 * imports; the third-party adapters load later still, when a slot is drawn for them). Neither is in
 * a page's own figures: a page's budget stays the page's, whichever placements its market has, and
 * a page whose first module is near the first screen (the layer then loads without a scroll) weighs
 * the same as one whose modules are further down (the layer's load is blocked while a page is
 * weighed). Only files no other script of the page uses are set apart.
 */
const AD_WAKE_BUDGET = 512;
/** The layer: its runtime, the domain's rules it runs, the first-party adapter and the reader's targeting. */
const AD_LAYER_BUDGET = 10 * 1024;
const clientDir = join(ROOT, 'dist', 'client');
/** A built module and its static imports, as URL paths. */
function staticClosure(path: string, seen = new Set<string>()): Set<string> {
  const file = join(clientDir, path);
  if (seen.has(path) || !existsSync(file)) return seen;
  seen.add(path);
  for (const m of readFileSync(file, 'utf8').matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]*?from\s*)?["'`]([^"'`]+\.js)["'`]/g)) {
    staticClosure(new URL(m[1]!, `http://x${path}`).pathname, seen);
  }
  return seen;
}
/** The built chunk whose name starts with `prefix`, as a URL path, or null. */
function builtChunk(prefix: RegExp): string | null {
  const dir = join(clientDir, '_astro');
  const name = existsSync(dir) ? readdirSync(dir).find((f) => prefix.test(f)) : undefined;
  return name ? `/_astro/${name}` : null;
}
const AD_WAKE_ENTRY = builtChunk(/^AdModule\.astro_astro_type_script_index_0_lang\.[\w-]+\.js$/);
const AD_LAYER_ENTRY = builtChunk(/^adLayer\.[\w-]+\.js$/);
/**
 * The tracker (issue 32, src/browser/tracking/), weighed on lines of its own like the ads: the page's
 * boot script (PageTracking.astro, before interaction: the page's own) loads it after the first
 * paint, and it loads the impression directive where the page has tracked elements and the Web
 * Vitals library (its error rules and the third parties' adapters load only on an error or when
 * configured). None of it is in a page's before-interaction figure; the tracker's own chunk is in
 * the page's total (a script import).
 */
const TRACKER_BUDGET = 3 * 1024;
const TRACKER_IMPRESSIONS_BUDGET = 1536;
const TRACKER_VITALS_BUDGET = 6 * 1024;
const TRACKER_ENTRY = builtChunk(/^tracker\.[\w-]+\.js$/);
const TRACKER_IMPRESSIONS = builtChunk(/^impressionDirective\.[\w-]+\.js$/);
const TRACKER_VITALS = builtChunk(/^vitals\.[\w-]+\.js$/);
/** Every module the tracker may load, statically or on demand. */
function trackerReach(path: string | null, seen = new Set<string>()): Set<string> {
  if (!path || seen.has(path) || !existsSync(join(clientDir, path))) return seen;
  seen.add(path);
  for (const m of readFileSync(join(clientDir, path), 'utf8').matchAll(/(?:(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]*?from\s*)?|import\(\s*)["'`]([^"'`]+\.js)["'`]/g)) {
    trackerReach(new URL(m[1]!, `http://x${path}`).pathname, seen);
  }
  return seen;
}
interface AdFiles {
  /** The wake script's files no other script of the page uses. */
  wake: Set<string>;
  /** What the layer adds to the page when it loads: its closure less what the page's scripts load. */
  layerOnLoad: Set<string>;
}
/** A page's ad files (none on a page without ad modules). */
function adFilesOf(html: string): AdFiles {
  const pageScripts = [...html.matchAll(/<script\b[^>]*\bsrc=["'](\/[^"']+)["']/gi)].map((m) => m[1]!);
  if (!AD_WAKE_ENTRY || !pageScripts.includes(AD_WAKE_ENTRY)) return { wake: new Set(), layerOnLoad: new Set() };
  const others = new Set<string>();
  for (const src of pageScripts) if (src !== AD_WAKE_ENTRY) staticClosure(src, others);
  const wakeAll = staticClosure(AD_WAKE_ENTRY);
  const layerAll = AD_LAYER_ENTRY ? staticClosure(AD_LAYER_ENTRY) : new Set<string>();
  return {
    wake: new Set([...wakeAll].filter((f) => !others.has(f))),
    layerOnLoad: new Set([...layerAll].filter((f) => !others.has(f) && !wakeAll.has(f))),
  };
}
/**
 * Whether a script a page loaded before interaction is the page's own: anything but the ad wake's
 * and the ad layer's files, and those too when one of the page's other scripts, or an island or
 * script import other than the ad layer that loaded, needs them. What only the ads needed (a
 * module near the first screen loads the layer before any scroll) is the ads' lines'.
 */
function pageOwn(html: string, islands: readonly { name: string; component: string; renderer?: string }[]): (path: string, loaded: ReadonlySet<string>) => boolean {
  let needed: Set<string> | null = null;
  const adOnly = new Set([...(AD_WAKE_ENTRY ? staticClosure(AD_WAKE_ENTRY) : []), ...(AD_LAYER_ENTRY ? staticClosure(AD_LAYER_ENTRY) : []), ...trackerReach(TRACKER_ENTRY)]);
  return (path, loaded) => {
    if (!needed) {
      needed = new Set<string>();
      const roots = [...html.matchAll(/<script\b[^>]*\bsrc=["'](\/[^"']+)["']/gi)].map((m) => m[1]!).filter((src) => src !== AD_WAKE_ENTRY);
      for (const i of islands) if (i.name !== 'adLayer' && i.name !== 'tracker') roots.push(...[i.component, i.renderer ?? ''].filter(Boolean).map((u) => new URL(u, 'http://x').pathname));
      // Every module the page's other code loads, on demand too (the ad layer's own loads excepted).
      const visit = (path: string) => {
        if (needed!.has(path) || path === AD_LAYER_ENTRY || path === TRACKER_ENTRY || !loaded.has(path)) return;
        needed!.add(path);
        const source = readFileSync(join(clientDir, path), 'utf8');
        for (const m of source.matchAll(/(?:(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]*?from\s*)?|import\(\s*)["'`]([^"'`]+\.js)["'`]/g)) visit(new URL(m[1]!, `http://x${path}`).pathname);
      };
      roots.forEach(visit);
    }
    return needed.has(path) || !adOnly.has(path);
  };
}
const bytesOf = (files: Iterable<string>) => [...files].reduce((sum, p) => sum + weighClientFile(p), 0);

// The system picks the port (0) unless one is given: checkouts side by side may weigh at the same time.
const PORT = process.env.SIZE_PORT ? Number(process.env.SIZE_PORT) : 0;
const STATE = join(ROOT, '.wrangler', 'size-state');
const KB = 1024;

/**
 * Budgets in gzip bytes (docs/decisions/0043). "After all islands" leaves room for the features
 * still to come; on-open islands (the gallery) are budgeted on their own lines.
 */
/** Every public page type (a signed-out reader) and every signed-in page: no React before a tap (decisions 0056, 0057). */
const PUBLIC_PAGE = { before: 10 * KB, total: 100 * KB };
const BUDGETS: Record<string, { before: number; total: number }> = {
  'country selector': { before: 0, total: 0 },
  portal: { before: 10 * KB, total: 100 * KB },
  'portal (desktop)': { before: 10 * KB, total: 100 * KB },
  // Issue 31: the article stays ≤ 5 KB before interaction (its ads on their own lines, below).
  article: { before: 5 * KB, total: 100 * KB },
  'AMP article': { before: 0, total: 0 },
  // The publishers' embed page hydrates its poll at once: everything it loads comes before interaction.
  embed: { before: 90 * KB, total: 90 * KB },
};
/**
 * A signed-in page: its reader's parts (≈ 0.9 KB) and, as on every page a signed-in reader opens in
 * a plain browser, the start-up's reader check (≈ 2.8 KB, docs/decisions/0059).
 */
const SIGNED_IN_PAGE = { before: 10 * KB, total: 100 * KB };
const budgetOf = (name: string) => BUDGETS[name] ?? (name.endsWith('(signed in)') ? SIGNED_IN_PAGE : PUBLIC_PAGE);

/**
 * Gzip bytes of our JavaScript a signed-out reader's page fetches before any interaction: the page
 * opened in Chromium (`device`'s screen), left until the network has been quiet for half a second
 * (islands that hydrate at load, when idle or when already on screen have loaded by then), then
 * every script of our own it fetched, weighed from the build, plus the page's inline scripts.
 */
async function weighBeforeInteraction(browser: Browser, url: string, device: 'phone' | 'desktop', inline: number, weigh: (path: string) => number, session?: Session, counts: (path: string, loaded: ReadonlySet<string>) => boolean = () => true): Promise<number> {
  const context = await browser.newContext({ ...(device === 'phone' ? devices['Pixel 7'] : devices['Desktop Chrome']) });
  await context.addCookies([{ name: 'agreementPassed', value: '1', url }]);
  // A signed-in reader: the session where the sign-in form keeps it, before any page script runs.
  if (session) {
    await context.addInitScript((entries) => {
      for (const [key, value] of entries) localStorage.setItem(key, value);
    }, sessionStorageEntries(session));
  }
  const page = await context.newPage();
  const scripts = new Set<string>();
  const origin = new URL(url).origin;
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.origin === origin && r.resourceType() === 'script') scripts.add(u.pathname);
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    // A signed-in page is weighed with the reader's parts shown, not its sign-in prompt.
    const notReady = await page.locator('[data-reader-part]:not([data-reader-state="ready"])').count();
    if (session && notReady) throw new Error(`${url}: ${notReady} of the reader's parts did not load`);
    return inline + [...scripts].filter((p) => counts(p, scripts)).reduce((sum, p) => sum + weigh(p), 0);
  } finally {
    await context.close();
  }
}

/** The signed-in pages (decision 0056): weighed with a signed-in reader, whose parts come as HTML. */
const SIGNED_IN_PAGES: [string, string, 'phone'][] = [
  ['my page (signed in)', '/tw/v2/mypage', 'phone'],
  ['notices (signed in)', '/tw/v2/mypage/notice', 'phone'],
  ['notifications (signed in)', '/tw/v2/notification', 'phone'],
  ['subscriptions (signed in)', '/tw/v2/subscription/subscribed', 'phone'],
  ['subscription search (signed in)', `/tw/v2/subscription/search?query=${encodeURIComponent('新聞')}`, 'phone'],
];

/** Islands with a budget of their own (their module, gzip, shared chunks not counted): each must be found on a page weighed. */
const OWN_ISLAND_BUDGETS: Record<string, number> = { 'BookingSeats.island': 15 * KB };

/** What opening an on-open island loads (ON_OPEN_ISLANDS in scripts/jsWeight.ts), gzip bytes. */
const ON_OPEN_BUDGETS: Record<string, number> = { 'gallery (on open)': 40 * KB };

/** The Worker's modules, gzipped together as wrangler reports them: a fast cold start as the verticals arrive. */
const WORKER_BUDGET_GZ = 1024 * KB;

interface WorkerWeight {
  modules: number;
  raw: number;
  gz: number;
  /** The heaviest modules, each gzipped on its own. */
  largest: { name: string; gz: number }[];
}

/**
 * What `wrangler deploy` would upload: a dry run (no network, no account) writes the Worker's
 * modules to a temporary directory; they are summed raw and gzipped together, as wrangler's own
 * "Total Upload" line does. Source maps and wrangler's README there are not modules.
 */
function weighWorker(): Promise<WorkerWeight> {
  const outdir = mkdtempSync(join(tmpdir(), 'portal-worker-'));
  const child = spawn('npx', ['wrangler', 'deploy', '--dry-run', '--outdir', outdir, '-c', 'dist/server/wrangler.json'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += String(d)));
  return new Promise<WorkerWeight>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      try {
        if (code !== 0) throw new Error(`wrangler deploy --dry-run exited with ${code}: ${stderr.slice(-2000)}`);
        const files = readdirSync(outdir, { recursive: true, withFileTypes: true })
          .filter((f) => f.isFile() && !f.name.endsWith('.map') && !(f.parentPath === outdir && f.name === 'README.md'))
          .map((f) => join(f.parentPath, f.name))
          .sort();
        if (!files.length) throw new Error(`wrangler deploy --dry-run wrote no modules to ${outdir}`);
        const contents = files.map((f) => readFileSync(f));
        const largest = files
          .map((f, i) => ({ name: f.slice(outdir.length + 1).replace(/_[\w-]{8}(?=\.m?js$)/, ''), gz: gzipSync(contents[i]!).length }))
          .sort((a, b) => b.gz - a.gz)
          .slice(0, 5);
        const raw = contents.reduce((sum, c) => sum + c.length, 0);
        resolve({ modules: files.length, raw, gz: gzipSync(Buffer.concat(contents)).length, largest });
      } catch (error) {
        reject(error);
      } finally {
        rmSync(outdir, { recursive: true, force: true });
      }
    });
  });
}

/**
 * Packages only a browser runs (the video player, the messaging app's SDK, slide gestures): none of
 * their code may be in the Worker (docs/decisions/0043). An island imports them on demand behind
 * `import.meta.env.SSR`, so the server build drops the import.
 */
const BROWSER_ONLY = /\/node_modules\/(hls\.js|@line\/liff|@liff\/[^/]+|swiper)\//;

/** Worker modules whose source maps name browser-only code, with the first such source of each. */
function browserCodeInWorker(): string[] {
  const dir = join(ROOT, 'dist', 'server');
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((f) => f.isFile() && f.name.endsWith('.mjs.map'))
    .flatMap((f) => {
      const { sources } = JSON.parse(readFileSync(join(f.parentPath, f.name), 'utf8')) as { sources: string[] };
      const hit = sources.find((s) => BROWSER_ONLY.test(s));
      return hit ? [`${join(f.parentPath, f.name).slice(dir.length + 1, -'.map'.length)} (${hit.replace(/^(\.\.\/)+/, '')})`] : [];
    });
}

/** The demo album article and a demo poll of tw: the pages weighed are real ones that answer 200. */
async function prepareState(): Promise<{ albumHash: string; pollPath: string; showtimeId: number }> {
  // Always the current demo content (a copy of the test template), with tw's pictures: a page is
  // weighed as a reader gets it (a picture that fails to load would fetch the article's retry code).
  await prepareTestState(STATE, { media: ['tw'] });
  const platform = await openLocalPlatform(STATE);
  try {
    const row = await platform.env.DB.prepare("SELECT hash FROM articles WHERE country = 'tw' AND content_type = 'ALBUM' LIMIT 1").first<{ hash: string }>();
    const poll = await platform.env.DB.prepare("SELECT url_path FROM polls WHERE country = 'tw' LIMIT 1").first<{ url_path: string }>();
    // The last demo showtime: still ahead, so its booking page has a seat map to choose from.
    const showtime = await platform.env.DB.prepare("SELECT id FROM showtimes WHERE country = 'tw' ORDER BY starts_at DESC LIMIT 1").first<{ id: number }>();
    return { albumHash: row!.hash, pollPath: poll!.url_path, showtimeId: showtime!.id };
  } finally {
    await platform.dispose();
  }
}

ensureBuild(process.argv.includes('--no-build') ? false : true);
// The dry run takes a few seconds: it runs while the pages are weighed.
const worker = weighWorker();
worker.catch(() => {}); // awaited below; an early failure must not go unhandled meanwhile
const { albumHash, pollPath, showtimeId } = await prepareState();
// The development login signs the demo reader in for the signed-in pages.
const server = await startLocalServer({ port: PORT, stateDir: STATE, vars: { DEV_LOGIN: 'true' } });
const browser = await chromium.launch({ executablePath: chromiumPath() });
let failed = false;
const pageFigures: SizePage[] = [];
const onOpenFigures: SizeOnOpen[] = [];
const islandRows = new Map<string, { directive: string; own: number }>();
const fmt = (n: number) => `${(n / KB).toFixed(1)} KB`;
let articleAds: AdFiles | null = null;
let articleHtml = '';
/** The article's own scripts and their static imports (the tracker's lines leave them out). */
const articleOthers = new Set<string>();
try {
  const publicTypes = publicPages('tw');
  const pages: [string, string, 'phone' | 'desktop'][] = [
    ['country selector', '/', 'phone'],
    ...publicTypes.map((p): [string, string, 'phone'] => [p.name, p.path, 'phone']),
    ['portal (desktop)', publicTypes[0]!.path, 'desktop'],
    ['AMP article', `/tw/v2/amp/article/${albumHash}`, 'phone'],
    ['embed', `/tw/v2/embed/poll/${pollPath}`, 'phone'],
    ['movie booking', `/tw/v2/movie/booking/${showtimeId}`, 'phone'],
    ...SIGNED_IN_PAGES,
  ];
  const session = await devSession(server.origin, 'size-reader', 'Size');
  console.log('\n| page | status | JS before interaction (gz) | JS after all islands (gz) | budget |');
  console.log('|---|---|---|---|---|');
  for (const [name, path, device] of pages) {
    const res = await fetch(server.origin + path, { headers: { cookie: 'agreementPassed=1' } });
    const html = await res.text();
    const result = analyse(html);
    const signedIn = SIGNED_IN_PAGES.some(([n]) => n === name);
    const ads = adFilesOf(html);
    if (name === 'article') {
      articleAds = ads;
      articleHtml = html;
      for (const src of html.matchAll(/<script\b[^>]*\bsrc=["'](\/[^"']+)["']/gi)) staticClosure(src[1]!, articleOthers);
    }
    const before = await weighBeforeInteraction(browser, server.origin + path, device, result.inline, weighClientFile, signedIn ? session : undefined, pageOwn(html, result.islands));
    // The layer is among the page's script imports; the ads' files are the ads' lines, not the page's
    // (a file the page's other islands also use stays in the page's total).
    const elsewhere = new Set(result.islands.filter((i) => i.name !== 'adLayer').flatMap((i) => [...i.files]));
    result.total -= bytesOf([...ads.wake, ...ads.layerOnLoad].filter((f) => !elsewhere.has(f)));
    const budget = budgetOf(name);
    const over = before > budget.before || result.total > budget.total;
    // A page that does not answer 200 weighs an error screen, not the page: that is a failure too.
    if (res.status !== 200) console.error(`size: ${name} (${path}) answered ${res.status}`);
    failed ||= over || res.status !== 200;
    pageFigures.push({ name, path, status: res.status, before, total: result.total, budget, over });
    console.log(`| ${name} | ${res.status} | ${fmt(before)} | ${fmt(result.total)} | ≤ ${fmt(budget.before)} / ≤ ${fmt(budget.total)}${over ? ' **over**' : ''} |`);
    for (const i of result.islands) islandRows.set(i.name, { directive: i.directive, own: i.own });
    for (const o of result.onOpen) {
      const limit = ON_OPEN_BUDGETS[o.name]!;
      onOpenFigures.push({ ...o, page: name, budget: limit, over: o.bytes > limit });
    }
  }
  // The ads' code on the article: the wake before interaction, the layer once a module nears the view.
  const wakeBytes = articleAds ? bytesOf(articleAds.wake) : 0;
  const layerBytes = articleAds ? bytesOf(articleAds.layerOnLoad) : 0;
  const adsMissing = !articleAds?.wake.size || !articleAds.layerOnLoad.size;
  if (adsMissing) console.error('size: the article carries no ad wake script or the build has no ad layer (src/browser/ads)');
  const wakeOver = adsMissing || wakeBytes > AD_WAKE_BUDGET;
  const layerOver = adsMissing || layerBytes > AD_LAYER_BUDGET;
  failed ||= wakeOver || layerOver;
  console.log(`| ad wake script (article, before interaction) | | ${fmt(wakeBytes)} | | ≤ ${fmt(AD_WAKE_BUDGET)}${wakeOver ? ' **over**' : ''} |`);
  console.log(`| ad layer (article, once a module nears the view) | | | ${fmt(layerBytes)} | ≤ ${fmt(AD_LAYER_BUDGET)}${layerOver ? ' **over**' : ''} |`);
  // The tracker's lines: its own files (less what the article's other scripts load), then what its
  // impression directive and the Web Vitals library add.
  const trackerCore = TRACKER_ENTRY ? staticClosure(TRACKER_ENTRY) : new Set<string>();
  const notCore = (files: Set<string>) => [...files].filter((f) => !trackerCore.has(f) && !articleOthers.has(f));
  const trackerBytes = bytesOf([...trackerCore].filter((f) => !articleOthers.has(f)));
  const impressionBytes = TRACKER_IMPRESSIONS ? bytesOf(notCore(staticClosure(TRACKER_IMPRESSIONS))) : 0;
  const vitalsBytes = TRACKER_VITALS ? bytesOf(notCore(staticClosure(TRACKER_VITALS))) : 0;
  const trackerMissing = !trackerBytes || !impressionBytes || !vitalsBytes || !articleHtml.includes('id="page-tracking"');
  if (trackerMissing) console.error('size: the article carries no page tracking or the build has no tracker, impression directive or vitals chunk (src/browser/tracking)');
  const trackerLines: [string, number, number][] = [
    ['tracker (article, after the first paint)', trackerBytes, TRACKER_BUDGET],
    ['tracker: impression directive (where elements are tracked)', impressionBytes, TRACKER_IMPRESSIONS_BUDGET],
    ['tracker: Web Vitals library (web-vitals, attribution build)', vitalsBytes, TRACKER_VITALS_BUDGET],
  ];
  for (const [line, bytes, limit] of trackerLines) {
    const over = trackerMissing || bytes > limit;
    failed ||= over;
    console.log(`| ${line} | | | ${fmt(bytes)} | ≤ ${fmt(limit)}${over ? ' **over**' : ''} |`);
  }
  // Every on-open island is weighed where a page has it: a line that finds none is a failure.
  for (const name of ON_OPEN_ISLANDS.values()) {
    const found = onOpenFigures.filter((o) => o.name === name);
    if (!found.length) console.error(`size: no page weighed has the island of "${name}"`);
    failed ||= !found.length || found.some((o) => o.over);
    for (const o of found) console.log(`| ${name} (${o.page}) | | | ${fmt(o.bytes)} | ≤ ${fmt(o.budget)}${o.over ? ' **over**' : ''} |`);
  }
  console.log('\n| island | client directive | own gzip |');
  console.log('|---|---|---|');
  if (!islandRows.size) console.log('| (none on these pages) | | |');
  for (const [name, i] of islandRows) console.log(`| ${name} | ${i.directive} | ${fmt(i.own)} |`);
  for (const [name, limit] of Object.entries(OWN_ISLAND_BUDGETS)) {
    const own = islandRows.get(name)?.own;
    const over = own === undefined || own > limit;
    if (own === undefined) console.error(`size: no page weighed has the island "${name}"`);
    failed ||= over;
    console.log(`| ${name} (own budget) | | ${own === undefined ? 'not found' : fmt(own)} ≤ ${fmt(limit)}${over ? ' **over**' : ''} |`);
  }
} finally {
  await browser.close();
  await server.stop();
}
const MB = 1024 * KB;
const w = await worker;
const workerOver = w.gz > WORKER_BUDGET_GZ;
failed ||= workerOver;
console.log('\n| Worker bundle (`wrangler deploy --dry-run`) | modules | raw | gzip | budget |');
console.log('|---|---|---|---|---|');
console.log(`| portal | ${w.modules} | ${(w.raw / MB).toFixed(2)} MB | ${(w.gz / MB).toFixed(2)} MB | ≤ ${(WORKER_BUDGET_GZ / MB).toFixed(2)} MB gz${workerOver ? ' **over**' : ''} |`);
console.log(`\nLargest modules (gzip each): ${w.largest.map((m) => `${m.name} ${(m.gz / KB).toFixed(0)} KB`).join(', ')}`);
const browserCode = browserCodeInWorker();
failed ||= browserCode.length > 0;
if (browserCode.length) console.error(`\nsize: the Worker carries browser-only code: ${browserCode.join(', ')}`);
const report: SizeReport = {
  at: new Date().toISOString(),
  unit: 'gzip bytes',
  pages: pageFigures,
  onOpen: onOpenFigures,
  islands: [...islandRows].map(([name, i]) => ({ name, ...i })),
  worker: { ...w, budget: WORKER_BUDGET_GZ, over: workerOver, browserOnlyModules: browserCode },
  met: !failed,
};
mkdirSync(BENCH_RESULTS, { recursive: true });
writeFileSync(LATEST_SIZE, `${JSON.stringify(report, null, 2)}\n`);
if (failed) {
  console.error('\nsize: a budget is exceeded');
  process.exit(1);
}
console.log('\nsize: all budgets met');
