// Serves the built worker on one workerd: the options `wrangler dev` gives its worker process (read
// from dist/server/wrangler.json by wrangler's own API: bindings, assets, cron, compatibility), with
// local D1/KV/R2 state under --state, and without the dev proxy wrangler puts in front (live reload,
// an HTMLRewriter over every page, a second hop that drops connections under load; decision 0039).
// `node scripts/serve.ts [--port 8787] [--ip 127.0.0.1] [--state .wrangler/state] [--var KEY:value]… [--inspector-port N] [--quiet] [--crons] [--feeds [--feeds-port 8790]]`
// --crons fires wrangler.toml's cron triggers when due (scripts/localCrons.ts); --feeds serves the demo
// publishers' feeds and ingests them once (scripts/localFeeds.ts). `npm start` passes both; tests neither.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Log, LogLevel, Miniflare, convertV4MiniflareOptions } from 'miniflare';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';
import { DEFAULT_STATE_DIR, ROOT } from './localPlatform.ts';
import { startLocalCrons } from './localCrons.ts';

const SERVER_DIR = join(ROOT, 'dist/server');

/** The build's cron triggers (wrangler.toml `[triggers] crons`, as the build's wrangler.json has them). */
function builtCrons(): string[] {
  const config = JSON.parse(readFileSync(join(SERVER_DIR, 'wrangler.json'), 'utf8')) as { triggers?: { crons?: string[] } };
  return config.triggers?.crons ?? [];
}

/** Every module of the build (no_bundle: Astro's output is loaded as it was written, chunks included). */
function builtModules(): { type: 'ESModule'; path: string }[] {
  return readdirSync(SERVER_DIR, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.mjs'))
    .map((entry) => ({ type: 'ESModule' as const, path: join(entry.parentPath, entry.name) }))
    // The entry first: workerd takes the first module as the worker's main module.
    .sort((a, b) => Number(b.path.endsWith('/entry.mjs')) - Number(a.path.endsWith('/entry.mjs')));
}

/** `KEY:value` pairs, as `wrangler dev --var` takes them. */
function parseVars(pairs: string[]): Record<string, string> {
  return Object.fromEntries(
    pairs.map((pair) => {
      const at = pair.indexOf(':');
      if (at < 1) throw new Error(`--var wants KEY:value, got "${pair}"`);
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
}

export async function serveWorker(opts: { port: number; host: string; stateDir: string; vars: Record<string, string>; inspectorPort?: number; requestLog: boolean }): Promise<Miniflare> {
  const configPath = join(SERVER_DIR, 'wrangler.json');
  const config = JSON.parse(readFileSync(configPath, 'utf8')) as { name: string; triggers?: { crons?: string[] } };
  const { workerOptions } = unstable_getMiniflareWorkerOptions(configPath);
  // The modules are listed below, so wrangler's rules for collecting them are left out.
  const { modulesRules: _rules, ...worker } = workerOptions as typeof workerOptions & { modulesRules?: unknown };
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      host: opts.host,
      port: opts.port,
      ...(opts.inspectorPort ? { inspectorPort: opts.inspectorPort, inspectorHost: '127.0.0.1' } : {}),
      // GET /cdn-cgi/local/scheduled runs the cron handler (scheduled sweeps), as under wrangler dev.
      unsafeTriggerHandlers: true,
      // No request.cf lookup over the network: nothing here reads it, and this machine may be offline.
      cf: false,
      resourcePersistencePath: join(opts.stateDir, 'v3'),
      // A line per request for a person watching `npm start`; scripts and tests pass --quiet.
      log: new Log(opts.requestLog ? LogLevel.INFO : LogLevel.WARN),
      logRequests: opts.requestLog,
      workers: [
        {
          ...worker,
          name: config.name,
          modulesRoot: SERVER_DIR,
          modules: builtModules(),
          bindings: { ...(worker.bindings ?? {}), ...opts.vars },
          cronTriggers: config.triggers?.crons ?? [],
        },
      ],
    } as Parameters<typeof convertV4MiniflareOptions>[0]),
  );
  await mf.ready;
  return mf;
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '8787' },
      ip: { type: 'string', default: '127.0.0.1' },
      state: { type: 'string', default: DEFAULT_STATE_DIR },
      var: { type: 'string', multiple: true, default: [] },
      'inspector-port': { type: 'string' },
      quiet: { type: 'boolean', default: false },
      crons: { type: 'boolean', default: false },
      feeds: { type: 'boolean', default: false },
      'feeds-port': { type: 'string', default: '8790' },
    },
  });
  const vars = parseVars(values.var);
  const mf = await serveWorker({ port: Number(values.port), host: values.ip, stateDir: values.state, vars, inspectorPort: values['inspector-port'] ? Number(values['inspector-port']) : undefined, requestLog: !values.quiet });
  const origin = (await mf.ready).origin;
  console.log(`portal: serving dist/server on workerd at ${origin}`);
  const crons = values.crons ? startLocalCrons({ origin, crons: builtCrons() }) : null;
  // After the "serving" line, in the background: start-up time is measured up to that line (and the
  // feed modules, sharp among them, are loaded only when asked for).
  const feeds = values.feeds
    ? import('./localFeeds.ts')
        .then(({ startDemoFeeds }) => startDemoFeeds({ server: origin, token: vars.ADMIN_TOKEN ?? 'local-admin-token', port: Number(values['feeds-port']) }))
        .catch((error: Error) => {
          console.warn(`feeds: demo feeds not served: ${error.message}`);
          return null;
        })
    : null;
  const stop = () => {
    crons?.stop();
    void Promise.resolve(feeds)
      .then((f) => f?.close())
      .finally(() => mf.dispose().then(() => process.exit(0)));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  // A test's server (scripts/localServer.ts) runs in a process group of its own so it can be stopped
  // whole; when the process that started it is killed before it can stop it (a failed `npm test`
  // phase), the server follows it instead of staying behind on its port.
  const owner = Number(process.env.SERVE_OWNER_PID);
  if (owner) {
    setInterval(() => {
      try {
        process.kill(owner, 0);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ESRCH') stop();
      }
    }, 1000).unref();
  }
}
