// The ballot count's rules, one by one: shares, ranking with ties, leading vs elected, leader and
// margin, reporting progress, and the forward-only check of a counts post.
import { describe, expect, it } from 'vitest';
import { countProblems, everyStationIn, leaderAndMargin, percentOf, rankCandidates, reportingPercent } from '#/domain/election/tally.ts';

const c = (ballotNumber: number, votes: number) => ({ ballotNumber, votes, id: `c${ballotNumber}` });

describe('shares', () => {
  it('are percents of the valid votes with one decimal, half up, and 0 before any vote', () => {
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(1, 8)).toBe(12.5);
    expect(percentOf(0, 0)).toBe(0);
  });
});

describe('reporting progress', () => {
  it('is stations reported of the stations, never 100 until every station is in', () => {
    expect(reportingPercent(46, 92)).toBe(50);
    expect(reportingPercent(1999, 2000)).toBe(99.9);
    expect(reportingPercent(92, 92)).toBe(100);
    expect(reportingPercent(0, 0)).toBe(0);
  });
  it('calls a count complete only when every district has all its stations', () => {
    expect(everyStationIn([{ stationsReported: 3, stations: 3 }, { stationsReported: 5, stations: 5 }])).toBe(true);
    expect(everyStationIn([{ stationsReported: 3, stations: 3 }, { stationsReported: 4, stations: 5 }])).toBe(false);
    expect(everyStationIn([])).toBe(false);
  });
});

describe('ranking', () => {
  it('orders by votes, ties share a rank in ballot order, shares sum to the valid votes', () => {
    const ranked = rankCandidates([c(1, 100), c(2, 300), c(3, 100)], 1, false);
    expect(ranked.map((r) => [r.ballotNumber, r.rank, r.percent])).toEqual([
      [2, 1, 60],
      [1, 2, 20],
      [3, 2, 20],
    ]);
  });
  it('marks the top seats LEADING while counting and ELECTED once finished', () => {
    const counting = rankCandidates([c(1, 10), c(2, 30), c(3, 20)], 2, false);
    expect(counting.map((r) => r.standing)).toEqual(['LEADING', 'LEADING', null]);
    const final = rankCandidates([c(1, 10), c(2, 30), c(3, 20)], 2, true);
    expect(final.map((r) => r.standing)).toEqual(['ELECTED', 'ELECTED', null]);
  });
  it('marks nobody before a vote is counted', () => {
    expect(rankCandidates([c(1, 0), c(2, 0)], 1, true).map((r) => r.standing)).toEqual([null, null]);
  });
});

describe('leader and margin', () => {
  it('names the leader, the runner-up and the lead in points of the valid votes', () => {
    const { leader, runnerUp, marginPercent } = leaderAndMargin(rankCandidates([c(1, 450), c(2, 350), c(3, 200)], 1, false));
    expect([leader?.id, runnerUp?.id, marginPercent]).toEqual(['c1', 'c2', 10]);
  });
  it('has no leader before a vote, and no margin for a lone candidate', () => {
    expect(leaderAndMargin(rankCandidates([c(1, 0), c(2, 0)], 1, false)).leader).toBeNull();
    expect(leaderAndMargin(rankCandidates([c(1, 7)], 1, false))).toMatchObject({ leader: { id: 'c1' }, runnerUp: null, marginPercent: null });
  });
});

describe('a counts post', () => {
  const stored = { stationsReported: 10, votes: { a: 500, b: 400 } };
  it('moves forward: more stations and votes pass, absent candidates keep theirs', () => {
    expect(countProblems(stored, { stationsReported: 12, votes: { a: 600 } }, 20)).toEqual([]);
    expect(countProblems(null, { stationsReported: 1, votes: { a: 5 } }, 20)).toEqual([]);
  });
  it('refuses fewer votes or fewer stations than stored, naming the candidate', () => {
    expect(countProblems(stored, { stationsReported: 9, votes: { a: 499, b: 400 } }, 20)).toEqual([
      { kind: 'stations-backwards', stored: 10 },
      { kind: 'votes-backwards', profileHash: 'a', stored: 500 },
    ]);
  });
  it('lets a correction go lower, but never above the district’s stations', () => {
    expect(countProblems(stored, { stationsReported: 9, votes: { a: 1 }, correction: true }, 20)).toEqual([]);
    expect(countProblems(stored, { stationsReported: 21, votes: {}, correction: true }, 20)).toEqual([{ kind: 'stations-above', stations: 20 }]);
  });
});
