// Ingests one publisher feed now, for editors and tests:
// `npm run feeds:ingest -- <url-or-file> --publisher <id> --market <c> [--tab <t>] [--category <c>] [--server <origin>]`
// A URL is sent as is; a file is served by a one-shot local feed server on a fixed port and its address sent. The
// portal at --server (default http://localhost:8787) finds or registers the feed and runs it
// (POST /webapi/admin/feeds/ingest, bearer ADMIN_TOKEN); when nothing answers there, a portal is
// started on .wrangler/state for the run and stopped after it. Exit code 1 on failure or bad arguments.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { isCountryCode } from '#/markets.ts';
import { startFeedFileServer } from './feedFileServer.ts';
import { feedsAdminApi, LOCAL_ADMIN_TOKEN, type IngestReport } from './feedsAdminApi.ts';
import { DEFAULT_STATE_DIR, ROOT } from './localPlatform.ts';
import { ensureBuild, startLocalServer } from './localServer.ts';

export const USAGE = 'usage: npm run feeds:ingest -- <url-or-file> --publisher <id> --market <country> [--tab <tab>] [--category <category>] [--server <origin>]';
export const DEFAULT_SERVER = 'http://localhost:8787';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Bad arguments: the message names what is wrong. */
export class UsageError extends Error {}

export interface IngestArgs {
  source: { kind: 'url'; url: string } | { kind: 'file'; path: string };
  publisherId: string;
  country: string;
  tab?: string;
  category?: string;
  server: string;
  /** Whether --server was given: a portal is started only for the default one. */
  serverGiven: boolean;
}

function httpUrl(text: string): URL | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** Reads the command line; throws UsageError naming the argument that is missing or wrong. */
export function parseIngestArgs(argv: readonly string[], cwd = process.cwd()): IngestArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        publisher: { type: 'string' },
        market: { type: 'string' },
        tab: { type: 'string' },
        category: { type: 'string' },
        server: { type: 'string' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (positionals.length === 0) throw new UsageError('<url-or-file>: missing (the feed to ingest)');
  if (positionals.length > 1) throw new UsageError(`<url-or-file>: one feed at a time, got ${positionals.length}: ${positionals.join(' ')}`);
  const target = positionals[0]!;
  let source: IngestArgs['source'];
  // Anything with a scheme is an address (and must be http(s)), unless a file of that name exists.
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) && !existsSync(resolve(cwd, target))) {
    const url = httpUrl(target);
    if (!url) throw new UsageError(`<url-or-file>: ${target} is not an http(s) address`);
    source = { kind: 'url', url: url.href };
  } else {
    const path = resolve(cwd, target);
    if (!existsSync(path) || !statSync(path).isFile()) throw new UsageError(`<url-or-file>: no file ${target}`);
    source = { kind: 'file', path };
  }
  if (!values.publisher) throw new UsageError('--publisher: missing (the publisher id the stories belong to)');
  if (!SLUG.test(values.publisher) || values.publisher.length > 80) throw new UsageError(`--publisher: "${values.publisher}" is not a publisher id (lowercase words joined by "-")`);
  if (!values.market) throw new UsageError('--market: missing (the country code of the market, e.g. tw)');
  if (!isCountryCode(values.market)) throw new UsageError(`--market: "${values.market}" is not a market's country code`);
  if (values.tab !== undefined && (!SLUG.test(values.tab) || values.tab.length > 80)) throw new UsageError(`--tab: "${values.tab}" is not a tab url path`);
  if (values.category !== undefined && (values.category.trim() === '' || values.category.length > 30)) throw new UsageError('--category: must be 1-30 characters');
  const server = values.server ?? DEFAULT_SERVER;
  const serverUrl = httpUrl(server);
  if (!serverUrl) throw new UsageError(`--server: ${server} is not an http(s) origin`);
  return { source, publisherId: values.publisher, country: values.market, tab: values.tab, category: values.category, server: serverUrl.origin, serverGiven: values.server !== undefined };
}

