// Writes an election's structure (docs/decisions/0079): parties, roles, districts, candidates with
// their policies and posts, and, for a past election, its final count. Used by the demo seed; the
// editors' live counts go through the counting write path, which only moves counts forward.
import type { Database } from './database.ts';

export interface ElectionPostInput {
  title: string;
  body: string;
  publishedTime: number;
}

export interface ElectionInput {
  id: string;
  country: string;
  name: string;
  electionDate: string;
  pollsCloseTime: number;
  finishedTime: number | null;
  parties: { id: string; name: string; shortName: string; colour: string }[];
  roles: { id: string; kind: string; name: string; seats: number; constituencyLevel: string }[];
  districts: { id: string; parentId: string | null; level: string; name: string; boundarySet: string | null; stations: number; electorate: number }[];
  candidates: {
    profileHash: string;
    roleId: string;
    districtId: string;
    ballotNumber: number;
    partyId: string;
    slogan: string;
    incumbent: boolean;
    policies: { category: string; title: string; body: string; posts: ElectionPostInput[] }[];
    posts: ElectionPostInput[];
  }[];
  /** Per role and leaf district: stations reported and votes by candidate's profile hash. */
  counts: { roleId: string; districtId: string; stationsReported: number; votes: Record<string, number> }[];
}

const BATCH = 90;

async function runInBatches(db: Database, statements: D1PreparedStatement[]): Promise<void> {
  for (let i = 0; i < statements.length; i += BATCH) await db.batch(statements.slice(i, i + BATCH));
}

const ELECTION_TABLES = ['election_posts', 'election_policies', 'election_counts', 'election_reporting', 'election_candidates', 'election_districts', 'election_roles'];

/** Replaces one election with `e` (its rows first deleted), and upserts the market's parties it names. */
export async function replaceElection(db: Database, e: ElectionInput, now: number): Promise<void> {
  const statements: D1PreparedStatement[] = [
    ...ELECTION_TABLES.map((table) => db.prepare(`DELETE FROM ${table} WHERE election_id = ?1`).bind(e.id)),
    db
      .prepare(
        `INSERT INTO elections (id, country, name, election_date, polls_close_time, finished_time, count_version, updated_time)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, 0, ?7)
         ON CONFLICT (id) DO UPDATE SET country = ?2, name = ?3, election_date = ?4, polls_close_time = ?5, finished_time = ?6,
           count_version = count_version + 1, updated_time = ?7`,
      )
      .bind(e.id, e.country, e.name, e.electionDate, e.pollsCloseTime, e.finishedTime, now),
    ...e.parties.map((p) =>
      db
        .prepare(
          `INSERT INTO election_parties (country, id, name, short_name, colour) VALUES (?1, ?2, ?3, ?4, ?5)
           ON CONFLICT (country, id) DO UPDATE SET name = ?3, short_name = ?4, colour = ?5`,
        )
        .bind(e.country, p.id, p.name, p.shortName, p.colour),
    ),
    ...e.roles.map((r, position) =>
      db
        .prepare('INSERT INTO election_roles (election_id, id, kind, name, seats, constituency_level, position) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)')
        .bind(e.id, r.id, r.kind, r.name, r.seats, r.constituencyLevel, position),
    ),
    ...e.districts.map((d, position) =>
      db
        .prepare(
          `INSERT INTO election_districts (election_id, id, parent_id, level, name, boundary_set, stations, electorate, position)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)`,
        )
        .bind(e.id, d.id, d.parentId, d.level, d.name, d.boundarySet, d.stations, d.electorate, position),
    ),
  ];
  const post = (hash: string, p: ElectionPostInput, policyPosition: number | null) =>
    db
      .prepare(
        `INSERT INTO election_posts (election_id, profile_hash, policy_id, title, body, published_time)
         VALUES (?1, ?2, (SELECT id FROM election_policies WHERE election_id = ?1 AND profile_hash = ?2 AND position = ?3), ?4, ?5, ?6)`,
      )
      .bind(e.id, hash, policyPosition, p.title, p.body, p.publishedTime);
  for (const [position, c] of e.candidates.entries()) {
    statements.push(
      db
        .prepare(
          `INSERT INTO election_candidates (election_id, profile_hash, country, role_id, district_id, ballot_number, party_id, slogan, incumbent, position)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)`,
        )
        .bind(e.id, c.profileHash, e.country, c.roleId, c.districtId, c.ballotNumber, c.partyId, c.slogan, c.incumbent ? 1 : 0, position),
      ...c.policies.flatMap((p, i) => [
        db
          .prepare('INSERT INTO election_policies (election_id, profile_hash, category, title, body, position) VALUES (?1, ?2, ?3, ?4, ?5, ?6)')
          .bind(e.id, c.profileHash, p.category, p.title, p.body, i),
        ...p.posts.map((x) => post(c.profileHash, x, i)),
      ]),
      ...c.posts.map((x) => post(c.profileHash, x, null)),
    );
  }
  for (const count of e.counts) {
    statements.push(
      db
        .prepare('INSERT INTO election_reporting (election_id, role_id, district_id, stations_reported, updated_time) VALUES (?1, ?2, ?3, ?4, ?5)')
        .bind(e.id, count.roleId, count.districtId, count.stationsReported, now),
      ...Object.entries(count.votes).map(([hash, votes]) =>
        db
          .prepare('INSERT INTO election_counts (election_id, role_id, district_id, profile_hash, votes, updated_time) VALUES (?1, ?2, ?3, ?4, ?5, ?6)')
          .bind(e.id, count.roleId, count.districtId, hash, votes, now),
      ),
    );
  }
  await runInBatches(db, statements);
}
