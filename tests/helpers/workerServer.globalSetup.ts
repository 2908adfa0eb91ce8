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
  // Configured with amp-ad (AMP_AD_TYPE), as a deployment that sells AMP inventory: AMP articles then
  // carry amp-ad where a placement has a GPT unit (tests/worker/ampAds.test.ts); the browser tests'
  // server has none (tests/e2e/ads.spec.ts checks that case).
  const server = await startWorkerServer('worker', { AMP_AD_TYPE: 'doubleclick' });
  project.provide('workerOrigin', server.origin);
  project.provide('workerStateDir', server.stateDir);
  return () => server.stop();
}
