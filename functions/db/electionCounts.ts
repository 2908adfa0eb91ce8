// The ballot count on D1 (docs/decisions/0079, 0081): one role's count read as one snapshot (a batch
// is one transaction, so the version and the counts it answers always belong together), and the
// editors' counts posts written as one batch whose own statements refuse a backwards count: the guard
// holds inside SQL, against whatever another editor committed a moment before.
import type { Database } from './database.ts';

export interface ElectionRow {
  id: string;
  country: string;
  name: string;
  polls_close_time: number;
  finished_time: number | null;
  count_version: number;
  updated_time: number;
}

export interface RoleRow {
  id: string;
  name: string;
  kind: string;
  seats: number;
  constituency_level: 'CITY' | 'DISTRICT';
}

export interface DistrictRow {
  id: string;
  parent_id: string | null;
  level: 'CITY' | 'DISTRICT';
  name: string;
  boundary_set: string | null;
  stations: number;
}

export interface CandidateRow {
  profile_hash: string;
  name: string;
  image_hash: string | null;
  district_id: string;
  ballot_number: number;
  incumbent: number;
  party_id: string;
  party_name: string;
  party_short_name: string;
  party_colour: string;
}

export interface CountSnapshot {
  election: ElectionRow;
  roles: RoleRow[];
  role: RoleRow | null;
  districts: DistrictRow[];
  candidates: CandidateRow[];
  /** district → profile hash → votes */
  votes: Map<string, Map<string, number>>;
  /** district → stations reported */
  reported: Map<string, number>;
}

/** One role's count (null: the election's first) with everything it is shown with, read in one transaction; null for an unknown election. */
export async function readCountSnapshot(db: Database, country: string, electionId: string, roleId: string | null): Promise<CountSnapshot | null> {
  const role = 'COALESCE(?2, (SELECT id FROM election_roles WHERE election_id = ?1 ORDER BY position LIMIT 1))';
  const [elections, roles, districts, candidates, counts, reporting] = await db.batch<any>([
    db
      .prepare('SELECT id, country, name, polls_close_time, finished_time, count_version, updated_time FROM elections WHERE id = ?1 AND country = ?2')
      .bind(electionId, country),
    db.prepare('SELECT id, name, kind, seats, constituency_level FROM election_roles WHERE election_id = ?1 ORDER BY position').bind(electionId),
    db.prepare('SELECT id, parent_id, level, name, boundary_set, stations FROM election_districts WHERE election_id = ?1 ORDER BY position').bind(electionId),
    db
      .prepare(
        `SELECT c.profile_hash, pr.name, pr.image_hash, c.district_id, c.ballot_number, c.incumbent, c.party_id,
                p.name AS party_name, p.short_name AS party_short_name, p.colour AS party_colour
         FROM election_candidates c
         JOIN profiles pr ON pr.country = c.country AND pr.hash = c.profile_hash
         JOIN election_parties p ON p.country = c.country AND p.id = c.party_id
         WHERE c.election_id = ?1 AND c.role_id = ${role}
         ORDER BY c.district_id, c.ballot_number`,
      )
      .bind(electionId, roleId),
    db.prepare(`SELECT district_id, profile_hash, votes FROM election_counts WHERE election_id = ?1 AND role_id = ${role}`).bind(electionId, roleId),
    db.prepare(`SELECT district_id, stations_reported FROM election_reporting WHERE election_id = ?1 AND role_id = ${role}`).bind(electionId, roleId),
  ]);
  const election = elections!.results[0] as ElectionRow | undefined;
  if (!election) return null;
  const roleRows = roles!.results as RoleRow[];
  const votes = new Map<string, Map<string, number>>();
  for (const row of counts!.results as { district_id: string; profile_hash: string; votes: number }[]) {
    let district = votes.get(row.district_id);
    if (!district) votes.set(row.district_id, (district = new Map()));
    district.set(row.profile_hash, row.votes);
  }
  const reported = new Map((reporting!.results as { district_id: string; stations_reported: number }[]).map((r) => [r.district_id, r.stations_reported]));
  return {
    election,
    roles: roleRows,
    role: (roleId === null ? roleRows[0] : roleRows.find((r) => r.id === roleId)) ?? null,
    districts: districts!.results as DistrictRow[],
    candidates: candidates!.results as CandidateRow[],
    votes,
    reported,
  };
}

