// Subscriptions (content-spec §7): follow and unfollow publishers, profiles and tags; what a reader
// follows, with their newest stories; recommendations, search and the followed stories. Signed-in
// readers only (401 'user is not logged in'). Error codes (§8): 120001 'already subscribed' (409),
// 120002 'subscription limit reached' (409); unfollowing what is not followed is 404
// (docs/decisions/0028).
import { createRoute, z } from '@hono/zod-openapi';
import {
  SEARCH_RESULT_LIMIT,
  STORIES_PER_ENTITY,
  SUBSCRIBED_PAGE_LENGTH,
  SUBSCRIPTION_ERRORS,
  SUBSCRIPTION_LIMIT,
  SUBSCRIBABLE_TYPES,
  type SubscribableType,
} from '#/domain/content/subscriptions.ts';
import { subscribableEntityPath } from '#/domain/content/entityPaths.ts';
import { ENTITY_RESOLVERS, resolveEntities, unknownEntityTypeMessage, type EntityRecord } from '../db/subscribableEntities.ts';
import { allSubscriptions, followedStories, listSubscriptions, newestStoriesPerEntity, subscribe, unsubscribe, type SubscriptionRow } from '../db/subscriptions.ts';
import { ensureUser } from '../db/users.ts';
import type { Database } from '../db/database.ts';
import { toListingItem } from './articleMapping.ts';
import { loggedIn, requireUser } from './identity.ts';
import { newRouter } from './router.ts';
import { countryQuery, errors, json, jsonRequest } from './schemas/common.ts';
import { EntityKey, EntityResults, FollowedContent, SubscribedEntities, SubscriptionChange, SubscriptionList, type SubscribedEntity } from './schemas/subscriptions.ts';
import { listingQuery } from './listings.ts';
import { ApiError, readJsonBody } from './validation.ts';
import { KB, declareWriteFamily, minute } from './abuseLimits.ts';

const pageQuery = (length: number) =>
  countryQuery.extend({
    offset: z.coerce.number({ error: 'must be a number' }).int('must be an integer').min(0, 'must be 0 or more').default(0),
    length: z.coerce.number({ error: 'must be a number' }).int('must be an integer').min(1, 'must be 1 or more').max(SUBSCRIPTION_LIMIT, `must be at most ${SUBSCRIPTION_LIMIT}`).default(length),
  });

const subscribeRoute = createRoute({
  method: 'post',
  path: '/subscription/entity/subscribe',
  summary: 'follow a publisher (CP), profile or tag',
  middleware: [loggedIn, readJsonBody],
  request: { query: countryQuery, ...jsonRequest(EntityKey) },
  responses: {
    201: json(SubscriptionChange, 'followed'),
    ...errors(401, 404, 409),
  },
  description: [
    `409 \`{ code: ${SUBSCRIPTION_ERRORS.ALREADY_SUBSCRIBED.code}, message: '${SUBSCRIPTION_ERRORS.ALREADY_SUBSCRIBED.message}' }\` when the reader already follows it;`,
    `409 \`{ code: ${SUBSCRIPTION_ERRORS.LIMIT_REACHED.code}, message: '${SUBSCRIPTION_ERRORS.LIMIT_REACHED.message}' }\` when the reader already follows ${SUBSCRIPTION_LIMIT} entities in the market;`,
    "404 when the market has no such entity (docs/decisions/0028).",
  ].join(' '),
});

const unsubscribeRoute = createRoute({
  method: 'post',
  path: '/subscription/entity/unsubscribe',
  summary: 'stop following a publisher, profile or tag',
  middleware: [loggedIn, readJsonBody],
  request: { query: countryQuery, ...jsonRequest(EntityKey) },
  responses: { 200: json(SubscriptionChange, 'unfollowed'), ...errors(401, 404) },
  description: "404 'not subscribed to {entityType} {entityId}' when the reader does not follow it.",
});

