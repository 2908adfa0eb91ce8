// Reads of elections for the candidate calls (content-spec §7 roles, districts, profiles,
// profiles/search, qsearch/trending/candidate, post, policy, policy/post; docs/decisions/0079, 0083):
// an election of a market, its roles and districts, its candidates with their person (profiles row)
// and party, their policies and posts, and the reader signals trending weighs.
import type { Database } from './database.ts';
import { searchShelf } from './search.ts';

export interface ElectionRow {
  id: string;
  country: string;
  name: string;
  election_date: string;
  polls_close_time: number;
  finished_time: number | null;
  updated_time: number;
}

const ELECTION_COLUMNS = 'e.id, e.country, e.name, e.election_date, e.polls_close_time, e.finished_time, e.updated_time';

/** The market's election of that id, or (no id) its latest one by date; null when there is none. */
export async function findElection(db: Database, country: string, electionId?: string): Promise<ElectionRow | null> {
  if (electionId) return db.prepare(`SELECT ${ELECTION_COLUMNS} FROM elections e WHERE e.id = ?1 AND e.country = ?2`).bind(electionId, country).first<ElectionRow>();
  return db
    .prepare(`SELECT ${ELECTION_COLUMNS} FROM elections e WHERE e.country = ?1 ORDER BY e.election_date DESC, e.polls_close_time DESC LIMIT 1`)
    .bind(country)
    .first<ElectionRow>();
}

/** The market's elections, newest first. */
export async function listElections(db: Database, country: string): Promise<ElectionRow[]> {
  const { results } = await db.prepare(`SELECT ${ELECTION_COLUMNS} FROM elections e WHERE e.country = ?1 ORDER BY e.election_date DESC, e.polls_close_time DESC`).bind(country).all<ElectionRow>();
  return results;
}

export interface RoleRow {
  id: string;
  kind: string;
  name: string;
  seats: number;
  constituency_level: string;
  candidate_count: number;
}

export async function listRoles(db: Database, electionId: string): Promise<RoleRow[]> {
  const { results } = await db
    .prepare(
      `SELECT r.id, r.kind, r.name, r.seats, r.constituency_level,
         (SELECT COUNT(*) FROM election_candidates c WHERE c.election_id = r.election_id AND c.role_id = r.id) AS candidate_count
       FROM election_roles r WHERE r.election_id = ?1 ORDER BY r.position`,
    )
    .bind(electionId)
    .all<RoleRow>();
  return results;
}

export interface DistrictRow {
  id: string;
  parent_id: string | null;
  level: string;
  name: string;
  boundary_set: string | null;
  stations: number;
  electorate: number;
}

/** Cities and districts in their order; a city's stations and electorate are its districts' sums. */
export async function listDistricts(db: Database, electionId: string): Promise<DistrictRow[]> {
  const { results } = await db
    .prepare(
      `SELECT d.id, d.parent_id, d.level, d.name, d.boundary_set,
         CASE WHEN d.level = 'CITY' THEN (SELECT COALESCE(SUM(x.stations), 0) FROM election_districts x WHERE x.election_id = d.election_id AND x.parent_id = d.id) ELSE d.stations END AS stations,
         CASE WHEN d.level = 'CITY' THEN (SELECT COALESCE(SUM(x.electorate), 0) FROM election_districts x WHERE x.election_id = d.election_id AND x.parent_id = d.id) ELSE d.electorate END AS electorate
       FROM election_districts d WHERE d.election_id = ?1 ORDER BY d.position`,
    )
    .bind(electionId)
    .all<DistrictRow>();
  return results;
}

export interface PartyRow {
  id: string;
  name: string;
  short_name: string;
  colour: string;
}

/** The parties with candidates in the election, by name. */
export async function listStandingParties(db: Database, electionId: string): Promise<PartyRow[]> {
  const { results } = await db
    .prepare(
      `SELECT pa.id, pa.name, pa.short_name, pa.colour FROM election_parties pa
       WHERE pa.id IN (SELECT c.party_id FROM election_candidates c WHERE c.election_id = ?1)
         AND pa.country = (SELECT e.country FROM elections e WHERE e.id = ?1)
       ORDER BY pa.name`,
    )
    .bind(electionId)
    .all<PartyRow>();
  return results;
}

/** A candidate with their role, constituency, party and person. */
export interface CandidateRow {
  election_id: string;
  country: string;
  profile_hash: string;
  role_id: string;
  role_kind: string;
  role_name: string;
  district_id: string;
  district_name: string;
  district_level: string;
  city_id: string | null;
  ballot_number: number;
  party_id: string;
  party_name: string;
  party_short_name: string;
  party_colour: string;
  slogan: string;
  incumbent: number;
  position: number;
  name: string;
  celebrity_type: string;
  occupation: string;
  description: string;
  image_hash: string | null;
}

