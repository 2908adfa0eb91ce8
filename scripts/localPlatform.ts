// Local Cloudflare bindings (D1, KV, R2) for Node scripts and tests, persisted where
// `wrangler dev --persist-to <dir>` keeps them.
import { createHash, createHmac } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { join, resolve } from 'node:path';
import { getPlatformProxy, unstable_getMiniflareWorkerOptions, unstable_splitSqlQuery } from 'wrangler';
import { applyMigrations, type Migration } from '#functions/db/migrations.ts';

import { ROOT } from './projectRoot.ts';

export { ROOT };
export const DEFAULT_STATE_DIR = join(ROOT, '.wrangler', 'state');

/** wrangler.toml as miniflare reads it: the compatibility settings, the vars and the D1 database's id. */
export function localWorkerConfig(): { compatibilityDate: string; compatibilityFlags: string[]; vars: Record<string, string>; databaseId: string } {
  const options = unstable_getMiniflareWorkerOptions(join(ROOT, 'wrangler.toml')).workerOptions as {
    compatibilityDate: string;
    compatibilityFlags: string[];
    bindings: Record<string, string>;
    d1Databases: Record<string, string | { id: string }>;
  };
  const db = options.d1Databases.DB!;
  return { compatibilityDate: options.compatibilityDate, compatibilityFlags: options.compatibilityFlags, vars: options.bindings, databaseId: typeof db === 'string' ? db : db.id };
}

export function readMigrations(dir = join(ROOT, 'migrations')): Migration[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, statements: unstable_splitSqlQuery(readFileSync(join(dir, name), 'utf8')) }));
}

/**
 * Binding calls from Node go through wrangler's platform proxy to workerd. Two things about it shape
 * the wrappers below (docs/decisions/0013-test-suite.md):
 *
 * 1. Creating a D1 statement (`prepare`, `bind`, and looking up a method on a new statement) is a
 *    *synchronous* round trip to workerd: the proxy blocks this thread (Atomics.wait) until the
 *    answer comes. So is every property check the JavaScript engine makes when a `Proxy` wraps one
 *    of its stubs. A market's seed builds thousands of statements, so this process sat blocked for
 *    seconds at a time. The wrappers are plain objects (no Proxy around the stubs), and a statement
 *    is prepared once per SQL text and bound from there (`bind` returns a new statement and leaves
 *    the prepared one as it was).
 * 2. Calls that return promises go over keep-alive connections, which workerd closes after 5 s idle
 *    (miniflare's pool drops its side after 1 s, by a timer). While this thread is blocked (see 1) or
 *    busy, neither that timer nor the socket's end-of-stream event can run, and a call made right
 *    after is written into a connection workerd has closed: 'fetch failed' / UND_ERR_SOCKET 'other
 *    side closed', and the call never reached workerd. So every call first lets the event loop make
 *    a turn that includes a poll for I/O: the close is read, the dead connection leaves the pool,
 *    and the call goes out on a live one. Nothing is ever sent twice.
 */
export function afterPendingIo(): Promise<void> {
  // Two check phases apart means one poll phase in between, whichever phase we are called from.
  return new Promise((resolve) => setImmediate(() => setImmediate(resolve)));
}

class LocalStatement {
  readonly stub: D1PreparedStatement;
  constructor(stub: D1PreparedStatement) {
    this.stub = stub;
  }
  bind(...values: unknown[]): LocalStatement {
    return new LocalStatement(this.stub.bind(...values));
  }
  async first<T>(column?: string): Promise<T | null> {
    await afterPendingIo();
    return column === undefined ? this.stub.first<T>() : this.stub.first<T>(column);
  }
  async run<T>(): Promise<D1Result<T>> {
    await afterPendingIo();
    return this.stub.run<T>();
  }
  async all<T>(): Promise<D1Result<T>> {
    await afterPendingIo();
    return this.stub.all<T>();
  }
  async raw<T>(options?: { columnNames?: boolean }): Promise<T[]> {
    await afterPendingIo();
    return this.stub.raw<T>(options as { columnNames: true }) as Promise<T[]>;
  }
}

class LocalSession {
  readonly stub: D1DatabaseSession;
  constructor(stub: D1DatabaseSession) {
    this.stub = stub;
  }
  prepare(sql: string): LocalStatement {
    return new LocalStatement(this.stub.prepare(sql));
  }
  async batch<T>(statements: LocalStatement[]): Promise<D1Result<T>[]> {
    const stubs = statements.map((s) => s.stub);
    await afterPendingIo();
    return this.stub.batch<T>(stubs);
  }
  getBookmark(): string | null {
    return this.stub.getBookmark();
  }
}

