// Quizzes: the quiz with its questions, options and results; plays per result; campaigns and their
// ranking rows (one per reader). Ranks are counted from the rows, never kept apart.
import type { QuizImageType, QuizLayout, QuizType, ScoringQuiz } from '#/domain/interactions/quiz.ts';
import { isQuizLevel, type QuizLevel } from '#/domain/interactions/quizLevels.ts';
import type { CampaignInput, QuizInput } from './records.ts';
import type { Database } from './database.ts';

interface QuizRow {
  id: number;
  country: string;
  hash: string;
  type: QuizType;
  layout: QuizLayout;
  image_type: QuizImageType;
  title: string;
  intro: string;
  cover_image_hash: string | null;
}

interface QuizSummary {
  id: number;
  country: string;
  hash: string;
  type: QuizType;
  title: string;
  intro: string;
  coverImageHash: string | null;
}

export interface QuizRecord extends QuizSummary, ScoringQuiz {
  layout: QuizLayout;
  imageType: QuizImageType;
  questions: {
    id: number;
    text: string;
    imageHash: string | null;
    options: { id: number; text: string; imageHash: string | null; correct: boolean; points: number; resultHash: string | null }[];
  }[];
  results: { hash: string; title: string; description: string; imageHash: string | null; level: QuizLevel | null; plays: number }[];
  campaignId: number | null;
}

const summaryOf = (row: QuizRow): QuizSummary => ({
  id: row.id,
  country: row.country,
  hash: row.hash,
  type: row.type,
  title: row.title,
  intro: row.intro,
  coverImageHash: row.cover_image_hash,
});

/** A quiz by (country, hash): at least its id and title (oEmbed and link cards use it). */
export async function findQuizByHash(db: Database, country: string, hash: string): Promise<QuizSummary | null> {
  const row = await db.prepare('SELECT * FROM quizzes WHERE country = ?1 AND hash = ?2').bind(country, hash).first<QuizRow>();
  return row ? summaryOf(row) : null;
}

/** The whole quiz, by hash or by id, within one country; null when it does not exist there. */
export async function loadQuiz(db: Database, country: string, key: { hash: string } | { id: number }, now = Date.now()): Promise<QuizRecord | null> {
  const row =
    'hash' in key
      ? await db.prepare('SELECT * FROM quizzes WHERE country = ?1 AND hash = ?2').bind(country, key.hash).first<QuizRow>()
      : await db.prepare('SELECT * FROM quizzes WHERE country = ?1 AND id = ?2').bind(country, key.id).first<QuizRow>();
  if (!row) return null;
  const [questions, options, results, campaign] = await db.batch([
    db.prepare('SELECT id, text, image_hash FROM quiz_questions WHERE quiz_id = ?1 ORDER BY position').bind(row.id),
    db
      .prepare(
        `SELECT o.id, o.question_id, o.text, o.image_hash, o.correct, o.points, o.result_hash FROM quiz_options o
         JOIN quiz_questions q ON q.id = o.question_id WHERE q.quiz_id = ?1 ORDER BY q.position, o.position`,
      )
      .bind(row.id),
    db.prepare('SELECT hash, title, description, image_hash, level, plays FROM quiz_results WHERE quiz_id = ?1 ORDER BY position').bind(row.id),
    db.prepare('SELECT id FROM quiz_campaigns WHERE quiz_id = ?1 AND start_time <= ?2 AND end_time > ?2 ORDER BY start_time DESC LIMIT 1').bind(row.id, now),
  ]);
  type OptionRow = { id: number; question_id: number; text: string; image_hash: string | null; correct: number; points: number; result_hash: string | null };
  const optionsByQuestion = new Map<number, QuizRecord['questions'][number]['options']>();
  for (const o of options!.results as OptionRow[]) {
    const list = optionsByQuestion.get(o.question_id) ?? [];
    list.push({ id: o.id, text: o.text, imageHash: o.image_hash, correct: o.correct === 1, points: o.points, resultHash: o.result_hash });
    optionsByQuestion.set(o.question_id, list);
  }
  type ResultRow = { hash: string; title: string; description: string; image_hash: string | null; level: number | null; plays: number };
  return {
    ...summaryOf(row),
    layout: row.layout,
    imageType: row.image_type,
    questions: (questions!.results as { id: number; text: string; image_hash: string | null }[]).map((q) => ({
      id: q.id,
      text: q.text,
      imageHash: q.image_hash,
      options: optionsByQuestion.get(q.id) ?? [],
    })),
    results: (results!.results as ResultRow[]).map((r) => ({
      hash: r.hash,
      title: r.title,
      description: r.description,
      imageHash: r.image_hash,
      level: isQuizLevel(r.level) ? r.level : null,
      plays: r.plays,
    })),
    campaignId: (campaign!.results[0] as { id: number } | undefined)?.id ?? null,
  };
}