const CANDIDATE_SELECT = `SELECT c.election_id, c.country, c.profile_hash, c.role_id, r.kind AS role_kind, r.name AS role_name,
    c.district_id, d.name AS district_name, d.level AS district_level, d.parent_id AS city_id, c.ballot_number,
    c.party_id, pa.name AS party_name, pa.short_name AS party_short_name, pa.colour AS party_colour, c.slogan, c.incumbent, c.position,
    pr.name, pr.celebrity_type, pr.occupation, pr.description, pr.image_hash
  FROM election_candidates c
  JOIN election_roles r ON r.election_id = c.election_id AND r.id = c.role_id
  JOIN election_districts d ON d.election_id = c.election_id AND d.id = c.district_id
  JOIN election_parties pa ON pa.country = c.country AND pa.id = c.party_id
  JOIN profiles pr ON pr.country = c.country AND pr.hash = c.profile_hash`;
const CANDIDATE_ORDER = 'ORDER BY r.position, d.position, c.ballot_number';

export interface CandidateFilter {
  roleId?: string;
  /**
   * A city or district: the candidates a voter there finds on a ballot — those standing in it, in
   * its city (city-wide roles) and, for a city, in its districts.
   */
  districtId?: string;
  partyId?: string;
  /** An FTS5 expression over the index's title columns (src/domain/election/candidates.ts candidateNameMatch). */
  nameMatch?: string;
}

/** The WHERE clause of a filter and its values (?1 … ?n, in order). */
function filterSql(electionId: string, country: string, f: CandidateFilter): { where: string; binds: unknown[] } {
  const binds: unknown[] = [electionId];
  const where = ['c.election_id = ?1'];
  const add = (value: unknown, clause: (n: string) => string) => {
    binds.push(value);
    where.push(clause(`?${binds.length}`));
  };
  if (f.roleId) add(f.roleId, (n) => `c.role_id = ${n}`);
  if (f.districtId)
    add(f.districtId, (n) => `(c.district_id = ${n} OR d.parent_id = ${n} OR c.district_id = (SELECT x.parent_id FROM election_districts x WHERE x.election_id = ?1 AND x.id = ${n}))`);
  if (f.partyId) add(f.partyId, (n) => `c.party_id = ${n}`);
  if (f.nameMatch)
    add(
      `country: "${searchShelf('profile', country)}" AND (${f.nameMatch})`,
      (n) => `c.profile_hash IN (SELECT substr(sd.ref, length(c.country) + 2) FROM search_index s JOIN search_docs sd ON sd.id = s.rowid AND sd.kind = 'profile' WHERE search_index MATCH ${n})`,
    );
  return { where: `WHERE ${where.join(' AND ')}`, binds };
}

/** One window of an election's candidates matching the filter, in ballot order, and how many match. */
export async function findCandidates(db: Database, election: ElectionRow, f: CandidateFilter, offset: number, length: number): Promise<{ total: number; rows: CandidateRow[] }> {
  const { where, binds } = filterSql(election.id, election.country, f);
  const n = binds.length;
  const [count, rows] = await db.batch([
    db.prepare(`SELECT COUNT(*) AS n FROM election_candidates c JOIN election_districts d ON d.election_id = c.election_id AND d.id = c.district_id ${where}`).bind(...binds),
    db.prepare(`${CANDIDATE_SELECT} ${where} ${CANDIDATE_ORDER} LIMIT ?${n + 1} OFFSET ?${n + 2}`).bind(...binds, length, offset),
  ]);
  return { total: (count!.results[0] as { n: number }).n, rows: rows!.results as CandidateRow[] };
}

/** One candidate of an election, by their person's hash. */
export async function findCandidate(db: Database, electionId: string, profileHash: string): Promise<CandidateRow | null> {
  return db.prepare(`${CANDIDATE_SELECT} WHERE c.election_id = ?1 AND c.profile_hash = ?2`).bind(electionId, profileHash).first<CandidateRow>();
}

export interface CandidacyRow {
  election_id: string;
  election_name: string;
  election_date: string;
  role_name: string;
  district_name: string;
}

/** Every election a person stands in, newest first (the first is their default candidacy). */
export async function findCandidacies(db: Database, country: string, profileHash: string): Promise<CandidacyRow[]> {
  const { results } = await db
    .prepare(
      `SELECT c.election_id, e.name AS election_name, e.election_date, r.name AS role_name, d.name AS district_name
       FROM election_candidates c
       JOIN elections e ON e.id = c.election_id
       JOIN election_roles r ON r.election_id = c.election_id AND r.id = c.role_id
       JOIN election_districts d ON d.election_id = c.election_id AND d.id = c.district_id
       WHERE c.country = ?1 AND c.profile_hash = ?2
       ORDER BY e.election_date DESC, e.polls_close_time DESC`,
    )
    .bind(country, profileHash)
    .all<CandidacyRow>();
  return results;
}

export interface PolicyRow {
  id: number;
  election_id: string;
  profile_hash: string;
  category: string;
  title: string;
  body: string;
  post_count: number;
}

const POLICY_SELECT = `SELECT p.id, p.election_id, p.profile_hash, p.category, p.title, p.body,
    (SELECT COUNT(*) FROM election_posts x WHERE x.policy_id = p.id) AS post_count
  FROM election_policies p`;