class LocalDatabase {
  readonly #prepared = new Map<string, D1PreparedStatement>();
  readonly stub: D1Database;
  constructor(stub: D1Database) {
    this.stub = stub;
  }
  prepare(sql: string): LocalStatement {
    let prepared = this.#prepared.get(sql);
    if (!prepared) this.#prepared.set(sql, (prepared = this.stub.prepare(sql)));
    return new LocalStatement(prepared);
  }
  async batch<T>(statements: LocalStatement[]): Promise<D1Result<T>[]> {
    const stubs = statements.map((s) => s.stub);
    await afterPendingIo();
    return this.stub.batch<T>(stubs);
  }
  async exec(sql: string): Promise<D1ExecResult> {
    await afterPendingIo();
    return this.stub.exec(sql);
  }
  /** The session is workerd's (bookmarks and all); its statements are prepared on it, not cached here. */
  withSession(constraintOrBookmark?: string): LocalSession {
    return new LocalSession(this.stub.withSession(constraintOrBookmark));
  }
  dump(): never {
    throw new Error('dump is not used by the local platform');
  }
}

/** Every method of `stub` named in `calls`, called after pending I/O; nothing else. */
function settledMethods<T extends object>(stub: T, calls: readonly (keyof T & string)[]): T {
  const wrapped: Record<string, unknown> = {};
  for (const name of calls) {
    const method = stub[name] as (...a: unknown[]) => Promise<unknown>;
    wrapped[name] = async (...args: unknown[]) => {
      await afterPendingIo();
      return method.apply(stub, args);
    };
  }
  return wrapped as T;
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
  const env = localBindings(proxy.env);
  // The rate-limit counters are a Durable Object of this worker, which the proxy cannot host.
  const { openLocalRateLimits } = await import('./localRateLimits.ts');
  const rateLimits = await openLocalRateLimits(join(resolve(stateDir), 'v3'));
  env.RATE_LIMITS = rateLimits.RATE_LIMITS;
  await applyMigrations(env.DB, readMigrations());
  return { env, dispose: async () => void (await Promise.all([proxy.dispose(), rateLimits.dispose()])) };
}

/** The bindings of `raw` (miniflare's proxies to workerd) behind the wrappers above. */
export function localBindings(raw: Env): Env {
  return {
    ...raw,
    DB: new LocalDatabase(raw.DB) as unknown as D1Database,
    MEDIA: settledMethods(raw.MEDIA, ['put', 'get', 'head', 'delete', 'list', 'createMultipartUpload', 'resumeMultipartUpload']),
    PAGE_CACHE: settledMethods(raw.PAGE_CACHE, ['get', 'getWithMetadata', 'put', 'delete', 'list']),
  } as Env;
}

/**
 * The name of the SQLite file that holds D1 database `databaseId` under a state's
 * `v3/d1/miniflare-D1DatabaseObject`: workerd keeps each Durable Object in a file named for its id,
 * and D1's object id is derived from the database id as `idFromName` derives it (HMAC-SHA-256 keyed
 * by the hash of the namespace's unique key; the first 16 bytes of the name's MAC, then 16 of the
 * MAC of those). Lets a test copy a prepared database in place before workerd first opens it.
 */
export function d1ObjectFile(databaseId: string): string {
  const key = createHash('sha256').update('miniflare-D1DatabaseObject').digest();
  const nameMac = createHmac('sha256', key).update(databaseId).digest().subarray(0, 16);
  const check = createHmac('sha256', key).update(nameMac).digest().subarray(0, 16);
  return `${Buffer.concat([nameMac, check]).toString('hex')}.sqlite`;
}

/**
 * Runs `work` on the SQLite file of a miniflare binding in a state directory — the one holding table
 * `probe` — while a `wrangler dev` may hold it too (waiting for its locks rather than failing). For
 * tests and the bench that need to age or grow stored data faster than the bindings allow.
 */
export function withBindingSqlite<T>(
  stateDir: string,
  kind: 'd1/miniflare-D1DatabaseObject' | 'kv/miniflare-KVNamespaceObject',
  probe: string,
  work: (db: DatabaseSync) => T,
): T {
  const dir = join(stateDir, 'v3', kind);
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.sqlite') && f !== 'metadata.sqlite')) {
    const db = new DatabaseSync(join(dir, file));
    db.exec('PRAGMA busy_timeout = 10000');
    try {
      if (db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(probe)) return work(db);
    } finally {
      db.close();
    }
  }
  throw new Error(`no ${kind} database with a ${probe} table in ${stateDir}`);
}
