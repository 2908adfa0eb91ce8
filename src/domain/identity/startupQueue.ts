// The start-up queue of shell-spec §4: tasks wait until the messaging app (native bridge or LIFF)
// is ready, run at most 10 at a time, start at once where nothing will signal readiness, and are
// forced to start after 5 s with the error 'LineNative queue initialize timeout' reported.
const STARTUP_CONCURRENCY = 10;
const STARTUP_FORCE_AFTER_MS = 5000;
export const QUEUE_TIMEOUT_MESSAGE = 'LineNative queue initialize timeout';

type Task = () => Promise<unknown> | unknown;

interface StartupQueue {
  add(task: Task): Promise<void>;
  /** Readiness signalled (native ready/refresh, LIFF ready): the queue starts. */
  start(): void;
  readonly started: boolean;
}

export function createStartupQueue(opts: {
  /** Start at once: the title bar is hidden, or the market has no LIFF. */
  startImmediately: boolean;
  report: (message: string) => void;
  setTimer?: (fn: () => void, ms: number) => unknown;
  concurrency?: number;
}): StartupQueue {
  const concurrency = opts.concurrency ?? STARTUP_CONCURRENCY;
  const waiting: { task: Task; done: () => void }[] = [];
  let running = 0;
  let started = false;

  const pump = () => {
    while (started && running < concurrency && waiting.length) {
      const { task, done } = waiting.shift()!;
      running++;
      Promise.resolve()
        .then(task)
        .catch((error: unknown) => opts.report(`startup task failed: ${String(error)}`))
        .finally(() => {
          running--;
          done();
          pump();
        });
    }
  };

  const queue: StartupQueue = {
    add(task) {
      return new Promise<void>((done) => {
        waiting.push({ task, done });
        pump();
      });
    },
    start() {
      if (started) return;
      started = true;
      pump();
    },
    get started() {
      return started;
    },
  };

  if (opts.startImmediately) queue.start();
  else
    (opts.setTimer ?? setTimeout)(() => {
      if (!queue.started) {
        opts.report(QUEUE_TIMEOUT_MESSAGE);
        queue.start();
      }
    }, STARTUP_FORCE_AFTER_MS);
  return queue;
}

/** In-client LIFF: more than 3 failed inits skip LIFF and start the queue ('LiffErrorCountExceeded'). */
export const LIFF_ERROR_LIMIT = 3;
export const LIFF_ERROR_MESSAGE = 'LiffErrorCountExceeded';

export function shouldInitLiff(errorCount: number): boolean {
  return errorCount <= LIFF_ERROR_LIMIT;
}
