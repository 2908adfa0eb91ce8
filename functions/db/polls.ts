// Polls, votes and consent. A vote is one row per reader and chosen option; counts are always
// derived from those rows, and a reader's change replaces their rows in one transaction (db.batch),
// so totals stay exact under any number of concurrent readers.
import { isPollClosed, type PollConsentKey } from '#/domain/interactions/polls.ts';
import type { PollRecord } from './records.ts';
import type { Database } from './database.ts';

export type { PollRecord };

interface PollRow {
  id: number;
  country: string;
  url_path: string;
  question: string;
  options_json: string;
  max_choices: number;
  consent_options_json: string;
  end_time: number | null;
}

const POLL_COLUMNS = 'id, country, url_path, question, options_json, max_choices, end_time, consent_options_json';

/** A poll with its counts: votes per option (by option index) and how many readers voted. */
export interface PollWithCounts extends PollRecord {
  voteCounts: number[];
  voterCount: number;
}

/** A reader's own choices on a poll: option indexes and consent keys, in order. */
export interface MyVotesRecord {
  optionIndexes: number[];
  consentKeys: PollConsentKey[];
}

function toRecord(row: PollRow): PollRecord {
  return {
    id: row.id,
    country: row.country,
    urlPath: row.url_path,
    question: row.question,
    options: JSON.parse(row.options_json) as string[],
    maxChoices: row.max_choices,
    endTime: row.end_time,
    consentOptions: JSON.parse(row.consent_options_json) as PollConsentKey[],
  };
}

export async function findPoll(db: Database, id: number): Promise<PollRecord | null> {
  const row = await db.prepare(`SELECT ${POLL_COLUMNS} FROM polls WHERE id = ?1`).bind(id).first<PollRow>();
  return row ? toRecord(row) : null;
}

/** The poll at /{country}/v2/poll/{urlPath} (also used by the oEmbed endpoint). */
export async function findPollByUrlPath(db: Database, country: string, urlPath: string): Promise<PollRecord | null> {
  const row = await db.prepare(`SELECT ${POLL_COLUMNS} FROM polls WHERE country = ?1 AND url_path = ?2`).bind(country, urlPath).first<PollRow>();
  return row ? toRecord(row) : null;
}

type PollSelection = { ids: number[] } | { urlPath: string } | { limit: number };

/** Polls of a market with their counts: by ids, by url path, or the newest `limit`. */
export async function listPolls(db: Database, country: string, selection: PollSelection): Promise<PollWithCounts[]> {
  let rows: PollRow[];
  if ('ids' in selection) {
    if (selection.ids.length === 0) return [];
    const marks = selection.ids.map((_, i) => `?${i + 2}`).join(', ');
    rows = (await db.prepare(`SELECT ${POLL_COLUMNS} FROM polls WHERE country = ?1 AND id IN (${marks})`).bind(country, ...selection.ids).all<PollRow>()).results;
    const order = new Map(selection.ids.map((id, i) => [id, i]));
    rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  } else if ('urlPath' in selection) {
    rows = (await db.prepare(`SELECT ${POLL_COLUMNS} FROM polls WHERE country = ?1 AND url_path = ?2`).bind(country, selection.urlPath).all<PollRow>()).results;
  } else {
    rows = (await db.prepare(`SELECT ${POLL_COLUMNS} FROM polls WHERE country = ?1 ORDER BY updated_time DESC, id DESC LIMIT ?2`).bind(country, selection.limit).all<PollRow>()).results;
  }
  return withCounts(db, rows.map(toRecord));
}

