import { defineConfig } from 'vitest/config';

// Three projects (docs/testing.md): pure unit tests share their workers' module graph; API tests run
// the Hono app in-process on their own copy of a real local D1/KV/R2, served by one workerd per
// worker process (tests/helpers/testPlatform.ts: `isolate: false` is what lets files share it); worker
// tests speak HTTP to the built worker, one server per run (globalSetup), as `npm start` serves it.
export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 180_000,
    fileParallelism: true,
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          // No file here leaves state behind that another depends on (each store test resets its stores).
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'api', include: ['tests/webapi/**/*.test.ts'], isolate: false },
      },
      {
        extends: true,
        // Files only speak HTTP to the server (their state is on it): they share their workers' module graph.
        test: { name: 'worker', include: ['tests/worker/**/*.test.ts'], globalSetup: ['tests/helpers/workerServer.globalSetup.ts'], isolate: false },
      },
    ],
  },
});
