import { describe, expect, it } from 'vitest';
import { chartFilmTypes, chartWithMovement, type ChartPosition } from '#/domain/dramas/chart.ts';
import { rankMovement } from '#/domain/charts/rankMovement.ts';
import { CARD_CAST_NAMES, CHART_EDITIONS, FILM_TYPES, cardCast, formatAirDate, hasAired } from '#/domain/dramas/dramas.ts';

const at = (dramaId: string, rank: number, filmType: ChartPosition['filmType']): ChartPosition => ({ dramaId, rank, filmType });

describe('rank movement', () => {
  it('is UP by the places gained, DOWN by the places lost, SAME, or NEW without a previous rank', () => {
    expect(rankMovement(2, 5)).toEqual({ movement: 'UP', change: 3 });
    expect(rankMovement(4, 1)).toEqual({ movement: 'DOWN', change: -3 });
    expect(rankMovement(3, 3)).toEqual({ movement: 'SAME', change: 0 });
    expect(rankMovement(1, null)).toEqual({ movement: 'NEW', change: 0 });
  });
});

describe('a chart with movement', () => {
  const current = [at('a', 1, 'korea'), at('b', 2, 'taiwan'), at('c', 3, 'korea'), at('d', 4, 'taiwan')];
  const previous = [at('b', 1, 'taiwan'), at('c', 2, 'korea'), at('a', 3, 'korea'), at('x', 4, 'japan')];

  it('compares the current edition with the previous one over every film type', () => {
    expect(chartWithMovement(current, previous, null)).toEqual([
      { dramaId: 'a', rank: 1, previousRank: 3, movement: 'UP', change: 2 },
      { dramaId: 'b', rank: 2, previousRank: 1, movement: 'DOWN', change: -1 },
      { dramaId: 'c', rank: 3, previousRank: 2, movement: 'DOWN', change: -1 },
      { dramaId: 'd', rank: 4, previousRank: null, movement: 'NEW', change: 0 },
    ]);
  });

  it("ranks a film type's chart within that type, in both editions", () => {
    // Korea: a was 2nd of the Korean dramas (behind c), now 1st; c the reverse.
    expect(chartWithMovement(current, previous, 'korea')).toEqual([
      { dramaId: 'a', rank: 1, previousRank: 2, movement: 'UP', change: 1 },
      { dramaId: 'c', rank: 2, previousRank: 1, movement: 'DOWN', change: -1 },
    ]);
    expect(chartWithMovement(current, previous, 'taiwan').map((e) => [e.dramaId, e.rank, e.movement])).toEqual([['b', 1, 'SAME'], ['d', 2, 'NEW']]);
  });

  it('has a tab for each film type on the current chart, in the film types’ order', () => {
    expect(chartFilmTypes(current, FILM_TYPES)).toEqual(['taiwan', 'korea']);
  });
});

describe('drama constants 3 and 2 (decision 0067)', () => {
  it('a card names the first three cast members', () => {
    expect(CARD_CAST_NAMES).toBe(3);
    expect(cardCast(['A', 'B', 'C', 'D', 'E'])).toEqual(['A', 'B', 'C']);
  });

  it('a chart is kept in two editions, current and previous', () => {
    expect(CHART_EDITIONS).toEqual(['current', 'previous']);
  });
});

describe('episodes', () => {
  it('have aired on their air date and before', () => {
    expect(hasAired('2026-11-28', '2026-11-28')).toBe(true);
    expect(hasAired('2026-11-27', '2026-11-28')).toBe(true);
    expect(hasAired('2026-11-29', '2026-11-28')).toBe(false);
  });

  it('show their air date as the market writes it, the same day whatever the server time zone', () => {
    expect(formatAirDate('2026-11-28', 'en')).toBe('Nov 28, 2026');
    expect(formatAirDate('2026-01-02', 'zh-Hant-TW')).toBe('2026年1月2日');
  });
});
