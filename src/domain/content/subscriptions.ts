// Subscription rules (content-spec §7 Subscription, §8 codes, §9 constants). The spec lists the
// constants -1, 1, 100, 10, 10, 3 without names; read here as: -1 not subscribed, 1 subscribed, 100
// entities a reader may follow per market, 10 items per page of the subscribed list, 10 search
// results, 3 newest stories shown per followed entity (docs/decisions/0028).

export const SUBSCRIBABLE_TYPES = ['CP', 'PROFILE', 'TAG'] as const;
export type SubscribableType = (typeof SUBSCRIBABLE_TYPES)[number];

export const SUBSCRIPTION_STATUS = { NOT_SUBSCRIBED: -1, SUBSCRIBED: 1 } as const;
export const SUBSCRIPTION_LIMIT = 100;
export const SUBSCRIBED_PAGE_LENGTH = 10;
export const SEARCH_RESULT_LIMIT = 10;
export const STORIES_PER_ENTITY = 3;

/** The spec's two subscription error codes, with the meaning this portal gives them. */
export const SUBSCRIPTION_ERRORS = {
  ALREADY_SUBSCRIBED: { code: 120001, status: 409, message: 'already subscribed' },
  LIMIT_REACHED: { code: 120002, status: 409, message: 'subscription limit reached' },
} as const;

/** Key of one followed entity in a reader's set. */
export const entityKey = (type: SubscribableType, id: string) => `${type}:${id}`;
