// `npm start`'s demo feeds: once the portal answers, in the background, render the demo publishers'
// feeds, serve them on a fixed local port (as the publishers' own servers would), register each one
// through the editorial API when it is not registered yet, and run each once. The cron driver then
// polls them (the scheduled handler enqueues due feeds), so a story added to a feed arrives without a
// restart. Nothing here may stop the portal: any failure is one warning line.
import { mkdirSync } from 'node:fs';
import { renderDemoFeeds, DEFAULT_FEEDS_DIR, DEFAULT_FEEDS_PORT } from './demoFeeds.ts';
import { startFeedFileServer } from './feedFileServer.ts';
import { feedsAdminApi, FeedsApiError, type IngestReport } from './feedsAdminApi.ts';
import { publisherId } from './seedIds.ts';

/** How often a demo feed is polled: small, so a story added locally shows up within minutes. */
export const DEMO_POLL_MINUTES = 5;
const CONCURRENT_INGESTS = 4;

/** One line for a person watching `npm start`: what the demo feeds brought. */
export function summariseIngests(reports: readonly IngestReport[], failures: readonly string[]): string {
  const sum = (k: 'created' | 'updated' | 'unchanged') => reports.reduce((n, r) => n + r[k], 0);
  const problems = reports.reduce((n, r) => n + r.problems.length, 0);
  const failed = [...reports.filter((r) => r.status === 'failed').map((r) => `feed ${r.feedId}: ${r.reason ?? 'failed'}`), ...failures];
  // Feeds the cron has already read since they last changed answer 304: nothing new in them.
  const notModified = reports.filter((r) => r.status === 'not-modified').length;
  return `feeds: ${reports.length} demo feeds run: ${sum('created')} stories created, ${sum('updated')} updated, ${sum('unchanged')} unchanged${notModified ? ` (${notModified} feeds not modified)` : ''}, ${problems} problems${failed.length ? `; ${failed.length} failed (${failed.slice(0, 3).join('; ')}${failed.length > 3 ? '; …' : ''})` : ''}`;
}

/** Runs `work` over `items`, `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  }));
}

/** Registers (when new) and runs each demo feed; logs one line; never throws. */
async function ingestDemoFeeds(opts: { server: string; token: string; dir: string; origin: string; log: (line: string) => void }): Promise<void> {
  try {
    const feeds = await renderDemoFeeds({ outDir: opts.dir, origin: opts.origin });
    const api = feedsAdminApi(opts.server, opts.token);
    const registered = await api.list();
    const reports: IngestReport[] = [];
    const failures: string[] = [];
    await eachLimited(feeds, CONCURRENT_INGESTS, async (feed) => {
      const url = `${opts.origin}/${feed.file}`;
      // The demo content names publishers by their id within the market; the portal by the stored id.
      const publisher = publisherId(feed.country, feed.publisherId);
      try {
        const known = registered.find((f) => f.url === url && f.publisherId === publisher);
        const id = known?.id ?? (await api.register({ publisherId: publisher, country: feed.country, url, tab: feed.tab, pollMinutes: DEMO_POLL_MINUTES, enabled: true })).id;
        reports.push(await api.ingest(id));
      } catch (error) {
        failures.push(`${feed.publisherId}: ${(error as Error).message}`);
      }
    });
    opts.log(summariseIngests(reports, failures));
  } catch (error) {
    // The API not being there (an older build) or anything else: the portal keeps serving.
    const why = error instanceof FeedsApiError && error.status === 404 ? `the editorial feeds API is not in this build (${error.message})` : (error as Error).message;
    opts.log(`feeds: demo feeds served at ${opts.origin} but not ingested: ${why}`);
  }
}

/**
 * Serves the demo feeds folder on `port` and, in the background (`done`), renders, registers and
 * ingests them. Rejects only when the port cannot be served.
 */
export async function startDemoFeeds(opts: { server: string; token: string; port?: number; dir?: string; log?: (line: string) => void }): Promise<{ origin: string; done: Promise<void>; close(): Promise<void> }> {
  const dir = opts.dir ?? DEFAULT_FEEDS_DIR;
  mkdirSync(dir, { recursive: true });
  const fileServer = await startFeedFileServer({ dir, host: '127.0.0.1', port: opts.port ?? DEFAULT_FEEDS_PORT });
  const done = ingestDemoFeeds({ server: opts.server, token: opts.token, dir, origin: fileServer.origin, log: opts.log ?? ((line) => console.log(line)) });
  return { origin: fileServer.origin, done, close: () => fileServer.close() };
}
