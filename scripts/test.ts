// npm test: every check of the project, in order, each phase's own output streaming as it runs.
// Stops at the first phase that fails, with that phase's exit code; at the end, passed or failed, it
// prints how long each phase took, so a slow run says where its minutes went.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

interface Phase {
  name: string;
  /** npm script and its arguments. */
  args: string[];
  env?: Record<string, string>;
}

const PHASES: Phase[] = [
  { name: 'typecheck', args: ['run', 'typecheck'] },
  { name: 'cf-typegen --check', args: ['run', 'cf-typegen', '--', '--check'] },
  { name: 'check:islands', args: ['run', 'check:islands'] },
  { name: 'build', args: ['run', 'build'] },
  { name: 'test:unit (vitest)', args: ['run', 'test:unit'] },
  { name: 'size --no-build', args: ['run', 'size', '--', '--no-build'] },
  // The build above is what the e2e server serves.
  { name: 'test:e2e (playwright)', args: ['run', 'test:e2e'], env: { E2E_BUILT: '1' } },
];

interface Timing {
  name: string;
  seconds: number;
  result: string;
}

/** Runs one phase with inherited stdio; resolves to its exit code (128 + signal number when killed). */
function run(phase: Phase): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npm', phase.args, { stdio: 'inherit', env: { ...process.env, ...phase.env } });
    child.on('error', (error) => {
      console.error(`${phase.name}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 + constants.signals[signal] : 1)));
  });
}

function printTable(timings: Timing[], total: number): void {
  const width = Math.max(...PHASES.map((p) => p.name.length), 'total'.length);
  const line = (name: string, seconds: string, result: string) => `  ${name.padEnd(width)}  ${seconds.padStart(8)}  ${result}`.trimEnd();
  console.log('\nnpm test, seconds per phase:');
  for (const t of timings) console.log(line(t.name, t.seconds.toFixed(1), t.result));
  for (const p of PHASES.slice(timings.length)) console.log(line(p.name, '-', 'not run'));
  console.log(line('total', total.toFixed(1), ''));
}

const started = performance.now();
const timings: Timing[] = [];
// Ctrl-C reaches the running phase too (same process group); the table still says how far it got.
process.on('SIGINT', () => {});

let exitCode = 0;
for (const phase of PHASES) {
  const phaseStart = performance.now();
  const code = await run(phase);
  timings.push({ name: phase.name, seconds: (performance.now() - phaseStart) / 1000, result: code === 0 ? 'ok' : `failed (exit ${code})` });
  if (code !== 0) {
    exitCode = code;
    break;
  }
}
printTable(timings, (performance.now() - started) / 1000);
process.exit(exitCode);