const listRoute = createRoute({
  method: 'get',
  path: '/subscription/list',
  summary: "the reader's subscriptions (keys only), newest first",
  middleware: [loggedIn],
  request: { query: pageQuery(SUBSCRIPTION_LIMIT) },
  responses: { 200: json(SubscriptionList), ...errors(401) },
});

const subscribedRoute = createRoute({
  method: 'get',
  path: '/subscription/subscribed/list',
  summary: 'what the reader follows, each with its newest stories',
  middleware: [loggedIn],
  request: { query: pageQuery(SUBSCRIBED_PAGE_LENGTH) },
  responses: { 200: json(SubscribedEntities), ...errors(401) },
});

const recommendedRoute = createRoute({
  method: 'get',
  path: '/subscription/recommended',
  summary: 'entities the reader does not follow yet, most stories first',
  middleware: [loggedIn],
  request: { query: countryQuery },
  responses: { 200: json(EntityResults), ...errors(401) },
});

const searchRoute = createRoute({
  method: 'get',
  path: '/subscription/search',
  summary: 'find publishers, profiles and tags to follow by name',
  middleware: [loggedIn],
  request: {
    query: countryQuery.extend({
      query: z.string({ error: 'is required' }).trim().min(1, 'must not be empty').max(50, 'must be at most 50 characters').openapi({ example: '財經' }),
      entityType: z.enum(SUBSCRIBABLE_TYPES).optional(),
    }),
  },
  responses: { 200: json(EntityResults), ...errors(401) },
});

const contentRoute = createRoute({
  method: 'get',
  path: '/subscription/entity/content',
  summary: 'the newest stories of everything the reader follows',
  middleware: [loggedIn],
  request: { query: listingQuery },
  responses: { 200: json(FollowedContent), ...errors(401) },
});

/** The entity records with their newest stories and the reader's status. */
async function withStories(db: Database, country: string, records: EntityRecord[], followed: ReadonlySet<string>): Promise<SubscribedEntity[]> {
  const rows: SubscriptionRow[] = records.map((r) => ({ entity_type: r.entityType, entity_id: r.entityId, created_time: 0 }));
  const stories = await newestStoriesPerEntity(db, country, rows, STORIES_PER_ENTITY);
  return records.map((r) => {
    const key = `${r.entityType}:${r.entityId}`;
    return {
      entityType: r.entityType,
      entityId: r.entityId,
      name: r.name,
      imageHash: r.imageHash,
      path: subscribableEntityPath(r.entityType, r.entityId),
      status: followed.has(key) ? 1 : -1,
      stories: (stories.get(key) ?? []).map((row, i) => toListingItem(row, `subscription_${r.entityType}-${r.entityId}`, i)),
    };
  });
}

const keysOf = (rows: SubscriptionRow[]) => new Set(rows.map((r) => `${r.entity_type}:${r.entity_id}`));

function resolverOf(type: SubscribableType) {
  const resolver = ENTITY_RESOLVERS[type];
  if (!resolver) throw new ApiError(400, unknownEntityTypeMessage(type));
  return resolver;
}

