// The tests' feed host: scripts/feedFileServer.ts over a temporary folder the test writes (so a
// document can change between runs), with the routes of the failure cases: a feed that answers only
// after the test's time-out, a 10 MB body streamed in chunks, a 404, an HTML page and a redirect loop.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFeedFileServer } from '../../scripts/feedFileServer.ts';

export const FEED_FIXTURES_DIR = join(import.meta.dirname, '..', 'fixtures', 'feeds');

export interface FeedFixtureServer {
  origin: string;
  /** The address of a file of the folder (or of a route). */
  url(path: string): string;
  /** Writes (or replaces) a file the server serves. */
  write(path: string, body: string | Uint8Array): void;
  /** Requests answered by the routes so far, by path (to prove a fetch happened, or did not). */
  hits: Map<string, number>;
  close(): Promise<void>;
}

export const FIXTURE_ROUTES = { slow: '/slow.json', huge: '/huge.json', missing: '/missing.json', html: '/page.html', loop: '/loop.json' } as const;

/** Starts the server over a copy of tests/fixtures/feeds; `slowMs` is how long /slow.json waits. */
export async function startFeedFixtureServer(options: { slowMs: number }): Promise<FeedFixtureServer> {
  const dir = mkdtempSync(join(tmpdir(), 'feed-fixtures-'));
  cpSync(FEED_FIXTURES_DIR, dir, { recursive: true });
  const hits = new Map<string, number>();
  const hit = (path: string) => hits.set(path, (hits.get(path) ?? 0) + 1);
  const timers = new Set<NodeJS.Timeout>();
  const server = await startFeedFileServer({
    dir,
    routes: {
      [FIXTURE_ROUTES.slow]: (_req, res) => {
        hit(FIXTURE_ROUTES.slow);
        const timer = setTimeout(() => res.writeHead(200, { 'Content-Type': 'application/feed+json' }).end('{"version":"https://jsonfeed.org/version/1.1","title":"late","items":[]}'), options.slowMs);
        timers.add(timer);
        res.on('close', () => clearTimeout(timer));
      },
      [FIXTURE_ROUTES.huge]: (_req, res) => {
        hit(FIXTURE_ROUTES.huge);
        // 10 MB without a Content-Length: the reader must count, and stop.
        res.writeHead(200, { 'Content-Type': 'application/feed+json' });
        const chunk = Buffer.alloc(64 * 1024, 0x20);
        let sent = 0;
        const pump = () => {
          while (sent < 10 * 1024 * 1024) {
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', pump);
          }
          res.end();
        };
        res.on('error', () => {});
        pump();
      },
      [FIXTURE_ROUTES.missing]: (_req, res) => {
        hit(FIXTURE_ROUTES.missing);
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
      },
      [FIXTURE_ROUTES.loop]: (_req, res) => {
        hit(FIXTURE_ROUTES.loop);
        res.writeHead(302, { Location: FIXTURE_ROUTES.loop }).end();
      },
      [FIXTURE_ROUTES.html]: (_req, res) => {
        hit(FIXTURE_ROUTES.html);
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end('<!doctype html><title>Not a feed</title><p>Hello</p>');
      },
    },
  });
  return {
    origin: server.origin,
    url: (path) => `${server.origin}${path.startsWith('/') ? path : `/${path}`}`,
    write: (path, body) => writeFileSync(join(dir, path), body),
    hits,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