async function withCounts(db: Database, polls: PollRecord[]): Promise<PollWithCounts[]> {
  if (polls.length === 0) return [];
  const marks = polls.map((_, i) => `?${i + 1}`).join(', ');
  const ids = polls.map((p) => p.id);
  // Both counts in one batch: one consistent snapshot of the rows.
  const [options, voters] = await db.batch([
    db.prepare(`SELECT poll_id, option_index, COUNT(*) AS n FROM poll_votes WHERE poll_id IN (${marks}) GROUP BY poll_id, option_index`).bind(...ids),
    db.prepare(`SELECT poll_id, COUNT(DISTINCT user_id) AS n FROM poll_votes WHERE poll_id IN (${marks}) GROUP BY poll_id`).bind(...ids),
  ]);
  const optionCounts = new Map<string, number>();
  for (const r of (options?.results ?? []) as { poll_id: number; option_index: number; n: number }[]) optionCounts.set(`${r.poll_id}:${r.option_index}`, r.n);
  const voterCounts = new Map<number, number>();
  for (const r of (voters?.results ?? []) as { poll_id: number; n: number }[]) voterCounts.set(r.poll_id, r.n);
  return polls.map((p) => ({
    ...p,
    voteCounts: p.options.map((_, index) => optionCounts.get(`${p.id}:${index}`) ?? 0),
    voterCount: voterCounts.get(p.id) ?? 0,
  }));
}

export async function readMyVotes(db: Database, pollId: number, userId: string): Promise<MyVotesRecord> {
  const [votes, consents] = await db.batch([
    db.prepare('SELECT option_index FROM poll_votes WHERE poll_id = ?1 AND user_id = ?2 ORDER BY option_index').bind(pollId, userId),
    db.prepare('SELECT consent_key FROM poll_consents WHERE poll_id = ?1 AND user_id = ?2 ORDER BY consent_key').bind(pollId, userId),
  ]);
  return {
    optionIndexes: ((votes?.results ?? []) as { option_index: number }[]).map((r) => r.option_index),
    consentKeys: ((consents?.results ?? []) as { consent_key: PollConsentKey }[]).map((r) => r.consent_key),
  };
}

/**
 * Replaces the reader's vote with `optionIndexes` in one transaction; the insert holds only while
 * the poll is still open at `now`. Returns false when the poll had closed (nothing changed).
 */
export async function replaceVote(db: Database, pollId: number, userId: string, optionIndexes: number[], now: number): Promise<boolean> {
  const open = `EXISTS (SELECT 1 FROM polls WHERE id = ?1 AND (end_time IS NULL OR end_time > ?3))`;
  const results = await db.batch([
    db.prepare(`DELETE FROM poll_votes WHERE poll_id = ?1 AND user_id = ?2 AND ${open}`).bind(pollId, userId, now),
    ...optionIndexes.map((index) =>
      db
        .prepare(`INSERT INTO poll_votes (poll_id, user_id, option_index, created_time) SELECT ?1, ?2, ?4, ?3 WHERE ${open}`)
        .bind(pollId, userId, now, index),
    ),
  ]);
  return results.slice(1).every((r) => r.meta.changes > 0);
}

/** Removes the reader's vote while the poll is open; false when it had closed. */
export async function withdrawVote(db: Database, pollId: number, userId: string, now: number): Promise<boolean> {
  const poll = await db.prepare('SELECT end_time FROM polls WHERE id = ?1').bind(pollId).first<{ end_time: number | null }>();
  if (!poll || isPollClosed(poll.end_time, now)) return false;
  await db.prepare('DELETE FROM poll_votes WHERE poll_id = ?1 AND user_id = ?2').bind(pollId, userId).run();
  return true;
}

/** Records the reader's consent on a poll: exactly these keys from now on. */
export async function replaceConsent(db: Database, pollId: number, userId: string, keys: readonly PollConsentKey[], now: number): Promise<void> {
  await db.batch([
    db.prepare('DELETE FROM poll_consents WHERE poll_id = ?1 AND user_id = ?2').bind(pollId, userId),
    ...keys.map((key) =>
      db.prepare('INSERT INTO poll_consents (poll_id, user_id, consent_key, created_time) VALUES (?1, ?2, ?3, ?4)').bind(pollId, userId, key, now),
    ),
  ]);
}
