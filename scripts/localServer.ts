// Serves the built worker on loopback for scripts and tests (bench, size, vitest's worker tests),
// as `npm start` does: one workerd on the build (scripts/serve.ts), with its own local state.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { ROOT } from './projectRoot.ts';

export interface LocalServer {
  origin: string;
  /** Process group of wrangler and its workerd processes. */
  pid: number;
  stop(): Promise<void>;
}

/** Builds unless a build exists (or always, with force). */
export function ensureBuild(force = false): void {
  if (!force && existsSync(join(ROOT, 'dist/server/wrangler.json'))) return;
  const { status } = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (status !== 0) throw new Error('build failed');
}

/** A loopback port nobody listens on now (a server of ours is better started on port 0: startLocalServer). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const STARTUP_LIMIT_MS = 120_000;

export async function startLocalServer(opts: { port: number; stateDir: string; vars?: Record<string, string>; inspectorPort?: number }): Promise<LocalServer> {
  const vars = Object.entries(opts.vars ?? {}).flatMap(([k, v]) => ['--var', `${k}:${v}`]);
  const inspector = opts.inspectorPort ? ['--inspector-port', String(opts.inspectorPort)] : [];
  const child: ChildProcess = spawn(
    process.execPath,
    [join(ROOT, 'scripts/serve.ts'), '--quiet', '--state', opts.stateDir, '--port', String(opts.port), '--ip', '127.0.0.1', ...inspector, ...vars],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], detached: true, env: { ...process.env, SERVE_OWNER_PID: String(process.pid) } },
  );
  // Port 0: the system picks a free one as workerd binds it (no window in which another server can
  // take a port found free a moment before); serve.ts prints the origin it serves on.
  let announced: string | null = null;
  let stdout = '';
  child.stdout?.on('data', (d) => {
    if (announced) return;
    stdout = (stdout + String(d)).slice(-2000);
    announced = /serving .* at (http:\/\/\S+)/.exec(stdout)?.[1] ?? null;
  });
  // What the worker logs (warnings, errors, workerd's own lines) is kept beside its state, for a
  // failing test to be read against.
  const log = createWriteStream(join(opts.stateDir, 'server.log'));
  let stderr = '';
  child.stderr?.on('data', (d) => {
    stderr = (stderr + String(d)).slice(-8000);
    log.write(d);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
      await exited;
    }
  };
  const deadline = Date.now() + STARTUP_LIMIT_MS;
  let origin = opts.port === 0 ? '' : `http://127.0.0.1:${opts.port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${stderr.slice(-2000)}`);
    origin ||= announced ?? '';
    try {
      if (!origin) throw new Error('no port yet');
      const res = await fetch(`${origin}/webapi/health`);
      await res.arrayBuffer();
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer within ${STARTUP_LIMIT_MS / 1000} s: ${stderr.slice(-2000)}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { origin, pid: child.pid!, stop };
}
