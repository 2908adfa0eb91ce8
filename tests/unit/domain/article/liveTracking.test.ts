// The live tracking rules: which broadcasts count, and the watch meter that counts only playing time.
import { describe, expect, it } from 'vitest';
import { IDLE_METER, meterStart, meterStop, meterTake, reportSeconds, trackedStatusOf } from '#/domain/article/liveTracking.ts';

describe('trackedStatusOf', () => {
  it('tracks plays on air as LIVE and ended or archived broadcasts as ARCHIVED, nothing else', () => {
    expect(['LIVE', 'FINISHED', 'ARCHIVED', 'RESERVED', 'SUSPEND', 'DELETED', null, undefined].map((s) => trackedStatusOf(s as never))).toEqual([
      'LIVE', 'ARCHIVED', 'ARCHIVED', null, null, null, null, null,
    ]);
  });
});

describe('watch meter', () => {
  it('counts the playing stretches, not the pauses between them', () => {
    let m = meterStart(IDLE_METER, 1000);
    m = meterStop(m, 11_000); // 10 s played
    m = meterStart(m, 50_000); // 39 s paused
    const taken = meterTake(m, 55_500); // 5.5 s more
    expect(taken.ms).toBe(15_500);
    expect(taken.meter).toEqual({ runningSince: 55_500, pendingMs: 0 });
    expect(meterTake(meterStop(taken.meter, 56_000), 90_000).ms).toBe(500);
  });

  it('ignores a second start or stop, and an idle meter has nothing to report', () => {
    const m = meterStart(meterStart(IDLE_METER, 0), 5000);
    expect(m.runningSince).toBe(0);
    expect(meterStop(meterStop(m, 2000), 9000)).toEqual({ runningSince: null, pendingMs: 2000 });
    expect(meterTake(IDLE_METER, 10_000)).toEqual({ ms: 0, meter: IDLE_METER });
  });

  it('reports whole milliseconds as seconds, at most an hour per report', () => {
    expect(reportSeconds(30_000)).toBe(30);
    expect(reportSeconds(1234.6)).toBe(1.235);
    expect(reportSeconds(5_000_000)).toBe(3600);
  });
});
