// Local state (D1/KV/R2 under a `--persist-to` folder) for test servers and API tests, loaded with the
// demo content once and copied, instead of loading the demo content again for every server and file.
//
// The template holds every market's records (no media) and is rebuilt when the migrations, the demo
// content or the code that writes it changed, or when it is older than TEMPLATE_MAX_AGE_MS (publish
// times are relative to when it was loaded, see there). The pictures and streams of a market (rendered
// with sharp: the slow part) are kept apart, beside the template, as the R2 folder of a state that
// holds only them, rebuilt only when what they are rendered from changed; a state with media is the
// template's copy with that folder in place of its empty R2 folder. Processes that need either at the
// same time (vitest workers, the Playwright server) share one build of it through a lock folder.
import { createHash, type Hash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { applyMigrations } from '#functions/db/migrations.ts';
import { ROOT, d1ObjectFile, localWorkerConfig, openLocalPlatform, readMigrations } from './localPlatform.ts';
import { SqliteD1 } from './sqliteD1.ts';
import { seedContent, seedContentMedia } from './seedContent.ts';
import type { SeedCountry } from './seedSchema.ts';

export const TEMPLATE_DIR = join(ROOT, '.wrangler', 'test-template');
/** Rendered media per set of markets: test-media/<markets>/v3/r2. */
const MEDIA_DIR = join(ROOT, '.wrangler', 'test-media');
const STAMP = 'template.json';
/**
 * Long enough for a whole `npm test` (vitest, then Playwright) on one template; short enough that the
 * times the tests assume still hold: the tightest is that tw's stories under 47.9 h old are in the
 * 48 h news sitemap (tests/webapi/sitemap.test.ts), and the oldest of them is 46 h old when loaded.
 */
const TEMPLATE_MAX_AGE_MS = 60 * 60_000;
/** A lock older than this was left by a process that died. */
const LOCK_STALE_MS = 10 * 60_000;

/** Adds every file under `dir` (path and bytes, in name order) to `hash`; `include` picks the files. */
function hashTree(hash: Hash, dir: string, include: (name: string) => boolean = () => true): void {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) hashTree(hash, path, include);
    else if (include(entry.name)) hash.update(relative(ROOT, path)).update(readFileSync(path));
  }
}

/** What the template's content depends on: a change to any of these files rebuilds it. */
function sourceKey(): string {
  const hash = createHash('sha256');
  // src/domain prepares what is written: every body (src/domain/article), search terms
  // (src/domain/search), seat maps and schedules of the seeded verticals; src/markets.ts their settings.
  hash.update(readFileSync(join(ROOT, 'src', 'markets.ts')));
  for (const dir of ['migrations', 'seed', 'functions/db', 'src/domain']) hashTree(hash, join(ROOT, dir), (name) => /\.(sql|json|ts)$/.test(name));
  for (const file of readdirSync(join(ROOT, 'scripts')).filter((f) => /^(seed|loadSeed).*\.ts$/.test(f)).sort()) {
    hash.update(file).update(readFileSync(join(ROOT, 'scripts', file)));
  }
  hash.update(readFileSync(join(ROOT, 'wrangler.toml')));
  return hash.digest('hex').slice(0, 16);
}

function templateIsCurrent(key: string): boolean {
  try {
    const stamp = JSON.parse(readFileSync(join(TEMPLATE_DIR, STAMP), 'utf8')) as { key: string; loadedAt: number };
    return stamp.key === key && Date.now() - stamp.loadedAt < TEMPLATE_MAX_AGE_MS;
  } catch {
    return false;
  }
}

