// Serves the built worker on loopback for scripts (bench, size), as `npm start` does.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './localPlatform.ts';

export interface LocalServer {
  origin: string;
  stop(): Promise<void>;
}

/** Builds unless a build exists (or always, with force). */
export function ensureBuild(force = false): void {
  if (!force && existsSync(join(ROOT, 'dist/server/wrangler.json'))) return;
  const { status } = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (status !== 0) throw new Error('build failed');
}

export async function startLocalServer(opts: { port: number; stateDir: string; vars?: Record<string, string> }): Promise<LocalServer> {
  const vars = Object.entries(opts.vars ?? {}).flatMap(([k, v]) => ['--var', `${k}:${v}`]);
  const child: ChildProcess = spawn(
    'npx',
    ['wrangler', 'dev', '-c', 'dist/server/wrangler.json', '--persist-to', opts.stateDir, '--port', String(opts.port), '--ip', '127.0.0.1', ...vars],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  let stderr = '';
  child.stderr?.on('data', (d) => (stderr += String(d)));
  const origin = `http://127.0.0.1:${opts.port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited: ${stderr.slice(-2000)}`);
    try {
      if ((await fetch(`${origin}/webapi/health`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    origin,
    async stop() {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
      await new Promise((r) => setTimeout(r, 300));
    },
  };
}
