// The quiz constants of content-spec §9 (3000, 0, 2000) on a test clock.
import { describe, expect, it } from 'vitest';
import { QuizTimeoutError, firstUnanswered, hideMessageLater, withinCalculateTimeout, type QuizClock } from '#/domain/interactions/quizFlow.ts';

/** A clock that moves only when told. */
function testClock() {
  let now = 0;
  let timers: { at: number; fn: () => void; id: number }[] = [];
  let seq = 0;
  const clock: QuizClock = {
    setTimeout: (fn, ms) => (timers.push({ at: now + ms, fn, id: ++seq }), seq),
    clearTimeout: (id) => (timers = timers.filter((t) => t.id !== id)),
  };
  const runFor = async (ms: number) => {
    now += ms;
    const due = timers.filter((t) => t.at <= now);
    timers = timers.filter((t) => t.at > now);
    due.forEach((t) => t.fn());
    await Promise.resolve();
  };
  return { clock, runFor };
}

describe('quiz calculation time-out (3000 ms)', () => {
  it('gives up a calculation still unanswered at 3000 ms, not at 2999', async () => {
    const { clock, runFor } = testClock();
    const outcome = withinCalculateTimeout(new Promise<never>(() => {}), clock);
    let settled: unknown = null;
    outcome.catch((e: unknown) => (settled = e));
    await runFor(2999);
    expect(settled).toBeNull();
    await runFor(1);
    await Promise.resolve();
    expect(settled).toBeInstanceOf(QuizTimeoutError);
  });

  it('passes an answer or a failure through, and then never times out', async () => {
    const { clock, runFor } = testClock();
    await expect(withinCalculateTimeout(Promise.resolve(7), clock)).resolves.toBe(7);
    await expect(withinCalculateTimeout(Promise.reject(new Error('400')), clock)).rejects.toThrow('400');
    await runFor(5000);
  });
});

describe('quiz steps (question 0)', () => {
  it('opens at the first question, and goes back to the first one left unanswered', () => {
    expect(firstUnanswered([11, 12, 13], {})).toBe(0);
    expect(firstUnanswered([11, 12, 13], { 11: 1, 13: 3 })).toBe(1);
    expect(firstUnanswered([11, 12, 13], { 11: 1, 12: 2, 13: 3 })).toBe(0);
  });
});

describe('quiz message (2000 ms)', () => {
  it('hides the message at 2000 ms, unless cancelled', async () => {
    const { clock, runFor } = testClock();
    let hidden = 0;
    hideMessageLater(() => (hidden += 1), clock);
    await runFor(1999);
    expect(hidden).toBe(0);
    await runFor(1);
    expect(hidden).toBe(1);
    const cancel = hideMessageLater(() => (hidden += 1), clock);
    cancel();
    await runFor(2000);
    expect(hidden).toBe(1);
  });
});