export const subscriptionRoutes = newRouter()
  .openapi(subscribeRoute, async (c) => {
    const reader = requireUser(c);
    const { country } = c.req.valid('query');
    const key = c.req.valid('json');
    const [entity] = await resolverOf(key.entityType).resolve(c.env.DB, country, [key.entityId]);
    if (!entity) throw new ApiError(404, `no ${key.entityType} ${key.entityId} in ${country}`);
    await ensureUser(c.env.DB, reader, Date.now());
    const outcome = await subscribe(c.env.DB, { userId: reader.userId, country, ...key }, Date.now(), SUBSCRIPTION_LIMIT);
    if (outcome === 'exists') throw new ApiError(409, SUBSCRIPTION_ERRORS.ALREADY_SUBSCRIBED.message, SUBSCRIPTION_ERRORS.ALREADY_SUBSCRIBED.code);
    if (outcome === 'limit') throw new ApiError(409, SUBSCRIPTION_ERRORS.LIMIT_REACHED.message, SUBSCRIPTION_ERRORS.LIMIT_REACHED.code);
    const { total } = await listSubscriptions(c.env.DB, reader.userId, country, 0, 1);
    return c.json({ ...key, status: 1 as const, count: total }, 201);
  })
  .openapi(unsubscribeRoute, async (c) => {
    const reader = requireUser(c);
    const { country } = c.req.valid('query');
    const key = c.req.valid('json');
    resolverOf(key.entityType);
    if (!(await unsubscribe(c.env.DB, { userId: reader.userId, country, ...key }))) throw new ApiError(404, `not subscribed to ${key.entityType} ${key.entityId}`);
    const { total } = await listSubscriptions(c.env.DB, reader.userId, country, 0, 1);
    return c.json({ ...key, status: -1 as const, count: total }, 200);
  })
  .openapi(listRoute, async (c) => {
    const reader = requireUser(c);
    const { country, offset, length } = c.req.valid('query');
    const { rows, total } = await listSubscriptions(c.env.DB, reader.userId, country, offset, length);
    return c.json(
      { offset, length, total, limit: SUBSCRIPTION_LIMIT, items: rows.map((r) => ({ entityType: r.entity_type, entityId: r.entity_id, subscribedTime: r.created_time })) },
      200,
    );
  })
  .openapi(subscribedRoute, async (c) => {
    const reader = requireUser(c);
    const { country, offset, length } = c.req.valid('query');
    const { rows, total } = await listSubscriptions(c.env.DB, reader.userId, country, offset, length);
    const records = await resolveEntities(c.env.DB, country, rows.map((r) => ({ entityType: r.entity_type, entityId: r.entity_id })));
    return c.json({ offset, length, total, items: await withStories(c.env.DB, country, records, keysOf(rows)) }, 200);
  })
  .openapi(recommendedRoute, async (c) => {
    const reader = requireUser(c);
    const { country } = c.req.valid('query');
    const followed = keysOf(await allSubscriptions(c.env.DB, reader.userId, country));
    const candidates = (
      await Promise.all(SUBSCRIBABLE_TYPES.map((t) => ENTITY_RESOLVERS[t]?.popular(c.env.DB, country, SEARCH_RESULT_LIMIT + followed.size) ?? Promise.resolve([])))
    ).flat();
    const fresh = candidates.filter((e) => !followed.has(`${e.entityType}:${e.entityId}`)).slice(0, SEARCH_RESULT_LIMIT);
    return c.json({ items: await withStories(c.env.DB, country, fresh, followed) }, 200);
  })
  .openapi(searchRoute, async (c) => {
    const reader = requireUser(c);
    const { country, query, entityType } = c.req.valid('query');
    const followed = keysOf(await allSubscriptions(c.env.DB, reader.userId, country));
    if (entityType) resolverOf(entityType);
    const types = entityType ? [entityType] : SUBSCRIBABLE_TYPES;
    const found = (await Promise.all(types.map((t) => ENTITY_RESOLVERS[t]?.search(c.env.DB, country, query, SEARCH_RESULT_LIMIT) ?? Promise.resolve([])))).flat();
    return c.json({ query, items: await withStories(c.env.DB, country, found.slice(0, SEARCH_RESULT_LIMIT), followed) }, 200);
  })
  .openapi(contentRoute, async (c) => {
    const reader = requireUser(c);
    const { country, offset, length } = c.req.valid('query');
    const rows = await allSubscriptions(c.env.DB, reader.userId, country);
    const { items, total } = await followedStories(c.env.DB, country, rows, offset, length);
    return c.json({ offset, length, total, items: items.map((row, i) => toListingItem(row, 'subscription_content', offset + i)) }, 200);
  });

/** The budget of this module's writes (docs/decisions/0025). */
export const SUBSCRIPTIONS = declareWriteFamily(subscriptionRoutes, { name: 'subscriptions', perIp: minute(1200), perReader: minute(60), maxBodyBytes: 4 * KB }, '/subscription/*');
