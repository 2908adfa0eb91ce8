import { describe, expect, it } from 'vitest';
import { parseWatchLogs, pruneWatchLogs, recordWatch, rekeyWatchLog, removeWatchLog } from '#/domain/article/watchLogs.ts';

const config = { maxLogs: 2, expiryMs: 1000 };
const log = (createdAt: number, currentTime = 5) => ({ currentTime, duration: 60, createdAt });

describe('watch logs', () => {
  it('read stored JSON, dropping anything malformed', () => {
    expect(parseWatchLogs(null)).toEqual({});
    expect(parseWatchLogs('not json')).toEqual({});
    expect(parseWatchLogs('[1]')).toEqual({});
    expect(parseWatchLogs(JSON.stringify({ a: log(1), b: { currentTime: 'x' }, c: { currentTime: -1, duration: 1, createdAt: 1 } }))).toEqual({ a: log(1) });
  });

  it('drop expired logs and keep the newest up to the maximum', () => {
    const logs = { old: log(0), a: log(1500), b: log(1800), c: log(1900) };
    expect(pruneWatchLogs(logs, 2000, config)).toEqual({ c: log(1900), b: log(1800) });
  });

  it('are added and updated while watching', () => {
    let logs = recordWatch({}, 'v1', { currentTime: 3, duration: 60 }, 100, config);
    expect(logs).toEqual({ v1: { currentTime: 3, duration: 60, createdAt: 100 } });
    logs = recordWatch(logs, 'v1', { currentTime: 9, duration: Number.NaN }, 200, config);
    expect(logs).toEqual({ v1: { currentTime: 9, duration: 0, createdAt: 200 } });
    logs = recordWatch(recordWatch(logs, 'v2', { currentTime: 1, duration: 5 }, 300, config), 'v3', { currentTime: 1, duration: 5 }, 400, config);
    expect(Object.keys(logs)).toEqual(['v3', 'v2']);
  });

  it('are removed by id', () => {
    expect(removeWatchLog({ a: log(1), b: log(2) }, 'a')).toEqual({ b: log(2) });
    const same = { a: log(1) };
    expect(removeWatchLog(same, 'zzz')).toBe(same);
  });

  it('move from the media hash to the id; a newer log under the id wins', () => {
    expect(rekeyWatchLog({ hashA: log(5, 30) }, 'hashA', '42')).toEqual({ '42': log(5, 30) });
    expect(rekeyWatchLog({ hashA: log(5, 30), '42': log(9, 40) }, 'hashA', '42')).toEqual({ '42': log(9, 40) });
    expect(rekeyWatchLog({ hashA: log(9, 30), '42': log(5, 40) }, 'hashA', '42')).toEqual({ '42': log(9, 30) });
    expect(rekeyWatchLog({ '42': log(1) }, 'missing', '42')).toEqual({ '42': log(1) });
  });
});

describe('server watch history', () => {
  it('replaces the local copy with the server list, pruned like local logs', async () => {
    const { logsFromServerHistory, historySyncDue } = await import('#/domain/article/watchLogs.ts');
    const now = Date.UTC(2026, 10, 22);
    const logs = logsFromServerHistory(
      [
        { id: 'v1', watchedTime: 12, duration: 40, touchedTime: now - 1000 },
        { id: 'old', watchedTime: 5, duration: 40, touchedTime: now - 40 * 24 * 3_600_000 },
      ],
      now,
    );
    expect(logs).toEqual({ v1: { currentTime: 12, duration: 40, createdAt: now - 1000 } });
    expect(historySyncDue(null, now, 600_000)).toBe(true);
    expect(historySyncDue(now - 1000, now, 600_000)).toBe(false);
    expect(historySyncDue(now - 700_000, now, 600_000)).toBe(true);
  });
});
