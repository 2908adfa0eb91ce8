// The movie rules of content-spec §2/§3 as this portal reads them (decision 0068): statuses, the
// rating list, the page's tabs, the movie tab list, filmKeyword matching, series listing ids, and the
// chart's rank movement.
import { describe, expect, it } from 'vitest';
import {
  MOVIE_LIST_TABS, MOVIE_PAGE_TABS, MOVIE_RATINGS, MOVIE_STATUSES, SERIES_LISTING_ID, isMovieListTab, moviePageTab, ratingOf, seriesListingId, statusOn, tabAdmits, titleMatches,
} from '#/domain/movies/movies.ts';
import { movieChartWithMovement } from '#/domain/movies/chart.ts';
import { avatarTypeOf } from '#/domain/portal/avatars.ts';

describe('movie constants of content-spec §3', () => {
  it('has the spec’s statuses and ratings, spelled as it spells them', () => {
    expect(MOVIE_STATUSES).toEqual(['IN_THEATERS', 'COMING_SOON']);
    expect(MOVIE_RATINGS).toEqual([
      'RESTRICTED', 'PARENTAL_GUIDANCE_15', 'PARENTAL_GUIDANCE_12', 'PARENTAL_GUIDANCE', 'GENERAL',
      'ID_GENERAL', 'ID_PARENTAL_GUIDANCE_13', 'ID_PARENTAL_GUIDANCE_17', 'ID_RESTRICTED', 'UNKNOW',
    ]);
    expect(ratingOf('ID_RESTRICTED')).toBe('ID_RESTRICTED');
    expect(ratingOf(null)).toBe('UNKNOW');
    expect(ratingOf('NC-17')).toBe('UNKNOW');
  });

  it('draws a movie entity with avatar type MOVIE', () => {
    expect(avatarTypeOf('MOVIE')).toBe('MOVIE');
  });

  it('has a movie tab list of in cinemas, coming soon and box office', () => {
    expect(MOVIE_LIST_TABS).toEqual(['incinemas', 'comingsoon', 'boxoffice']);
    expect(isMovieListTab('boxoffice')).toBe(true);
    expect(isMovieListTab('popular')).toBe(false);
  });
});

describe('a movie’s page tabs', () => {
  it('are info, showtimes, trailers and comments; the bare path is info, anything else no page', () => {
    expect(MOVIE_PAGE_TABS).toEqual(['info', 'showtimes', 'trailers', 'comments']);
    expect(moviePageTab(undefined)).toBe('info');
    expect(moviePageTab('')).toBe('info');
    expect(moviePageTab('trailers')).toBe('trailers');
    expect(moviePageTab('booking')).toBeNull();
    expect(moviePageTab('info/more')).toBeNull();
  });
});

describe('status and tabs', () => {
  it('is in theatres from the release day (a day of the market) and coming soon before it', () => {
    expect(statusOn('2026-11-28', '2026-11-28')).toBe('IN_THEATERS');
    expect(statusOn('2026-11-01', '2026-11-28')).toBe('IN_THEATERS');
    expect(statusOn('2026-11-29', '2026-11-28')).toBe('COMING_SOON');
  });

  it('shows only movies in theatres in cinemas and at the box office, only the others under coming soon', () => {
    expect(tabAdmits('incinemas', 'IN_THEATERS')).toBe(true);
    expect(tabAdmits('incinemas', 'COMING_SOON')).toBe(false);
    expect(tabAdmits('boxoffice', 'COMING_SOON')).toBe(false);
    expect(tabAdmits('comingsoon', 'COMING_SOON')).toBe(true);
    expect(tabAdmits('comingsoon', 'IN_THEATERS')).toBe(false);
  });
});

describe('filmKeyword and seriesListingId', () => {
  it('matches a keyword within a title, folding case and full-width forms', () => {
    expect(titleMatches('寂靜軌道2：回聲', '軌道')).toBe(true);
    expect(titleMatches('Orbit Sunyi', 'orbit')).toBe(true);
    expect(titleMatches('Orbit Sunyi', 'ＯＲＢＩＴ')).toBe(true);
    expect(titleMatches('Warung Nenek', 'orbit')).toBe(false);
    expect(titleMatches('Warung Nenek', null)).toBe(true);
  });

  it('names a series listing {country}-movie-series-{slug}', () => {
    expect(seriesListingId('tw', 'orbit')).toBe('tw-movie-series-orbit');
    expect(SERIES_LISTING_ID.test('tw-movie-series-orbit')).toBe(true);
    expect(SERIES_LISTING_ID.test('tw-dramas-best')).toBe(false);
    expect(SERIES_LISTING_ID.test('TW-movie-series-x')).toBe(false);
  });
});

describe('the trending movie chart', () => {
  it('gives each movie its movement since the previous edition: up, down, same or new', () => {
    expect(movieChartWithMovement(['b', 'a', 'c', 'd'], ['a', 'b', 'c'])).toEqual([
      { movieId: 'b', rank: 1, previousRank: 2, movement: 'UP', change: 1 },
      { movieId: 'a', rank: 2, previousRank: 1, movement: 'DOWN', change: -1 },
      { movieId: 'c', rank: 3, previousRank: 3, movement: 'SAME', change: 0 },
      { movieId: 'd', rank: 4, previousRank: null, movement: 'NEW', change: 0 },
    ]);
  });
});
