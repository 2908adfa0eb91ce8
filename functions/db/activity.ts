// A reader's own trail in a market, for my page and notifications: recent reactions, comments and
// watched videos (with what they were on), and replies other readers wrote to their comments.
import type { Database } from './database.ts';

export interface ReactionActivityRow {
  like_type: number;
  created_time: number;
  title: string;
  hash: string;
}

export interface CommentActivityRow {
  hash: string;
  body: string;
  kind: string;
  created_time: number;
  target_type: string;
  target_id: string;
  title: string | null;
  url_path: string | null;
}

export interface VideoActivityRow {
  video_id: string;
  watched_time: number;
  duration: number;
  touched_time: number;
  title: string;
  hash: string;
}

export interface ReplyNoticeRow extends CommentActivityRow {
  author: string;
  my_body: string;
}

/** Where a comment was written: the title and url path of its article, poll or quiz. */
const COMMENT_TARGET = `
  COALESCE(a.title, p.question, q.title) AS title,
  COALESCE(a.hash, p.url_path, q.hash) AS url_path`;
const COMMENT_TARGET_JOINS = `
  LEFT JOIN articles a ON c.target_type = 'article' AND a.id = CAST(c.target_id AS INTEGER)
  LEFT JOIN polls p ON c.target_type = 'poll' AND p.id = CAST(c.target_id AS INTEGER)
  LEFT JOIN quizzes q ON c.target_type = 'quiz' AND q.hash = c.target_id`;

export async function readerActivity(db: Database, userId: string, country: string, limit: number) {
  const [reactions, comments, videos] = await db.batch([
    db
      .prepare(
        `SELECT r.like_type, r.created_time, a.title, a.hash FROM reactions r
         JOIN articles a ON r.post_type IN ('ARTICLE', 'VIDEO', 'LIVE') AND a.id = CAST(r.post_id AS INTEGER)
         WHERE r.user_id = ?1 AND a.country = ?2 ORDER BY r.created_time DESC LIMIT ?3`,
      )
      .bind(userId, country, limit),
    db
      .prepare(
        `SELECT c.hash, c.body, c.kind, c.created_time, c.target_type, c.target_id, ${COMMENT_TARGET} FROM comments c ${COMMENT_TARGET_JOINS}
         WHERE c.user_id = ?1 AND c.country = ?2 AND c.deleted_time IS NULL ORDER BY c.created_time DESC LIMIT ?3`,
      )
      .bind(userId, country, limit),
    db
      .prepare(
        `SELECT h.video_id, h.watched_time, h.duration, h.touched_time, a.title, a.hash FROM video_history h
         JOIN articles a ON a.id = CAST(h.video_id AS INTEGER)
         WHERE h.user_id = ?1 AND a.country = ?2 ORDER BY h.touched_time DESC LIMIT ?3`,
      )
      .bind(userId, country, limit),
  ]);
  return {
    reactions: (reactions?.results ?? []) as ReactionActivityRow[],
    comments: (comments?.results ?? []) as CommentActivityRow[],
    videos: (videos?.results ?? []) as VideoActivityRow[],
  };
}

/** Replies other readers wrote to the reader's comments, newest first. */
export async function repliesToReader(db: Database, userId: string, country: string, limit: number): Promise<ReplyNoticeRow[]> {
  const { results } = await db
    .prepare(
      `SELECT c.hash, c.body, c.kind, c.created_time, c.target_type, c.target_id, c.author, mine.body AS my_body, ${COMMENT_TARGET}
       FROM comments mine JOIN comments c ON c.parent_hash = mine.hash ${COMMENT_TARGET_JOINS}
       WHERE mine.user_id = ?1 AND mine.country = ?2 AND (c.user_id IS NULL OR c.user_id <> ?1)
         AND c.deleted_time IS NULL AND c.hidden_reason IS NULL
       ORDER BY c.created_time DESC LIMIT ?3`,
    )
    .bind(userId, country, limit)
    .all<ReplyNoticeRow>();
  return results;
}
