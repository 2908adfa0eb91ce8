import { chromium, devices } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell' });
const ctx = await b.newContext({ ...devices['Pixel 7'] });
await ctx.addCookies([{ name: 'agreementPassed', value: '1', url: 'http://127.0.0.1:8799' }]);
const p = await ctx.newPage();
const path = process.argv[2];
await p.goto('http://127.0.0.1:8799' + path, { waitUntil: 'networkidle' }); // warm cache
const cdp = await ctx.newCDPSession(p);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await b.startTracing(p, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8.execute'] });
await p.goto('http://127.0.0.1:8799' + path, { waitUntil: 'networkidle' });
const buf = await b.stopTracing();
const { traceEvents } = JSON.parse(buf.toString());
const main = traceEvents.filter(e => e.name === 'RunTask' && e.dur > 50000 && e.ph === 'X');
const mainTid = (() => { const c = {}; for (const e of traceEvents) if (e.name === 'ParseHTML') c[e.tid] = (c[e.tid] || 0) + 1; return Object.entries(c).sort((a, b) => b[1] - a[1])[0][0]; })();
for (const t of main.filter(e => String(e.tid) === mainTid)) {
  const kids = traceEvents.filter(e => String(e.tid) === mainTid && e.ph === 'X' && e.ts >= t.ts && e.ts + (e.dur || 0) <= t.ts + t.dur && e !== t && ['Layout', 'UpdateLayoutTree', 'ParseHTML', 'EvaluateScript', 'FunctionCall', 'Paint', 'PrePaint', 'Layerize', 'v8.compile', 'ParseAuthorStyleSheet', 'HitTest', 'EventDispatch', 'TimerFire', 'FireAnimationFrame', 'v8.run', 'Decode Image', 'IntersectionObserverController::computeIntersections', 'UpdateLayer', 'ScheduleStyleRecalculation', 'MarkDOMContent'].includes(e.name));
  const by = {};
  for (const k of kids) by[k.name] = (by[k.name] || 0) + k.dur / 1000;
  const stack = kids.filter(k => k.name === 'Layout').map(k => (k.args?.beginData?.stackTrace?.[0]?.url || '') + ':' + (k.args?.beginData?.stackTrace?.[0]?.functionName || '')).join(' ');
  const detail = kids.filter(k => ['FunctionCall','EventDispatch','EvaluateScript','UpdateLayoutTree','TimerFire','v8.compile'].includes(k.name) && k.dur > 5000).map(k => `${k.name}(${(k.dur/1000).toFixed(0)}ms ${k.args?.data?.type || ''} ${(k.args?.data?.url || k.args?.beginData?.stackTrace?.[0]?.url || '').split('/').pop()}:${k.args?.data?.functionName || k.args?.beginData?.stackTrace?.[0]?.functionName || ''}:${k.args?.data?.lineNumber ?? k.args?.beginData?.stackTrace?.[0]?.lineNumber ?? ''})`);
  console.log('   ', detail.join(' | ').slice(0, 900));
  console.log(`task ${(t.dur / 1000).toFixed(0)} ms`, JSON.stringify(Object.fromEntries(Object.entries(by).map(([k, v]) => [k, Math.round(v)]))), stack.slice(0, 300));
}
await b.close();
