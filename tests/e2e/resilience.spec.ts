// Runs after every other browser test (its own Playwright project): D1 is made to fail under the
// running worker, and cached pages keep being served, marked STALE, instead of the error.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { expect, test } from '@playwright/test';

const D1_DIR = join(import.meta.dirname, '../../.wrangler/e2e-state/v3/d1/miniflare-D1DatabaseObject');

function withDatabase<T>(work: (db: DatabaseSync) => T): T {
  const file = readdirSync(D1_DIR).find((f) => f.endsWith('.sqlite') && f !== 'metadata.sqlite');
  const db = new DatabaseSync(join(D1_DIR, file!));
  // workerd holds the same file: wait for its locks rather than failing.
  db.exec('PRAGMA busy_timeout = 10000');
  try {
    return work(db);
  } finally {
    db.close();
  }
}

function articlesOffline(db: DatabaseSync): boolean {
  return db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'articles_offline'").get() !== undefined;
}

test('a stale copy is served when a render fails because D1 is unavailable', async ({ request }) => {
  test.setTimeout(90_000);
  // A retry after an interrupted run finds the table still renamed: put it back first.
  withDatabase((db) => articlesOffline(db) && db.exec('ALTER TABLE articles_offline RENAME TO articles'));
  const path = `/tw/v2/tab/society?run=${Date.now()}`;
  expect((await request.get(path)).headers()['x-astro-cache']).toBe('MISS');
  await new Promise((r) => setTimeout(r, 31_000)); // the portal's max-age is 30 s
  withDatabase((db) => db.exec('ALTER TABLE articles RENAME TO articles_offline'));
  try {
    const uncached = await request.get(`/tw/v2/tab/society?other=${Date.now()}`);
    expect(uncached.status(), 'D1 really fails for a page without a copy').toBe(500);
    const stale = await request.get(path);
    expect(stale.status()).toBe(200);
    expect(stale.headers()['x-astro-cache']).toBe('STALE');
    expect(await stale.text()).toContain('card__title');
  } finally {
    withDatabase((db) => db.exec('ALTER TABLE articles_offline RENAME TO articles'));
  }
  expect((await request.get(`/tw/v2/tab/society?after=${Date.now()}`)).status()).toBe(200);
});
