// Election calls for candidates (content-spec §7: roles, districts, profiles, profiles/search,
// qsearch/trending/candidate, post, policy, policy/post; docs/decisions/0079, 0083). Every call
// names the market; `electionId` picks the election (default: the market's latest). A market
// without elections (src/markets.ts `elections`) or an unknown election answers 404.
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { CANDIDATE_SEARCH_MAX_PAGE, CANDIDATE_SEARCH_PAGE, TREND_LIMIT, TREND_WINDOW_MS, candidateNameMatch, rankByTrend } from '#/domain/election/candidates.ts';
import { DISTRICT_ID, ELECTION_ID, POLICY_CATEGORIES, ROLE_ID } from '#/domain/election/elections.ts';
import { PROFILE_HASH } from '#/domain/profiles/profiles.ts';
import { MAX_QUERY_LENGTH, normaliseQuery, queryProblem } from '#/domain/search/searchText.ts';
import { MARKETS, type CountryCode } from '#/markets.ts';
import { countVisibleComments } from '../db/comments.ts';
import {
  findCandidacies,
  findCandidate,
  findCandidates,
  findElection,
  findPolicy,
  findPosts,
  listDistricts,
  listPolicies,
  listRoles,
  listStandingParties,
  readKeywordSearchers,
  readTrendSignals,
  type ElectionRow,
} from '../db/electionProfiles.ts';
import { toCandidate, toCities, toElectionView, toParty, toPolicy, toPost, toRole } from './electionMapping.ts';
import type { ApiEnv } from './identity.ts';
import { newRouter } from './router.ts';
import { errors, json } from './schemas/common.ts';
import {
  CandidateSearchResponse,
  DistrictsResponse,
  PoliciesResponse,
  PolicyPostsResponse,
  PostsResponse,
  ProfilesResponse,
  RolesResponse,
  TrendingCandidatesResponse,
} from './schemas/elections.ts';
import { ApiError, countrySchema } from './validation.ts';

const HOUR = 3_600_000;

const electionId = z.string().regex(ELECTION_ID, 'must be an election id such as tw-2026-taipei').openapi({ example: 'tw-2026-taipei', description: "default: the market's latest election" });
const profileHash = z.string().regex(PROFILE_HASH, 'must be 6-40 letters or digits');
const electionQuery = z.object({ country: countrySchema, electionId: electionId.optional() });
const windowQuery = (max: number, fallback: number) => ({
  offset: z.coerce.number({ error: 'must be a number' }).int('must be an integer').min(0, 'must be 0 or more').default(0),
  length: z.coerce.number({ error: 'must be a number' }).int('must be an integer').min(1, 'must be 1 or more').max(max, `must be at most ${max}`).default(fallback),
});
const filterQuery = {
  roleId: z.string().regex(ROLE_ID, 'must be a role id such as mayor').optional(),
  districtId: z.string().regex(DISTRICT_ID, 'must be a district code such as 63000010').optional(),
};

/** The market's election the query names (or its latest); 404 when the market has none or no such one. */
export async function electionOf(c: Context<ApiEnv>, country: CountryCode, id: string | undefined): Promise<ElectionRow> {
  if (!MARKETS[country].elections) throw new ApiError(404, `market ${country} has no elections`);
  const found = await findElection(c.env.DB, country, id);
  if (!found) throw new ApiError(404, id ? `election not found: ${id}` : `market ${country} has no elections yet`);
  return found;
}

/** The election a person's page shows: the one named, else the latest they stand in; 404 when they do not stand. */
async function candidacyOf(c: Context<ApiEnv>, country: CountryCode, hash: string, id: string | undefined) {
  if (!MARKETS[country].elections) throw new ApiError(404, `market ${country} has no elections`);
  const candidacies = await findCandidacies(c.env.DB, country, hash);
  const chosen = id ?? candidacies[0]?.election_id;
  if (id && !(await findElection(c.env.DB, country, id))) throw new ApiError(404, `election not found: ${id}`);
  if (!chosen || !candidacies.some((x) => x.election_id === chosen)) throw new ApiError(404, `candidate not found: ${hash}${id ? ` in ${id}` : ''}`);
  const election = (await findElection(c.env.DB, country, chosen))!;
  const candidate = (await findCandidate(c.env.DB, chosen, hash))!;
  return { election, candidate, candidacies };
}

const roles = createRoute({
  method: 'get',
  path: '/election/roles',
  summary: "an election's roles (offices on the ballot) with their candidate counts",
  request: { query: electionQuery },
  responses: { 200: json(RolesResponse), ...errors(404) },
});

