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
 * The platform proxy talks to workerd over keep-alive connections, which workerd closes after about
 * 5 s idle. When this process is busy for longer in one synchronous stretch (sanitising a market's
 * articles on a loaded machine), undici's own idle timer cannot run, and the next call is written
 * into the closed socket: 'other side closed', and the call never reached workerd. Such a call is
 * sent again on a new connection (a few times, briefly spaced); seed writes are upserts anyway.
 */
const RESEND_ATTEMPTS = 4;

function droppedConnection(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } } | null)?.cause;
  return cause?.code === 'UND_ERR_SOCKET' || cause?.code === 'ECONNRESET';
}

async function resendOnDrop<T>(call: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (attempt >= RESEND_ATTEMPTS || !droppedConnection(error)) throw error;
      await new Promise((r) => setTimeout(r, 50 * attempt));
    }
  }
}

const originals = new WeakMap<object, D1PreparedStatement>();

function resendingStatement(statement: D1PreparedStatement): D1PreparedStatement {
  const wrapped = new Proxy(statement, {
    get(target, prop) {
      if (prop === 'bind') return (...values: unknown[]) => resendingStatement(target.bind(...values));
      if (prop === 'run' || prop === 'all' || prop === 'first' || prop === 'raw') {
        return (...args: unknown[]) => resendOnDrop(() => (target[prop] as (...a: unknown[]) => Promise<unknown>)(...args));
      }
      return Reflect.get(target, prop);
    },
  });
  originals.set(wrapped, statement);
  return wrapped;
}

function resendingDatabase(db: D1Database): D1Database {
  return new Proxy(db, {
    get(target, prop) {
      if (prop === 'prepare') return (sql: string) => resendingStatement(target.prepare(sql));
      if (prop === 'batch') return (statements: D1PreparedStatement[]) => resendOnDrop(() => target.batch(statements.map((s) => originals.get(s) ?? s)));
      if (prop === 'exec') return (sql: string) => resendOnDrop(() => target.exec(sql));
      return Reflect.get(target, prop);
    },
  });
}

function resendingBucket(bucket: R2Bucket): R2Bucket {
  return new Proxy(bucket, {
    get(target, prop) {
      if (prop === 'put' || prop === 'get' || prop === 'head' || prop === 'delete' || prop === 'list') {
        return (...args: unknown[]) => resendOnDrop(() => (target[prop] as (...a: unknown[]) => Promise<unknown>)(...args));
      }
      return Reflect.get(target, prop);
    },
  });
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
  const env = { ...proxy.env, DB: resendingDatabase(proxy.env.DB), MEDIA: resendingBucket(proxy.env.MEDIA) } as Env;
  await applyMigrations(env.DB, readMigrations());
  return { env, dispose: () => proxy.dispose() };
}
