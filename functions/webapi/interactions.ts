// Reactions API (content-spec §7): the comment and like summary of a post, and add / change /
// remove the reader's reaction. Writes need a logged-in reader.
import { createRoute, z } from '@hono/zod-openapi';
import type { CommentTargetType } from '#/domain/interactions/comments.ts';
import { DEFAULT_REACTION, REACTION_CONTENT_TYPES, isReactionType, type ReactionType } from '#/domain/interactions/reactions.ts';
import { countVisibleComments } from '../db/comments.ts';
import { changeReaction, putReaction, readReactionCounts, removeReaction, type ReactionCounts } from '../db/reactions.ts';
import type { Context } from 'hono';
import { loggedIn, requireUser, type ApiEnv } from './identity.ts';
import { OPTIONAL_SIGN_IN } from './openapiSecurity.ts';
import { newRouter } from './router.ts';
import { errors, json, jsonRequest } from './schemas/common.ts';
import { CommentLikeSummary, LikeViews, ReactionAnswer } from './schemas/interactions.ts';
import { ApiError, countrySchema, readJsonBody } from './validation.ts';
import { KB, declareWriteFamily, minute } from './abuseLimits.ts';

const postType = z.string().regex(/^[A-Z_]{2,30}$/, 'must be an upper-case post type such as ARTICLE').openapi({ example: 'ARTICLE' });
const postId = z.coerce.string().pipe(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1-64 letters, digits, - or _')).openapi({ example: '1' });
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

const summary = createRoute({
  method: 'get',
  path: '/interaction/commentlike/list',
  summary: "a post's comment count and reactions (with the caller's own)",
  security: OPTIONAL_SIGN_IN,
  request: { query: summaryQuery },
  responses: { 200: json(z.array(CommentLikeSummary)), ...errors() },
});

// One route per action (not /like/{action}): an unknown action stays an unknown call (404).
const reactionRoute = <P extends string>(path: P, summary: string) =>
  createRoute({
    method: 'post',
    path,
    summary,
    middleware: [loggedIn, readJsonBody],
    request: jsonRequest(reactionBody),
    responses: { 200: json(ReactionAnswer), ...errors(401, 409) },
  });
const like = {
  add: reactionRoute('/interaction/like/add', "add the reader's reaction"),
  upd: reactionRoute('/interaction/like/upd', "change the reader's reaction"),
  del: reactionRoute('/interaction/like/del', "remove the reader's reaction"),
};

async function react(c: Context<ApiEnv>, action: 'add' | 'upd' | 'del', body: z.output<typeof reactionBody>) {
  const user = requireUser(c);
  const post = { postType: body.postType, postId: body.postId };
  const type = (body.likeType ?? DEFAULT_REACTION) as ReactionType;
  if (action === 'add') {
    await putReaction(c.env.DB, post, { userId: user.userId, likeType: type, contentType: body.reactionContentType, categoryId: body.categoryId ?? null }, Date.now());
  } else if (action === 'upd') {
    if (body.likeType === undefined) throw new ApiError(400, 'Invalid body field "likeType": is required to change a reaction');
    if (!(await changeReaction(c.env.DB, post, user.userId, type))) throw new ApiError(409, 'there is no reaction to change');
  } else {
    await removeReaction(c.env.DB, post, user.userId);
  }
  return { likeViews: toLikeViews(await readReactionCounts(c.env.DB, post, user.userId)) };
}

/** A post's reaction counts as the API answers them: the total, the reader's type, and a counter per type. */
function toLikeViews(counts: ReactionCounts): z.infer<typeof LikeViews> {
  const typeCounters: Record<string, number> = {};
  let count = 0;
  for (const row of counts.byType) {
    typeCounters[row.likeType] = row.count;
    count += row.count;
  }
  return { count, liked: counts.myType !== null, likedType: counts.myType, typeCounters };
}

export const interactionRoutes = newRouter()
  .openapi(summary, async (c) => {
    const query = c.req.valid('query');
    const [likeViews, commentCount] = await Promise.all([
      readReactionCounts(c.env.DB, query, c.get('identity')?.userId ?? null).then(toLikeViews),
      // Comment targets are the lower-case post types (ARTICLE post id = article id).
      countVisibleComments(c.env.DB, { targetType: query.postType.toLowerCase() as CommentTargetType, targetId: query.postId }),
    ]);
    return c.json([{ postType: query.postType, postId: query.postId, commentViews: { count: commentCount }, likeViews }], 200);
  })
  .openapi(like.add, async (c) => c.json(await react(c, 'add', c.req.valid('json')), 200))
  .openapi(like.upd, async (c) => c.json(await react(c, 'upd', c.req.valid('json')), 200))
  .openapi(like.del, async (c) => c.json(await react(c, 'del', c.req.valid('json')), 200));

/** The budget of this module's writes (docs/decisions/0025). */
export const REACTIONS = declareWriteFamily(interactionRoutes, { name: 'reactions', perIp: minute(1200), perReader: minute(60), maxBodyBytes: 4 * KB }, '/interaction/like/*');
