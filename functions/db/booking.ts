// Seat holds and orders (migrations/0032). Every claim on a seat — a live hold or a sold ticket — is
// one `seat_claims` row keyed (showtime_id, seat_id), so a seat cannot be claimed twice: a hold is a
// single multi-row INSERT inside one transaction (db.batch) and fails whole on the first seat someone
// else claims, leaving nothing behind. A hold past its expiry is treated as free when seats are read,
// deleted before a claim on its seats is written, and swept by the scheduled handler.
import type { Database } from './database.ts';

export interface SeatClaim {
  seatId: string;
  sold: boolean;
  holdId: string | null;
}

export interface HoldRecord {
  holdId: string;
  showtimeId: number;
  userId: string;
  seats: string[];
  createdAt: number;
  expiresAt: number;
}

export interface OrderRecord {
  orderId: string;
  reference: string;
  country: string;
  userId: string;
  showtimeId: number;
  seats: string[];
  amount: number;
  currency: string;
  paymentRef: string;
  createdAt: number;
}

const placeholders = (n: number, from = 1) => Array.from({ length: n }, (_, i) => `?${i + from}`).join(', ');

/** The seats of a showtime claimed at `now`: sold, or held by a hold that has not expired. */
export async function readClaims(db: Database, showtimeId: number, now: number): Promise<SeatClaim[]> {
  const { results } = await db
    .prepare('SELECT seat_id, order_id, hold_id FROM seat_claims WHERE showtime_id = ?1 AND (expires_at IS NULL OR expires_at > ?2)')
    .bind(showtimeId, now)
    .all<{ seat_id: string; order_id: string | null; hold_id: string | null }>();
  return results.map((r) => ({ seatId: r.seat_id, sold: r.order_id !== null, holdId: r.hold_id }));
}

export type PlaceHoldResult = { ok: true } | { ok: false; taken: string[] };

const isConstraintError = (error: unknown) => /UNIQUE constraint failed|SQLITE_CONSTRAINT/i.test(String((error as Error)?.message ?? error));

/**
 * Claims `hold.seats` for one reader, all or none. The reader's earlier live hold on the same
 * showtime is released in the same transaction (one hold per reader and showtime). When another
 * reader holds or bought any of the seats, answers the ones taken.
 */
export async function placeHold(db: Database, hold: HoldRecord, now: number): Promise<PlaceHoldResult> {
  const seatList = placeholders(hold.seats.length, 3);
  const values = hold.seats.map((_, i) => `(?1, ?${i + 3}, ?2, ?${hold.seats.length + 3})`).join(', ');
  const statements = [
    // Expired holds on these seats free them first (expiry at write time, no cron needed).
    db.prepare(`DELETE FROM seat_claims WHERE showtime_id = ?1 AND order_id IS NULL AND expires_at <= ?2 AND seat_id IN (${seatList})`).bind(hold.showtimeId, now, ...hold.seats),
    db
      .prepare(`DELETE FROM seat_claims WHERE order_id IS NULL AND hold_id IN (SELECT hold_id FROM seat_holds WHERE showtime_id = ?1 AND user_id = ?2)`)
      .bind(hold.showtimeId, hold.userId),
    db.prepare('DELETE FROM seat_holds WHERE showtime_id = ?1 AND user_id = ?2').bind(hold.showtimeId, hold.userId),
    db.prepare(`INSERT INTO seat_claims (showtime_id, seat_id, hold_id, expires_at) VALUES ${values}`).bind(hold.showtimeId, hold.holdId, ...hold.seats, hold.expiresAt),
    db
      .prepare('INSERT INTO seat_holds (hold_id, showtime_id, user_id, seats_json, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)')
      .bind(hold.holdId, hold.showtimeId, hold.userId, JSON.stringify(hold.seats), hold.createdAt, hold.expiresAt),
  ];
  // A conflict names seats that were claimed when the transaction ran; if they are free again by
  // the time we look (released or expired in between), the claim is tried again.
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await db.batch(statements);
      return { ok: true };
    } catch (error) {
      if (!isConstraintError(error)) throw error;
      const { results } = await db
        .prepare(`SELECT seat_id FROM seat_claims WHERE showtime_id = ?1 AND (expires_at IS NULL OR expires_at > ?2) AND seat_id IN (${seatList})`)
        .bind(hold.showtimeId, now, ...hold.seats)
        .all<{ seat_id: string }>();
      const taken = results.map((r) => r.seat_id);
      if (taken.length) return { ok: false, taken };
    }
  }
  return { ok: false, taken: [...hold.seats] };
}