const districts = createRoute({
  method: 'get',
  path: '/election/districts',
  summary: "an election's districts, nested city → district",
  request: { query: electionQuery },
  responses: { 200: json(DistrictsResponse), ...errors(404) },
});

const profiles = createRoute({
  method: 'get',
  path: '/election/profiles',
  summary: "an election's candidates (by role and district, in ballot order), or one candidate in full by profileHash",
  request: {
    query: electionQuery.extend({
      ...filterQuery,
      profileHash: profileHash.optional().openapi({ description: "one candidate in full; electionId then defaults to the latest election they stand in" }),
      ...windowQuery(200, 200),
    }),
  },
  responses: { 200: json(ProfilesResponse), ...errors(404) },
});

const search = createRoute({
  method: 'get',
  path: '/election/profiles/search',
  summary: 'candidates by name (partial, CJK or Latin), district, party and role: a window with the total',
  request: {
    query: electionQuery.extend({
      query: z
        .string()
        .max(MAX_QUERY_LENGTH, `must be at most ${MAX_QUERY_LENGTH} characters`)
        .refine((q) => !q.trim() || queryProblem(q) === null, 'must not contain control characters')
        .optional()
        .openapi({ description: 'part of a name; empty: every candidate the filters allow' }),
      ...filterQuery,
      partyId: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a party id such as independent').optional(),
      ...windowQuery(CANDIDATE_SEARCH_MAX_PAGE, CANDIDATE_SEARCH_PAGE),
    }),
  },
  responses: { 200: json(CandidateSearchResponse), ...errors(404) },
});

const trending = createRoute({
  method: 'get',
  path: '/election/qsearch/trending/candidate',
  summary: "an election's trending candidates: reader reactions, comments, friend adds and name searches of the last week, weighed",
  request: {
    query: electionQuery.extend({
      limit: z.coerce.number({ error: 'must be a number' }).int('must be an integer').min(1, 'must be 1 or more').max(20, 'must be at most 20').default(TREND_LIMIT),
    }),
  },
  responses: { 200: json(TrendingCandidatesResponse), ...errors(404) },
});

const posts = createRoute({
  method: 'get',
  path: '/election/post',
  summary: "an election's campaign posts, newest first: all, or one candidate's",
  request: { query: electionQuery.extend({ profileHash: profileHash.optional(), ...windowQuery(50, 20) }) },
  responses: { 200: json(PostsResponse), ...errors(404) },
});

const policies = createRoute({
  method: 'get',
  path: '/election/policy',
  summary: "a candidate's policies (platform), optionally of one category",
  request: {
    query: electionQuery.extend({
      profileHash: z.string({ error: 'is required' }).regex(PROFILE_HASH, 'must be 6-40 letters or digits').openapi({ example: 'pA1b2C3d4e' }),
      category: z.enum(POLICY_CATEGORIES, { error: `must be one of ${POLICY_CATEGORIES.join(', ')}` }).optional(),
    }),
  },
  responses: { 200: json(PoliciesResponse), ...errors(404) },
});

const policyPosts = createRoute({
  method: 'get',
  path: '/election/policy/post',
  summary: 'one policy with the campaign posts about it, newest first',
  request: {
    query: z.object({
      country: countrySchema,
      policyId: z.coerce.number({ error: 'must be a policy id' }).int('must be a policy id').positive('must be a policy id').openapi({ example: 1 }),
      ...windowQuery(50, 20),
    }),
  },
  responses: { 200: json(PolicyPostsResponse), ...errors(404) },
});