/** Whether the process that took the lock still runs (a lock without its pid yet counts as held). */
function holderAlive(lock: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(join(lock, 'pid'), 'utf8'));
  } catch {
    return true;
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

async function withLock<T>(lock: string, work: () => Promise<T>): Promise<T> {
  mkdirSync(join(lock, '..'), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, 'pid'), String(process.pid));
      break;
    } catch {
      try {
        // Left by a process that died (a run stopped half-way): taken over at once, not after the stale time.
        if (Date.now() - statSync(lock).mtimeMs > LOCK_STALE_MS || !holderAlive(lock)) rmSync(lock, { recursive: true, force: true });
      } catch {
        // released meanwhile
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Makes `dir` current: when `isCurrent()` says it is not, `build` fills `${dir}.building` under the
 * lock `${dir}.lock` (another process may be building it: it is asked again once the lock is
 * ours), which then replaces `dir` in one rename.
 */
async function buildOnce(dir: string, isCurrent: () => boolean, build: (building: string) => Promise<void>): Promise<void> {
  if (isCurrent()) return;
  await withLock(`${dir}.lock`, async () => {
    if (isCurrent()) return;
    const building = `${dir}.building`;
    rmSync(building, { recursive: true, force: true });
    await build(building);
    rmSync(dir, { recursive: true, force: true });
    renameSync(building, dir);
  });
}

/** Runs `work` on the local bindings of a state folder, closed afterwards. */
async function withPlatform<T>(stateDir: string, work: (env: Env) => Promise<T>): Promise<T> {
  const platform = await openLocalPlatform(stateDir);
  try {
    return await work(platform.env);
  } finally {
    await platform.dispose();
  }
}

/** Where a state folder's D1 database lives: workerd serves this SQLite file as the database. */
export function d1DatabaseFile(stateDir: string, databaseId = localWorkerConfig().databaseId): string {
  return join(stateDir, 'v3', 'd1', 'miniflare-D1DatabaseObject', d1ObjectFile(databaseId));
}

/**
 * Makes sure a current template exists (loading the demo content if not) and returns its folder.
 * The records are written by node:sqlite into the file workerd will serve (scripts/sqliteD1.ts),
 * through the same migrations and loaders: the template holds D1 alone (no media, nothing in KV).
 */
export async function ensureTemplate(log: (line: string) => void = () => {}, key = sourceKey()): Promise<string> {
  await buildOnce(TEMPLATE_DIR, () => templateIsCurrent(key), async (building) => {
    const loadedAt = Date.now();
    const { vars, databaseId } = localWorkerConfig();
    const file = d1DatabaseFile(building, databaseId);
    mkdirSync(join(file, '..'), { recursive: true });
    const db = new SqliteD1(file);
    try {
      await applyMigrations(db.asD1(), readMigrations());
      await seedContent({ ...vars, DB: db.asD1() } as unknown as Env, { media: false, now: loadedAt, log });
    } finally {
      db.close();
    }
    writeFileSync(join(building, STAMP), JSON.stringify({ key, loadedAt }));
  });
  return TEMPLATE_DIR;
}

/** The R2 folder of a state holding only these markets' media, rendered once per change of what they are rendered from. */
async function ensureMedia(media: readonly SeedCountry[], key: string, log: (line: string) => void): Promise<string> {
  const markets = [...new Set(media)].sort();
  const dir = join(MEDIA_DIR, markets.join('+'));
  // The template's key covers the demo content, the seed scripts (renderer included) and the sizes;
  // every file of the demo streams (seed/media: playlists too) is added here.
  const streams = createHash('sha256');
  hashTree(streams, join(ROOT, 'seed', 'media'));
  const stamp = JSON.stringify({ key, markets, streams: streams.digest('hex').slice(0, 16) });
  const isCurrent = () => {
    try {
      return readFileSync(join(dir, 'media.json'), 'utf8') === stamp;
    } catch {
      return false;
    }
  };
  if (isCurrent()) log(`media: ${markets.join(', ')} from ${relative(ROOT, dir)}`);
  await buildOnce(dir, isCurrent, async (building) => {
    await withPlatform(building, (env) => seedContentMedia(env, markets, log));
    writeFileSync(join(building, 'media.json'), stamp);
  });
  return join(dir, 'v3', 'r2');
}

/** A migrated, empty state (no demo content). */
function emptyState(target: string): Promise<void> {
  return openLocalPlatform(target).then((p) => p.dispose());
}

export interface StateOptions {
  /** Load the demo content (from the template). Default true. */
  content?: boolean;
  /** Also write the images and streams of these source markets to R2. */
  media?: readonly SeedCountry[];
  log?: (line: string) => void;
}

/** Replaces `target` with a state for a test server or test file. */
export async function prepareTestState(target: string, options: StateOptions = {}): Promise<void> {
  rmSync(target, { recursive: true, force: true });
  if (options.content === false) return emptyState(target);
  const key = sourceKey();
  const template = await ensureTemplate(options.log, key);
  cpSync(template, target, { recursive: true });
  rmSync(join(target, STAMP), { force: true });
  if (options.media?.length) {
    // The template writes nothing to R2: its R2 folder is replaced by the media's.
    const r2 = await ensureMedia(options.media, key, options.log ?? (() => {}));
    rmSync(join(target, 'v3', 'r2'), { recursive: true, force: true });
    cpSync(r2, join(target, 'v3', 'r2'), { recursive: true });
  }
}

export const hasTemplate = () => existsSync(join(TEMPLATE_DIR, STAMP));
