import { describe, expect, it, vi } from 'vitest';
import { LIFF_ERROR_LIMIT, QUEUE_TIMEOUT_MESSAGE, createStartupQueue, shouldInitLiff } from '#/domain/identity/startupQueue.ts';

describe('start-up queue', () => {
  it('waits for readiness, then runs at most 10 tasks at once', async () => {
    const queue = createStartupQueue({ startImmediately: false, report: () => {}, setTimer: () => 0 });
    let running = 0;
    let peak = 0;
    const ran: number[] = [];
    const tasks = Array.from({ length: 25 }, (_, i) =>
      queue.add(async () => {
        running++;
        peak = Math.max(peak, running);
        await new Promise((r) => setTimeout(r, 5));
        ran.push(i);
        running--;
      }),
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(ran).toEqual([]);
    queue.start();
    await Promise.all(tasks);
    expect(ran).toHaveLength(25);
    expect(peak).toBe(10);
  });

  it("is forced to start after 5 s, reporting 'LineNative queue initialize timeout'", async () => {
    vi.useFakeTimers();
    const report = vi.fn();
    const queue = createStartupQueue({ startImmediately: false, report });
    const task = vi.fn();
    const done = queue.add(task);
    vi.advanceTimersByTime(4999);
    expect(queue.started).toBe(false);
    vi.advanceTimersByTime(1);
    expect(report).toHaveBeenCalledWith(QUEUE_TIMEOUT_MESSAGE);
    vi.useRealTimers();
    await done;
    expect(task).toHaveBeenCalledOnce();
  });

  it('starts at once where nothing signals readiness, and skips LIFF after more than 3 failures', async () => {
    const queue = createStartupQueue({ startImmediately: true, report: () => {} });
    expect(queue.started).toBe(true);
    expect(shouldInitLiff(LIFF_ERROR_LIMIT)).toBe(true);
    expect(shouldInitLiff(LIFF_ERROR_LIMIT + 1)).toBe(false);
  });
});
