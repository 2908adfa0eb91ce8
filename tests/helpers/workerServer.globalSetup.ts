// vitest globalSetup of the `worker` project: one server for all of its files.
import type { TestProject } from 'vitest/node';
import { startWorkerServer } from './workerServer.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    workerOrigin: string;
    workerStateDir: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startWorkerServer('worker');
  project.provide('workerOrigin', server.origin);
  project.provide('workerStateDir', server.stateDir);
  return () => server.stop();
}
