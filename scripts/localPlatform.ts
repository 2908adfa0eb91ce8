// Local Cloudflare bindings (D1, KV, R2) for Node scripts and tests, persisted where
// `wrangler dev --persist-to <dir>` keeps them.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { getPlatformProxy, unstable_splitSqlQuery } from 'wrangler';
import { applyMigrations, type Migration } from '#functions/db/migrations.ts';

export const ROOT = resolve(import.meta.dirname, '..');
export const DEFAULT_STATE_DIR = join(ROOT, '.wrangler', 'state');

export function readMigrations(dir = join(ROOT, 'migrations')): Migration[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, statements: unstable_splitSqlQuery(readFileSync(join(dir, name), 'utf8')) }));
}

/**
 * The platform proxy sends every binding call to workerd over a keep-alive connection, which workerd
 * closes after 5 s idle (miniflare's pool closes its side after 1 s, by a timer). When this process
 * is busy for longer in one synchronous stretch (sanitising a market's articles on a loaded machine),
 * neither that timer nor the socket's end-of-stream event can run, and a call made right after the
 * stretch is written into the connection workerd has closed: 'fetch failed' / UND_ERR_SOCKET
 * 'other side closed', and the call never reached workerd. So each call first lets the event loop
 * make one full turn, including a poll for I/O: the close is seen, the dead connection leaves the
 * pool, and the call goes out on a live one. Nothing is ever sent twice.
 */
export function afterPendingIo(): Promise<void> {
  // Two check phases apart means one poll phase in between, whichever phase we are called from.
  return new Promise((resolve) => setImmediate(() => setImmediate(resolve)));
}

function settled<T extends object>(target: T, calls: ReadonlySet<PropertyKey>, wrap: (value: unknown) => unknown = (v) => v): T {
  return new Proxy(target, {
    get(t, prop) {
      const value = Reflect.get(t, prop);
      if (typeof value !== 'function') return value;
      if (calls.has(prop)) {
        return async (...args: unknown[]) => {
          await afterPendingIo();
          return (value as (...a: unknown[]) => Promise<unknown>).apply(t, args);
        };
      }
      return (...args: unknown[]) => wrap((value as (...a: unknown[]) => unknown).apply(t, args));
    },
  });
}

const originals = new WeakMap<object, D1PreparedStatement>();

function settledStatement(statement: D1PreparedStatement): D1PreparedStatement {
  const wrapped = settled(statement, new Set(['run', 'all', 'first', 'raw']), (v) => settledStatement(v as D1PreparedStatement));
  originals.set(wrapped, statement);
  return wrapped;
}

function settledDatabase(db: D1Database): D1Database {
  return new Proxy(db, {
    get(target, prop) {
      if (prop === 'prepare') return (sql: string) => settledStatement(target.prepare(sql));
      if (prop === 'batch') {
        return async (statements: D1PreparedStatement[]) => {
          await afterPendingIo();
          return target.batch(statements.map((s) => originals.get(s) ?? s));
        };
      }
      if (prop === 'exec') {
        return async (sql: string) => {
          await afterPendingIo();
          return target.exec(sql);
        };
      }
      return Reflect.get(target, prop);
    },
  });
}

const settledBucket = (bucket: R2Bucket) => settled(bucket, new Set(['put', 'get', 'head', 'delete', 'list']));
const settledKv = (kv: KVNamespace) => settled(kv, new Set(['get', 'getWithMetadata', 'put', 'delete', 'list']));

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
  const env = {
    ...proxy.env,
    DB: settledDatabase(proxy.env.DB),
    MEDIA: settledBucket(proxy.env.MEDIA),
    PAGE_CACHE: settledKv(proxy.env.PAGE_CACHE),
  } as Env;
  await applyMigrations(env.DB, readMigrations());
  return { env, dispose: () => proxy.dispose() };
}