/** A candidate's policies in their order, optionally of one category. */
export async function listPolicies(db: Database, electionId: string, profileHash: string, category?: string): Promise<PolicyRow[]> {
  const { results } = await db
    .prepare(`${POLICY_SELECT} WHERE p.election_id = ?1 AND p.profile_hash = ?2 AND (?3 IS NULL OR p.category = ?3) ORDER BY p.position`)
    .bind(electionId, profileHash, category ?? null)
    .all<PolicyRow>();
  return results;
}

/** One policy with its election's market; null when there is none. */
export async function findPolicy(db: Database, policyId: number): Promise<(PolicyRow & { country: string }) | null> {
  return db
    .prepare(
      `SELECT p.id, p.election_id, p.profile_hash, p.category, p.title, p.body, e.country,
         (SELECT COUNT(*) FROM election_posts x WHERE x.policy_id = p.id) AS post_count
       FROM election_policies p JOIN elections e ON e.id = p.election_id WHERE p.id = ?1`,
    )
    .bind(policyId)
    .first();
}

export interface PostRow {
  id: number;
  election_id: string;
  profile_hash: string;
  policy_id: number | null;
  policy_title: string | null;
  title: string;
  body: string;
  published_time: number;
}

export interface PostFilter {
  profileHash?: string;
  policyId?: number;
}

/** One window of an election's campaign posts, newest first (of one candidate, one policy, or all), and how many in all. */
export async function findPosts(db: Database, electionId: string, f: PostFilter, offset: number, length: number): Promise<{ total: number; rows: PostRow[] }> {
  const where = 'WHERE po.election_id = ?1 AND (?2 IS NULL OR po.profile_hash = ?2) AND (?3 IS NULL OR po.policy_id = ?3)';
  const binds = [electionId, f.profileHash ?? null, f.policyId ?? null];
  const [count, rows] = await db.batch([
    db.prepare(`SELECT COUNT(*) AS n FROM election_posts po ${where}`).bind(...binds),
    db
      .prepare(
        `SELECT po.id, po.election_id, po.profile_hash, po.policy_id, pol.title AS policy_title, po.title, po.body, po.published_time
         FROM election_posts po LEFT JOIN election_policies pol ON pol.id = po.policy_id
         ${where} ORDER BY po.published_time DESC, po.id DESC LIMIT ?4 OFFSET ?5`,
      )
      .bind(...binds, length, offset),
  ]);
  return { total: (count!.results[0] as { n: number }).n, rows: rows!.results as PostRow[] };
}

export interface TrendRow {
  profile_hash: string;
  reactions: number;
  comments: number;
  friend_adds: number;
}

/**
 * Per candidate of the election, the reader actions since `since` (epoch ms): reactions to their
 * page (post type PROFILE), comments readers can see (target profile), friend adds (ELECTION_PROFILE).
 */
export async function readTrendSignals(db: Database, electionId: string, since: number): Promise<TrendRow[]> {
  const { results } = await db
    .prepare(
      `SELECT c.profile_hash,
         (SELECT COUNT(*) FROM reactions x WHERE x.post_type = 'PROFILE' AND x.post_id = c.profile_hash AND x.created_time >= ?2) AS reactions,
         (SELECT COUNT(*) FROM comments m WHERE m.target_type = 'profile' AND m.target_id = c.profile_hash AND m.created_time >= ?2
            AND m.deleted_time IS NULL AND m.hidden_reason IS NULL) AS comments,
         (SELECT COUNT(*) FROM friendships f WHERE f.contact_type = 'ELECTION_PROFILE' AND f.profile_id = c.profile_hash AND f.created_time >= ?2) AS friend_adds
       FROM election_candidates c WHERE c.election_id = ?1`,
    )
    .bind(electionId, since)
    .all<TrendRow>();
  return results;
}

/** Distinct readers who searched each keyword (normalised queries) of the market since the hour. */
export async function readKeywordSearchers(db: Database, country: string, keywords: readonly string[], sinceHour: number): Promise<Map<string, number>> {
  if (!keywords.length) return new Map();
  const { results } = await db
    .prepare(
      `SELECT keyword, SUM(searchers) AS searchers FROM search_keyword_hours
       WHERE country = ?1 AND hour >= ?2 AND keyword IN (SELECT value FROM json_each(?3)) GROUP BY keyword`,
    )
    .bind(country, sinceHour, JSON.stringify(keywords))
    .all<{ keyword: string; searchers: number }>();
  return new Map(results.map((r) => [r.keyword, r.searchers]));
}

/** The person's latest candidacy (for a link from their profile page); null when they never stood. */
export async function findLatestCandidacy(db: Database, country: string, profileHash: string): Promise<{ election_id: string; election_name: string } | null> {
  return db
    .prepare(
      `SELECT c.election_id, e.name AS election_name FROM election_candidates c JOIN elections e ON e.id = c.election_id
       WHERE c.country = ?1 AND c.profile_hash = ?2 ORDER BY e.election_date DESC, e.polls_close_time DESC LIMIT 1`,
    )
    .bind(country, profileHash)
    .first();
}
