// Comments, votes and reports. Vote counts are counted from one row per reader and comment (plus a
// fixed imported count), never kept in a column readers change; every write that depends on a
// count (the rate limit, the report threshold) is one SQL statement, so concurrent readers cannot
// slip past it.
import {
  BLIND_REPORT_THRESHOLD,
  COMMENT_RATE_LIMIT,
  REPEAT_WINDOW_MS,
  type CommentKind,
  type CommentSort,
  type CommentTargetType,
  type CommentVote,
  type HidingReason,
  type VoteCounts,
} from '#/domain/interactions/comments.ts';
import type { Database } from './database.ts';

interface CommentRow {
  hash: string;
  target_type: CommentTargetType;
  target_id: string;
  kind: 'COMMENT' | 'REPLY';
  parent_hash: string | null;
  user_id: string | null;
  author: string;
  picture_url: string | null;
  body: string;
  hidden_reason: HidingReason | null;
  deleted_time: number | null;
  created_time: number;
  up_count: number;
  down_count: number;
  my_vote: CommentVote | null;
}

/** A comment with its counts and the caller's vote; ?U is the caller's user id ('' when anonymous). */
const WITH_COUNTS = (userParam: string) => `
  c.hash, c.target_type, c.target_id, c.kind, c.parent_hash, c.user_id, c.author, c.picture_url, c.body,
  c.hidden_reason, c.deleted_time, c.created_time,
  c.imported_up + (SELECT COUNT(*) FROM comment_votes v WHERE v.comment_hash = c.hash AND v.vote = 'UP') AS up_count,
  c.imported_down + (SELECT COUNT(*) FROM comment_votes v WHERE v.comment_hash = c.hash AND v.vote = 'DOWN') AS down_count,
  (SELECT vote FROM comment_votes v WHERE v.comment_hash = c.hash AND v.user_id = ${userParam}) AS my_vote`;

/** Seen by the caller: not deleted, and either not hidden or their own. */
const SEEN_BY = (userParam: string) => `c.deleted_time IS NULL AND (c.hidden_reason IS NULL OR c.user_id = ${userParam})`;

/** Sort scores in SQL; the same formulas as src/domain/comments.ts (the API tests check they agree). */
const ORDER_BY: Record<CommentSort, string> = {
  POPULAR: '(up_count - down_count) DESC, created_time DESC, hash ASC',
  CONTROVERSIAL: `(CASE WHEN up_count = 0 OR down_count = 0 THEN 0
                   ELSE (up_count + down_count) * MIN(up_count, down_count) * 1.0 / MAX(up_count, down_count) END) DESC,
                  created_time DESC, hash ASC`,
  TIME: 'created_time DESC, hash ASC',
};

/** A stored comment with its counts and the vote of the reader it was read for. */
export interface CommentRecord {
  hash: string;
  targetType: CommentTargetType;
  targetId: string;
  kind: CommentKind;
  parentHash: string | null;
  /** The author's user id (null for imported comments). */
  userId: string | null;
  author: string;
  pictureUrl: string | null;
  body: string;
  hiddenReason: HidingReason | null;
  createdTime: number;
  upCount: number;
  downCount: number;
  myVote: CommentVote | null;
}

function toRecord(row: CommentRow): CommentRecord {
  return {
    hash: row.hash,
    targetType: row.target_type,
    targetId: row.target_id,
    kind: row.kind,
    parentHash: row.parent_hash,
    userId: row.user_id,
    author: row.author,
    pictureUrl: row.picture_url,
    body: row.body,
    hiddenReason: row.hidden_reason,
    createdTime: row.created_time,
    upCount: row.up_count,
    downCount: row.down_count,
    myVote: row.my_vote,
  };
}

interface TargetRef {
  targetType: CommentTargetType;
  targetId: string;
}

/** Comments and replies everyone can see on a target (a reply counts while its comment is visible). */
function visibleCountStatement(db: Database, target: TargetRef): D1PreparedStatement {
  return db
    .prepare(
      `SELECT COUNT(*) AS n FROM comments c LEFT JOIN comments p ON p.hash = c.parent_hash
       WHERE c.target_type = ?1 AND c.target_id = ?2 AND c.deleted_time IS NULL AND c.hidden_reason IS NULL
         AND (c.parent_hash IS NULL OR (p.deleted_time IS NULL AND p.hidden_reason IS NULL))`,
    )
    .bind(target.targetType, target.targetId);
}

export async function countVisibleComments(db: Database, target: TargetRef): Promise<number> {
  return (await visibleCountStatement(db, target).first<{ n: number }>())?.n ?? 0;
}

/** One page of a target's comments, each with its visible replies, and the two counts. */
interface CommentPage {
  /** Visible top-level comments (for paging). */
  total: number;
  /** Visible comments and replies. */
  count: number;
  comments: (CommentRecord & { replies: CommentRecord[] })[];
}

