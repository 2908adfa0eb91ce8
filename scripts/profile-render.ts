// npm run profile:render: what one uncached article render costs in the built worker
// (`?preview=1` bypasses the page cache), and where. Prints the CPU time of one render and of one
// static file (workerd's own CPU clock, so other work on the machine skews it less than timings),
// and the top functions by self time from a CPU profile of the worker's isolate, taken over the
// inspector's Chrome DevTools Protocol (Profiler.enable/start/stop).
// PROFILE_PORT (default 8824) serves, the inspector listens on the next port; PROFILE_RENDERS
// (default 400) per phase; PROFILE_PATH picks another page; PROFILE_OUT=<file> also writes the
// .cpuprofile (open it in DevTools); PROFILE_TOP (default 30) lines.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, openLocalPlatform } from './localPlatform.ts';
import { ensureBuild, startLocalServer } from './localServer.ts';
import { seedContent } from './seedContent.ts';

const PORT = Number(process.env.PROFILE_PORT ?? 8824);
const RENDERS = Number(process.env.PROFILE_RENDERS ?? 400);
const STATE = join(ROOT, '.wrangler', 'profile-state');

interface Profile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

async function articlePath(): Promise<string> {
  const fresh = !existsSync(STATE);
  const platform = await openLocalPlatform(STATE);
  try {
    if (fresh) await seedContent(platform.env, { countries: ['tw'], media: false });
    const row = await platform.env.DB.prepare("SELECT hash FROM articles WHERE country = 'tw' AND content_type = 'GENERAL' ORDER BY publish_time DESC LIMIT 1").first<{ hash: string }>();
    return `/tw/v2/article/${row!.hash}?preview=1`;
  } finally {
    await platform.dispose();
  }
}

/**
 * CPU milliseconds the server's workerd has used so far (Linux /proc; the process group's workerd
 * processes: one since decision 0039). Every part of a request runs on its thread (the assets router,
 * the isolate, the local D1), so npm run bench's throughput ratios follow these CPU ratios.
 */
function workerdCpuMs(group: number): number {
  let ms = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const [name, rest] = [stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), stat.slice(stat.lastIndexOf(')') + 2).split(' ')];
      // After the name: state ppid pgrp … utime (14th field of the line) stime (15th); USER_HZ = 100.
      if (name !== 'workerd' || Number(rest[2]) !== group) continue;
      ms += (Number(rest[11]) + Number(rest[12])) * 10;
    } catch {
      // gone meanwhile
    }
  }
  return ms;
}

async function get(origin: string, path: string): Promise<void> {
  const res = await fetch(origin + path);
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
}

/** CPU ms per request over RENDERS requests, 4 at a time. */
async function cpuPerRequest(origin: string, group: number, path: string): Promise<number> {
  const before = workerdCpuMs(group);
  let left = RENDERS;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (left-- > 0) await get(origin, path);
    }),
  );
  const after = workerdCpuMs(group);
  return (after - before) / RENDERS;
}

/** A DevTools Protocol session on the worker's isolate. */
async function inspect(port: number) {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json`)).json()) as { webSocketDebuggerUrl: string }[];
  // The inspector proxy wants an Origin it knows (Node's WebSocket takes headers in its options).
  const socket = new WebSocket(targets[0]!.webSocketDebuggerUrl, { headers: { Origin: 'http://localhost' } } as unknown as string[]);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let id = 0;
  const pending = new Map<number, (result: unknown) => void>();
  socket.onmessage = (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) pending.get(message.id)?.(message.result);
  };
  return {
    send: <T = unknown>(method: string, params: object = {}) =>
      new Promise<T>((resolve) => {
        pending.set(++id, resolve as (r: unknown) => void);
        socket.send(JSON.stringify({ id, method, params }));
      }),
    close: () => socket.close(),
  };
}

ensureBuild();
const path = process.env.PROFILE_PATH ?? (await articlePath());
const server = await startLocalServer({ port: PORT, stateDir: STATE, inspectorPort: PORT + 1 });
try {
  for (let i = 0; i < 100; i++) await get(server.origin, path);
  const staticCpu = await cpuPerRequest(server.origin, server.pid, '/favicon.svg');
  const renderCpu = await cpuPerRequest(server.origin, server.pid, path);
  const line = (what: string, cpu: number) => console.log(`  ${what.padEnd(16)} ${cpu.toFixed(2).padStart(6)} ms of workerd CPU`);
  console.log(`${path}: CPU per request (workerd's own clock, ${RENDERS} requests)`);
  line('render', renderCpu);
  line('static file', staticCpu);
  console.log(`  static/render    ${(staticCpu / renderCpu).toFixed(2).padStart(6)}   (npm run bench's uncached/static follows this ratio, lower here: workerd runs with its inspector on, which slows the render more than the static file)\n`);

  const devtools = await inspect(PORT + 1);
  await devtools.send('Profiler.enable');
  await devtools.send('Profiler.setSamplingInterval', { interval: 250 });
  await devtools.send('Profiler.start');
  for (let i = 0; i < RENDERS; i++) await get(server.origin, path);
  const { profile } = await devtools.send<{ profile: Profile }>('Profiler.stop');
  devtools.close();
  if (process.env.PROFILE_OUT) writeFileSync(process.env.PROFILE_OUT, JSON.stringify(profile));

  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((nodeId, i) => {
    const { functionName, url, lineNumber } = byNode.get(nodeId)!.callFrame;
    const us = profile.timeDeltas[i] ?? 0;
    if (functionName === '(idle)') return;
    busy += us;
    const file = url.replace(/^.*\/dist\/server\//, '');
    const key = `${functionName || '(anonymous)'} ${file ? `${file}:${lineNumber + 1}` : ''}`;
    self.set(key, (self.get(key) ?? 0) + us);
  });
  console.log(`  profile of the worker's isolate (sampling adds its own cost): ${(busy / 1000 / RENDERS).toFixed(2)} ms busy per render`);
  console.log('  self ms/render   share   function');
  for (const [key, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.PROFILE_TOP ?? 30))) {
    console.log(`  ${(us / 1000 / RENDERS).toFixed(3).padStart(14)}  ${((100 * us) / busy).toFixed(1).padStart(5)} %   ${key}`);
  }
} finally {
  await server.stop();
}
