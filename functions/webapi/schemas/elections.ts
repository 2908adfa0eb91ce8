// Wire shapes of the election calls for candidates (content-spec §7; docs/decisions/0079, 0083).
// The spec shows none of these fields (§3 "not shown"): they follow Taiwan's and Indonesia's local
// elections, as the data model does.
import { z } from '@hono/zod-openapi';
import { CONSTITUENCY_LEVELS, ELECTION_STATUSES, POLICY_CATEGORIES, ROLE_KINDS } from '#/domain/election/elections.ts';
import { ProfileInfoMeta } from './profiles.ts';

export const ElectionView = z
  .object({
    id: z.string().describe('<market>-<year>-<words>, e.g. tw-2026-taipei'),
    country: z.string(),
    name: z.string(),
    electionDate: z.string().describe("YYYY-MM-DD in the market's time zone"),
    pollsCloseTime: z.number().int().describe('epoch ms; counting starts then'),
    finishedTime: z.number().int().nullable().describe('when the count was declared final; null while counting or before'),
    status: z.enum(ELECTION_STATUSES),
  })
  .openapi('Election');
export type ElectionView = z.infer<typeof ElectionView>;

export const ElectionRole = z
  .object({
    id: z.string(),
    kind: z.enum(ROLE_KINDS),
    name: z.string(),
    seats: z.number().int().describe('seats per constituency'),
    constituencyLevel: z.enum(CONSTITUENCY_LEVELS).describe('CITY: one city-wide race; DISTRICT: one race per district'),
    candidateCount: z.number().int(),
  })
  .openapi('ElectionRole');

export const RolesResponse = z.object({ election: ElectionView, roles: z.array(ElectionRole) }).openapi('ElectionRoles');
export type RolesResponse = z.infer<typeof RolesResponse>;

const DistrictFields = { id: z.string().describe('official code'), name: z.string(), stations: z.number().int(), electorate: z.number().int() };
export const ElectionCity = z
  .object({
    ...DistrictFields,
    boundarySet: z.string().nullable().describe("the city's shipped map boundaries"),
    districts: z.array(z.object(DistrictFields)),
  })
  .openapi('ElectionCity');
export const DistrictsResponse = z
  .object({ election: ElectionView, cities: z.array(ElectionCity).describe("a city's stations and electorate are its districts' sums") })
  .openapi('ElectionDistricts');
export type DistrictsResponse = z.infer<typeof DistrictsResponse>;

export const ElectionParty = z
  .object({
    id: z.string(),
    name: z.string(),
    shortName: z.string(),
    colour: z.string().describe('#rrggbb'),
    textColour: z.enum(['#ffffff', '#111111']).describe('the readable text colour on the party colour'),
  })
  .openapi('ElectionParty');
export type ElectionParty = z.infer<typeof ElectionParty>;

export const Candidate = z
  .object({
    profileHash: z.string().describe("the person's profile hash: their page is /v2/election/profile/{profileHash}"),
    electionId: z.string(),
    name: z.string(),
    imageHash: z.string().nullable(),
    avatarType: z.literal('ELECTION').describe('content-spec §3 avatar type: a candidate portrait'),
    profileInfoMeta: ProfileInfoMeta,
    ballotNumber: z.number().int(),
    role: z.object({ id: z.string(), kind: z.enum(ROLE_KINDS), name: z.string() }),
    district: z.object({ id: z.string(), name: z.string(), level: z.enum(CONSTITUENCY_LEVELS), cityId: z.string().nullable() }).describe('the constituency: a city (city-wide role) or a district'),
    party: ElectionParty,
    slogan: z.string(),
    incumbent: z.boolean(),
  })
  .openapi('Candidate');
export type Candidate = z.infer<typeof Candidate>;

export const Candidacy = z.object({ electionId: z.string(), electionName: z.string(), electionDate: z.string(), roleName: z.string(), districtName: z.string() });

export const CandidateProfile = Candidate.extend({
  pageType: z.literal('ELECTION_PROFILE').describe('content-spec §3 page type election profile'),
  description: z.string(),
  commentCount: z.number().int().describe('comments and replies readers can see (target type profile)'),
  contactType: z.literal('ELECTION_PROFILE').describe('how a reader adds the candidate as a friend (messaging app only)'),
  policyCount: z.number().int(),
  postCount: z.number().int(),
  candidacies: z.array(Candidacy).describe('every election the person stands in, newest first'),
}).openapi('CandidateProfile');
export type CandidateProfile = z.infer<typeof CandidateProfile>;

export const ProfilesResponse = z
  .object({
    election: ElectionView,
    total: z.number().int().describe('candidates the filters select, in all'),
    items: z.array(Candidate),
    profile: CandidateProfile.nullable().describe('with profileHash: the candidate in full; otherwise null'),
  })
  .openapi('ElectionProfiles');
export type ProfilesResponse = z.infer<typeof ProfilesResponse>;

export const CandidateSearchResponse = z
  .object({
    election: ElectionView,
    query: z.string().describe('the normalised name query; empty when none'),
    offset: z.number().int(),
    length: z.number().int(),
    total: z.number().int().describe('candidates matching, in all'),
    items: z.array(Candidate),
    parties: z.array(ElectionParty).describe('the parties standing in the election: the party filter offers these'),
  })
  .openapi('CandidateSearch');
export type CandidateSearchResponse = z.infer<typeof CandidateSearchResponse>;

export const TrendingCandidatesResponse = z
  .object({
    election: ElectionView,
    since: z.number().int().describe('epoch ms: the start of the window the signals are counted over'),
    items: z.array(
      Candidate.extend({
        trend: z
          .object({ score: z.number().int(), reactions: z.number().int(), comments: z.number().int(), friendAdds: z.number().int(), searches: z.number().int() })
          .describe('signals in the window and the score they weigh to (docs/decisions/0083)'),
      }),
    ),
  })
  .openapi('TrendingCandidates');
export type TrendingCandidatesResponse = z.infer<typeof TrendingCandidatesResponse>;

export const ElectionPolicy = z
  .object({
    id: z.number().int(),
    electionId: z.string(),
    profileHash: z.string(),
    category: z.enum(POLICY_CATEGORIES),
    title: z.string(),
    body: z.string(),
    postCount: z.number().int().describe('campaign posts about this policy'),
  })
  .openapi('ElectionPolicy');
export type ElectionPolicy = z.infer<typeof ElectionPolicy>;

export const ElectionPost = z
  .object({
    id: z.number().int(),
    electionId: z.string(),
    profileHash: z.string(),
    policy: z.object({ id: z.number().int(), title: z.string() }).nullable().describe('the policy the post is about, if any'),
    title: z.string(),
    body: z.string(),
    publishedTime: z.number().int(),
  })
  .openapi('ElectionPost');
export type ElectionPost = z.infer<typeof ElectionPost>;

export const PoliciesResponse = z.object({ election: ElectionView, candidate: Candidate, items: z.array(ElectionPolicy) }).openapi('ElectionPolicies');
export type PoliciesResponse = z.infer<typeof PoliciesResponse>;

export const PostsResponse = z
  .object({ election: ElectionView, offset: z.number().int(), total: z.number().int(), items: z.array(ElectionPost) })
  .openapi('ElectionPosts');
export type PostsResponse = z.infer<typeof PostsResponse>;

export const PolicyPostsResponse = z
  .object({ policy: ElectionPolicy, offset: z.number().int(), total: z.number().int(), items: z.array(ElectionPost) })
  .openapi('ElectionPolicyPosts');
export type PolicyPostsResponse = z.infer<typeof PolicyPostsResponse>;
