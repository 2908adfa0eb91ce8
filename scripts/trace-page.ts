// npm run trace -- <path> [<path>…]: where a page's main thread goes while it loads, as a phone on a
// 4× slower CPU runs it (Chromium's own trace, DevTools' throttling). Serves the build on the demo
// content with every main market's pictures (Lighthouse's state: a page whose pictures fail lays
// itself out again as each one fails), opens each path once to warm the browser, then loads it again
// traced and prints every task over 50 ms (what total blocking time counts) with what filled it:
// HTML parsing, style, layout, paint, script, and the script and function behind each large piece.
// TRACE_WAIT=<ms> keeps tracing that long after the network is quiet (timers, autoplay).
import { chromium, devices } from '@playwright/test';
import { join } from 'node:path';
import { chromiumPath } from './chromiumPath.ts';
import { ROOT } from './projectRoot.ts';
import { ensureBuild, startLocalServer } from './localServer.ts';
import { prepareTestState } from './testState.ts';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  args?: {
    data?: { type?: string; url?: string; functionName?: string; lineNumber?: number };
    beginData?: { stackTrace?: { url: string; functionName: string; lineNumber: number }[]; dirtyObjects?: number; totalObjects?: number };
  };
}

const LONG_TASK_US = 50_000;
const PIECES = ['ParseHTML', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'EvaluateScript', 'FunctionCall', 'EventDispatch', 'TimerFire', 'FireAnimationFrame', 'v8.compile', 'ParseAuthorStyleSheet', 'HitTest', 'IntersectionObserverController::computeIntersections'];
const DETAILED = new Set(['FunctionCall', 'EventDispatch', 'EvaluateScript', 'UpdateLayoutTree', 'Layout', 'TimerFire']);

const paths = process.argv.slice(2).filter((a) => a.startsWith('/'));
if (!paths.length) {
  console.error('usage: npm run trace -- /tw/v2/tab [more paths]');
  process.exit(2);
}
ensureBuild(!process.argv.includes('--no-build'));
const STATE = join(ROOT, '.wrangler', 'lighthouse-state');
await prepareTestState(STATE, { media: ['tw', 'hk', 'id', 'th'] });
const server = await startLocalServer({ port: 0, stateDir: STATE });
const browser = await chromium.launch({ executablePath: chromiumPath() });
const ms = (us: number) => (us / 1000).toFixed(0);
try {
  for (const path of paths) {
    const context = await browser.newContext({ ...devices['Pixel 7'] });
    await context.addCookies([{ name: 'agreementPassed', value: '1', url: server.origin }]);
    const page = await context.newPage();
    await page.goto(server.origin + path, { waitUntil: 'networkidle' });
    // A fresh page for the traced load: nothing of the warm-up's unloading is in the trace.
    const traced = await context.newPage();
    const cdp = await context.newCDPSession(traced);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(traced, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'] });
    await traced.goto(server.origin + path, { waitUntil: 'networkidle' });
    const wait = Number(process.env.TRACE_WAIT ?? 0);
    if (wait > 0) await traced.evaluate((t) => new Promise((done) => setTimeout(done, t)), wait);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    await context.close();
    // The renderer's main thread: the one that parsed the page.
    const parses = new Map<number, number>();
    for (const e of traceEvents) if (e.name === 'ParseHTML') parses.set(e.tid, (parses.get(e.tid) ?? 0) + 1);
    const main = [...parses].sort((a, b) => b[1] - a[1])[0]?.[0];
    const events = traceEvents.filter((e) => e.tid === main && e.ph === 'X');
    const tasks = events.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > LONG_TASK_US);
    const start = events.find((e) => e.name === 'ParseHTML')?.ts ?? tasks[0]?.ts ?? 0;
    let blocking = 0;
    console.log(`\n${path} (phone, CPU 4× slower): tasks over 50 ms`);
    for (const task of tasks) {
      const end = task.ts + task.dur!;
      const inside = events.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && PIECES.includes(e.name));
      const by = new Map<string, number>();
      for (const e of inside) by.set(e.name, (by.get(e.name) ?? 0) + (e.dur ?? 0));
      const what = [...by].sort((a, b) => b[1] - a[1]).map(([n, d]) => `${n} ${ms(d)}`).join(', ');
      const big = inside
        .filter((e) => DETAILED.has(e.name) && (e.dur ?? 0) > 10_000)
        .map((e) => {
          const frame = e.args?.beginData?.stackTrace?.[0];
          const where = e.args?.data?.url ?? frame?.url ?? '';
          const fn = e.args?.data?.functionName ?? frame?.functionName ?? '';
          // A layout says how much of the page it had to lay out.
          const objects = e.name === 'Layout' && e.args?.beginData?.totalObjects ? ` (${e.args.beginData.dirtyObjects} of ${e.args.beginData.totalObjects} boxes dirty)` : '';
          return `${e.name} ${ms(e.dur!)} ms${objects}${e.args?.data?.type ? ` ${e.args.data.type}` : ''}${where ? ` ${where.split('/').pop()}${fn ? `:${fn}` : ''}` : ''}`;
        });
      blocking += task.dur! - LONG_TASK_US;
      console.log(`  at ${ms(task.ts - start)} ms: ${ms(task.dur!)} ms — ${what || 'nothing traced inside'}`);
      for (const b of big) console.log(`      ${b}`);
    }
    console.log(`  blocking time (the part of each over 50 ms): ${ms(blocking)} ms`);
  }
} finally {
  await browser.close();
  await server.stop();
}
