// Election candidate pages' data (content-spec §2 /v2/election/profile/search and
// /v2/election/profile/{profileHash}/{tabPath}; docs/decisions/0083): the search page's request as
// read from its URL (one cached copy per normalised URL) and its results with the filters' choices,
// and a candidate with what their tab shows. Null means 'no page'.
import type {
  CandidateSearchResponse,
  DistrictsResponse,
  PoliciesResponse,
  PostsResponse,
  ProfilesResponse,
  RolesResponse,
  TrendingCandidatesResponse,
} from '#functions/webapi/schemas/elections.ts';
import { CANDIDATE_SEARCH_PAGE, type CandidateTab } from '#/domain/election/candidates.ts';
import { DISTRICT_ID, ELECTION_ID, ROLE_ID } from '#/domain/election/elections.ts';
import { isProfileHash } from '#/domain/profiles/profiles.ts';
import { MAX_QUERY_LENGTH, normaliseQuery } from '#/domain/search/searchText.ts';
import type { PageContext } from './pageContext.ts';
import { orNoPage } from './orNoPage.ts';

/** What the search page's URL asks for, each filter only when well formed. */
export interface CandidateSearchRequest {
  query: string;
  electionId: string | null;
  roleId: string | null;
  districtId: string | null;
  partyId: string | null;
  offset: number;
}

const PARTY_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PARAMS = ['electionId', 'query', 'roleId', 'districtId', 'partyId', 'offset'] as const;

/**
 * The search the URL asks for, or where to redirect so the cache keeps one copy per search: the
 * query normalised, empty and malformed filters dropped, the offset a multiple of the page, the
 * parameters in one order.
 */
export function candidateSearchRequest(url: URL): { kind: 'search'; request: CandidateSearchRequest } | { kind: 'redirect'; to: string } {
  const p = url.searchParams;
  const valid = (name: string, rule: RegExp) => {
    const v = p.get(name)?.trim() ?? '';
    return rule.test(v) ? v : null;
  };
  const rawOffset = p.get('offset') ?? '';
  const request: CandidateSearchRequest = {
    query: [...normaliseQuery((p.get('query') ?? '').replace(/\p{Cc}/gu, ' '))].slice(0, MAX_QUERY_LENGTH).join(''),
    electionId: valid('electionId', ELECTION_ID),
    roleId: valid('roleId', ROLE_ID),
    districtId: valid('districtId', DISTRICT_ID),
    partyId: valid('partyId', PARTY_ID),
    offset: /^\d{1,6}$/.test(rawOffset) ? Math.floor(Number(rawOffset) / CANDIDATE_SEARCH_PAGE) * CANDIDATE_SEARCH_PAGE : 0,
  };
  const search = candidateSearchQuery(request);
  if (url.search !== (search ? `?${search}` : '')) return { kind: 'redirect', to: `${url.pathname}${search ? `?${search}` : ''}` };
  return { kind: 'search', request };
}

/** The canonical query string of a search (no leading '?'); empty for the bare page. */
export function candidateSearchQuery(r: CandidateSearchRequest): string {
  const values: Record<(typeof PARAMS)[number], string | null> = { ...r, offset: r.offset ? String(r.offset) : null, query: r.query || null };
  return new URLSearchParams(PARAMS.flatMap((name) => (values[name] ? [[name, values[name]!]] : []))).toString();
}

export interface CandidateSearchPage {
  found: CandidateSearchResponse;
  roles: RolesResponse['roles'];
  cities: DistrictsResponse['cities'];
  /** With no query and no filter: the election's trending candidates. */
  trending: TrendingCandidatesResponse['items'];
}

const TRENDING_SHOWN = 5;

/** The search's results and the filters' choices; null when the market has no elections or no such election. */
export async function loadCandidateSearch(ctx: PageContext, r: CandidateSearchRequest): Promise<CandidateSearchPage | null> {
  const election = r.electionId ? { electionId: r.electionId } : {};
  const unfiltered = !r.query && !r.roleId && !r.districtId && !r.partyId && r.offset === 0;
  return orNoPage(async () => {
    const [found, roles, districts, trending] = await Promise.all([
      ctx.client.get('/election/profiles/search', {
        query: {
          ...election,
          ...(r.query ? { query: r.query } : {}),
          ...(r.roleId ? { roleId: r.roleId } : {}),
          ...(r.districtId ? { districtId: r.districtId } : {}),
          ...(r.partyId ? { partyId: r.partyId } : {}),
          offset: r.offset,
          length: CANDIDATE_SEARCH_PAGE,
        },
      }),
      ctx.client.get('/election/roles', { query: election }),
      ctx.client.get('/election/districts', { query: election }),
      unfiltered ? ctx.client.get('/election/qsearch/trending/candidate', { query: { ...election, limit: TRENDING_SHOWN } }) : null,
    ]);
    return { found, roles: roles.roles, cities: districts.cities, trending: trending?.items.filter((c) => c.trend.score > 0) ?? [] };
  });
}

export interface CandidatePage {
  candidate: NonNullable<ProfilesResponse['profile']>;
  election: ProfilesResponse['election'];
  /** Whether the URL named the election (links between tabs keep it). */
  electionNamed: boolean;
  policies: PoliciesResponse['items'];
  posts: PostsResponse['items'];
}

/** Posts a candidate's page shows (their whole campaign, newest first). */
const POSTS_SHOWN = 50;

/** A candidate and what the tab shows; null for 'no page' (not a hash, not standing, no such election). */
export async function loadCandidatePage(ctx: PageContext, hash: string, tab: CandidateTab, electionId: string | null): Promise<CandidatePage | null> {
  if (!isProfileHash(hash)) return null;
  if (electionId !== null && !ELECTION_ID.test(electionId)) return null;
  const election = electionId ? { electionId } : {};
  return orNoPage(async () => {
    const found = await ctx.client.get('/election/profiles', { query: { profileHash: hash, ...election } });
    const chosen = { electionId: found.election.id, profileHash: hash };
    const [policies, posts] = await Promise.all([
      tab === 'profile' || tab === 'policies' ? ctx.client.get('/election/policy', { query: chosen }) : null,
      tab === 'policies' || tab === 'posts' ? ctx.client.get('/election/post', { query: { ...chosen, length: POSTS_SHOWN } }) : null,
    ]);
    return { candidate: found.profile!, election: found.election, electionNamed: electionId !== null, policies: policies?.items ?? [], posts: posts?.items ?? [] };
  });
}
