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
  const env = { ...proxy.env, DB: resendingBatches(proxy.env.DB) } as Env;
  await applyMigrations(env.DB, readMigrations());
  return { env, dispose: () => proxy.dispose() };
}

/**
 * workerd closes the proxy's keep-alive connection after about 5 s idle. When this process is busy
 * for longer in one synchronous stretch (sanitising a market's articles on a loaded machine), it
 * writes the next batch into the closed socket: 'other side closed', and the batch never reached
 * the database. Such a batch is sent once more, on a new connection.
 */
function resendingBatches(db: D1Database): D1Database {
  const dropped = (error: unknown) => String((error as Error | undefined)?.cause ?? '').includes('other side closed');
  return new Proxy(db, {
    get(target, prop) {
      if (prop === 'batch') {
        return async (statements: D1PreparedStatement[]) => {
          try {
            return await target.batch(statements);
          } catch (error) {
            if (!dropped(error)) throw error;
            return target.batch(statements);
          }
        };
      }
      const value = Reflect.get(target, prop) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
