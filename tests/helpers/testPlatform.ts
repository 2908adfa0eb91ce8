// A real local D1/KV/R2 for tests of the content API: every test file gets a database, a KV
// namespace and a bucket of its own — migrated, and with the demo content of every market when asked
// for (a copy of the template scripts/testState.ts loads once per run) — all served by ONE workerd
// (miniflare) per vitest worker process instead of one per file (docs/decisions/0042).
//
// The API and unit projects run with `isolate: false`, so this module, and the workerd it starts, is
// shared by every file a worker process runs. That workerd declares SLOTS sets of bindings up front;
// each file takes the next unused set. A file's D1 database is its own SQLite file, written (copied
// from the template) before workerd first opens it, so files never see each other's writes.
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Miniflare, convertV4MiniflareOptions } from 'miniflare';
import { applyMigrations } from '#functions/db/migrations.ts';
import { ROOT, d1ObjectFile, localBindings, localWorkerConfig, readMigrations } from '../../scripts/localPlatform.ts';
import { SqliteD1 } from '../../scripts/sqliteD1.ts';
import { d1DatabaseFile, ensureTemplate } from '../../scripts/testState.ts';
import { localCounters, rateLimitCounterModule, rateLimitsBinding } from '../../scripts/localRateLimits.ts';

export interface TestPlatform {
  env: Env;
  dispose(): Promise<void>;
}

/** Sets of bindings one worker process can hand out: more than there are files that open one. */
const SLOTS = 64;
const D1_OBJECTS = join('d1', 'miniflare-D1DatabaseObject');

interface SharedPlatform {
  mf: Miniflare;
  dir: string;
  /** The database id the template's D1 file is named for (wrangler.toml's). */
  templateDatabaseId: string;
  vars: Record<string, string>;
  nextSlot: number;
  contentFile?: Promise<string>;
  emptyFile?: Promise<string>;
}

let shared: Promise<SharedPlatform> | undefined;
let migrations: ReturnType<typeof readMigrations> | undefined;

const slotDatabaseId = (slot: number) => `test-database-${slot}`;

async function startShared(): Promise<SharedPlatform> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-test-'));
  // workerd itself goes when this process exits (miniflare's exit hook); its files with it.
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  // wrangler.toml's compatibility settings and vars, as `wrangler dev` and the platform proxy read them.
  const config = localWorkerConfig();
  const slots = Array.from({ length: SLOTS }, (_, slot) => slot);
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      rootPath: ROOT,
      workers: [
        {
          name: 'test-platform',
          // The rate-limit counters' class (a Durable Object of the worker): one namespace, each
          // file's buckets named apart (openTestPlatform).
          modules: [rateLimitCounterModule()],
          durableObjects: { RATE_LIMITS: rateLimitsBinding() },
          compatibilityDate: config.compatibilityDate,
          compatibilityFlags: config.compatibilityFlags,
          bindings: config.vars,
          d1Databases: Object.fromEntries(slots.map((s) => [`DB_${s}`, slotDatabaseId(s)])),
          kvNamespaces: Object.fromEntries(slots.map((s) => [`PAGE_CACHE_${s}`, `test-page-cache-${s}`])),
          r2Buckets: Object.fromEntries(slots.map((s) => [`MEDIA_${s}`, `test-media-${s}`])),
        },
      ],
      // As the platform proxy lays out a `--persist-to` folder's v3: d1/, kv/, r2/ under it.
      resourcePersistencePath: dir,
    }),
  );
  await mf.ready;
  mkdirSync(join(dir, D1_OBJECTS), { recursive: true });
  return { mf, dir, templateDatabaseId: config.databaseId, vars: config.vars, nextSlot: 0 };
}

/**
 * A migrated, empty database file, made once per process. The migrations are applied by
 * applyMigrations itself, through node:sqlite on the file workerd will serve (scripts/sqliteD1.ts):
 * through D1 each statement is a synchronous round trip to workerd (scripts/localPlatform.ts), 20 s
 * a file on a busy machine.
 */
async function emptyDatabaseFile(platform: SharedPlatform): Promise<string> {
  const file = join(platform.dir, 'empty.sqlite');
  const db = new SqliteD1(file);
  try {
    await applyMigrations(db.asD1(), (migrations ??= readMigrations()));
  } finally {
    db.close();
  }
  return file;
}

/** Copies a SQLite database file with its write-ahead log and index, if it has them. */
function copyDatabase(from: string, to: string): void {
  if (!existsSync(from)) throw new Error(`no database file ${from} to copy`);
  for (const suffix of ['', '-wal', '-shm']) if (existsSync(from + suffix)) copyFileSync(from + suffix, to + suffix);
}

/**
 * The demo content's database, copied from the template once per process: later files copy this
 * copy, so a template rebuilt while the run goes on (it is rebuilt once it is an hour old) is
 * neither waited for nor read half-written; a run reads one load of the demo content, as the worker
 * project's server does.
 */
async function contentDatabaseFile(platform: SharedPlatform): Promise<string> {
  const file = join(platform.dir, 'content.sqlite');
  copyDatabase(d1DatabaseFile(await ensureTemplate(), platform.templateDatabaseId), file);
  return file;
}

/** Writes slot `slot`'s database before workerd first opens it. */
async function writeSlotDatabase(platform: SharedPlatform, slot: number, content: boolean): Promise<void> {
  // One of each per process, however many files ask at once.
  const from = content ? await (platform.contentFile ??= contentDatabaseFile(platform)) : await (platform.emptyFile ??= emptyDatabaseFile(platform));
  copyDatabase(from, join(platform.dir, D1_OBJECTS, d1ObjectFile(slotDatabaseId(slot))));
}

/** `content: true` gives the demo content of every market (records only, no media). */
export async function openTestPlatform(options: { content: boolean } = { content: true }): Promise<TestPlatform> {
  const platform = await (shared ??= startShared());
  const slot = platform.nextSlot++;
  if (slot >= SLOTS) throw new Error(`more than ${SLOTS} test platforms in one process: raise SLOTS in tests/helpers/testPlatform.ts`);
  await writeSlotDatabase(platform, slot, options.content);
  const env = localBindings({
    ...platform.vars,
    DB: await platform.mf.getD1Database(`DB_${slot}`),
    PAGE_CACHE: await platform.mf.getKVNamespace(`PAGE_CACHE_${slot}`),
    MEDIA: await platform.mf.getR2Bucket(`MEDIA_${slot}`),
  } as unknown as Env);
  env.RATE_LIMITS = localCounters((await platform.mf.getDurableObjectNamespace('RATE_LIMITS')) as unknown as Env['RATE_LIMITS'], `${slot}|`);
  // Both kinds of file are migrated already: this only checks (and migrates a template older than them).
  await applyMigrations(env.DB, (migrations ??= readMigrations()));
  return {
    env,
    // The slot is never handed out again; its data goes with the process's folder. workerd stays
    // up for the next file.
    async dispose() {},
  };
}