/** The first (role, district) pairs still missing stations: why a count cannot be final yet. */
export async function incompleteDistricts(db: Database, electionId: string, limit = 3): Promise<{ role: string; district: string; reported: number; stations: number }[]> {
  const { results } = await db
    .prepare(
      `SELECT r.name AS role, d.name AS district, COALESCE(rep.stations_reported, 0) AS reported, d.stations
       FROM election_roles r
       JOIN election_districts d ON d.election_id = r.election_id AND d.level = 'DISTRICT'
       LEFT JOIN election_reporting rep ON rep.election_id = r.election_id AND rep.role_id = r.id AND rep.district_id = d.id
       WHERE r.election_id = ?1 AND COALESCE(rep.stations_reported, 0) < d.stations
       ORDER BY r.position, d.position LIMIT ?2`,
    )
    .bind(electionId, limit)
    .all<{ role: string; district: string; reported: number; stations: number }>();
  return results;
}

export interface CountsWrite {
  electionId: string;
  roleId: string;
  districts: { districtId: string; stationsReported: number; votes: Record<string, number>; correction: boolean }[];
  final: boolean;
}

/** A statement of the batch refused it (a backwards count, or a final declared too early): nothing was written. */
export class CountsRefused extends Error {}

/** An impossible row (stations -1 breaks the table's CHECK) whenever `condition` holds: the batch then fails whole. */
const REFUSE_WHEN = `INSERT INTO election_reporting (election_id, role_id, district_id, stations_reported, updated_time) SELECT ?1, '', '', -1, 0 WHERE`;

/**
 * Writes a counts post as one transaction: every figure only moves forward unless its district is
 * marked a correction (a lower figure becomes -1, which the tables' CHECKs refuse, failing the whole
 * batch), the version grows by one, and a final post is refused unless every district of every role
 * then reports all its stations. Answers the new version, or throws CountsRefused.
 */
export async function writeCounts(db: Database, w: CountsWrite, now: number): Promise<number> {
  // The whole post as one JSON argument: a statement per table and per kind of district (guarded, or
  // a correction), however many districts and candidates it holds.
  const posted = JSON.stringify(w.districts.map((d) => ({ d: d.districtId, s: d.stationsReported, c: d.correction ? 1 : 0, v: d.votes })));
  const statements: D1PreparedStatement[] = [0, 1].flatMap((correction) => [
    db
      .prepare(
        `INSERT INTO election_reporting (election_id, role_id, district_id, stations_reported, updated_time)
         SELECT ?1, ?2, json_extract(j.value, '$.d'), json_extract(j.value, '$.s'), ?3 FROM json_each(?4) j WHERE json_extract(j.value, '$.c') = ?5
         ON CONFLICT (election_id, role_id, district_id) DO UPDATE SET
           stations_reported = CASE WHEN ?5 = 0 AND excluded.stations_reported < stations_reported THEN -1 ELSE excluded.stations_reported END,
           updated_time = excluded.updated_time`,
      )
      .bind(w.electionId, w.roleId, now, posted, correction),
    db
      .prepare(
        `INSERT INTO election_counts (election_id, role_id, district_id, profile_hash, votes, updated_time)
         SELECT ?1, ?2, json_extract(j.value, '$.d'), v.key, v.value, ?3 FROM json_each(?4) j, json_each(j.value, '$.v') v WHERE json_extract(j.value, '$.c') = ?5
         ON CONFLICT (election_id, role_id, district_id, profile_hash) DO UPDATE SET
           votes = CASE WHEN ?5 = 0 AND excluded.votes < votes THEN -1 ELSE excluded.votes END,
           updated_time = excluded.updated_time`,
      )
      .bind(w.electionId, w.roleId, now, posted, correction),
  ]);
  if (w.final) {
    statements.push(
      db
        .prepare(
          `${REFUSE_WHEN} EXISTS (
             SELECT 1 FROM election_roles r
             JOIN election_districts d ON d.election_id = r.election_id AND d.level = 'DISTRICT'
             LEFT JOIN election_reporting rep ON rep.election_id = r.election_id AND rep.role_id = r.id AND rep.district_id = d.id
             WHERE r.election_id = ?1 AND COALESCE(rep.stations_reported, 0) < d.stations)`,
        )
        .bind(w.electionId),
    );
  }
  statements.push(
    db
      .prepare(
        `UPDATE elections SET count_version = count_version + 1, updated_time = ?2, finished_time = CASE WHEN ?3 = 1 THEN ?2 ELSE finished_time END
         WHERE id = ?1 RETURNING count_version`,
      )
      .bind(w.electionId, now, w.final ? 1 : 0),
  );
  try {
    const results = await db.batch<{ count_version: number }>(statements);
    return results.at(-1)!.results[0]!.count_version;
  } catch (error) {
    if (/CHECK constraint failed/i.test(String((error as Error)?.message ?? error) + String((error as { cause?: unknown })?.cause ?? ''))) throw new CountsRefused('refused by the forward-only guard');
    throw error;
  }
}
