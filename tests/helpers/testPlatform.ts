// A real local D1/KV/R2 (workerd through wrangler's platform proxy) in a fresh directory, migrated,
// and with the demo content of every market when asked for (copied from the template that
// scripts/testState.ts loads once per run), for tests of the content API.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openLocalPlatform } from '../../scripts/localPlatform.ts';
import { prepareTestState } from '../../scripts/testState.ts';

export interface TestPlatform {
  env: Env;
  dispose(): Promise<void>;
}

/** `content: true` gives the demo content of every market (records only, no media). */
export async function openTestPlatform(options: { content: boolean } = { content: true }): Promise<TestPlatform> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-test-'));
  if (options.content) await prepareTestState(dir);
  const platform = await openLocalPlatform(dir);
  return {
    env: platform.env,
    async dispose() {
      await platform.dispose();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
