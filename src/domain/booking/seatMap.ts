// A hall's seat map (migrations/0032 `cinema_halls.layout_json`): one string per row, 's' a seat,
// '_' an aisle gap. Rows are lettered from the screen (A first); seats are numbered from 1 along the
// row, skipping gaps, so "ss_ss" gives A1 A2 (gap) A3 A4 — the numbers printed on the seats.

/** The most seats one reader may hold or buy for one showtime. */
export const SEAT_LIMIT = 6;
/** How long a hold keeps its seats before they are free again. */
export const HOLD_MS = 10 * 60_000;

export interface SeatCell {
  /** null: an aisle gap. */
  seatId: string | null;
}

export interface SeatMap {
  rows: { label: string; cells: SeatCell[] }[];
  seatIds: string[];
}

const ROW_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ'; // no I or O: they read as 1 and 0 on a ticket

export function seatMapOf(layout: readonly string[]): SeatMap {
  const rows = layout.map((pattern, r) => {
    const label = ROW_LETTERS[r] ?? `R${r + 1}`;
    let number = 0;
    const cells = [...pattern].map((ch) => (ch === 's' ? { seatId: `${label}${++number}` } : { seatId: null }));
    return { label, cells };
  });
  return { rows, seatIds: rows.flatMap((r) => r.cells.flatMap((c) => (c.seatId ? [c.seatId] : []))) };
}

export type SeatChoiceCheck = { ok: true; seats: string[] } | { ok: false; message: string };

/** Which seats a request may claim: known to the map, not repeated, at least one, at most the limit. */
export function checkSeatChoice(map: SeatMap, asked: readonly string[], limit = SEAT_LIMIT): SeatChoiceCheck {
  const seats = [...new Set(asked)];
  if (seats.length === 0) return { ok: false, message: 'seats: choose at least one seat' };
  const known = new Set(map.seatIds);
  const unknown = seats.filter((s) => !known.has(s));
  if (unknown.length) return { ok: false, message: `seats not on this hall's map: ${unknown.join(', ')}` };
  if (seats.length > limit) return { ok: false, message: `seats: at most ${limit} seats per booking (asked ${seats.length})` };
  return { ok: true, seats: seats.sort(compareSeats) };
}

/** Row letter first, then seat number, so "A10" comes after "A9". */
export function compareSeats(a: string, b: string): number {
  const [, ra = '', na = '0'] = /^([A-Z]+)(\d+)$/.exec(a) ?? [];
  const [, rb = '', nb = '0'] = /^([A-Z]+)(\d+)$/.exec(b) ?? [];
  return ra === rb ? Number(na) - Number(nb) : ra.length - rb.length || ra.localeCompare(rb);
}

/** Whole seconds left on a hold at `now` (never below 0), for the countdown. */
export function secondsLeft(expiresAt: number, now: number): number {
  return Math.max(0, Math.ceil((expiresAt - now) / 1000));
}

/** "9:05" for the countdown. */
export function formatCountdown(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
