// Elections (content-spec §7 election calls; issue #30, docs/decisions/0079): the kinds of roles and
// constituencies, policy categories, ids, and the status an election is in at a given time.

/** Offices the portal covers: Taiwan's local elections (mayor, councillor) and Indonesia's regional ones (governor). */
export const ROLE_KINDS = ['MAYOR', 'COUNCILLOR', 'GOVERNOR'] as const;
export type RoleKind = (typeof ROLE_KINDS)[number];

/** Where a role's candidates stand: city-wide, or one constituency per district. */
export const CONSTITUENCY_LEVELS = ['CITY', 'DISTRICT'] as const;
export type ConstituencyLevel = (typeof CONSTITUENCY_LEVELS)[number];

export const POLICY_CATEGORIES = ['TRANSPORT', 'HOUSING', 'WELFARE', 'EDUCATION', 'ECONOMY', 'ENVIRONMENT', 'SAFETY', 'GOVERNANCE'] as const;
export type PolicyCategory = (typeof POLICY_CATEGORIES)[number];

/** An election id: `<country>-<year>-<slug>`, lowercase. */
export const ELECTION_ID = /^[a-z]{2,4}-\d{4}-[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A district id: its official numeric code (Taiwan's town codes, Indonesia's BPS codes). */
export const DISTRICT_ID = /^\d{2,10}$/;
/** A role id: lowercase word. */
export const ROLE_ID = /^[a-z][a-z0-9-]{1,30}$/;

export const ELECTION_STATUSES = ['UPCOMING', 'COUNTING', 'FINISHED'] as const;
export type ElectionStatus = (typeof ELECTION_STATUSES)[number];

/** Before the polls close: UPCOMING; then COUNTING until the editors declare the count final. */
export function electionStatus(e: { pollsCloseTime: number; finishedTime: number | null }, now: number): ElectionStatus {
  if (e.finishedTime !== null && e.finishedTime <= now) return 'FINISHED';
  return now < e.pollsCloseTime ? 'UPCOMING' : 'COUNTING';
}
