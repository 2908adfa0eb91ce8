// What each of the reader's parts shows (src/pages/[country]/[ns]/partial/me/[part].astro), read
// from the API with the client carrying the reader's token. Any call's failure is thrown as the
// API's error (a 401 'user is not logged in' without a token, or with one that no longer verifies),
// except a search the API refuses (400): its message is shown beside the suggestions.
import type { ResponseOf, WebapiClient } from '#/api/webapiClient.ts';
import { toWebapiError } from '#/api/webapiError.ts';
import { loadForYouStories, type ForYouStory } from '#/api/forYou.ts';
import { SUBSCRIBED_PAGE_LENGTH } from '#/domain/content/subscriptions.ts';
import type { ReaderPart } from '#/domain/identity/readerParts.ts';
import { userResult } from '#/domain/identity/userDataCache.ts';
import type { SubscribedEntity } from '#functions/webapi/schemas/subscriptions.ts';

export type ReaderActivity = ResponseOf<'/user/activity', '$get'>;
export type ReaderNotices = ResponseOf<'/user/notices', '$get'>;
export type ReaderMovieOrder = ResponseOf<'/booking/my/order/:orderId', '$get'>;
export type ReaderSetting = ResponseOf<'/user/setting', '$get'>['result'];

export type ReaderPartData =
  | { part: 'account'; displayName: string }
  | { part: 'activity'; activity: ReaderActivity; optOut: boolean; forYou: ForYouStory[] }
  | { part: 'notices'; notices: ReaderNotices }
  | { part: 'followed'; offset: number; total: number; items: SubscribedEntity[] }
  | { part: 'search'; query: string; results: SubscribedEntity[]; refused: string | null; recommended: SubscribedEntity[] }
  | { part: 'notice-settings'; setting: ReaderSetting }
  | { part: 'movie-orders'; orders: ReaderMovieOrder[] }
  | { part: 'movie-order'; order: ReaderMovieOrder };

async function search(client: WebapiClient, query: string): Promise<{ results: SubscribedEntity[]; refused: string | null }> {
  // No query, no search (the page opened without one); anything sent goes to the API as it is.
  if (query === '') return { results: [], refused: null };
  try {
    return { results: (await client.get('/subscription/search', { query: { query } })).items, refused: null };
  } catch (error) {
    const e = toWebapiError(error);
    if (e.statusCode === 400) return { results: [], refused: e.message };
    throw e;
  }
}

export async function loadReaderPart(client: WebapiClient, part: ReaderPart, params: URLSearchParams): Promise<ReaderPartData> {
  switch (part) {
    case 'account':
      return { part, displayName: userResult(await client.get('/user/profile')).displayName };
    case 'activity': {
      const [activity, setting] = await Promise.all([client.get('/user/activity'), client.get('/user/setting')]);
      const optOut = userResult(setting).personalizedContentOptOut;
      return { part, activity, optOut, forYou: await loadForYouStories(client, optOut) };
    }
    case 'notices':
      return { part, notices: await client.get('/user/notices') };
    case 'followed': {
      const offset = Math.max(0, Number.parseInt(params.get('offset') ?? '0', 10) || 0);
      const page = await client.get('/subscription/subscribed/list', { query: { offset, length: SUBSCRIBED_PAGE_LENGTH } });
      return { part, offset: page.offset, total: page.total, items: page.items };
    }
    case 'search': {
      // As the form sent it: the API decides what it accepts (1–50 characters once trimmed).
      const query = params.get('query') ?? '';
      // The suggestions first: a missing or refused token is the whole part's 401.
      const recommended = (await client.get('/subscription/recommended')).items;
      return { part, query: query.trim(), ...(await search(client, query)), recommended };
    }
    case 'notice-settings':
      return { part, setting: userResult(await client.get('/user/setting')) };
    case 'movie-orders':
      return { part, orders: (await client.get('/booking/my/orders')).orders };
    case 'movie-order': {
      // The ticket page's order id (its path), sent as ?orderId=; the API answers 404 for another reader's.
      const orderId = /^[0-9a-z]{1,40}/.exec(params.get('orderId') ?? '')?.[0] ?? '';
      return { part, order: await client.get('/booking/my/order/:orderId', { param: { orderId } }) };
    }
  }
}
