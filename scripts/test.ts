// npm test: every check of the project. Each phase starts as soon as the phases it needs have
// passed, so both cores stay busy: the type check (one core, about two minutes) runs beside the
// build, the test state, and then vitest and the size check, which need those two, at a lower
// priority, as it has minutes to spare and they are the critical path; the browser
// tests' server starts once the build and its state are there and waits beside vitest, so the
// browser phase does not wait for it; the browser tests start once everything else has passed
// (beside anything else, Chromium's timing would be the machine's, not the page's). On the first
// failure the running phases are stopped and nothing new starts. At the end, passed or failed, it
// prints how long each phase took.
//
// The output of the phases that run beside others is held back and printed in one piece when each
// ends, so their lines do not mix; vitest and Playwright, which never overlap, stream.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { constants, setPriority } from 'node:os';
import { join } from 'node:path';
import { E2E_PORT, E2E_STATE, E2E_VARS } from './e2eServer.ts';
import { ROOT } from './projectRoot.ts';
import { startLocalServer, type LocalServer } from './localServer.ts';

interface Phase {
  name: string;
  /** npm script and its arguments. */
  args: string[];
  /** Phases that must have passed first. */
  after: string[];
  /** Stream its output as it runs (no streaming phase runs beside another). */
  stream?: boolean;
  env?: Record<string, string>;
  /**
   * Runs at a lower CPU priority (nice 15): a phase with time to spare beside the critical path
   * (test state → vitest → Playwright), which then gets the cores first and this one their idle time.
   */
  background?: boolean;
  /** A server, not a script: the phase passes once it answers, and it runs until npm test ends. */
  serve?: () => Promise<LocalServer>;
}

/** The niceness of background phases (0 is normal, 19 the lowest). */
const BACKGROUND_PRIORITY = 15;

const PHASES: Phase[] = [
  // About two minutes of one core, needed only before the browser phase, four minutes on.
  { name: 'typecheck', args: ['run', 'typecheck'], after: [], background: true },
  { name: 'cf-typegen --check', args: ['run', 'cf-typegen', '--', '--check'], after: [] },
  { name: 'check:islands', args: ['run', 'check:islands'], after: [] },
  { name: 'build', args: ['run', 'build'], after: ['cf-typegen --check', 'check:islands'] },
  // The template the size check, the API, worker and browser tests copy, and the pictures the
  // browser tests load: made from the sources, not the build.
  { name: 'test state', args: ['run', 'test:state'], after: [] },
  // Weights, not timings: Chromium loads each page type until the network is quiet, beside vitest.
  { name: 'size --no-build', args: ['run', 'size', '--', '--no-build'], after: ['build', 'test state'], background: true },
  { name: 'test:unit (vitest)', args: ['run', 'test:unit'], after: ['build', 'test state'], stream: true },
  // The build above on that state, started while vitest runs and reused by Playwright (E2E_REUSE=1).
  { name: 'e2e server', args: [], after: ['build', 'test state'], serve: startE2eServer },
  {
    name: 'test:e2e (playwright)',
    args: ['run', 'test:e2e'],
    after: ['typecheck', 'size --no-build', 'test:unit (vitest)', 'e2e server'],
    stream: true,
    env: { E2E_BUILT: '1', E2E_REUSE: '1' },
  },
];

/** Whether nothing listens on the port: a server there could be another checkout's. */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** The browser tests' server on E2E_PORT (playwright.config.ts would start the same). */
async function startE2eServer(): Promise<LocalServer> {
  if (!(await portIsFree(E2E_PORT))) throw new Error(`port ${E2E_PORT} is taken: another server listens there (E2E_PORT picks another)`);
  return startLocalServer({ port: E2E_PORT, stateDir: join(ROOT, E2E_STATE), vars: E2E_VARS });
}

interface Timing {
  seconds: number;
  result: string;
}

const running = new Map<string, ChildProcess>();
/** Server phases still starting, and those up (stopped when npm test ends). */
const starting = new Set<string>();
const servers: LocalServer[] = [];

