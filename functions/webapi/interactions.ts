// Reactions API (content-spec §7): the comment and like summary of a post, and add / change /
// remove the reader's reaction. Writes need a logged-in reader.
import { Hono } from 'hono';
import { z } from 'zod';
import type { CommentTargetType } from '#/domain/interactions/comments.ts';
import { DEFAULT_REACTION, REACTION_CONTENT_TYPES, isReactionType, type ReactionType } from '#/domain/interactions/reactions.ts';
import { countVisibleComments } from '../db/comments.ts';
import { changeReaction, putReaction, readLikeViews, removeReaction } from '../db/reactions.ts';
import { requireUser, type ApiEnv } from './identity.ts';
import { jsonBody } from './jsonBody.ts';
import { ApiError, countrySchema, parseQuery } from './validation.ts';

const postType = z.string().regex(/^[A-Z_]{2,30}$/, 'must be an upper-case post type such as ARTICLE');
const postId = z.coerce.string().pipe(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1-64 letters, digits, - or _'));
const likeType = z.coerce
  .number({ error: 'must be a reaction type' })
  .refine((v): v is ReactionType => isReactionType(v), { message: 'must be one of 1001-1006' });

const summaryQuery = z.object({ country: countrySchema, postType, postId });

const reactionBody = z.object({
  country: countrySchema,
  likeType: likeType.optional(),
  postId,
  postType,
  reactionContentType: z.enum(REACTION_CONTENT_TYPES, { error: `must be one of ${REACTION_CONTENT_TYPES.join(', ')}` }),
  categoryId: z.coerce.string().max(40).nullable().optional(),
});

export const interactionRoutes = new Hono<ApiEnv>()
  .get('/interaction/commentlike/list', async (c) => {
    const query = parseQuery(c, summaryQuery);
    const [likeViews, commentCount] = await Promise.all([
      readLikeViews(c.env.DB, query, c.get('identity')?.userId ?? null),
      // Comment targets are the lower-case post types (ARTICLE post id = article id).
      countVisibleComments(c.env.DB, { targetType: query.postType.toLowerCase() as CommentTargetType, targetId: query.postId }),
    ]);
    return c.json([{ postType: query.postType, postId: query.postId, commentViews: { count: commentCount }, likeViews }]);
  })
  .post('/interaction/like/:action{add|upd|del}', async (c) => {
    const user = requireUser(c);
    const body = await jsonBody(c.req.raw, reactionBody);
    const post = { postType: body.postType, postId: body.postId };
    const type = (body.likeType ?? DEFAULT_REACTION) as ReactionType;
    const action = c.req.param('action');
    if (action === 'add') {
      await putReaction(c.env.DB, post, { userId: user.userId, likeType: type, contentType: body.reactionContentType, categoryId: body.categoryId ?? null }, Date.now());
    } else if (action === 'upd') {
      if (body.likeType === undefined) throw new ApiError(400, 'Invalid body field "likeType": is required to change a reaction');
      if (!(await changeReaction(c.env.DB, post, user.userId, type))) throw new ApiError(409, 'there is no reaction to change');
    } else {
      await removeReaction(c.env.DB, post, user.userId);
    }
    return c.json({ likeViews: await readLikeViews(c.env.DB, post, user.userId) });
  });
