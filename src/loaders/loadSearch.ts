// The search pages' data (content-spec §2 /v2/search and /v2/ent/search, issue #29): what the
// reader asked, read from the URL the way the page is cached (one copy per normalised query, kind
// and window), and the ranked results of the market.
import type { EntertainmentSearchResponse, ListingSearchResponse, SearchKeywordsResponse } from '#functions/webapi/schemas/search.ts';
import { MAX_QUERY_LENGTH, normaliseQuery } from '#/domain/search/searchText.ts';
import type { PageContext } from './pageContext.ts';
import { orNoPage } from './orNoPage.ts';
import { ENTERTAINMENT_KINDS, type EntertainmentKind } from '#/domain/search/entityDocuments.ts';

/** Stories per window of results. */
export const SEARCH_PAGE_SIZE = 20;

export type SearchRequest<K extends string = never> =
  | { kind: 'empty' }
  | { kind: 'tooLong'; query: string }
  | { kind: 'search'; query: string; offset: number; /** the one kind of result asked for (?kind), or null: every kind */ only: K | null }
  /** The same search under its normalised URL: the page redirects there, so the cache keeps one copy. */
  | { kind: 'redirect'; to: string };

/**
 * How a page windows its results: `pageSize` per window; with `kinds`, a `kind` parameter may name
 * one of them, and only one kind's results are windowed (without it, the first of each, no offset).
 */
export interface SearchPaging<K extends string> {
  pageSize: number;
  kinds?: readonly K[];
}

/** What `url` asks for. */
export function searchRequest<K extends string = never>(url: URL, paging: SearchPaging<K> = { pageSize: SEARCH_PAGE_SIZE }): SearchRequest<K> {
  const raw = (url.searchParams.get('query') ?? '').replace(/\p{Cc}/gu, ' ');
  const query = normaliseQuery(raw);
  if (!query) return { kind: 'empty' };
  if ([...query].length > MAX_QUERY_LENGTH) return { kind: 'tooLong', query: [...query].slice(0, MAX_QUERY_LENGTH).join('') };
  const askedKind = url.searchParams.get('kind');
  const only = paging.kinds?.find((k) => k === askedKind) ?? null;
  const windowed = !paging.kinds || only !== null;
  const asked = url.searchParams.get('offset');
  const offset = windowed && asked !== null && /^\d{1,6}$/.test(asked) ? Math.floor(Number(asked) / paging.pageSize) * paging.pageSize : 0;
  const canonical = new URLSearchParams({ query, ...(only ? { kind: only } : {}), ...(offset ? { offset: String(offset) } : {}) });
  if (url.search !== `?${canonical}`) return { kind: 'redirect', to: `${url.pathname}?${canonical}` };
  return { kind: 'search', query, offset, only };
}

export function loadSearch(ctx: PageContext, query: string, offset: number): Promise<ListingSearchResponse> {
  return ctx.client.get('/listing/search', { query: { query, offset, length: SEARCH_PAGE_SIZE } });
}

/** Trending keywords the page offers (with no query, and beside 'no results'). */
export const TRENDING_SHOWN = 10;

/** The market's trending keywords; none when the call fails: the page still searches. */
export async function loadTrending(ctx: PageContext): Promise<string[]> {
  try {
    const { keywords } = (await ctx.client.get('/search/keywords', { query: { limit: TRENDING_SHOWN } })) as SearchKeywordsResponse;
    return keywords.map((k) => k.keyword);
  } catch (error) {
    console.error('search page: trending keywords failed', error);
    return [];
  }
}

/** Results of each kind on the page of every kind; of the one kind asked for, per window. */
export const ENT_SEARCH_GROUP_SIZE = 6;
export const ENT_SEARCH_PAGE_SIZE = 24;

/** The market's dramas, movies and people for `query`; null: the market has none ('no page'). */
export function loadEntSearch(ctx: PageContext, query: string, only: EntertainmentKind | null, offset: number): Promise<EntertainmentSearchResponse | null> {
  return orNoPage(() =>
    ctx.client.get('/entmt/search', {
      query: { query, kinds: only ?? ENTERTAINMENT_KINDS.join(','), offset, length: only ? ENT_SEARCH_PAGE_SIZE : ENT_SEARCH_GROUP_SIZE },
    }),
  );
}
