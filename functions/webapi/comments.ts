// Comments API (content-spec §3–§4): list a target's comments in one of three orders, post a
// comment or a reply, vote, delete one's own, report. Writes need a logged-in reader, whose id
// comes only from the verified token.
//
//   GET  /comment/target?country&targetType&urlPath          the target of /v2/comment/{type}/{urlPath}
//   GET  /comment/list?country&targetType&targetId&sort&offset&length
//   POST /comment/add            { country, targetType, targetId, body, kind?, parentHash? }
//   POST /comment/{hash}/vote    { country, vote: 'UP' | 'DOWN' | null }   (null removes it)
//   POST /comment/{hash}/delete  { country }
//   POST /comment/{hash}/report  { country, reason? }
import { createRoute, z } from '@hono/zod-openapi';
import {
  COMMENT_MAX_PAGE_LENGTH,
  COMMENT_PAGE_LENGTH,
  COMMENT_RATE_LIMIT,
  COMMENT_SORTS,
  COMMENT_TARGET_TYPES,
  COMMENT_VOTES,
  DEFAULT_COMMENT_SORT,
  commentTextProblem,
} from '#/domain/interactions/comments.ts';
import { findForbiddenWord } from '#/domain/interactions/forbiddenWords.ts';
import {
  deleteOwnComment,
  findCommentTarget,
  insertComment,
  listComments,
  readComment,
  reportComment,
  setVote,
} from '../db/comments.ts';
import { toCommentTarget, toCommentView } from './commentMapping.ts';
import { loggedIn, requireUser } from './identity.ts';
import { OPTIONAL_SIGN_IN } from './openapiSecurity.ts';
import { newRouter } from './router.ts';
import { errors, json, jsonRequest } from './schemas/common.ts';
import { AddCommentAnswer, CommentListResponse, CommentTarget, DeleteAnswer, ReportAnswer, VoteAnswer } from './schemas/interactions.ts';
import { ApiError, countrySchema, readJsonBody, urlPathSchema } from './validation.ts';
import { KB, declareWriteFamily, minute } from './abuseLimits.ts';

