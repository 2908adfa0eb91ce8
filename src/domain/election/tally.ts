// The rules of a ballot count (issue #30, docs/decisions/0081): shares of the valid votes, ranking,
// who leads or is elected, a district's leader and margin, reporting progress, and the forward-only
// check of an editor's counts post. Pure: the API, the results page and the live script share them.

/** Percent with one decimal (half up), 0 when nothing is counted yet. */
export function percentOf(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.round((part * 1000) / whole) / 10;
}

/** A candidate's share of the valid votes cast in its scope. */
export const sharePercent = (votes: number, validVotes: number) => percentOf(votes, validVotes);

/** Stations reported of the stations, as a percent with one decimal; 100 only when every station has. */
export function reportingPercent(stationsReported: number, stations: number): number {
  if (stations <= 0) return 0;
  if (stationsReported >= stations) return 100;
  // Never round a partial count up to 100 %: readers take 100 % for "all in".
  return Math.min(99.9, percentOf(stationsReported, stations));
}

export type Standing = 'ELECTED' | 'LEADING';

export interface Tallied {
  votes: number;
  ballotNumber: number;
}

export type Ranked<T extends Tallied> = T & { percent: number; rank: number; standing: Standing | null };

/**
 * Candidates by votes, most first (ties in ballot order, sharing a rank), with their share. The top
 * `seats` are LEADING while counting and ELECTED once the count is finished; nobody stands out before
 * a vote is counted. A tie across the last seat marks everyone in it (the law's draw decides).
 */
export function rankCandidates<T extends Tallied>(candidates: readonly T[], seats: number, finished: boolean): Ranked<T>[] {
  const valid = candidates.reduce((sum, c) => sum + c.votes, 0);
  const sorted = [...candidates].sort((a, b) => b.votes - a.votes || a.ballotNumber - b.ballotNumber);
  return sorted.map((c) => {
    const rank = 1 + sorted.filter((o) => o.votes > c.votes).length;
    const standing: Standing | null = valid > 0 && c.votes > 0 && rank <= seats ? (finished ? 'ELECTED' : 'LEADING') : null;
    return { ...c, percent: sharePercent(c.votes, valid), rank, standing };
  });
}

/** A district's leader, runner-up, and the leader's margin in points of the valid votes; null leader before a vote, null margin for a lone candidate. */
export function leaderAndMargin<T extends Tallied>(ranked: readonly Ranked<T>[]): { leader: Ranked<T> | null; runnerUp: Ranked<T> | null; marginPercent: number | null } {
  const [first, second] = ranked;
  if (!first || first.votes === 0) return { leader: null, runnerUp: null, marginPercent: null };
  const valid = ranked.reduce((sum, c) => sum + c.votes, 0);
  // A lone candidate has no margin (the map calls them unopposed).
  return { leader: first, runnerUp: second ?? null, marginPercent: second ? percentOf(first.votes - second.votes, valid) : null };
}

/** What is stored for one district of a role, and what a post brings for it. */
export interface DistrictCount {
  stationsReported: number;
  votes: Readonly<Record<string, number>>;
}

export type CountProblem =
  | { kind: 'stations-above'; stations: number }
  | { kind: 'stations-backwards'; stored: number }
  | { kind: 'votes-backwards'; profileHash: string; stored: number };

/**
 * Why a post for one district may not be applied: stations above the district's (never), fewer
 * stations or fewer votes for a candidate than stored (unless the post is a correction). Absent
 * candidates keep their stored votes.
 */
export function countProblems(stored: DistrictCount | null, posted: DistrictCount & { correction?: boolean }, stations: number): CountProblem[] {
  const problems: CountProblem[] = [];
  if (posted.stationsReported > stations) problems.push({ kind: 'stations-above', stations });
  if (!stored || posted.correction) return problems;
  if (posted.stationsReported < stored.stationsReported) problems.push({ kind: 'stations-backwards', stored: stored.stationsReported });
  for (const [profileHash, votes] of Object.entries(posted.votes)) {
    const before = stored.votes[profileHash] ?? 0;
    if (votes < before) problems.push({ kind: 'votes-backwards', profileHash, stored: before });
  }
  return problems;
}

/** Final only when every district of every role has every station in. */
export function everyStationIn(reporting: readonly { stationsReported: number; stations: number }[]): boolean {
  return reporting.length > 0 && reporting.every((r) => r.stationsReported >= r.stations);
}
