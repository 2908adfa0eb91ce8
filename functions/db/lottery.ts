// Lottery draws (migration 0034): the latest draw of each of a market's games, a game's history a
// page at a time, one draw, and the writes of the seed and the editorial call. No HTTP.
import type { DrawResult } from '#/domain/lottery/draws.ts';
import type { LotteryGameId } from '#/domain/lottery/games.ts';
import type { Database } from './database.ts';

export interface DrawRecord {
  country: string;
  drawId: string;
  game: LotteryGameId;
  drawNumber: string;
  drawDate: string;
  drawTime: number;
  result: DrawResult;
  updatedTime: number;
}

interface DrawRow {
  country: string;
  draw_id: string;
  game: LotteryGameId;
  draw_number: string;
  draw_date: string;
  draw_time: number;
  result_json: string;
  updated_time: number;
}

const COLUMNS = 'country, draw_id, game, draw_number, draw_date, draw_time, result_json, updated_time';

const toRecord = (r: DrawRow): DrawRecord => ({
  country: r.country,
  drawId: r.draw_id,
  game: r.game,
  drawNumber: r.draw_number,
  drawDate: r.draw_date,
  drawTime: r.draw_time,
  result: JSON.parse(r.result_json) as DrawResult,
  updatedTime: r.updated_time,
});

/** The draw of that id in the market, if it has been drawn by `now` (a scheduled one is not shown). */
export async function findDraw(db: Database, country: string, drawId: string, now: number): Promise<DrawRecord | null> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM lottery_draws WHERE country = ?1 AND draw_id = ?2 AND draw_time <= ?3`).bind(country, drawId, now).first<DrawRow>();
  return row ? toRecord(row) : null;
}

/** The newest draw of each game (held by `now`), in the order of `games`; a game without draws is left out. */
export async function findLatestDraws(db: Database, country: string, games: readonly LotteryGameId[], now: number): Promise<DrawRecord[]> {
  if (!games.length) return [];
  const results = await db.batch(
    games.map((game) =>
      db.prepare(`SELECT ${COLUMNS} FROM lottery_draws WHERE country = ?1 AND game = ?2 AND draw_time <= ?3 ORDER BY draw_time DESC LIMIT 1`).bind(country, game, now),
    ),
  );
  return results.flatMap((r) => ((r.results ?? []) as DrawRow[]).map(toRecord));
}

/** One page of a game's draws, newest first, and how many draws it has in all. */
export async function readDrawHistory(
  db: Database,
  country: string,
  game: LotteryGameId,
  page: { offset: number; length: number },
  now: number,
): Promise<{ total: number; draws: DrawRecord[] }> {
  const [count, rows] = await db.batch([
    db.prepare('SELECT COUNT(*) AS total FROM lottery_draws WHERE country = ?1 AND game = ?2 AND draw_time <= ?3').bind(country, game, now),
    db
      .prepare(`SELECT ${COLUMNS} FROM lottery_draws WHERE country = ?1 AND game = ?2 AND draw_time <= ?3 ORDER BY draw_time DESC LIMIT ?4 OFFSET ?5`)
      .bind(country, game, now, page.length, page.offset),
  ]);
  return { total: ((count!.results ?? [])[0] as { total: number }).total, draws: ((rows!.results ?? []) as DrawRow[]).map(toRecord) };
}

export type DrawInput = Omit<DrawRecord, 'updatedTime'>;

/** Writes draws (a new one, or a correction of one already there) in one transaction; true per draw that was new. */
export async function upsertDraws(db: Database, draws: readonly DrawInput[], now: number): Promise<boolean[]> {
  if (!draws.length) return [];
  const existing = await db
    .prepare('SELECT draw_id FROM lottery_draws WHERE country = ?1 AND draw_id IN (SELECT value FROM json_each(?2))')
    .bind(draws[0]!.country, JSON.stringify(draws.map((d) => d.drawId)))
    .all<{ draw_id: string }>();
  const known = new Set(existing.results.map((r) => r.draw_id));
  await db.batch(
    draws.map((d) =>
      db
        .prepare(
          `INSERT INTO lottery_draws (${COLUMNS}) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
           ON CONFLICT (country, draw_id) DO UPDATE SET game = ?3, draw_number = ?4, draw_date = ?5, draw_time = ?6, result_json = ?7, updated_time = ?8`,
        )
        .bind(d.country, d.drawId, d.game, d.drawNumber, d.drawDate, d.drawTime, JSON.stringify(d.result), now),
    ),
  );
  return draws.map((d) => d.country === draws[0]!.country && !known.has(d.drawId));
}

/** Removes a market's draws (the seed writes a fresh year). */
export async function deleteDraws(db: Database, country: string): Promise<void> {
  await db.prepare('DELETE FROM lottery_draws WHERE country = ?1').bind(country).run();
}
