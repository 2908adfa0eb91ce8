// Local state (D1/KV/R2 under a `--persist-to` folder) for test servers and API tests, loaded with the
// demo content once and copied, instead of loading the demo content again for every server and file.
//
// The template holds every market's records (no media) and is rebuilt when the migrations, the demo
// content or the code that writes it changed, or when it is older than TEMPLATE_MAX_AGE_MS (publish
// times are relative to when it was loaded; a test run that starts within that window reads the same
// times a fresh load would give, give or take minutes, which the tests already allow for: a run takes
// minutes). Processes that need it at the same time (vitest workers, the Playwright server) share one
// build of it through a lock folder.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT, openLocalPlatform } from './localPlatform.ts';
import { seedContent, seedContentMedia } from './seedContent.ts';
import type { SeedCountry } from './seedSchema.ts';

export const TEMPLATE_DIR = join(ROOT, '.wrangler', 'test-template');
const LOCK_DIR = `${TEMPLATE_DIR}.lock`;
const STAMP = 'template.json';
const TEMPLATE_MAX_AGE_MS = 15 * 60_000;
/** A lock older than this was left by a process that died. */
const LOCK_STALE_MS = 10 * 60_000;

/** What the template's content depends on: a change to any of these files rebuilds it. */
function sourceKey(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(sql|json|ts)$/.test(entry.name)) hash.update(relative(ROOT, path)).update(readFileSync(path));
    }
  };
  // src/domain/article prepares every body as it is written (its stamp changes with its output).
  for (const dir of ['migrations', 'seed', 'functions/db', 'src/domain/article']) walk(join(ROOT, dir));
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

async function withLock<T>(work: () => Promise<T>): Promise<T> {
  mkdirSync(join(ROOT, '.wrangler'), { recursive: true });
  for (;;) {
    try {
      mkdirSync(LOCK_DIR);
      break;
    } catch {
      try {
        if (Date.now() - statSync(LOCK_DIR).mtimeMs > LOCK_STALE_MS) rmSync(LOCK_DIR, { recursive: true, force: true });
      } catch {
        // released meanwhile
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(LOCK_DIR, { recursive: true, force: true });
  }
}

/** Makes sure a current template exists (loading the demo content if not) and returns its folder. */
export async function ensureTemplate(log: (line: string) => void = () => {}): Promise<string> {
  const key = sourceKey();
  if (templateIsCurrent(key)) return TEMPLATE_DIR;
  return withLock(async () => {
    if (templateIsCurrent(key)) return TEMPLATE_DIR;
    const building = `${TEMPLATE_DIR}.building`;
    rmSync(building, { recursive: true, force: true });
    const loadedAt = Date.now();
    const platform = await openLocalPlatform(building);
    try {
      await seedContent(platform.env, { media: false, now: loadedAt, log });
    } finally {
      await platform.dispose();
    }
    writeFileSync(join(building, STAMP), JSON.stringify({ key, loadedAt }));
    rmSync(TEMPLATE_DIR, { recursive: true, force: true });
    renameSync(building, TEMPLATE_DIR);
    return TEMPLATE_DIR;
  });
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
  const template = await ensureTemplate(options.log);
  cpSync(template, target, { recursive: true });
  rmSync(join(target, STAMP), { force: true });
  if (options.media?.length) {
    const platform = await openLocalPlatform(target);
    try {
      await seedContentMedia(platform.env, options.media, options.log);
    } finally {
      await platform.dispose();
    }
  }
}

export const hasTemplate = () => existsSync(join(TEMPLATE_DIR, STAMP));
