// The rate-limit counters (Durable Object, functions/rateLimits/rateLimitCounter.ts) for Node
// scripts and tests that run the API in-process. Wrangler's platform proxy runs no code of ours, so
// it cannot host a Durable Object class of this worker (it warns and the binding fails): a second,
// small workerd runs the class itself, from its source with the types stripped, bound as the
// worker's wrangler.toml binds it, its storage beside the other bindings' state. Its calls wait for
// pending I/O first, as localPlatform.ts's wrappers of D1, KV and R2 do (and for the same reason).
import { readFileSync } from 'node:fs';
import { stripTypeScriptTypes } from 'node:module';
import { join } from 'node:path';
import { Miniflare, convertV4MiniflareOptions } from 'miniflare';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';
import { ROOT, afterPendingIo } from './localPlatform.ts';

const SOURCE = join(ROOT, 'functions/rateLimits/rateLimitCounter.ts');

export interface LocalRateLimits {
  RATE_LIMITS: Env['RATE_LIMITS'];
  dispose(): Promise<void>;
}

/** The worker module that defines the counter's class, for a Miniflare that hosts it. */
export function rateLimitCounterModule() {
  return { type: 'ESModule' as const, path: join(ROOT, 'functions/rateLimits/rateLimitCounter.mjs'), contents: stripTypeScriptTypes(readFileSync(SOURCE, 'utf8')) };
}

/** RATE_LIMITS as wrangler.toml binds it (class name, SQLite storage), read as wrangler reads it. */
export function rateLimitsBinding(workerOptions = unstable_getMiniflareWorkerOptions(join(ROOT, 'wrangler.toml')).workerOptions): {
  className: string;
  useSQLite?: boolean;
} {
  return (workerOptions.durableObjects as Record<string, { className: string; useSQLite?: boolean }>).RATE_LIMITS!;
}

/**
 * The namespace as the API code uses it, its calls made after pending I/O. Buckets are named with
 * `prefix` in front: test files that share one workerd never share a bucket.
 */
export function localCounters(namespace: Env['RATE_LIMITS'], prefix = ''): Env['RATE_LIMITS'] {
  return {
    idFromName: (name: string) => namespace.idFromName(prefix + name),
    get(id: DurableObjectId) {
      const stub = namespace.get(id);
      return {
        async count(windowStart: number, windowMs: number, hits?: number) {
          await afterPendingIo();
          return stub.count(windowStart, windowMs, hits);
        },
        async refund(windowStart: number) {
          await afterPendingIo();
          return stub.refund(windowStart);
        },
      };
    },
  } as unknown as Env['RATE_LIMITS'];
}

/** Serves the RATE_LIMITS binding of wrangler.toml, persisted under `persistRoot` (a state dir's v3). */
export async function openLocalRateLimits(persistRoot: string | undefined): Promise<LocalRateLimits> {
  const { workerOptions } = unstable_getMiniflareWorkerOptions(join(ROOT, 'wrangler.toml'));
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      name: 'portal',
      compatibilityDate: workerOptions.compatibilityDate,
      compatibilityFlags: workerOptions.compatibilityFlags,
      modules: [rateLimitCounterModule()],
      durableObjects: { RATE_LIMITS: rateLimitsBinding(workerOptions) },
      ...(persistRoot ? { resourcePersistencePath: persistRoot } : {}),
    } as Parameters<typeof convertV4MiniflareOptions>[0]),
  );
  const namespace = (await mf.getDurableObjectNamespace('RATE_LIMITS')) as unknown as Env['RATE_LIMITS'];
  return { RATE_LIMITS: localCounters(namespace), dispose: () => mf.dispose() };
}
