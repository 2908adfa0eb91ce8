// Election rows as the candidate calls' wire shapes (functions/webapi/schemas/elections.ts).
import { chipTextColour } from '#/domain/election/candidates.ts';
import { electionStatus, type ConstituencyLevel, type PolicyCategory, type RoleKind } from '#/domain/election/elections.ts';
import type { CelebrityType } from '#/domain/profiles/profiles.ts';
import type { CandidateRow, DistrictRow, ElectionRow, PartyRow, PolicyRow, PostRow, RoleRow } from '../db/electionProfiles.ts';
import type { Candidate, DistrictsResponse, ElectionParty, ElectionPolicy, ElectionPost, ElectionView, RolesResponse } from './schemas/elections.ts';

export function toElectionView(e: ElectionRow, now: number): ElectionView {
  return {
    id: e.id,
    country: e.country,
    name: e.name,
    electionDate: e.election_date,
    pollsCloseTime: e.polls_close_time,
    finishedTime: e.finished_time,
    status: electionStatus({ pollsCloseTime: e.polls_close_time, finishedTime: e.finished_time }, now),
  };
}

export function toRole(r: RoleRow): RolesResponse['roles'][number] {
  return { id: r.id, kind: r.kind as RoleKind, name: r.name, seats: r.seats, constituencyLevel: r.constituency_level as ConstituencyLevel, candidateCount: r.candidate_count };
}

/** Districts nested under their cities, in their order. */
export function toCities(rows: readonly DistrictRow[]): DistrictsResponse['cities'] {
  const fields = (d: DistrictRow) => ({ id: d.id, name: d.name, stations: d.stations, electorate: d.electorate });
  return rows
    .filter((d) => d.level === 'CITY')
    .map((city) => ({ ...fields(city), boundarySet: city.boundary_set, districts: rows.filter((d) => d.parent_id === city.id).map(fields) }));
}

export function toParty(p: PartyRow): ElectionParty {
  return { id: p.id, name: p.name, shortName: p.short_name, colour: p.colour, textColour: chipTextColour(p.colour) };
}

export function toCandidate(c: CandidateRow): Candidate {
  return {
    profileHash: c.profile_hash,
    electionId: c.election_id,
    name: c.name,
    imageHash: c.image_hash,
    avatarType: 'ELECTION',
    profileInfoMeta: { celebrityType: c.celebrity_type as CelebrityType, occupation: c.occupation },
    ballotNumber: c.ballot_number,
    role: { id: c.role_id, kind: c.role_kind as RoleKind, name: c.role_name },
    district: { id: c.district_id, name: c.district_name, level: c.district_level as ConstituencyLevel, cityId: c.city_id },
    party: toParty({ id: c.party_id, name: c.party_name, short_name: c.party_short_name, colour: c.party_colour }),
    slogan: c.slogan,
    incumbent: c.incumbent === 1,
  };
}

export function toPolicy(p: PolicyRow): ElectionPolicy {
  return { id: p.id, electionId: p.election_id, profileHash: p.profile_hash, category: p.category as PolicyCategory, title: p.title, body: p.body, postCount: p.post_count };
}

export function toPost(p: PostRow): ElectionPost {
  return {
    id: p.id,
    electionId: p.election_id,
    profileHash: p.profile_hash,
    policy: p.policy_id !== null && p.policy_title !== null ? { id: p.policy_id, title: p.policy_title } : null,
    title: p.title,
    body: p.body,
    publishedTime: p.published_time,
  };
}
