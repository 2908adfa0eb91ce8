// Local Cloudflare bindings (D1, KV, R2) for Node scripts and tests, persisted where
// `wrangler dev --persist-to <dir>` keeps them.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { getPlatformProxy, unstable_splitSqlQuery } from 'wrangler';
import { applyMigrations, type Migration } from '../functions/db/migrations.ts';

export const ROOT = resolve(import.meta.dirname, '..');
export const DEFAULT_STATE_DIR = join(ROOT, '.wrangler', 'state');

export function readMigrations(dir = join(ROOT, 'migrations')): Migration[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, statements: unstable_splitSqlQuery(readFileSync(join(dir, name), 'utf8')) }));
}

export interface LocalPlatform {
  env: Env;
  dispose(): Promise<void>;
}

/** Opens the local bindings under `stateDir` (its v3 folder, as wrangler dev does) and migrates D1. */
export async function openLocalPlatform(stateDir = DEFAULT_STATE_DIR): Promise<LocalPlatform> {
  const proxy = await getPlatformProxy<Env>({
    configPath: join(ROOT, 'wrangler.toml'),
    persist: { path: join(resolve(stateDir), 'v3') },
    remoteBindings: false,
  });
  await applyMigrations(proxy.env.DB, readMigrations());
  return { env: proxy.env, dispose: () => proxy.dispose() };
}