/** Counts one play toward a result: one atomic UPDATE, exact under concurrent readers. */
export async function recordPlay(db: Database, quizId: number, resultHash: string): Promise<void> {
  await db.prepare('UPDATE quiz_results SET plays = plays + 1 WHERE quiz_id = ?1 AND hash = ?2').bind(quizId, resultHash).run();
}

// ---- campaigns ----

interface CampaignRecord {
  id: number;
  quizId: number;
  quizHash: string;
  country: string;
  title: string;
  description: string;
  startTime: number;
  endTime: number;
}

export async function findCampaign(db: Database, country: string, id: number): Promise<CampaignRecord | null> {
  const row = await db
    .prepare(
      `SELECT c.id, c.quiz_id, q.hash AS quiz_hash, c.country, c.title, c.description, c.start_time, c.end_time
       FROM quiz_campaigns c JOIN quizzes q ON q.id = c.quiz_id WHERE c.id = ?1 AND c.country = ?2`,
    )
    .bind(id, country)
    .first<{ id: number; quiz_id: number; quiz_hash: string; country: string; title: string; description: string; start_time: number; end_time: number }>();
  return row
    ? { id: row.id, quizId: row.quiz_id, quizHash: row.quiz_hash, country: row.country, title: row.title, description: row.description, startTime: row.start_time, endTime: row.end_time }
    : null;
}

/** Ranks: a higher best score first; on a tie, whoever reached it first. */
const RANK_OF = `1 + (SELECT COUNT(*) FROM quiz_campaign_rankings o WHERE o.campaign_id = r.campaign_id
  AND (o.best_score > r.best_score OR (o.best_score = r.best_score AND (o.best_time < r.best_time OR (o.best_time = r.best_time AND o.user_id < r.user_id)))))`;

/** A reader's place in a campaign: rank, name and best score. */
interface StandingRow {
  rank: number;
  displayName: string;
  score: number;
}

interface CampaignStanding {
  participants: number;
  top: StandingRow[];
  mine: (StandingRow & { attempts: number }) | null;
}

export async function readStanding(db: Database, campaignId: number, userId: string | null, limit = 10): Promise<CampaignStanding> {
  const [count, top, mine] = await db.batch([
    db.prepare('SELECT COUNT(*) AS n FROM quiz_campaign_rankings WHERE campaign_id = ?1').bind(campaignId),
    db
      .prepare('SELECT display_name, best_score FROM quiz_campaign_rankings WHERE campaign_id = ?1 ORDER BY best_score DESC, best_time, user_id LIMIT ?2')
      .bind(campaignId, limit),
    db
      .prepare(`SELECT r.display_name, r.best_score, r.attempts, ${RANK_OF} AS rank FROM quiz_campaign_rankings r WHERE r.campaign_id = ?1 AND r.user_id = ?2`)
      .bind(campaignId, userId ?? ''),
  ]);
  const mineRow = mine!.results[0] as { display_name: string; best_score: number; attempts: number; rank: number } | undefined;
  return {
    participants: (count!.results[0] as { n: number }).n,
    top: (top!.results as { display_name: string; best_score: number }[]).map((r, i) => ({ rank: i + 1, displayName: r.display_name, score: r.best_score })),
    mine: mineRow ? { rank: mineRow.rank, displayName: mineRow.display_name, score: mineRow.best_score, attempts: mineRow.attempts } : null,
  };
}

interface RankingOutcome {
  bestScore: number;
  attempts: number;
  bestAttempt: number;
  rank: number;
  participants: number;
}

/**
 * Records one attempt in a single upsert (the reader's row keeps the best score, counts attempts
 * and notes which attempt set the best), then reads the reader's rank.
 */
/** Forgets spent nonces older than `before`: results that old are refused as expired anyway. */
export async function sweepQuizResultUses(db: Database, before: number): Promise<number> {
  const result = await db.prepare('DELETE FROM quiz_result_uses WHERE used_at < ?1').bind(before).run();
  return result.meta.changes ?? 0;
}

/** A signed result whose nonce was already spent (the batch that would record it again is rolled back). */
export class ResultAlreadyUsed extends Error {}

