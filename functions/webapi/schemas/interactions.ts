// Wire shapes of reactions and comments.
import { z } from '@hono/zod-openapi';
import { COMMENT_SORTS, COMMENT_TARGET_TYPES, COMMENT_VOTES, HIDING_REASONS } from '#/domain/interactions/comments.ts';
import { ALL_REACTION_TYPES, type ReactionType } from '#/domain/interactions/reactions.ts';

const reactionType = z.number().int().refine((v): v is ReactionType => (ALL_REACTION_TYPES as readonly number[]).includes(v)) as unknown as z.ZodType<ReactionType, number>;

export const LikeViews = z.object({
  count: z.number().int(),
  liked: z.boolean(),
  likedType: reactionType.nullable(),
  typeCounters: z.record(z.string(), z.number().int()),
});

export const CommentLikeSummary = z.object({
  postType: z.string(),
  postId: z.string(),
  commentViews: z.object({ count: z.number().int() }),
  likeViews: LikeViews,
});
export type CommentLikeSummary = z.infer<typeof CommentLikeSummary>;

export const ReactionAnswer = z.object({ likeViews: LikeViews });

const commentFields = {
  hash: z.string(),
  targetType: z.enum(COMMENT_TARGET_TYPES),
  targetId: z.string(),
  kind: z.enum(['COMMENT', 'REPLY']),
  parentHash: z.string().nullable(),
  author: z.string(),
  pictureUrl: z.string().nullable(),
  body: z.string(),
  createdTime: z.number(),
  upCount: z.number().int(),
  downCount: z.number().int(),
  myVote: z.enum(COMMENT_VOTES).nullable().describe("the caller's vote (null when none or anonymous)"),
  mine: z.boolean().describe('whether the caller wrote it (only they may delete it)'),
  hiddenReason: z.enum(HIDING_REASONS).nullable().describe("set only on the author's own hidden comments"),
};

/** Replies are one level deep, so a reply carries no replies. */
export const ReplyView = z.object(commentFields).openapi('Reply');
export const CommentView = z
  .object({ ...commentFields, replies: z.array(ReplyView).optional().describe('COMMENT only: its visible replies, oldest first') })
  .openapi('Comment');
export type CommentView = z.infer<typeof CommentView>;

export const CommentListResponse = z.object({
  targetType: z.enum(COMMENT_TARGET_TYPES),
  targetId: z.string(),
  sort: z.enum(COMMENT_SORTS),
  offset: z.number().int(),
  length: z.number().int(),
  total: z.number().int().describe('visible top-level comments (for paging)'),
  count: z.number().int().describe("visible comments and replies: the post's comment count"),
  comments: z.array(CommentView),
});
export type CommentListResponse = z.infer<typeof CommentListResponse>;

export const CommentTarget = z.object({
  targetType: z.enum(COMMENT_TARGET_TYPES),
  targetId: z.string(),
  title: z.string().nullable().describe("the target's title, when the portal has a record of it"),
  path: z.string().describe("path of the target's page under /{country}/v2"),
});
export type CommentTarget = z.infer<typeof CommentTarget>;

export const VoteAnswer = z.object({ hash: z.string(), upCount: z.number().int(), downCount: z.number().int(), myVote: z.enum(COMMENT_VOTES).nullable() });
export const DeleteAnswer = z.object({ hash: z.string(), deleted: z.literal(true) });
export const ReportAnswer = z.object({ hash: z.string(), reported: z.literal(true) });
export const AddCommentAnswer = z.object({ comment: CommentView });
