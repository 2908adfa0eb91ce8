// Movies against real local D1 with the demo content: a movie's page data (page type MOVIE_LIST,
// status, rating, cast linked to profiles, release date in the market's time zone, trailer), the
// trending chart with rank movement, the embedded page's movie form (tabs, filmKeyword,
// seriesListingId), 400 naming the field and 404; reactions (content type MOVIE) and comments
// (target type movie) through the existing calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '#functions/webapi/app.ts';
import { issueDevToken } from '#functions/identity/devProvider.ts';
import { isoInTimeZone } from '#/domain/shell/formatTime.ts';
import { MARKETS } from '#/markets.ts';
import { loadSeedMarket } from '../../scripts/loadSeedContent.ts';
import { ROOT } from '../../scripts/localPlatform.ts';
import { loadSeedPortal } from '../../scripts/seedPortal.ts';
import { profileHash } from '../../scripts/seedProfiles.ts';
import { videoHash } from '../../scripts/seedIds.ts';
import { openTestPlatform, type TestPlatform } from '../helpers/testPlatform.ts';

let platform: TestPlatform;
const tw = loadSeedMarket(ROOT, 'tw');
const portal = loadSeedPortal(ROOT, 'tw', new Set(tw.articles.map((a) => a.slug)), new Set(tw.tabs.map((t) => t.urlPath)));
const movie = portal.movies.find((m) => m.slug === 'orbit-of-silence')!;
const env = () => ({ ...platform.env, DEV_LOGIN: 'true' });
const DAY = 86_400_000;

