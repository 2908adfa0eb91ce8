// A real local D1/KV/R2 (workerd through wrangler's platform proxy) in a fresh directory,
// migrated and loaded with demo content, for tests of the content API.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openLocalPlatform } from '../../scripts/localPlatform.ts';
import { seedContent, type SeedOptions } from '../../scripts/seedContent.ts';

export interface TestPlatform {
  env: Env;
  dispose(): Promise<void>;
}

export async function openTestPlatform(seed: SeedOptions | false = { media: false }): Promise<TestPlatform> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-test-'));
  const platform = await openLocalPlatform(dir);
  if (seed) await seedContent(platform.env, seed);
  return {
    env: platform.env,
    async dispose() {
      await platform.dispose();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