export const electionRoutes = newRouter()
  .openapi(roles, async (c) => {
    const { country, electionId: id } = c.req.valid('query');
    const election = await electionOf(c, country, id);
    return c.json({ election: toElectionView(election, Date.now()), roles: (await listRoles(c.env.DB, election.id)).map(toRole) }, 200);
  })
  .openapi(districts, async (c) => {
    const { country, electionId: id } = c.req.valid('query');
    const election = await electionOf(c, country, id);
    return c.json({ election: toElectionView(election, Date.now()), cities: toCities(await listDistricts(c.env.DB, election.id)) }, 200);
  })
  .openapi(profiles, async (c) => {
    const q = c.req.valid('query');
    const now = Date.now();
    if (q.profileHash) {
      const { election, candidate, candidacies } = await candidacyOf(c, q.country, q.profileHash, q.electionId);
      const [commentCount, policyRows, postWindow] = await Promise.all([
        countVisibleComments(c.env.DB, { targetType: 'profile', targetId: q.profileHash }),
        listPolicies(c.env.DB, election.id, q.profileHash),
        findPosts(c.env.DB, election.id, { profileHash: q.profileHash }, 0, 1),
      ]);
      const summary = toCandidate(candidate);
      return c.json(
        {
          election: toElectionView(election, now),
          total: 1,
          items: [summary],
          profile: {
            ...summary,
            pageType: 'ELECTION_PROFILE' as const,
            description: candidate.description,
            commentCount,
            contactType: 'ELECTION_PROFILE' as const,
            policyCount: policyRows.length,
            postCount: postWindow.total,
            candidacies: candidacies.map((x) => ({ electionId: x.election_id, electionName: x.election_name, electionDate: x.election_date, roleName: x.role_name, districtName: x.district_name })),
          },
        },
        200,
      );
    }
    const election = await electionOf(c, q.country, q.electionId);
    const found = await findCandidates(c.env.DB, election, { roleId: q.roleId, districtId: q.districtId }, q.offset, q.length);
    return c.json({ election: toElectionView(election, now), total: found.total, items: found.rows.map(toCandidate), profile: null }, 200);
  })
  .openapi(search, async (c) => {
    const q = c.req.valid('query');
    const election = await electionOf(c, q.country, q.electionId);
    const query = normaliseQuery(q.query ?? '');
    const nameMatch = query ? candidateNameMatch(query, MARKETS[q.country].contentLanguage) : undefined;
    const view = toElectionView(election, Date.now());
    // A query with nothing searchable in it (only punctuation) matches no name.
    const [found, parties] = await Promise.all([
      nameMatch === null ? { total: 0, rows: [] } : findCandidates(c.env.DB, election, { roleId: q.roleId, districtId: q.districtId, partyId: q.partyId, nameMatch }, q.offset, q.length),
      listStandingParties(c.env.DB, election.id),
    ]);
    return c.json({ election: view, query, offset: q.offset, length: q.length, total: found.total, items: found.rows.map(toCandidate), parties: parties.map(toParty) }, 200);
  })
  .openapi(trending, async (c) => {
    const { country, electionId: id, limit } = c.req.valid('query');
    const election = await electionOf(c, country, id);
    const now = Date.now();
    const since = now - TREND_WINDOW_MS;
    const everyone = await findCandidates(c.env.DB, election, {}, 0, 10_000);
    const [signals, searchers] = await Promise.all([
      readTrendSignals(c.env.DB, election.id, since),
      readKeywordSearchers(c.env.DB, country, [...new Set(everyone.rows.map((r) => normaliseQuery(r.name)))], Math.floor(since / HOUR)),
    ]);
    const byHash = new Map(signals.map((s) => [s.profile_hash, s]));
    const ranked = rankByTrend(
      everyone.rows.map((row, position) => {
        const s = byHash.get(row.profile_hash);
        return { row, position, signals: { reactions: s?.reactions ?? 0, comments: s?.comments ?? 0, friendAdds: s?.friend_adds ?? 0, searches: searchers.get(normaliseQuery(row.name)) ?? 0 } };
      }),
      limit,
    );
    return c.json({ election: toElectionView(election, now), since, items: ranked.map((r) => ({ ...toCandidate(r.row), trend: { score: r.score, ...r.signals } })) }, 200);
  })
  .openapi(posts, async (c) => {
    const q = c.req.valid('query');
    const election = q.profileHash && !q.electionId ? (await candidacyOf(c, q.country, q.profileHash, undefined)).election : await electionOf(c, q.country, q.electionId);
    const found = await findPosts(c.env.DB, election.id, { profileHash: q.profileHash }, q.offset, q.length);
    return c.json({ election: toElectionView(election, Date.now()), offset: q.offset, total: found.total, items: found.rows.map(toPost) }, 200);
  })
  .openapi(policies, async (c) => {
    const q = c.req.valid('query');
    const { election, candidate } = await candidacyOf(c, q.country, q.profileHash, q.electionId);
    const rows = await listPolicies(c.env.DB, election.id, q.profileHash, q.category);
    return c.json({ election: toElectionView(election, Date.now()), candidate: toCandidate(candidate), items: rows.map(toPolicy) }, 200);
  })
  .openapi(policyPosts, async (c) => {
    const q = c.req.valid('query');
    const policy = await findPolicy(c.env.DB, q.policyId);
    if (!policy || policy.country !== q.country) throw new ApiError(404, `policy not found: ${q.policyId}`);
    const found = await findPosts(c.env.DB, policy.election_id, { policyId: policy.id }, q.offset, q.length);
    return c.json({ policy: toPolicy(policy), offset: q.offset, total: found.total, items: found.rows.map(toPost) }, 200);
  });