export async function listComments(
  db: Database,
  target: TargetRef,
  opts: { sort: CommentSort; offset: number; length: number; userId: string | null },
): Promise<CommentPage> {
  const me = opts.userId ?? '';
  const [totalResult, countResult, pageResult] = await db.batch([
    db
      .prepare(`SELECT COUNT(*) AS n FROM comments c WHERE c.target_type = ?1 AND c.target_id = ?2 AND c.kind = 'COMMENT' AND ${SEEN_BY('?3')}`)
      .bind(target.targetType, target.targetId, me),
    visibleCountStatement(db, target),
    db
      .prepare(
        `SELECT * FROM (SELECT ${WITH_COUNTS('?3')} FROM comments c
           WHERE c.target_type = ?1 AND c.target_id = ?2 AND c.kind = 'COMMENT' AND ${SEEN_BY('?3')})
         ORDER BY ${ORDER_BY[opts.sort]} LIMIT ?4 OFFSET ?5`,
      )
      .bind(target.targetType, target.targetId, me, opts.length, opts.offset),
  ]);
  const rows = (pageResult?.results ?? []) as CommentRow[];
  const comments = rows.map((r) => ({ ...toRecord(r), replies: [] as CommentRecord[] }));
  if (comments.length > 0) {
    const placeholders = comments.map((_, i) => `?${i + 2}`).join(', ');
    const { results } = await db
      .prepare(
        `SELECT ${WITH_COUNTS('?1')} FROM comments c
         WHERE c.parent_hash IN (${placeholders}) AND ${SEEN_BY('?1')}
         ORDER BY c.created_time ASC, c.hash ASC`,
      )
      .bind(me, ...comments.map((c) => c.hash))
      .all<CommentRow>();
    const byHash = new Map(comments.map((c) => [c.hash, c]));
    for (const reply of results) byHash.get(reply.parent_hash!)?.replies.push(toRecord(reply));
  }
  return {
    total: (totalResult?.results[0] as { n: number } | undefined)?.n ?? 0,
    count: (countResult?.results[0] as { n: number } | undefined)?.n ?? 0,
    comments,
  };
}

/** One comment as the caller sees it (null when deleted, unknown, or someone else's hidden one). */
export async function readComment(db: Database, hash: string, userId: string | null): Promise<(CommentRecord & { country: string }) | null> {
  const row = await db
    .prepare(`SELECT ${WITH_COUNTS('?2')}, c.country FROM comments c WHERE c.hash = ?1 AND ${SEEN_BY('?2')}`)
    .bind(hash, userId ?? '')
    .first<CommentRow & { country: string }>();
  return row ? { ...toRecord(row), country: row.country } : null;
}

interface NewComment extends TargetRef {
  hash: string;
  country: string;
  parentHash: string | null;
  userId: string;
  author: string;
  pictureUrl: string | null;
  body: string;
  /** 'forbidden' when the text holds a forbidden word; repeats become 'spam' here. */
  hiddenReason: HidingReason | null;
}

/**
 * Stores a comment unless the reader has reached the rate limit (then null). The limit and the
 * repeat check are part of the one INSERT, so parallel posts cannot get past them.
 */
export async function insertComment(db: Database, c: NewComment, now: number): Promise<CommentRecord | null> {
  const inserted = await db
    .prepare(
      `INSERT INTO comments (hash, country, target_type, target_id, kind, parent_hash, user_id, author, picture_url, body, hidden_reason, created_time)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10,
         COALESCE(?11, CASE WHEN EXISTS (
           SELECT 1 FROM comments r WHERE r.user_id = ?7 AND r.target_type = ?3 AND r.target_id = ?4 AND r.body = ?10
             AND r.deleted_time IS NULL AND r.created_time > ?12 - ?15) THEN 'spam' END),
         ?12
       WHERE (SELECT COUNT(*) FROM comments l WHERE l.user_id = ?7 AND l.created_time > ?12 - ?13) < ?14
       RETURNING hash`,
    )
    .bind(
      c.hash, c.country, c.targetType, c.targetId, c.parentHash ? 'REPLY' : 'COMMENT', c.parentHash, c.userId, c.author, c.pictureUrl, c.body,
      c.hiddenReason, now, COMMENT_RATE_LIMIT.windowMs, COMMENT_RATE_LIMIT.count, REPEAT_WINDOW_MS,
    )
    .first<{ hash: string }>();
  if (!inserted) return null;
  return readComment(db, c.hash, c.userId);
}

/** Sets (or with null removes) the reader's one vote and answers the counts afterwards. */
export async function setVote(db: Database, hash: string, userId: string, vote: CommentVote | null, now: number): Promise<VoteCounts> {
  const write =
    vote === null
      ? db.prepare('DELETE FROM comment_votes WHERE comment_hash = ?1 AND user_id = ?2').bind(hash, userId)
      : db
          .prepare(
            `INSERT INTO comment_votes (comment_hash, user_id, vote, created_time) VALUES (?1, ?2, ?3, ?4)
             ON CONFLICT (comment_hash, user_id) DO UPDATE SET vote = ?3, created_time = ?4`,
          )
          .bind(hash, userId, vote, now);
  const [, counts] = await db.batch([
    write,
    db.prepare(`SELECT ${WITH_COUNTS('?2')} FROM comments c WHERE c.hash = ?1`).bind(hash, userId),
  ]);
  const row = counts?.results[0] as CommentRow;
  return { upCount: row.up_count, downCount: row.down_count, myVote: row.my_vote };
}