/** Starts a server phase: 0 once it answers, 1 (its reason printed) when it does not. */
function serve(phase: Phase & { serve: () => Promise<LocalServer> }): Promise<number> {
  starting.add(phase.name);
  return phase
    .serve()
    .then(
      (server) => {
        servers.push(server);
        return 0;
      },
      (error: Error) => {
        console.error(`${phase.name}: ${error.message}`);
        return 1;
      },
    )
    .finally(() => starting.delete(phase.name));
}

/**
 * Runs one phase in its own process group (so stopping it stops its servers and browsers too);
 * resolves to its exit code (128 + signal number when killed).
 */
function run(phase: Phase): Promise<number> {
  if (phase.serve) return serve({ ...phase, serve: phase.serve });
  return new Promise((resolve) => {
    const hold = !phase.stream;
    const child = spawn('npm', phase.args, { stdio: hold ? ['inherit', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...phase.env }, detached: true });
    running.set(phase.name, child);
    // Set before npm has started anything: its children inherit it.
    if (phase.background && child.pid) setPriority(child.pid, BACKGROUND_PRIORITY);
    const held: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => held.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => held.push(chunk));
    child.on('error', (error) => {
      console.error(`${phase.name}: ${error.message}`);
      running.delete(phase.name);
      resolve(1);
    });
    child.on('close', (code, signal) => {
      running.delete(phase.name);
      if (hold) process.stdout.write(`\n── ${phase.name} ──\n${Buffer.concat(held).toString()}`);
      resolve(code ?? (signal ? 128 + constants.signals[signal] : 1));
    });
  });
}

function stopRunning(signal: NodeJS.Signals): void {
  for (const pid of [...[...running.values()].map((child) => child.pid), ...servers.map((server) => server.pid)]) {
    try {
      if (pid) process.kill(-pid, signal);
    } catch {
      // already gone
    }
  }
}

function printTable(timings: Map<string, Timing>, total: number): void {
  const width = Math.max(...PHASES.map((p) => p.name.length), 'total'.length);
  const line = (name: string, seconds: string, result: string) => `  ${name.padEnd(width)}  ${seconds.padStart(8)}  ${result}`.trimEnd();
  console.log('\nnpm test, seconds per phase (a phase starts once those it needs have passed; others run beside it):');
  for (const phase of PHASES) {
    const t = timings.get(phase.name);
    console.log(t ? line(phase.name, t.seconds.toFixed(1), t.result) : line(phase.name, '-', 'not run'));
  }
  console.log(line('total', total.toFixed(1), ''));
}

const started = performance.now();
const timings = new Map<string, Timing>();
let exitCode = 0;
let interrupted = false;
// Ctrl-C stops the running phases (each in its own process group); the table still says how far it got.
process.on('SIGINT', () => {
  interrupted = true;
  stopRunning('SIGINT');
});

await new Promise<void>((done) => {
  const passed = new Set<string>();
  const launched = new Set<string>();
  const launch = () => {
    if (exitCode !== 0 || interrupted) {
      if (running.size === 0 && starting.size === 0) done();
      return;
    }
    for (const phase of PHASES) {
      if (launched.has(phase.name) || !phase.after.every((name) => passed.has(name))) continue;
      launched.add(phase.name);
      const at = performance.now();
      void run(phase).then((code) => {
        const stopped = code !== 0 && (exitCode !== 0 || interrupted);
        timings.set(phase.name, { seconds: (performance.now() - at) / 1000, result: code === 0 ? 'ok' : stopped ? 'stopped' : `failed (exit ${code})` });
        if (code === 0) passed.add(phase.name);
        else if (exitCode === 0 && !interrupted) {
          exitCode = code;
          stopRunning('SIGTERM');
        }
        launch();
      });
    }
    if (running.size === 0 && starting.size === 0 && launched.size === PHASES.length) done();
  };
  launch();
});
for (const server of servers) await server.stop();
printTable(timings, (performance.now() - started) / 1000);
process.exit(exitCode || (interrupted ? 130 : 0));