const targetType = z.enum(COMMENT_TARGET_TYPES, { error: `must be one of ${COMMENT_TARGET_TYPES.join(', ')}` }).openapi({ example: 'article' });
const targetId = z.coerce.string().pipe(z.string().regex(/^[A-Za-z0-9_.~-]{1,64}$/, 'must be 1-64 letters, digits, - _ . or ~')).openapi({ example: '1' });
const commentHash = z.string().regex(/^c[A-Za-z0-9]{11}$/, 'is not a comment hash').openapi({ example: 'cAAAAAAAAAAA' });
const text = z
  .string({ error: 'is required' })
  .superRefine((value, ctx) => {
    const problem = commentTextProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((value) => value.trim());

const targetQuery = z.object({ country: countrySchema, targetType, urlPath: urlPathSchema.openapi({ example: 'a1b2c3' }) });
const listQuery = z.object({
  country: countrySchema,
  targetType,
  targetId,
  sort: z.enum(COMMENT_SORTS, { error: `must be one of ${COMMENT_SORTS.join(', ')}` }).default(DEFAULT_COMMENT_SORT),
  offset: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(0, 'must be 0 or more').default(0),
  length: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(COMMENT_MAX_PAGE_LENGTH, `must be at most ${COMMENT_MAX_PAGE_LENGTH}`)
    .default(COMMENT_PAGE_LENGTH),
});
const addBody = z
  .object({
    country: countrySchema,
    targetType,
    targetId,
    body: text,
    kind: z.enum(['COMMENT', 'REPLY'], { error: 'must be COMMENT or REPLY' }).optional(),
    parentHash: commentHash.nullable().optional(),
  })
  .superRefine((b, ctx) => {
    const kind = b.kind ?? (b.parentHash ? 'REPLY' : 'COMMENT');
    if (kind === 'REPLY' && !b.parentHash) ctx.addIssue({ code: 'custom', path: ['parentHash'], message: 'is required for a REPLY' });
    if (kind === 'COMMENT' && b.parentHash) ctx.addIssue({ code: 'custom', path: ['parentHash'], message: 'must be absent for a COMMENT' });
  });
const hashParams = z.object({ hash: commentHash });
const voteBody = z.object({
  country: countrySchema,
  vote: z.enum(COMMENT_VOTES, { error: 'must be UP, DOWN or null' }).nullable(),
});
const countryBody = z.object({ country: countrySchema });
const reportBody = z.object({ country: countrySchema, reason: z.string().max(200, 'must be at most 200 characters').nullable().optional() });

const HASH_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function newCommentHash(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(11));
  return `c${Array.from(bytes, (b) => HASH_ALPHABET[b % HASH_ALPHABET.length]).join('')}`;
}

const NO_SUCH_COMMENT = 'no such comment';

const target = createRoute({
  method: 'get',
  path: '/comment/target',
  summary: 'the target of /v2/comment/{type}/{urlPath}',
  request: { query: targetQuery },
  responses: { 200: json(CommentTarget), ...errors(404) },
});
const list = createRoute({
  method: 'get',
  path: '/comment/list',
  summary: "a page of a target's comments in one of three orders",
  security: OPTIONAL_SIGN_IN,
  request: { query: listQuery },
  responses: { 200: json(CommentListResponse), ...errors() },
});
const add = createRoute({
  method: 'post',
  path: '/comment/add',
  summary: 'post a comment or a reply',
  middleware: [loggedIn, readJsonBody],
  request: jsonRequest(addBody),
  responses: { 201: json(AddCommentAnswer, 'posted'), ...errors(401, 404, 429) },
});
const commentAction = <P extends string, B extends z.ZodType, R extends z.ZodType>(path: P, summary: string, body: B, answer: R) =>
  createRoute({
    method: 'post',
    path,
    summary,
    middleware: [loggedIn, readJsonBody],
    request: { params: hashParams, ...jsonRequest(body) },
    responses: { 200: json(answer), ...errors(401, 403, 404) },
  });
const vote = commentAction('/comment/{hash}/vote', 'vote UP or DOWN, or null to remove the vote', voteBody, VoteAnswer);
const remove = commentAction('/comment/{hash}/delete', "delete one's own comment", countryBody, DeleteAnswer);
const report = commentAction('/comment/{hash}/report', "report someone else's comment", reportBody, ReportAnswer);

export const commentRoutes = newRouter()
  .openapi(target, async (c) => {
    const query = c.req.valid('query');
    const target = await findCommentTarget(c.env.DB, query.country, query.targetType, { urlPath: query.urlPath });
    if (!target) throw new ApiError(404, `no such ${query.targetType}`);
    return c.json(toCommentTarget(target), 200);
  })
  .openapi(list, async (c) => {
    const query = c.req.valid('query');
    const userId = c.get('identity')?.userId ?? null;
    const page = await listComments(c.env.DB, query, { ...query, userId });
    return c.json(
      {
        targetType: query.targetType,
        targetId: query.targetId,
        sort: query.sort,
        offset: query.offset,
        length: query.length,
        total: page.total,
        count: page.count,
        comments: page.comments.map((comment) => toCommentView(comment, userId)),
      },
      200,
    );
  })
  .openapi(add, async (c) => {
    const user = requireUser(c);
    const body = c.req.valid('json');
    const target = await findCommentTarget(c.env.DB, body.country, body.targetType, { id: body.targetId });
    if (!target) throw new ApiError(404, `no such ${body.targetType}`);
    let parentHash: string | null = null;
    if (body.parentHash) {
      const parent = await readComment(c.env.DB, body.parentHash, user.userId);
      if (!parent) throw new ApiError(404, NO_SUCH_COMMENT);
      if (parent.targetType !== target.targetType || parent.targetId !== target.targetId) {
        throw new ApiError(400, 'Invalid body field "parentHash": is a comment on another target');
      }
      // Replies are one level deep: answering a reply answers its comment.
      parentHash = parent.parentHash ?? parent.hash;
    }
    const comment = await insertComment(
      c.env.DB,
      {
        hash: newCommentHash(),
        country: body.country,
        targetType: target.targetType,
        targetId: target.targetId,
        parentHash,
        userId: user.userId,
        author: user.displayName,
        pictureUrl: user.pictureUrl,
        body: body.body,
        hiddenReason: findForbiddenWord(body.country, body.body) ? 'forbidden' : null,
      },
      Date.now(),
    );
    if (!comment) {
      throw new ApiError(429, `too many comments: at most ${COMMENT_RATE_LIMIT.count} a minute, please wait a moment and try again`);
    }
    return c.json({ comment: toCommentView(comment, user.userId) }, 201);
  })
  .openapi(vote, async (c) => {
    const user = requireUser(c);
    const { hash } = c.req.valid('param');
    const body = c.req.valid('json');
    if (!(await readComment(c.env.DB, hash, user.userId))) throw new ApiError(404, NO_SUCH_COMMENT);
    return c.json({ hash, ...(await setVote(c.env.DB, hash, user.userId, body.vote, Date.now())) }, 200);
  })
  .openapi(remove, async (c) => {
    const user = requireUser(c);
    const { hash } = c.req.valid('param');
    const comment = await readComment(c.env.DB, hash, user.userId);
    if (!comment) throw new ApiError(404, NO_SUCH_COMMENT);
    if (comment.userId !== user.userId) throw new ApiError(403, 'you can only delete your own comments');
    if (!(await deleteOwnComment(c.env.DB, hash, user.userId, Date.now()))) throw new ApiError(404, NO_SUCH_COMMENT);
    return c.json({ hash, deleted: true as const }, 200);
  })
  .openapi(report, async (c) => {
    const user = requireUser(c);
    const { hash } = c.req.valid('param');
    const body = c.req.valid('json');
    const comment = await readComment(c.env.DB, hash, user.userId);
    if (!comment) throw new ApiError(404, NO_SUCH_COMMENT);
    if (comment.userId === user.userId) throw new ApiError(403, 'you cannot report your own comment');
    await reportComment(c.env.DB, hash, user.userId, body.reason ?? null, Date.now());
    return c.json({ hash, reported: true as const }, 200);
  });

/** The budget of this module's writes (docs/decisions/0025). */
export const COMMENTS = declareWriteFamily(commentRoutes, { name: 'comments', perIp: minute(600), perReader: minute(30), maxBodyBytes: 16 * KB }, '/comment/*');