/** Marks the author's comment deleted (its text is dropped); false when it was not theirs or already gone. */
export async function deleteOwnComment(db: Database, hash: string, userId: string, now: number): Promise<boolean> {
  const result = await db
    .prepare(`UPDATE comments SET deleted_time = ?3, body = '' WHERE hash = ?1 AND user_id = ?2 AND deleted_time IS NULL`)
    .bind(hash, userId, now)
    .run();
  return result.meta.changes > 0;
}

/**
 * Records the reader's report (once per reader) and hides the comment as 'blind' when distinct
 * reporters reach the threshold. Answers whether the comment is now hidden.
 */
export async function reportComment(db: Database, hash: string, userId: string, reason: string | null, now: number): Promise<boolean> {
  const [, , state] = await db.batch([
    db
      .prepare('INSERT INTO comment_reports (comment_hash, user_id, reason, created_time) VALUES (?1, ?2, ?3, ?4) ON CONFLICT DO NOTHING')
      .bind(hash, userId, reason, now),
    db
      .prepare(
        `UPDATE comments SET hidden_reason = 'blind'
         WHERE hash = ?1 AND hidden_reason IS NULL AND (SELECT COUNT(*) FROM comment_reports WHERE comment_hash = ?1) >= ?2`,
      )
      .bind(hash, BLIND_REPORT_THRESHOLD),
    db.prepare('SELECT hidden_reason FROM comments WHERE hash = ?1').bind(hash),
  ]);
  return (state?.results[0] as { hidden_reason: string | null } | undefined)?.hidden_reason != null;
}

/** A comment target: its id, its title when the portal has a record of it, and its url path (an article's hash). */
export interface CommentTargetRecord extends TargetRef {
  title: string | null;
  urlPath: string;
}

/**
 * The target of a comment page or call: by id (the API) or by the url path in /v2/comment/{type}/
 * {urlPath}. Articles, dramas, movies, polls and profiles must exist in the market; quizzes have no
 * records in the portal yet, so their ids are taken as they are. A profile's id and url path are its hash.
 */
export async function findCommentTarget(
  db: Database,
  country: string,
  targetType: CommentTargetType,
  key: { id: string } | { urlPath: string },
): Promise<CommentTargetRecord | null> {
  const byId = 'id' in key;
  const value = byId ? key.id : key.urlPath;
  if (targetType === 'article') {
    const row = await db
      .prepare(`SELECT id, title, hash FROM articles WHERE country = ?1 AND ${byId ? 'id = CAST(?2 AS INTEGER)' : 'hash = ?2'}`)
      .bind(country, value)
      .first<{ id: number; title: string; hash: string }>();
    return row ? { targetType, targetId: String(row.id), title: row.title, urlPath: row.hash } : null;
  }
  if (targetType === 'drama' || targetType === 'movie') {
    const row = await db
      .prepare(`SELECT entity_id, title, url_path FROM entities WHERE country = ?1 AND entity_type = ?2 AND ${byId ? 'entity_id' : 'url_path'} = ?3`)
      .bind(country, targetType.toUpperCase(), value)
      .first<{ entity_id: string; title: string; url_path: string }>();
    if (!row) return null;
    return { targetType, targetId: row.entity_id, title: row.title, urlPath: row.url_path };
  }
  if (targetType === 'poll') {
    const row = await db
      .prepare(`SELECT id, question, url_path FROM polls WHERE country = ?1 AND ${byId ? 'id = CAST(?2 AS INTEGER)' : 'url_path = ?2'}`)
      .bind(country, value)
      .first<{ id: number; question: string; url_path: string }>();
    return row ? { targetType, targetId: String(row.id), title: row.question, urlPath: row.url_path } : null;
  }
  if (targetType === 'profile') {
    const row = await db.prepare('SELECT hash, name FROM profiles WHERE country = ?1 AND hash = ?2').bind(country, value).first<{ hash: string; name: string }>();
    return row ? { targetType, targetId: row.hash, title: row.name, urlPath: row.hash } : null;
  }
  return { targetType, targetId: value, title: null, urlPath: value };
}

/**
 * countVisibleComments of an article found by market and hash (?1, ?2), as `n`: the same rule, with
 * the article's id read in place, for the article page's one statement (functions/db/articles.ts).
 */
export const VISIBLE_ARTICLE_COMMENT_COUNT_SQL = `SELECT COUNT(*) AS n FROM comments c LEFT JOIN comments p ON p.hash = c.parent_hash
       WHERE c.target_type = 'article' AND c.target_id = (SELECT CAST(id AS TEXT) FROM articles WHERE country = ?1 AND hash = ?2)
         AND c.deleted_time IS NULL AND c.hidden_reason IS NULL
         AND (c.parent_hash IS NULL OR (p.deleted_time IS NULL AND p.hidden_reason IS NULL))`;