export async function findHold(db: Database, holdId: string): Promise<HoldRecord | null> {
  const row = await db
    .prepare('SELECT hold_id, showtime_id, user_id, seats_json, created_at, expires_at FROM seat_holds WHERE hold_id = ?')
    .bind(holdId)
    .first<{ hold_id: string; showtime_id: number; user_id: string; seats_json: string; created_at: number; expires_at: number }>();
  return row
    ? { holdId: row.hold_id, showtimeId: row.showtime_id, userId: row.user_id, seats: JSON.parse(row.seats_json) as string[], createdAt: row.created_at, expiresAt: row.expires_at }
    : null;
}

/** Frees a hold's seats (a release, a declined payment). Sold seats are never touched. */
export async function releaseHold(db: Database, holdId: string): Promise<void> {
  await db.batch([
    db.prepare('DELETE FROM seat_claims WHERE hold_id = ? AND order_id IS NULL').bind(holdId),
    db.prepare('DELETE FROM seat_holds WHERE hold_id = ?').bind(holdId),
  ]);
}

/**
 * Turns a live hold into an order in one transaction: the order is written only if every seat of the
 * hold is still claimed by it and unexpired at `now`; then its claims become sold. False: the hold
 * had expired or lost a seat, and nothing was written.
 */
export async function confirmHold(db: Database, hold: HoldRecord, order: OrderRecord, now: number): Promise<boolean> {
  const [inserted] = await db.batch([
    db
      .prepare(
        `INSERT INTO movie_orders (order_id, reference, country, user_id, showtime_id, seats_json, amount, currency, payment_ref, created_at)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10
         WHERE (SELECT COUNT(*) FROM seat_claims WHERE hold_id = ?11 AND order_id IS NULL AND expires_at > ?10) = ?12`,
      )
      .bind(order.orderId, order.reference, order.country, order.userId, order.showtimeId, JSON.stringify(order.seats), order.amount, order.currency, order.paymentRef, now, hold.holdId, hold.seats.length),
    db
      .prepare('UPDATE seat_claims SET order_id = ?1, hold_id = NULL, expires_at = NULL WHERE hold_id = ?2 AND EXISTS (SELECT 1 FROM movie_orders WHERE order_id = ?1)')
      .bind(order.orderId, hold.holdId),
    db.prepare('DELETE FROM seat_holds WHERE hold_id = ?1 AND EXISTS (SELECT 1 FROM movie_orders WHERE order_id = ?2)').bind(hold.holdId, order.orderId),
  ]);
  return (inserted?.meta.changes ?? 0) === 1;
}

interface OrderRow {
  order_id: string;
  reference: string;
  country: string;
  user_id: string;
  showtime_id: number;
  seats_json: string;
  amount: number;
  currency: string;
  payment_ref: string;
  created_at: number;
}

const toOrder = (r: OrderRow): OrderRecord => ({
  orderId: r.order_id,
  reference: r.reference,
  country: r.country,
  userId: r.user_id,
  showtimeId: r.showtime_id,
  seats: JSON.parse(r.seats_json) as string[],
  amount: r.amount,
  currency: r.currency,
  paymentRef: r.payment_ref,
  createdAt: r.created_at,
});

/** A reader's orders in a market, newest first. */
export async function listOrders(db: Database, userId: string, country: string): Promise<OrderRecord[]> {
  const { results } = await db.prepare('SELECT * FROM movie_orders WHERE user_id = ? AND country = ? ORDER BY created_at DESC LIMIT 100').bind(userId, country).all<OrderRow>();
  return results.map(toOrder);
}

export async function findOrder(db: Database, orderId: string): Promise<OrderRecord | null> {
  const row = await db.prepare('SELECT * FROM movie_orders WHERE order_id = ?').bind(orderId).first<OrderRow>();
  return row ? toOrder(row) : null;
}

/** Every order of a showtime (the race tests and the bench check that no seat is in two). */
export async function listShowtimeOrders(db: Database, showtimeId: number): Promise<OrderRecord[]> {
  const { results } = await db.prepare('SELECT * FROM movie_orders WHERE showtime_id = ? ORDER BY created_at').bind(showtimeId).all<OrderRow>();
  return results.map(toOrder);
}

/** The scheduled sweep: deletes holds that expired before `now` and their unsold claims. */
export async function sweepExpiredHolds(db: Database, now: number): Promise<number> {
  const [claims] = await db.batch([
    db.prepare('DELETE FROM seat_claims WHERE order_id IS NULL AND expires_at <= ?').bind(now),
    db.prepare('DELETE FROM seat_holds WHERE expires_at <= ?').bind(now),
  ]);
  return claims?.meta.changes ?? 0;
}
