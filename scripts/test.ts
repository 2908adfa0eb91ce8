// npm test: every check of the project, in order, each phase's own output streaming as it runs.
// Stops at the first stage that fails, with that phase's exit code; at the end, passed or failed, it
// prints how long each phase took, so a slow run says where its minutes went.
//
// Phases that do not need each other run side by side, in lanes: the type check (one core, most of
// a minute) beside the build and beside the test servers' demo-content template and pictures, which
// the later phases would otherwise wait for; then the size check beside vitest. Every lane but the
// last holds its output back and prints it when it ends, so the lanes' lines do not mix.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

interface Phase {
  name: string;
  /** npm script and its arguments. */
  args: string[];
  env?: Record<string, string>;
}

/** Lanes that run side by side; each lane's phases run one after another. */
type Stage = Phase[][];

const STAGES: Stage[] = [
  [
    [{ name: 'typecheck', args: ['run', 'typecheck'] }],
    [
      { name: 'cf-typegen --check', args: ['run', 'cf-typegen', '--', '--check'] },
      { name: 'check:islands', args: ['run', 'check:islands'] },
      { name: 'build', args: ['run', 'build'] },
    ],
    // The template the size check, the API, worker and browser tests copy, and the pictures the
    // browser tests load: made from the sources, not the build.
    [{ name: 'test state', args: ['run', 'test:state'] }],
  ],
  [
    [{ name: 'size --no-build', args: ['run', 'size', '--', '--no-build'] }],
    [{ name: 'test:unit (vitest)', args: ['run', 'test:unit'] }],
  ],
  // The build above is what the e2e server serves.
  [[{ name: 'test:e2e (playwright)', args: ['run', 'test:e2e'], env: { E2E_BUILT: '1' } }]],
];
const PHASES = STAGES.flat(2);

interface Timing {
  name: string;
  seconds: number;
  result: string;
}

/**
 * Runs one phase; resolves to its exit code (128 + signal number when killed). Its output streams,
 * or, with `holdOutput`, is printed in one piece when it ends.
 */
function run(phase: Phase, holdOutput: boolean): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npm', phase.args, { stdio: holdOutput ? ['inherit', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...phase.env } });
    const held: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => held.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => held.push(chunk));
    child.on('error', (error) => {
      console.error(`${phase.name}: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code, signal) => {
      if (holdOutput) process.stdout.write(`\n── ${phase.name} ──\n${Buffer.concat(held).toString()}`);
      resolve(code ?? (signal ? 128 + constants.signals[signal] : 1));
    });
  });
}

function printTable(timings: Timing[], total: number): void {
  const width = Math.max(...PHASES.map((p) => p.name.length), 'total'.length);
  const line = (name: string, seconds: string, result: string) => `  ${name.padEnd(width)}  ${seconds.padStart(8)}  ${result}`.trimEnd();
  console.log('\nnpm test, seconds per phase (phases of a stage run side by side):');
  for (const phase of PHASES) {
    const t = timings.find((x) => x.name === phase.name);
    console.log(t ? line(t.name, t.seconds.toFixed(1), t.result) : line(phase.name, '-', 'not run'));
  }
  console.log(line('total', total.toFixed(1), ''));
}

/** Runs a lane's phases in turn until one fails; resolves to the failing exit code, or 0. */
async function runLane(lane: Phase[], holdOutput: boolean, timings: Timing[]): Promise<number> {
  for (const phase of lane) {
    const started = performance.now();
    const code = await run(phase, holdOutput);
    timings.push({ name: phase.name, seconds: (performance.now() - started) / 1000, result: code === 0 ? 'ok' : `failed (exit ${code})` });
    if (code !== 0) return code;
  }
  return 0;
}

const started = performance.now();
const timings: Timing[] = [];
// Ctrl-C reaches the running phases too (same process group); the table still says how far it got.
process.on('SIGINT', () => {});

let exitCode = 0;
for (const stage of STAGES) {
  // The last lane streams; the others hold their output back until they end.
  const codes = await Promise.all(stage.map((lane, i) => runLane(lane, i < stage.length - 1, timings)));
  exitCode = codes.find((code) => code !== 0) ?? 0;
  if (exitCode !== 0) break;
}
printTable(timings, (performance.now() - started) / 1000);
process.exit(exitCode);
