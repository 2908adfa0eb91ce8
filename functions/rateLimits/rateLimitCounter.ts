// One rate-limit bucket (a family's budget for one address or one reader) as a Durable Object
// (docs/decisions/0045): the object named by the bucket counts its fixed windows in its own SQLite
// storage. Each call runs one synchronous statement on the object's single thread, so concurrent
// hits never share a count; nothing is written to the portal's D1 database.
import { DurableObject } from 'cloudflare:workers';

export class RateLimitCounter extends DurableObject {
  /**
   * Counts `hits` (one request, or more at once) in the window starting at `windowStart` and
   * returns the window's total so far, these included. Windows before it are forgotten.
   */
  count(windowStart: number, windowMs: number, hits = 1): number {
    const sql = this.windows();
    sql.exec('DELETE FROM windows WHERE start < ?', windowStart);
    const total = sql
      .exec<{ hits: number }>('INSERT INTO windows (start, hits) VALUES (?1, ?2) ON CONFLICT (start) DO UPDATE SET hits = hits + excluded.hits RETURNING hits', windowStart, hits)
      .one().hits;
    // The first hit of a window sets the alarm two windows of real time ahead: by then this window
    // and the next have ended, and a bucket nobody used since leaves no storage behind.
    if (total === hits) void this.ctx.storage.setAlarm(Date.now() + 2 * windowMs);
    return total;
  }

  /** Takes back one hit counted in the window starting at `windowStart` (a call that did not count). */
  refund(windowStart: number): void {
    this.windows().exec('UPDATE windows SET hits = hits - 1 WHERE start = ? AND hits > 0', windowStart);
  }

  /**
   * The object's storage with its table: made on every call, not once per instance, because the
   * alarm's deleteAll drops it while the instance may live on.
   */
  private windows(): SqlStorage {
    const sql = this.ctx.storage.sql;
    sql.exec('CREATE TABLE IF NOT EXISTS windows (start INTEGER PRIMARY KEY, hits INTEGER NOT NULL) WITHOUT ROWID');
    return sql;
  }

  async alarm(): Promise<void> {
    await this.ctx.storage.deleteAll();
  }
}
