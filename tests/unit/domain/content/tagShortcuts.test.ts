// Related-tag scoring (docs/decisions/0029): weighted Jaccard similarity, threshold on the answered
// score, ties, the source's own tags, the limit, and the target-content weights.
import { describe, expect, it } from 'vitest';
import { parseTargetContent, rankShortcuts, roundScore, weightedJaccard, type ShortcutCandidate } from '#/domain/content/tagShortcuts.ts';

const candidate = (tag: string, overlap: number, weight: number, shared = overlap): ShortcutCandidate => ({ tag, overlap, weight, shared });

describe('weightedJaccard', () => {
  it('is the shared weight over the weight of the union', () => {
    // Source on 4 stories, tag on 3, 2 of them shared: 2 / (4 + 3 - 2).
    expect(weightedJaccard(2, 4, 3)).toBeCloseTo(0.4);
    // The same story sets: 1.
    expect(weightedJaccard(5, 5, 5)).toBe(1);
  });

  it('counts a heavier story for more on both sides', () => {
    // One shared video story weighing 3 beside one article story each side: 3 / (4 + 4 - 3).
    expect(weightedJaccard(3, 4, 4)).toBeCloseTo(0.6);
    expect(weightedJaccard(3, 4, 4)).toBeGreaterThan(weightedJaccard(1, 2, 2));
  });

  it('is 0 when nothing is shared or nothing weighs', () => {
    expect(weightedJaccard(0, 4, 3)).toBe(0);
    expect(weightedJaccard(0, 0, 0)).toBe(0);
    expect(weightedJaccard(Number.NaN, 1, 1)).toBe(0);
  });

  it('never passes 1, whatever rounding the store did', () => {
    expect(weightedJaccard(2.0000001, 2, 2)).toBe(1);
  });
});

describe('rankShortcuts', () => {
  const candidates = [candidate('颱風', 1, 6), candidate('豪雨', 3, 4), candidate('花蓮', 2, 2), candidate('停班停課', 2, 2)];

  it('orders by score, then by shared stories, then by text', () => {
    // Source weight 4: 豪雨 3/5 = 0.6, 花蓮 and 停班停課 2/4 = 0.5 (tie → text order), 颱風 1/9.
    expect(rankShortcuts(4, candidates, { threshold: 0, limit: 20 })).toEqual([
      { tag: '豪雨', score: 0.6, shared: 3 },
      { tag: '停班停課', score: 0.5, shared: 2 },
      { tag: '花蓮', score: 0.5, shared: 2 },
      { tag: '颱風', score: 0.111, shared: 1 },
    ]);
    // A tie on score goes to the tag sharing more stories.
    const tie = rankShortcuts(4, [candidate('a', 2, 2, 1), candidate('b', 2, 2, 3)], { threshold: 0, limit: 2 });
    expect(tie.map((r) => r.tag)).toEqual(['b', 'a']);
  });

  it('does not depend on the order rows came in', () => {
    const reversed = [...candidates].reverse();
    expect(rankShortcuts(4, reversed, { threshold: 0, limit: 20 })).toEqual(rankShortcuts(4, candidates, { threshold: 0, limit: 20 }));
  });

  it('keeps scores at or above the threshold, compared as answered (three decimals)', () => {
    expect(rankShortcuts(4, candidates, { threshold: 0.5, limit: 20 }).map((r) => r.tag)).toEqual(['豪雨', '停班停課', '花蓮']);
    expect(rankShortcuts(4, candidates, { threshold: 0.111, limit: 20 })).toHaveLength(4);
    expect(rankShortcuts(4, candidates, { threshold: 0.112, limit: 20 })).toHaveLength(3);
    expect(rankShortcuts(4, candidates, { threshold: 1, limit: 20 })).toEqual([]);
  });

  it('stops at the limit', () => {
    expect(rankShortcuts(4, candidates, { threshold: 0, limit: 1 }).map((r) => r.tag)).toEqual(['豪雨']);
    expect(rankShortcuts(4, candidates, { threshold: 0, limit: 0 })).toEqual([]);
  });

  it("leaves out the source's own tags and tags that share no weight", () => {
    const ranked = rankShortcuts(4, [...candidates, candidate('只在文章', 0, 3, 1)], { threshold: 0, limit: 20, exclude: ['豪雨'] });
    expect(ranked.map((r) => r.tag)).toEqual(['停班停課', '花蓮', '颱風']);
  });
});

describe('roundScore', () => {
  it('rounds to three decimals', () => {
    expect(roundScore(1 / 3)).toBe(0.333);
    expect(roundScore(0.6665)).toBe(0.667);
  });
});

describe('parseTargetContent', () => {
  it('weighs the kinds of story a target content names', () => {
    expect(parseTargetContent('ARTICLE')).toEqual({ article: 1, video: 0 });
    expect(parseTargetContent('VIDEO')).toEqual({ article: 0, video: 1 });
    expect(parseTargetContent('ALL')).toEqual({ article: 1, video: 1 });
    expect(parseTargetContent('VIDEO:2,ARTICLE:1')).toEqual({ article: 1, video: 2 });
  });

  it('says what is wrong with anything else', () => {
    expect(parseTargetContent('ARTICLE:0,VIDEO:0')).toEqual({ message: 'at least one weight must be above 0' });
    expect(parseTargetContent('VIDEO:-1')).toHaveProperty('message', expect.stringContaining('VIDEO:-1'));
    expect(parseTargetContent('')).toHaveProperty('message');
  });
});
