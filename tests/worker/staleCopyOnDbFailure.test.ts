// When a render fails because D1 is unavailable, the worker serves the cached copy, marked STALE,
// instead of the error. This file breaks its server's database, so it has a server of its own.
// Time is not waited for: the cached copy's stored time is moved back past its max-age, which is
// what the page cache reads the age from.
import type { DatabaseSync } from 'node:sqlite';
import { withBindingSqlite } from '../../scripts/localPlatform.ts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { http as httpTo } from '../helpers/workerHttp.ts';
import { startWorkerServer, type WorkerServer } from '../helpers/workerServer.ts';

let server: WorkerServer;
const http = (path: string) => httpTo(path, { origin: server.origin });
beforeAll(async () => {
  server = await startWorkerServer('stale-copy');
});
afterAll(async () => {
  await server?.stop();
});

/** The server's binding database whose table `probe` exists. */
function withBindingDatabase<T>(kind: 'd1/miniflare-D1DatabaseObject' | 'kv/miniflare-KVNamespaceObject', probe: string, work: (db: DatabaseSync) => T): T {
  return withBindingSqlite(server.stateDir, kind, probe, work);
}

/** Moves the stored time of the cached copies of `path` back past their max-age (`ma`, seconds) by a second. */
function outliveMaxAge(path: string): number {
  return withBindingDatabase('kv/miniflare-KVNamespaceObject', '_mf_entries', (db) =>
    Number(
      db
        .prepare(
          "UPDATE _mf_entries SET metadata = json_set(metadata, '$.at', json_extract(metadata, '$.at') - (json_extract(metadata, '$.ma') + 1) * 1000) WHERE json_extract(metadata, '$.p') = ?",
        )
        .run(path).changes,
    ),
  );
}

it('a stale copy is served when a render fails because D1 is unavailable', async () => {
  const path = `/tw/v2/tab/society?run=${Date.now()}`;
  const first = await http(path);
  expect(first.headers.get('x-astro-cache')).toBe('MISS');
  expect(outliveMaxAge(path), 'the copy the first request stored').toBe(1);
  withBindingDatabase('d1/miniflare-D1DatabaseObject', 'articles', (db) => db.exec('ALTER TABLE articles RENAME TO articles_offline'));
  try {
    const uncached = await http(`/tw/v2/tab/society?other=${Date.now()}`);
    expect(uncached.status, 'D1 really fails for a page without a copy').toBe(500);
    const stale = await http(path);
    expect(stale.status).toBe(200);
    expect(stale.headers.get('x-astro-cache')).toBe('STALE');
    expect(stale.text).toContain('card__title');
  } finally {
    withBindingDatabase('d1/miniflare-D1DatabaseObject', 'articles_offline', (db) => db.exec('ALTER TABLE articles_offline RENAME TO articles'));
  }
  expect((await http(`/tw/v2/tab/society?after=${Date.now()}`)).status).toBe(200);
}, 120_000);
