// The demo movies (scripts/seedMovies.ts): every main market holds a cinema listing of 12+ movies in
// theatres and coming soon, in its rating system, and the checks catch content that names unknown movies.
import { describe, expect, it } from 'vitest';
import { loadSeedMarket } from '../../../scripts/loadSeedContent.ts';
import { ROOT } from '../../../scripts/localPlatform.ts';
import { loadSeedPortal } from '../../../scripts/seedPortal.ts';
import { movieProblems, movieSchedule } from '../../../scripts/seedMovies.ts';

const portalOf = (country: 'tw' | 'hk' | 'id' | 'th') => {
  const market = loadSeedMarket(ROOT, country);
  return loadSeedPortal(ROOT, country, new Set(market.articles.map((a) => a.slug)), new Set(market.tabs.map((t) => t.urlPath)));
};

describe('the demo movies of the main markets', () => {
  it.each(['tw', 'hk', 'id', 'th'] as const)('%s: 12+ movies in theatres and coming soon, rated in the market’s system', (country) => {
    const portal = portalOf(country);
    expect(portal.movies.length).toBeGreaterThanOrEqual(12);
    const { inCinemas, comingSoon } = movieSchedule(country, portal.movies, Date.parse('2026-11-28T03:00:00Z'));
    expect(inCinemas.length).toBeGreaterThan(0);
    expect(comingSoon.length).toBeGreaterThan(0);
    const indonesian = portal.movies.map((m) => m.rating.startsWith('ID_'));
    expect(new Set(indonesian)).toEqual(new Set([country === 'id']));
  });

  it('dates releases in the market’s time zone: a day before the seed is yesterday there', () => {
    // 2026-11-28 17:00 UTC is already the 29th in Taipei.
    const [movie] = portalOf('tw').movies;
    const { releaseDates } = movieSchedule('tw', [{ ...movie!, releaseDaysAgo: 1 }], Date.parse('2026-11-28T17:00:00Z'));
    expect(releaseDates.get(movie!.slug)).toEqual({ slug: movie!.slug, releaseDate: '2026-11-28', status: 'IN_THEATERS' });
  });

  it('catches a chart, box office or series naming an unknown movie, and a short main-market listing', () => {
    const portal = portalOf('tw');
    const broken = {
      ...portal,
      movies: portal.movies.slice(0, 11),
      movieChart: { ...portal.movieChart, current: [...portal.movieChart.current, 'ghost-movie'] },
      moviePage: { ...portal.moviePage, boxOffice: [...portal.moviePage.boxOffice, portal.movies.find((m) => m.releaseDaysAgo < 0)!.slug] },
    };
    const problems = movieProblems(broken, true);
    expect(problems).toContain('a main market needs 12+ movies, has 11');
    expect(problems).toContain('current movie chart names unknown movie ghost-movie');
    expect(problems.some((p) => p.startsWith('box office names'))).toBe(true);
    expect(movieProblems(portal, true)).toEqual([]);
  });
});
