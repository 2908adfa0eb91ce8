// Lockouts of addresses that sent too many wrong admin tokens (migrations/0017): one row per address,
// its lockouts in a row (strikes) and when the current one ends.
import type { Database } from './database.ts';

export interface LockoutRule {
  /** Length of the first lockout; each following one within `memoryMs` of the last doubles. */
  firstMs: number;
  maxMs: number;
  /** How long after a lockout ends the next one still counts as a repeat. */
  memoryMs: number;
}

/** When the address's lockout ends (epoch ms), or 0 when it has none. */
export async function lockedUntil(db: Database, address: string): Promise<number> {
  const row = await db.prepare('SELECT locked_until FROM admin_lockouts WHERE address = ?1').bind(address).first<{ locked_until: number }>();
  return row?.locked_until ?? 0;
}

/**
 * Locks the address out from `now`, for twice as long as last time when its last lockout ended less
 * than `memoryMs` ago. One upsert, so concurrent strikes never lose a step; a strike while a lockout
 * is still running changes nothing. Returns when the lockout ends.
 */
export async function strike(db: Database, address: string, now: number, rule: LockoutRule): Promise<number> {
  const row = await db
    .prepare(
      `INSERT INTO admin_lockouts (address, strikes, locked_until) VALUES (?1, 1, ?2 + ?3)
       ON CONFLICT (address) DO UPDATE SET
         strikes = CASE WHEN locked_until + ?5 > ?2 THEN strikes + 1 ELSE 1 END,
         locked_until = ?2 + MIN(?4, ?3 * (1 << CASE WHEN locked_until + ?5 > ?2 THEN MIN(strikes, 32) ELSE 0 END))
       WHERE locked_until <= ?2
       RETURNING locked_until`,
    )
    .bind(address, now, rule.firstMs, rule.maxMs, rule.memoryMs)
    .first<{ locked_until: number }>();
  return row?.locked_until ?? lockedUntil(db, address);
}

/** Deletes lockouts that ended before `before` (run by the scheduled sweep with the rule's memory). */
export async function sweepAdminLockouts(db: Database, before: number): Promise<number> {
  const result = await db.prepare('DELETE FROM admin_lockouts WHERE locked_until < ?1').bind(before).run();
  return result.meta.changes ?? 0;
}