async function call(method: 'GET' | 'POST', path: string, opts: { token?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (opts.token) headers['X-Liff-Access-Token'] = opts.token;
  const res = await app.request(`http://portal.test/webapi${path}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) }, env());
  return { status: res.status, body: (await res.json()) as any };
}
const get = (path: string) => call('GET', path);
const tabPage = (tab: string, query = '') => get(`/portal/embedded/page/movie/movies?country=tw&entityId=${tab}${query}`);

beforeAll(async () => {
  platform = await openTestPlatform({ content: true });
}, 120_000);
afterAll(async () => {
  await platform?.dispose();
});

describe('a movie', () => {
  it('answers page type MOVIE_LIST with status, rating, synopsis, director, runtime, genres, trailer and cast linked to profiles', async () => {
    const { status, body } = await get(`/movie/${movie.slug}?country=tw`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      pageType: 'MOVIE_LIST',
      id: movie.slug,
      title: movie.title,
      avatarType: 'MOVIE',
      rating: movie.rating,
      status: 'IN_THEATERS',
      runtimeMinutes: movie.runtimeMinutes,
      director: movie.director,
      genres: movie.genres,
      synopsis: movie.synopsis,
      trailer: { videoHash: videoHash(movie.trailer), width: 1280, height: 720 },
      commentCount: 0,
    });
    expect(body.cast).toEqual(movie.cast.map((c) => ({ name: c.name, role: c.role, profile: c.profile ? { hash: profileHash('tw', c.profile), name: c.name, imageHash: expect.stringMatching(/^i/) } : null })));
    expect(body.cast.some((c: any) => c.profile !== null)).toBe(true);
    // Released movie.releaseDaysAgo days before the seed's today, as a day in Taipei.
    const day = isoInTimeZone(Date.now() - movie.releaseDaysAgo * DAY, MARKETS.tw.timeZone).slice(0, 10);
    expect([day, isoInTimeZone(Date.now() - (movie.releaseDaysAgo + 1) * DAY, MARKETS.tw.timeZone).slice(0, 10)]).toContain(body.releaseDate);
  });

  it('is COMING_SOON with a release date after today when it opens later', async () => {
    const later = portal.movies.find((m) => m.releaseDaysAgo < 0)!;
    const { body } = await get(`/movie/${later.slug}?country=tw`);
    expect(body.status).toBe('COMING_SOON');
    expect(body.releaseDate > isoInTimeZone(Date.now(), MARKETS.tw.timeZone).slice(0, 10)).toBe(true);
  });

  it('is 404 when the market has no such movie, and 400 naming the url path when no movie can have it', async () => {
    expect(await get('/movie/no-such-movie?country=tw')).toEqual({ status: 404, body: { message: 'movie not found: no-such-movie', statusCode: 404 } });
    expect((await get('/movie/intertidal-zone?country=hk')).status).toBe(404);
    const bad = await get('/movie/Not_A_Path?country=tw');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('"urlPath": must be lowercase letters or digits joined by "-"');
  });
});

describe('the trending movie chart', () => {
  it('ranks the current edition with each movie’s movement since the previous one', async () => {
    const { current, previous } = portal.movieChart;
    const { status, body } = await get('/movie/chart/trending?country=tw');
    expect(status).toBe(200);
    expect(body.pageType).toBe('MOVIE_LIST');
    expect(body.entries.map((e: any) => [e.rank, e.movie.id])).toEqual(current.map((slug, i) => [i + 1, slug]));
    for (const e of body.entries) {
      const before = previous.indexOf(e.movie.id);
      expect(e, e.movie.id).toMatchObject(before < 0 ? { previousRank: null, movement: 'NEW' } : { previousRank: before + 1, change: before + 1 - e.rank });
    }
    expect(new Set(body.entries.map((e: any) => e.movement))).toEqual(new Set(['UP', 'DOWN', 'NEW', 'SAME']));
  });
});

describe('the movie tab pages (the embedded page’s movie form)', () => {
  it('answers page type MOVIE_LIST with the three tabs; in cinemas and box office show movies in theatres, coming soon the others', async () => {
    const inCinemas = await tabPage('incinemas');
    expect(inCinemas.status).toBe(200);
    expect(inCinemas.body).toMatchObject({ pageType: 'MOVIE_LIST', subType: 'movie', urlPath: 'movies', entityId: 'incinemas', filmKeyword: null, series: null });
    expect(inCinemas.body.tabs.map((t: any) => t.tab)).toEqual(['incinemas', 'comingsoon', 'boxoffice']);
    const showing = portal.movies.filter((m) => m.releaseDaysAgo >= 0);
    const shown = inCinemas.body.modules[0].movies;
    expect(shown.map((m: any) => m.id).sort()).toEqual(showing.map((m) => m.slug).sort());
    for (const m of shown) expect(m.status).toBe('IN_THEATERS');
    // Newest release first.
    expect(shown.map((m: any) => m.releaseDate)).toEqual([...shown.map((m: any) => m.releaseDate)].sort().reverse());

    const comingSoon = (await tabPage('comingsoon')).body.modules[0].movies;
    expect(comingSoon.map((m: any) => m.id).sort()).toEqual(portal.movies.filter((m) => m.releaseDaysAgo < 0).map((m) => m.slug).sort());
    expect(comingSoon.map((m: any) => m.releaseDate)).toEqual([...comingSoon.map((m: any) => m.releaseDate)].sort());

    const boxOffice = (await tabPage('boxoffice')).body.modules[0].movies;
    expect(boxOffice.map((m: any) => m.id)).toEqual(portal.moviePage.boxOffice);
  });

  it('filmKeyword narrows a tab to titles containing it (width and case folded), and an empty answer is not an error', async () => {
    const kw = await tabPage('incinemas', `&filmKeyword=${encodeURIComponent('寂靜')}`);
    expect(kw.body.filmKeyword).toBe('寂靜');
    expect(kw.body.modules[0].movies.map((m: any) => m.id)).toEqual(['orbit-of-silence']);
    // The sequel is coming soon: the keyword does not lift the tab's rule.
    expect((await tabPage('comingsoon', `&filmKeyword=${encodeURIComponent('寂靜')}`)).body.modules[0].movies.map((m: any) => m.id)).toEqual(['orbit-of-silence-2']);
    expect((await tabPage('incinemas', '&filmKeyword=zzz')).body.modules[0].movies).toEqual([]);
  });

  it('seriesListingId shows the series’ movies of the tab instead of the tab’s listing', async () => {
    const { status, body } = await tabPage('comingsoon', '&seriesListingId=tw-movie-series-orbit');
    expect(status).toBe(200);
    expect(body.series).toEqual({ id: 'tw-movie-series-orbit', title: portal.movieSeries[0]!.title });
    expect(body.modules[0].movies.map((m: any) => m.id)).toEqual(['orbit-of-silence-2']);
    expect((await tabPage('incinemas', '&seriesListingId=tw-movie-series-orbit')).body.modules[0].movies.map((m: any) => m.id)).toEqual(['orbit-of-silence']);
  });

  it('is 400 naming a bad tab, keyword or series, and 404 for a page the market does not have', async () => {
    const cases: [string, string][] = [
      ['&entityId=popcorn', '"entityId": must be one of incinemas, comingsoon, boxoffice'],
      [`&entityId=incinemas&filmKeyword=${'x'.repeat(41)}`, '"filmKeyword": must be at most 40 characters'],
      ['&entityId=incinemas&filmKeyword=%20', '"filmKeyword": must not be blank'],
      ['&entityId=incinemas&seriesListingId=Bad', '"seriesListingId": must be a movie series listing id'],
      ['&entityId=incinemas&seriesListingId=tw-movie-series-nowhere', '"seriesListingId": no movie series tw-movie-series-nowhere in tw'],
      ['&entityId=incinemas&seriesListingId=hk-movie-series-orbit', '"seriesListingId": no movie series hk-movie-series-orbit in tw'],
    ];
    for (const [query, message] of cases) {
      const res = await get(`/portal/embedded/page/movie/movies?country=tw${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toContain(message);
    }
    expect(await get('/portal/embedded/page/movie/nowhere?country=tw&entityId=incinemas')).toEqual({ status: 404, body: { message: 'movie page not found: nowhere', statusCode: 404 } });
  });
});

describe('avatars, reactions and comments on a movie', () => {
  it('draws movie entity items of the chart module with avatar type MOVIE', async () => {
    const { body } = await get('/api/v6/listings/tw-movie-chart?country=tw&offset=0&length=20');
    expect(body.entities.map((e: any) => e.entityId)).toEqual(portal.movieChart.current);
    for (const e of body.entities) expect(e.avatarType).toBe('MOVIE');
  });

  it('takes a reaction with content type MOVIE, and a comment with target type movie', async () => {
    const token = await issueDevToken({ userId: 'movie-fan', displayName: 'Fan' }, undefined);
    const added = await call('POST', '/interaction/like/add', { token, body: { country: 'tw', postType: 'MOVIE', postId: movie.slug, reactionContentType: 'MOVIE', likeType: 1001 } });
    expect(added.status).toBe(200);
    expect(added.body.likeViews).toMatchObject({ count: 1, liked: true, likedType: 1001 });
    const target = await get(`/comment/target?country=tw&targetType=movie&urlPath=${movie.slug}`);
    expect(target.body).toMatchObject({ targetType: 'movie', targetId: movie.slug, title: movie.title });
    const posted = await call('POST', '/comment/add', { token, body: { country: 'tw', targetType: 'movie', targetId: movie.slug, body: '太空站的聲音設計超有壓迫感，推薦 IMAX！' } });
    expect(posted.status).toBe(201);
    expect((await get(`/movie/${movie.slug}?country=tw`)).body.commentCount).toBe(1);
  });
});
