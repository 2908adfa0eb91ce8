// The search page's data (content-spec §2 /v2/search, issue #29): what the reader asked, read from
// the URL the way the page is cached (one copy per normalised query and window), and the ranked
// stories of the market.
import type { SearchKeywordsResponse, StorySearchResponse } from '#functions/webapi/schemas/search.ts';
import { MAX_QUERY_LENGTH, normaliseQuery } from '#/domain/search/searchText.ts';
import type { PageContext } from './pageContext.ts';

/** Stories per window of results. */
export const SEARCH_PAGE_SIZE = 20;

export type SearchRequest =
  | { kind: 'empty' }
  | { kind: 'tooLong'; query: string }
  | { kind: 'search'; query: string; offset: number }
  /** The same search under its normalised URL: the page redirects there, so the cache keeps one copy. */
  | { kind: 'redirect'; to: string };

/** What `url` asks for. */
export function searchRequest(url: URL): SearchRequest {
  const raw = (url.searchParams.get('query') ?? '').replace(/\p{Cc}/gu, ' ');
  const query = normaliseQuery(raw);
  if (!query) return { kind: 'empty' };
  if ([...query].length > MAX_QUERY_LENGTH) return { kind: 'tooLong', query: [...query].slice(0, MAX_QUERY_LENGTH).join('') };
  const asked = url.searchParams.get('offset');
  const offset = asked !== null && /^\d{1,6}$/.test(asked) ? Math.floor(Number(asked) / SEARCH_PAGE_SIZE) * SEARCH_PAGE_SIZE : 0;
  const canonical = new URLSearchParams({ query, ...(offset ? { offset: String(offset) } : {}) });
  if (url.search !== `?${canonical}`) return { kind: 'redirect', to: `${url.pathname}?${canonical}` };
  return { kind: 'search', query, offset };
}

export function loadSearch(ctx: PageContext, query: string, offset: number): Promise<StorySearchResponse> {
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