/** The report as lines for a person: the counts, each problem, or the failure's reason. */
export function formatIngestReport(url: string, report: IngestReport): string[] {
  const head = `feeds:ingest: ${url} -> feed ${report.feedId}${report.format ? ` (${report.format})` : ''}: ${report.status}`;
  if (report.status === 'failed') return [`${head}: ${report.reason ?? 'no reason given'}`];
  const lines = [`${head}: ${report.created} created, ${report.updated} updated, ${report.unchanged} unchanged, ${report.problems.length} problems${report.reason ? ` (${report.reason})` : ''}`];
  for (const p of report.problems) lines.push(`  item ${p.index}${p.key ? ` (${p.key})` : ''}: ${p.reason}`);
  return lines;
}

/**
 * A file is served on a fixed local port (FEEDS_FILE_PORT, default 8791) so the same file has the
 * same address on every run: the registry then knows it as the same feed, and a second run of an
 * unchanged file writes nothing (a random port would register a new feed, and new stories, each time).
 * The folder's hash in the query keeps two files of the same name in different folders apart.
 */
export const FILE_FEEDS_PORT = Number(process.env.FEEDS_FILE_PORT ?? 8791);

export function fileFeedUrl(origin: string, path: string): string {
  const folder = createHash('sha256').update(dirname(resolve(path))).digest('hex').slice(0, 12);
  return `${origin}/${encodeURIComponent(basename(path))}?folder=${folder}`;
}

async function answers(origin: string): Promise<boolean> {
  try {
    const res = await fetch(`${origin}/webapi/health`, { signal: AbortSignal.timeout(3000) });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

/** Runs the CLI; returns the exit code. */
export async function runFeedsIngest(argv: readonly string[], log = (line: string) => console.log(line), warn = (line: string) => console.error(line)): Promise<number> {
  let args: IngestArgs;
  try {
    args = parseIngestArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    warn(`feeds:ingest: ${error.message}`);
    warn(USAGE);
    return 1;
  }
  const token = process.env.ADMIN_TOKEN ?? LOCAL_ADMIN_TOKEN;
  const cleanups: (() => Promise<void>)[] = [];
  try {
    let url: string;
    if (args.source.kind === 'file') {
      const files = await startFeedFileServer({ dir: dirname(args.source.path), host: '127.0.0.1', port: FILE_FEEDS_PORT });
      cleanups.push(() => files.close());
      url = fileFeedUrl(files.origin, args.source.path);
    } else {
      url = args.source.url;
    }
    let server = args.server;
    if (!(await answers(server))) {
      if (args.serverGiven) {
        warn(`feeds:ingest: --server: nothing answers at ${server}`);
        return 1;
      }
      warn(`feeds:ingest: nothing answers at ${server}; starting a portal on ${DEFAULT_STATE_DIR} for this run`);
      ensureBuild();
      const prepared = spawnSync(process.execPath, ['scripts/prepare-db.ts', '--state', DEFAULT_STATE_DIR], { cwd: ROOT, stdio: 'inherit' });
      if (prepared.status !== 0) throw new Error('preparing the local database failed');
      const local = await startLocalServer({ port: 0, stateDir: DEFAULT_STATE_DIR, vars: { ADMIN_TOKEN: token, FEED_FETCH_PRIVATE: 'true' } });
      cleanups.push(() => local.stop());
      server = local.origin;
    }
    const report = await feedsAdminApi(server, token).ingestUrl({ url, publisherId: args.publisherId, country: args.country, ...(args.tab ? { tab: args.tab } : {}), ...(args.category ? { category: args.category } : {}) });
    for (const line of formatIngestReport(url, report)) (report.status === 'failed' ? warn : log)(line);
    return report.status === 'failed' ? 1 : 0;
  } catch (error) {
    warn(`feeds:ingest: ${(error as Error).message}`);
    return 1;
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

if (import.meta.main) process.exit(await runFeedsIngest(process.argv.slice(2)));
