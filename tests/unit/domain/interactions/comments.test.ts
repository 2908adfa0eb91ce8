import { describe, expect, it } from 'vitest';
import {
  applyVote,
  commentTextProblem,
  compareComments,
  controversyScore,
  nextVote,
  popularityScore,
  trendingClickEvent,
} from '#/domain/interactions/comments.ts';

const c = (hash: string, upCount: number, downCount: number, createdTime: number) => ({ hash, upCount, downCount, createdTime });

describe('sort scores', () => {
  it('rank most popular by net votes', () => {
    expect(popularityScore(10, 3)).toBe(7);
    expect(popularityScore(0, 4)).toBe(-4);
  });

  it('rank most controversial by many, evenly split votes', () => {
    expect(controversyScore(5, 0)).toBe(0);
    expect(controversyScore(0, 5)).toBe(0);
    expect(controversyScore(5, 5)).toBe(10);
    expect(controversyScore(50, 50)).toBeGreaterThan(controversyScore(5, 5));
    expect(controversyScore(5, 5)).toBeGreaterThan(controversyScore(9, 1));
    expect(controversyScore(2, 8)).toBe(controversyScore(8, 2));
  });

  it('order each sort by its score, then newest first, then by hash', () => {
    const list = [c('a', 2, 1, 1), c('b', 6, 0, 2), c('c', 4, 4, 3), c('d', 0, 0, 4)];
    const order = (sort: 'POPULAR' | 'CONTROVERSIAL' | 'TIME') => [...list].sort(compareComments(sort)).map((x) => x.hash);
    expect(order('POPULAR')).toEqual(['b', 'a', 'd', 'c']);
    expect(order('CONTROVERSIAL')).toEqual(['c', 'a', 'd', 'b']);
    expect(order('TIME')).toEqual(['d', 'c', 'b', 'a']);
    expect([c('y', 0, 0, 1), c('x', 0, 0, 1)].sort(compareComments('TIME')).map((x) => x.hash)).toEqual(['x', 'y']);
  });
});

describe('votes', () => {
  it('add, change and remove one vote', () => {
    const none = { upCount: 3, downCount: 1, myVote: null };
    const up = applyVote(none, 'UP');
    expect(up).toEqual({ upCount: 4, downCount: 1, myVote: 'UP' });
    expect(applyVote(up, 'DOWN')).toEqual({ upCount: 3, downCount: 2, myVote: 'DOWN' });
    expect(applyVote(up, null)).toEqual(none);
    expect(applyVote(up, 'UP')).toEqual(up);
  });

  it('take a vote back when the same button is tapped again', () => {
    expect(nextVote(null, 'UP')).toBe('UP');
    expect(nextVote('UP', 'UP')).toBeNull();
    expect(nextVote('UP', 'DOWN')).toBe('DOWN');
  });
});

describe('text', () => {
  it('accepts 1-500 characters, counting characters rather than UTF-16 units', () => {
    expect(commentTextProblem(' \n ')).toBe('must not be empty');
    expect(commentTextProblem('好')).toBeNull();
    expect(commentTextProblem('😀'.repeat(500))).toBeNull();
    expect(commentTextProblem('a'.repeat(501))).toBe('must be at most 500 characters (got 501)');
    expect(commentTextProblem(`  ${'a'.repeat(500)}  `)).toBeNull();
  });
});

describe('trending-comment tracking', () => {
  it('names the event by what was tapped', () => {
    expect(trendingClickEvent('comment', 'article')).toBe('entmt.clickbtn.comment');
    expect(trendingClickEvent('target', 'article', 'GENERAL')).toBe('entmt.clickbtn.article');
    expect(trendingClickEvent('target', 'article', 'TOPIC')).toBe('entmt.clickbtn.topic');
    expect(trendingClickEvent('target', 'quiz')).toBe('entmt.clickbtn.quiz');
    expect(trendingClickEvent('target', 'poll')).toBe('entmt.clickbtn.poll');
  });
});
