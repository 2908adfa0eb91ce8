// The local cron driver: Miniflare runs a worker's scheduled handler only when asked, through
// GET /cdn-cgi/local/scheduled?cron=<expr> (serve.ts enables it). Under `npm start` (serve.ts --crons)
// this fires each of wrangler.toml's crons at the start of every UTC minute it is due in, as
// Cloudflare would: the feed poll, the cache sweeps.
import { parseCron, type CronSchedule } from './cronSchedule.ts';

const MINUTE_MS = 60_000;

/** Fires the crons due in the minute that holds `at`; returns the expressions it fired. */
export async function fireDueCrons(origin: string, schedules: ReadonlyMap<string, CronSchedule>, at: Date, log: (line: string) => void): Promise<string[]> {
  const due = [...schedules].filter(([, schedule]) => schedule.isDue(at)).map(([expr]) => expr);
  await Promise.all(
    due.map(async (expr) => {
      try {
        const res = await fetch(`${origin}/cdn-cgi/local/scheduled?cron=${encodeURIComponent(expr)}`);
        await res.arrayBuffer();
        if (!res.ok) log(`cron ${expr}: the scheduled handler answered ${res.status}`);
      } catch (error) {
        log(`cron ${expr}: ${(error as Error).message}`);
      }
    }),
  );
  return due;
}

/** Starts firing `crons` against the server at `origin`, minute by minute, until stopped. */
export function startLocalCrons(opts: { origin: string; crons: readonly string[]; log?: (line: string) => void }): { stop(): void } {
  const log = opts.log ?? ((line) => console.warn(line));
  // A bad expression stops `npm start` at once rather than never firing.
  const schedules = new Map(opts.crons.map((expr) => [expr, parseCron(expr)]));
  let timer: NodeJS.Timeout | undefined;
  const next = () => {
    const now = Date.now();
    timer = setTimeout(() => {
      void fireDueCrons(opts.origin, schedules, new Date(now - (now % MINUTE_MS) + MINUTE_MS), log);
      next();
    }, MINUTE_MS - (now % MINUTE_MS));
    timer.unref();
  };
  if (schedules.size) next();
  return { stop: () => clearTimeout(timer) };
}