export async function recordAttempt(
  db: Database,
  campaignId: number,
  user: { userId: string; displayName: string },
  score: number,
  now: number,
  nonce: string,
): Promise<RankingOutcome> {
  // One transaction: spending the nonce fails on a second use, and then nothing else is written.
  const spend = db.prepare('INSERT INTO quiz_result_uses (nonce, campaign_id, user_id, used_at) VALUES (?1, ?2, ?3, ?4)').bind(nonce, campaignId, user.userId, now);
  const results = await db.batch([
    spend,
    db
      .prepare(
        `INSERT INTO quiz_campaign_rankings (campaign_id, user_id, display_name, best_score, best_time, attempts, best_attempt)
         VALUES (?1, ?2, ?3, ?4, ?5, 1, 1)
         ON CONFLICT (campaign_id, user_id) DO UPDATE SET
           display_name = excluded.display_name,
           attempts = attempts + 1,
           best_attempt = CASE WHEN excluded.best_score > best_score THEN attempts + 1 ELSE best_attempt END,
           best_time = CASE WHEN excluded.best_score > best_score THEN excluded.best_time ELSE best_time END,
           best_score = MAX(best_score, excluded.best_score)
         RETURNING best_score, attempts, best_attempt`,
      )
      .bind(campaignId, user.userId, user.displayName, score, now),
    db
      .prepare(`SELECT ${RANK_OF} AS rank, (SELECT COUNT(*) FROM quiz_campaign_rankings WHERE campaign_id = ?1) AS participants
                FROM quiz_campaign_rankings r WHERE r.campaign_id = ?1 AND r.user_id = ?2`)
      .bind(campaignId, user.userId),
  ]).catch((error: unknown) => {
    if (/UNIQUE constraint failed: quiz_result_uses/.test(String(error))) throw new ResultAlreadyUsed();
    throw error;
  });
  const [, written, ranked] = results;
  const row = written!.results[0] as { best_score: number; attempts: number; best_attempt: number };
  const standing = ranked!.results[0] as { rank: number; participants: number };
  return { bestScore: row.best_score, attempts: row.attempts, bestAttempt: row.best_attempt, rank: standing.rank, participants: standing.participants };
}

// ---- editorial writes (the seed) ----

/**
 * Writes a quiz by (country, hash): its id and the plays of results that stay are kept; questions
 * and options are replaced. Returns the quiz id.
 */
export async function upsertQuiz(db: Database, quiz: QuizInput, now: number): Promise<number> {
  const row = await db
    .prepare(
      `INSERT INTO quizzes (country, hash, type, layout, image_type, title, intro, cover_image_hash, updated_time)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)
       ON CONFLICT (country, hash) DO UPDATE SET type = ?3, layout = ?4, image_type = ?5, title = ?6, intro = ?7, cover_image_hash = ?8, updated_time = ?9
       RETURNING id`,
    )
    .bind(quiz.country, quiz.hash, quiz.type, quiz.layout, quiz.imageType, quiz.title, quiz.intro, quiz.coverImageHash, now)
    .first<{ id: number }>();
  const id = row!.id;
  const keep = quiz.results.map((r) => r.hash);
  await db.batch([
    db.prepare('DELETE FROM quiz_options WHERE question_id IN (SELECT id FROM quiz_questions WHERE quiz_id = ?1)').bind(id),
    db.prepare('DELETE FROM quiz_questions WHERE quiz_id = ?1').bind(id),
    db.prepare(`DELETE FROM quiz_results WHERE quiz_id = ?1 AND hash NOT IN (SELECT value FROM json_each(?2))`).bind(id, JSON.stringify(keep)),
    ...quiz.results.map((r, position) =>
      db
        .prepare(
          `INSERT INTO quiz_results (quiz_id, hash, position, title, description, image_hash, level) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
           ON CONFLICT (quiz_id, hash) DO UPDATE SET position = ?3, title = ?4, description = ?5, image_hash = ?6, level = ?7`,
        )
        .bind(id, r.hash, position, r.title, r.description, r.imageHash, r.level),
    ),
    ...quiz.questions.flatMap((q, qPos) => [
      db.prepare('INSERT INTO quiz_questions (quiz_id, position, text, image_hash) VALUES (?1, ?2, ?3, ?4)').bind(id, qPos, q.text, q.imageHash),
      ...q.options.map((o, oPos) =>
        db
          .prepare(
            `INSERT INTO quiz_options (question_id, position, text, image_hash, correct, points, result_hash)
             VALUES ((SELECT id FROM quiz_questions WHERE quiz_id = ?1 AND position = ?2), ?3, ?4, ?5, ?6, ?7, ?8)`,
          )
          .bind(id, qPos, oPos, o.text, o.imageHash, o.correct ? 1 : 0, o.points, o.resultHash),
      ),
    ]),
  ]);
  return id;
}

/** Writes a campaign by (quiz, slug), keeping its id and rankings; returns the id. */
export async function upsertCampaign(
  db: Database,
  campaign: CampaignInput,
  now: number,
): Promise<number> {
  const row = await db
    .prepare(
      `INSERT INTO quiz_campaigns (quiz_id, slug, country, title, description, start_time, end_time, updated_time)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
       ON CONFLICT (quiz_id, slug) DO UPDATE SET country = ?3, title = ?4, description = ?5, start_time = ?6, end_time = ?7, updated_time = ?8
       RETURNING id`,
    )
    .bind(campaign.quizId, campaign.slug, campaign.country, campaign.title, campaign.description, campaign.startTime, campaign.endTime, now)
    .first<{ id: number }>();
  return row!.id;
}
