// A count snapshot (functions/db/electionCounts.ts) as the counting and map answers: totals, shares,
// ranks, leaders and reporting are derived here from the finest grain, never stored twice.
import { electionStatus } from '#/domain/election/elections.ts';
import { leaderAndMargin, rankCandidates, reportingPercent, type Ranked } from '#/domain/election/tally.ts';
import type { CandidateRow, CountSnapshot, DistrictRow } from '../db/electionCounts.ts';
import type { BallotCountingResponse, BallotMapResponse } from './schemas/electionCounts.ts';

interface Scope {
  district: DistrictRow;
  /** The leaf districts whose votes count here. */
  leaves: DistrictRow[];
  candidates: CandidateRow[];
  /** The whole constituency (not one district's slice of a city-wide race): who is elected shows only then. */
  whole: boolean;
}

type Counted = CandidateRow & { votes: number; ballotNumber: number };

const leavesOf = (s: CountSnapshot) => s.districts.filter((d) => d.level === 'DISTRICT');

/** The constituencies of the snapshot's role, in the official order. */
function constituencies(s: CountSnapshot): Scope[] {
  const leaves = leavesOf(s);
  const standing = new Set(s.candidates.map((c) => c.district_id));
  return s.districts
    .filter((d) => standing.has(d.id))
    .map((d) => ({
      district: d,
      leaves: d.level === 'DISTRICT' ? [d] : leaves.filter((l) => l.parent_id === d.id),
      candidates: s.candidates.filter((c) => c.district_id === d.id),
      whole: true,
    }));
}

/**
 * The scopes a counting call answers: every constituency, or the one `districtId` names — a
 * constituency, a city (its districts' constituencies), or one district's slice of a city-wide race.
 * Null when the district is not one of the role's.
 */
export function countingScopes(s: CountSnapshot, districtId: string | undefined): Scope[] | null {
  const all = constituencies(s);
  if (districtId === undefined) return all;
  const own = all.filter((c) => c.district.id === districtId || c.district.parent_id === districtId);
  if (own.length) return own;
  const leaf = leavesOf(s).find((d) => d.id === districtId);
  const city = leaf && all.find((c) => c.district.id === leaf.parent_id);
  return leaf && city ? [{ ...city, district: leaf, leaves: [leaf], whole: false }] : null;
}

function counted(s: CountSnapshot, candidates: readonly CandidateRow[], leaves: readonly DistrictRow[]): Counted[] {
  return candidates.map((c) => ({
    ...c,
    ballotNumber: c.ballot_number,
    votes: leaves.reduce((sum, l) => sum + (s.votes.get(l.id)?.get(c.profile_hash) ?? 0), 0),
  }));
}

function reporting(s: CountSnapshot, leaves: readonly DistrictRow[]) {
  const stations = leaves.reduce((sum, l) => sum + l.stations, 0);
  const stationsReported = leaves.reduce((sum, l) => sum + Math.min(l.stations, s.reported.get(l.id) ?? 0), 0);
  return { stationsReported, stations, percent: reportingPercent(stationsReported, stations) };
}

const party = (c: CandidateRow) => ({ id: c.party_id, name: c.party_name, shortName: c.party_short_name, colour: c.party_colour });

const header = (s: CountSnapshot, now: number) => ({
  electionId: s.election.id,
  status: electionStatus({ pollsCloseTime: s.election.polls_close_time, finishedTime: s.election.finished_time }, now),
  version: s.election.count_version,
  updatedTime: s.election.updated_time,
});

export function toBallotCounting(s: CountSnapshot, scopes: readonly Scope[], now: number): BallotCountingResponse {
  const head = header(s, now);
  const finished = head.status === 'FINISHED';
  const seats = s.role!.seats;
  return {
    ...head,
    electionName: s.election.name,
    roleId: s.role!.id,
    roleName: s.role!.name,
    roles: s.roles.map((r) => ({ id: r.id, name: r.name })),
    finishedTime: s.election.finished_time,
    reporting: reporting(s, [...new Set(scopes.flatMap((c) => c.leaves))]),
    constituencies: scopes.map((scope) => {
      const ranked = rankCandidates(counted(s, scope.candidates, scope.leaves), seats, finished && scope.whole);
      return {
        districtId: scope.district.id,
        name: scope.district.name,
        seats,
        totalVotes: ranked.reduce((sum, c) => sum + c.votes, 0),
        reporting: reporting(s, scope.leaves),
        candidates: ranked.map((c) => ({
          profileHash: c.profile_hash,
          name: c.name,
          imageHash: c.image_hash,
          ballotNumber: c.ballot_number,
          party: party(c),
          incumbent: c.incumbent === 1,
          votes: c.votes,
          percent: c.percent,
          rank: c.rank,
          standing: scope.whole ? c.standing : c.standing && 'LEADING',
        })),
      };
    }),
  };
}

const mapCandidate = (c: Ranked<Counted> | null) =>
  c && { profileHash: c.profile_hash, name: c.name, ballotNumber: c.ballot_number, partyId: c.party_id, partyName: c.party_name, colour: c.party_colour, votes: c.votes, percent: c.percent };

export function toBallotMap(s: CountSnapshot, now: number): BallotMapResponse {
  const byDistrict = new Map(constituencies(s).flatMap((scope) => scope.leaves.map((l) => [l.id, scope.candidates] as const)));
  const parties = new Map(s.candidates.map((c) => [c.party_id, party(c)]));
  const leaves = leavesOf(s);
  return {
    ...header(s, now),
    roleId: s.role!.id,
    boundarySet: s.districts.find((d) => d.level === 'CITY')?.boundary_set ?? null,
    districts: leaves.map((leaf) => {
      const ranked = rankCandidates(counted(s, byDistrict.get(leaf.id) ?? [], [leaf]), 1, false);
      const { leader, runnerUp, marginPercent } = leaderAndMargin(ranked);
      const r = reporting(s, [leaf]);
      return {
        code: leaf.id,
        name: leaf.name,
        reportingPercent: r.percent,
        stationsReported: r.stationsReported,
        stations: r.stations,
        totalVotes: ranked.reduce((sum, c) => sum + c.votes, 0),
        leader: mapCandidate(leader),
        runnerUp: mapCandidate(runnerUp),
        marginPercent,
      };
    }),
    parties: [...parties.values()],
  };
}
