// What the signed-in reader follows (content-spec §7 Subscription): loaded once per page from the
// subscription list, changed optimistically by the follow buttons, rolled back when the server
// refuses. One change per entity at a time: a second tap while one is sending is ignored.
import { atom, map } from 'nanostores';
import type { WebapiClient } from '#/api/webapiClient.ts';
import { toWebapiError } from '#/api/webapiError.ts';
import { entityKey, type SubscribableType } from '#/domain/content/subscriptions.ts';
import { $session } from './session.ts';

type SubscriptionClient = Pick<WebapiClient, 'get' | 'send'>;

/** Followed entities by type:id; absent means not followed. */
export const $followed = map<Record<string, true>>({});
/** Entities whose follow or unfollow call is on its way. */
export const $followSending = map<Record<string, true>>({});
/** 'idle' before the list is read; 'ready' once it is (or when nobody is signed in). */
export const $followedStatus = atom<'idle' | 'loading' | 'ready' | 'failed'>('idle');

let loading: Promise<void> | null = null;

/** Reads the reader's subscriptions once per page (again after a sign-in change). */
export function loadFollowed(client: SubscriptionClient): Promise<void> {
  if (!$session.get()) {
    $followed.set({});
    $followedStatus.set('ready');
    return Promise.resolve();
  }
  loading ??= (async () => {
    $followedStatus.set('loading');
    try {
      const list = await client.get('/subscription/list', { query: { offset: 0, length: 100 } });
      $followed.set(Object.fromEntries(list.items.map((i) => [entityKey(i.entityType, i.entityId), true as const])));
      $followedStatus.set('ready');
    } catch {
      $followedStatus.set('failed');
    }
  })();
  return loading;
}

/** Entities changed on this page: their state in $followed is this page's, not a server render's. */
const changedHere = new Set<string>();

/**
 * One entity's state as the server rendered it (the reader's own lists), taken before the first
 * change of a button that never read the list; a state read with the list or changed here stays.
 */
export function seedFollowed(key: string, following: boolean): void {
  if ($followedStatus.get() === 'ready' || changedHere.has(key)) return;
  $followed.setKey(key, following ? true : undefined!);
}

$session.listen(() => {
  changedHere.clear();
  loading = null;
  $followed.set({});
  $followedStatus.set('idle');
});

export interface FollowOutcome {
  ok: boolean;
  /** Not sent: another change of the same entity was on its way (the tap is ignored). */
  ignored?: boolean;
  /** Why the server refused: the spec's code (120002 limit reached) when it sent one, and its status. */
  code?: number;
  statusCode?: number;
}

/**
 * Follows or unfollows at once on screen, then asks the server; a refusal puts the state back. The
 * server's "already subscribed" / "not subscribed" answers mean the screen was behind: it keeps
 * the state the reader asked for.
 */
export async function toggleFollow(client: SubscriptionClient, entityType: SubscribableType, entityId: string): Promise<FollowOutcome> {
  const key = entityKey(entityType, entityId);
  if ($followSending.get()[key]) return { ok: false, ignored: true };
  const following = Boolean($followed.get()[key]);
  changedHere.add(key);
  $followSending.setKey(key, true);
  $followed.setKey(key, following ? undefined! : true);
  try {
    await client.send('POST', following ? '/subscription/entity/unsubscribe' : '/subscription/entity/subscribe', { json: { entityType, entityId } });
    return { ok: true };
  } catch (error) {
    const e = toWebapiError(error);
    const alreadyThere = (!following && e.statusCode === 409 && e.code === 120001) || (following && e.statusCode === 404);
    if (alreadyThere) return { ok: true };
    $followed.setKey(key, following ? true : undefined!);
    return { ok: false, code: e.code, statusCode: e.statusCode };
  } finally {
    $followSending.setKey(key, undefined!);
  }
}
