// Wire shapes of the ballot count (content-spec §7 ballot/counting and ballot/map; issue #30,
// docs/decisions/0081). The spec names the calls, not their fields: these model an election night's
// count as Taiwan's Central Election Commission publishes it (votes, shares, stations reported).
import { z } from '@hono/zod-openapi';
import { DISTRICT_ID, ELECTION_ID, ELECTION_STATUSES, ROLE_ID } from '#/domain/election/elections.ts';
import { countrySchema } from '../validation.ts';

export const electionIdSchema = z.string({ error: 'is required' }).max(80, 'must be at most 80 characters').regex(ELECTION_ID, 'must be "<country>-<year>-<words>"').openapi({ example: 'tw-2026-taipei' });
export const roleIdSchema = z.string({ error: 'is required' }).regex(ROLE_ID, 'must be a lowercase word').openapi({ example: 'mayor' });
export const districtIdSchema = z.string().regex(DISTRICT_ID, 'must be a district code of 2 to 10 digits').openapi({ example: '63000010' });

export const BallotParty = z
  .object({ id: z.string(), name: z.string(), shortName: z.string(), colour: z.string().describe('#rrggbb: the bars and the map use it') })
  .openapi('BallotParty');

export const BallotReporting = z
  .object({
    stationsReported: z.number().int(),
    stations: z.number().int(),
    percent: z.number().describe('stations reported of the stations, one decimal; 100 only when all are in'),
  })
  .openapi('BallotReporting');

export const BallotCandidate = z
  .object({
    profileHash: z.string().describe('the candidate page: /v2/election/profile/{profileHash}/profile?electionId=…'),
    name: z.string(),
    imageHash: z.string().nullable(),
    ballotNumber: z.number().int(),
    party: BallotParty,
    incumbent: z.boolean(),
    votes: z.number().int(),
    percent: z.number().describe('share of the valid votes counted in the scope, one decimal'),
    rank: z.number().int().describe('1 = most votes; ties share a rank'),
    standing: z.enum(['ELECTED', 'LEADING']).nullable().describe('within the seats: LEADING while counting, ELECTED once the count is final; null otherwise'),
  })
  .openapi('BallotCandidate');

export const BallotConstituency = z
  .object({
    districtId: z.string().describe('a city (city-wide role) or a district (one constituency per district)'),
    name: z.string(),
    seats: z.number().int(),
    totalVotes: z.number().int(),
    reporting: BallotReporting,
    candidates: z.array(BallotCandidate).describe('most votes first'),
  })
  .openapi('BallotConstituency');

const versionField = z.number().int().describe('grows with every accepted counts post: a client keeps the answer with the highest version it has seen and drops older ones');

export const BallotCountingResponse = z
  .object({
    electionId: z.string(),
    electionName: z.string(),
    roleId: z.string(),
    roleName: z.string(),
    roles: z.array(z.object({ id: z.string(), name: z.string() })).describe("the election's roles in ballot order"),
    status: z.enum(ELECTION_STATUSES),
    version: versionField,
    updatedTime: z.number().int().describe('epoch ms of the last accepted counts post'),
    finishedTime: z.number().int().nullable(),
    reporting: BallotReporting.describe("the role's stations over every district in scope"),
    constituencies: z.array(BallotConstituency).describe('one for a city-wide role; one per district for a district-level role (or the districtId asked)'),
  })
  .openapi('BallotCounting');
export type BallotCountingResponse = z.infer<typeof BallotCountingResponse>;

const MapCandidate = z
  .object({ profileHash: z.string(), name: z.string(), ballotNumber: z.number().int(), partyId: z.string(), partyName: z.string(), colour: z.string(), votes: z.number().int(), percent: z.number() })
  .openapi('BallotMapCandidate');

export const BallotMapDistrict = z
  .object({
    code: z.string().describe("the district's official code, the key of its shipped boundary"),
    name: z.string(),
    reportingPercent: z.number(),
    stationsReported: z.number().int(),
    stations: z.number().int(),
    totalVotes: z.number().int(),
    leader: MapCandidate.nullable().describe('null before a vote is counted'),
    runnerUp: MapCandidate.nullable(),
    marginPercent: z.number().nullable().describe("the leader's lead over the runner-up in points of the valid votes"),
  })
  .openapi('BallotMapDistrict');
export type BallotMapDistrict = z.infer<typeof BallotMapDistrict>;

export const BallotMapResponse = z
  .object({
    electionId: z.string(),
    roleId: z.string(),
    status: z.enum(ELECTION_STATUSES),
    version: versionField,
    updatedTime: z.number().int(),
    boundarySet: z.string().nullable().describe("the city's shipped boundary set"),
    districts: z.array(BallotMapDistrict).describe('every leaf district, in the official order'),
    parties: z.array(BallotParty).describe("the parties of the role's candidates (the map's legend)"),
  })
  .openapi('BallotMap');
export type BallotMapResponse = z.infer<typeof BallotMapResponse>;

export const ballotQuery = z.object({ country: countrySchema, electionId: electionIdSchema, roleId: roleIdSchema });
export const countingQuery = z.object({
  country: countrySchema,
  electionId: electionIdSchema.optional().openapi({ description: "default: the market's latest election" }),
  roleId: roleIdSchema.optional().openapi({ description: "default: the election's first role" }),
  districtId: districtIdSchema.optional().openapi({ description: 'one constituency (or a city, or one district of a city-wide race)' }),
});

const count = (what: string) => z.number({ error: 'must be a number' }).int('must be an integer').min(0, 'must be 0 or more').max(100_000_000, `${what} must be at most 100000000`);

export const ElectionCountsBody = z
  .object({
    roleId: roleIdSchema,
    districts: z
      .array(
        z
          .object({
            districtId: districtIdSchema,
            stationsReported: count('stations'),
            votes: z.record(z.string().regex(/^[A-Za-z0-9_-]{4,40}$/, 'must be profile hashes'), count('votes')).describe('votes by the candidate’s profile hash'),
            correction: z.boolean().optional().describe('allows lower figures than stored (a correction of an earlier post)'),
          })
          .strict(),
      )
      .min(1, 'must name at least one district')
      .max(200, 'must be at most 200 districts'),
    final: z.boolean().optional().describe('declares the count final: only when every district of every role reports all its stations'),
  })
  .strict()
  .openapi('ElectionCountsBody');
export type ElectionCountsBody = z.infer<typeof ElectionCountsBody>;

export const ElectionCountsAnswer = z
  .object({ electionId: z.string(), version: z.number().int(), status: z.enum(ELECTION_STATUSES), invalidated: z.number().int(), tags: z.array(z.string()) })
  .openapi('ElectionCountsAnswer');
