// Comment records → the wire shapes of schemas/interactions.ts.
import { commentTargetPath } from '#/domain/interactions/comments.ts';
import type { CommentRecord, CommentTargetRecord } from '../db/comments.ts';
import type { CommentTarget, CommentView } from './schemas/interactions.ts';

type ReplyView = Omit<CommentView, 'replies'>;

/** A comment as `userId` (null when anonymous) sees it: whether it is theirs, and the hiding reason only of their own. */
function toReplyView(c: CommentRecord, userId: string | null): ReplyView {
  const mine = userId !== null && c.userId === userId;
  return {
    hash: c.hash,
    targetType: c.targetType,
    targetId: c.targetId,
    kind: c.kind,
    parentHash: c.parentHash,
    author: c.author,
    pictureUrl: c.pictureUrl,
    body: c.body,
    createdTime: c.createdTime,
    upCount: c.upCount,
    downCount: c.downCount,
    myVote: c.myVote,
    mine,
    hiddenReason: mine ? c.hiddenReason : null,
  };
}

/** A top-level comment with its replies. */
export function toCommentView(c: CommentRecord & { replies?: CommentRecord[] }, userId: string | null): CommentView {
  const view: CommentView = toReplyView(c, userId);
  if (c.replies) view.replies = c.replies.map((r) => toReplyView(r, userId));
  return view;
}

export function toCommentTarget(t: CommentTargetRecord): CommentTarget {
  return { targetType: t.targetType, targetId: t.targetId, title: t.title, path: commentTargetPath(t.targetType, t.urlPath) };
}
