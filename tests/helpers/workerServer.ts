// The built worker served by `wrangler dev` (as `npm start` serves it) on its own copy of the demo
// content and a free port, for tests that only speak HTTP to it.
import { join } from 'node:path';
import { ROOT } from '../../scripts/localPlatform.ts';
import { ensureBuild, startLocalServer, type LocalServer } from '../../scripts/localServer.ts';
import { prepareTestState } from '../../scripts/testState.ts';
import { ADMIN_TOKEN } from './workerHttp.ts';


export interface WorkerServer extends LocalServer {
  stateDir: string;
}

/**
 * `vars`: Worker variables beyond the test defaults (a configuration the shared server does not have).
 * `beforeStart`: writes into the state before the server opens it (nothing from outside may write
 * to the files of a server that is serving: its statements would meet the lock, SQLITE_BUSY).
 */
export async function startWorkerServer(name: string, vars: Record<string, string> = {}, beforeStart?: (stateDir: string) => void): Promise<WorkerServer> {
  ensureBuild();
  const stateDir = join(ROOT, '.wrangler', `vitest-${name}-state`);
  await prepareTestState(stateDir);
  beforeStart?.(stateDir);
  // WORKER_TEST_PORT pins the port (to watch or load the server from outside while tests run).
  const port = process.env.WORKER_TEST_PORT ? Number(process.env.WORKER_TEST_PORT) : 0;
  const server = await startLocalServer({ port, stateDir, vars: { ADMIN_TOKEN, DEV_LOGIN: 'true', RELEASE_CHANNEL: 'local', ...vars } });
  return { ...server, stateDir };
}
