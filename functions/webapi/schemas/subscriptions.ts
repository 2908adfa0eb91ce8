// Wire shapes of subscriptions (content-spec §7 Subscription).
import { z } from '@hono/zod-openapi';
import { SUBSCRIBABLE_TYPES } from '#/domain/content/subscriptions.ts';
import { ListingItem } from './content.ts';

export const EntityKey = z
  .object({
    entityType: z.enum(SUBSCRIBABLE_TYPES, { error: `must be one of ${SUBSCRIBABLE_TYPES.join(', ')}` }),
    entityId: z.string({ error: 'is required' }).regex(/^[A-Za-z0-9_-]{1,120}$/, 'must be 1-120 letters, digits, - or _'),
  })
  .strict();
export type EntityKey = z.infer<typeof EntityKey>;

export const SubscriptionChange = EntityKey.extend({
  status: z.union([z.literal(1), z.literal(-1)]).describe('1 subscribed, -1 not subscribed'),
  count: z.number().int().describe("the reader's subscriptions in this market after the change"),
}).openapi('SubscriptionChange');

export const SubscriptionList = z
  .object({
    offset: z.number().int(),
    length: z.number().int(),
    total: z.number().int(),
    limit: z.number().int().describe('how many entities a reader may follow per market'),
    items: z.array(EntityKey.extend({ subscribedTime: z.number() })),
  })
  .openapi('SubscriptionList');

export const SubscribedEntity = EntityKey.extend({
  name: z.string(),
  imageHash: z.string().nullable(),
  path: z.string().describe("the entity's page, after /{country}/{ns}"),
  status: z.union([z.literal(1), z.literal(-1)]),
  stories: z.array(ListingItem).describe('its newest stories'),
}).openapi('SubscribedEntity');
export type SubscribedEntity = z.infer<typeof SubscribedEntity>;

export const SubscribedEntities = z
  .object({ offset: z.number().int(), length: z.number().int(), total: z.number().int(), items: z.array(SubscribedEntity) })
  .openapi('SubscribedEntities');

export const EntityResults = z.object({ query: z.string().optional(), items: z.array(SubscribedEntity) }).openapi('EntityResults');

export const FollowedContent = z
  .object({ offset: z.number().int(), length: z.number().int(), total: z.number().int(), items: z.array(ListingItem) })
  .openapi('FollowedContent');
