// Reactions: one row per reader and post; totals are counted from the rows, never kept apart.
import type { ReactionType } from '#/domain/interactions/reactions.ts';
import type { Database } from './database.ts';

interface PostRef {
  postType: string;
  postId: string;
}

/** A post's reactions: how many of each type (by type code), and the type the reader gave (null when none). */
export interface ReactionCounts {
  byType: { likeType: ReactionType; count: number }[];
  myType: ReactionType | null;
}

export async function readReactionCounts(db: Database, post: PostRef, userId: string | null): Promise<ReactionCounts> {
  const [counts, mine] = await db.batch([
    db.prepare('SELECT like_type, COUNT(*) AS n FROM reactions WHERE post_type = ?1 AND post_id = ?2 GROUP BY like_type').bind(post.postType, post.postId),
    db.prepare('SELECT like_type FROM reactions WHERE post_type = ?1 AND post_id = ?2 AND user_id = ?3').bind(post.postType, post.postId, userId ?? ''),
  ]);
  return {
    byType: ((counts?.results ?? []) as { like_type: ReactionType; n: number }[]).map((r) => ({ likeType: r.like_type, count: r.n })),
    myType: (mine?.results[0] as { like_type: ReactionType } | undefined)?.like_type ?? null,
  };
}

/** Adds the reader's reaction, or replaces the type they had: a reader holds at most one. */
export async function putReaction(
  db: Database,
  post: PostRef,
  reaction: { userId: string; likeType: ReactionType; contentType: string; categoryId: string | null },
  now: number,
): Promise<void> {
  await db
    .prepare(
      `INSERT INTO reactions (post_type, post_id, user_id, like_type, content_type, category_id, created_time)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
       ON CONFLICT (post_type, post_id, user_id) DO UPDATE SET like_type = ?4`,
    )
    .bind(post.postType, post.postId, reaction.userId, reaction.likeType, reaction.contentType, reaction.categoryId, now)
    .run();
}

/** Changes the type of an existing reaction; false when the reader had none. */
export async function changeReaction(db: Database, post: PostRef, userId: string, likeType: ReactionType): Promise<boolean> {
  const result = await db
    .prepare('UPDATE reactions SET like_type = ?4 WHERE post_type = ?1 AND post_id = ?2 AND user_id = ?3')
    .bind(post.postType, post.postId, userId, likeType)
    .run();
  return result.meta.changes > 0;
}

export async function removeReaction(db: Database, post: PostRef, userId: string): Promise<void> {
  await db.prepare('DELETE FROM reactions WHERE post_type = ?1 AND post_id = ?2 AND user_id = ?3').bind(post.postType, post.postId, userId).run();
}
