// The local cron driver's rule: is this cron due at this (UTC) minute?
import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { cronIsDue, parseCron } from '../../../scripts/cronSchedule.ts';
import { fireDueCrons } from '../../../scripts/localCrons.ts';

const at = (iso: string) => new Date(iso);

describe('cronIsDue', () => {
  it('reads *, */n, numbers, ranges, stepped ranges and lists in each field', () => {
    expect(cronIsDue('*/15 * * * *', at('2026-11-28T10:45:00Z'))).toBe(true);
    expect(cronIsDue('*/15 * * * *', at('2026-11-28T10:46:00Z'))).toBe(false);
    expect(cronIsDue('5,35 9-17 * * *', at('2026-11-28T17:35:59Z'))).toBe(true);
    expect(cronIsDue('5,35 9-17 * * *', at('2026-11-28T18:35:00Z'))).toBe(false);
    expect(cronIsDue('0 0-12/6 * * *', at('2026-11-28T06:00:00Z'))).toBe(true);
    expect(cronIsDue('0 0-12/6 * * *', at('2026-11-28T18:00:00Z'))).toBe(false);
    expect(cronIsDue('10/20 * * * *', at('2026-11-28T18:50:00Z'))).toBe(true);
    expect(cronIsDue('10/20 * * * *', at('2026-11-28T18:20:00Z'))).toBe(false);
  });

  it('runs on UTC, with named months and days and Sunday as 0 or 7', () => {
    // 2026-11-29 is a Sunday; 08:00 in Taipei is 00:00 UTC.
    expect(cronIsDue('0 0 * NOV SUN', at('2026-11-29T00:00:00Z'))).toBe(true);
    expect(cronIsDue('0 0 * * 7', at('2026-11-29T00:00:00Z'))).toBe(true);
    expect(cronIsDue('0 0 * * MON-FRI', at('2026-11-29T00:00:00Z'))).toBe(false);
    expect(cronIsDue('0 8 * * *', at('2026-11-29T08:00:00+08:00'))).toBe(false);
  });

  it('fires when either restricted day field matches, as cron does', () => {
    // The 1st of December 2026 is a Tuesday; the 29th of November a Sunday.
    expect(cronIsDue('0 0 1 * SUN', at('2026-12-01T00:00:00Z'))).toBe(true);
    expect(cronIsDue('0 0 1 * SUN', at('2026-11-29T00:00:00Z'))).toBe(true);
    expect(cronIsDue('0 0 1 * SUN', at('2026-11-30T00:00:00Z'))).toBe(false);
  });

  it('refuses what it cannot read, naming the field', () => {
    expect(() => parseCron('* * * *')).toThrow(/wants 5 fields/);
    expect(() => parseCron('60 * * * *')).toThrow(/minute "60"/);
    expect(() => parseCron('* 5-2 * * *')).toThrow(/hour range "5-2" runs backwards/);
    expect(() => parseCron('* * * FOO *')).toThrow(/month "FOO"/);
    expect(() => parseCron('*/0 * * * *')).toThrow(/step/);
  });
});

it('fireDueCrons asks the server to run exactly the crons due in that minute', async () => {
  const asked: string[] = [];
  const server = createServer((req, res) => {
    asked.push(req.url ?? '');
    res.end('ok');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  try {
    const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    const schedules = new Map(['*/15 * * * *', '*/5 * * * *', '0 3 * * *'].map((e) => [e, parseCron(e)]));
    const fired = await fireDueCrons(origin, schedules, at('2026-11-28T10:05:00Z'), () => {});
    expect(fired).toEqual(['*/5 * * * *']);
    expect(asked).toEqual(['/cdn-cgi/local/scheduled?cron=*%2F5%20*%20*%20*%20*']);
  } finally {
    await new Promise((r) => server.close(r));
  }
});
