// Movie pages over HTTP, as a crawler or a reader without JavaScript gets them: a movie's four tabs
// (page type MOVIE_LIST, status, the rating badge in each market's wording, cast linked to profiles,
// the showtimes hook, the trailer, reactions and the comments link), the movie tab pages with their
// tab bar, filmKeyword and seriesListingId, the trending chart with rank movement, 'no page' for the
// unknown, and the page cache (a copy per page, purged by the movie's tag). Axe and layout shift: the
// e2e lists (accessibilityMarkets.spec.ts, layoutShift.spec.ts).
import { describe, expect, it } from 'vitest';
import { loadSeedMarket } from '../../scripts/loadSeedContent.ts';
import { ROOT } from '../../scripts/localPlatform.ts';
import { loadSeedPortal } from '../../scripts/seedPortal.ts';
import { profileHash } from '../../scripts/seedProfiles.ts';
import { ADMIN_TOKEN, http } from '../helpers/workerHttp.ts';
import { AGREED, textOf, workerPage } from '../helpers/workerPage.ts';

const portalOf = (country: 'tw' | 'hk' | 'id' | 'th') => {
  const market = loadSeedMarket(ROOT, country);
  return loadSeedPortal(ROOT, country, new Set(market.articles.map((a) => a.slug)), new Set(market.tabs.map((t) => t.urlPath)));
};
const tw = portalOf('tw');
const movie = tw.movies.find((m) => m.slug === 'orbit-of-silence')!;

describe("a movie's page", () => {
  it('shows the info tab at the bare path: page type MOVIE_LIST, status, rating, synopsis, facts and cast linked to profiles', async () => {
    const { status, $ } = await workerPage(`/tw/v2/movie/${movie.slug}/`, { headers: AGREED });
    expect(status).toBe(200);
    expect($('[data-page-type]').attr('data-page-type')).toBe('MOVIE_LIST');
    expect(textOf($('h1'))).toBe(movie.title);
    expect(textOf($('[data-movie-status]'))).toBe('上映中');
    expect(textOf($('.movie-page__badges [data-rating]'))).toBe('輔12級');
    expect($('[data-movie-tab-link]').map((_, a) => $(a).attr('href')).get()).toEqual([
      `/tw/v2/movie/${movie.slug}/`, `/tw/v2/movie/${movie.slug}/showtimes`, `/tw/v2/movie/${movie.slug}/trailers`, `/tw/v2/movie/${movie.slug}/comments`,
    ]);
    expect($('[data-movie-tab-link][aria-current=page]').attr('data-movie-tab-link')).toBe('info');
    expect(textOf($('.title-page__synopsis'))).toBe(movie.synopsis);
    expect(textOf($('[data-director]'))).toBe(movie.director);
    expect(textOf($('[data-runtime]'))).toBe(`${movie.runtimeMinutes}分鐘`);
    expect(textOf($('[data-genres]'))).toBe(movie.genres.join(' · '));
    expect($('[data-release-date]').attr('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const linked = movie.cast.filter((c) => c.profile);
    expect(linked.length).toBeGreaterThan(0);
    expect($('[data-cast-profile]').map((_, a) => $(a).attr('href')).get()).toEqual(linked.map((c) => `/tw/v2/profile/${profileHash('tw', c.profile!)}`));
    expect($('link[rel=canonical]').attr('href')).toMatch(new RegExp(`/tw/v2/movie/${movie.slug}/$`));
  });

  it('redirects the bare /v2/movie/{urlPath} to its trailing slash', async () => {
    const res = await http(`/tw/v2/movie/${movie.slug}`, { headers: AGREED, follow: false });
    expect(res.status).toBe(301);
    expect(res.location).toBe(`/tw/v2/movie/${movie.slug}/`);
  });

  it('shows the showtimes with links to booking, the trailer player and the reactions with the comments link on their tabs', async () => {
    const showtimes = await workerPage(`/tw/v2/movie/${movie.slug}/showtimes`, { headers: AGREED });
    expect(showtimes.status).toBe(200);
    const hook = showtimes.$('section[data-movie-showtimes]');
    expect(hook.attr('data-movie-id')).toBe(movie.slug);
    // The day's screenings per cinema, each a link to its booking page; the days stay on this tab.
    expect(hook.find('a[href^="/tw/v2/movie/booking/"]').length).toBeGreaterThan(0);
    expect(hook.find('.showtimes__days a').first().attr('href')).toMatch(new RegExp(`^/tw/v2/movie/${movie.slug}/showtimes\\?date=`));

    const trailers = await workerPage(`/tw/v2/movie/${movie.slug}/trailers`, { headers: AGREED });
    expect(trailers.$('[data-trailer] [data-video]').attr('data-src')).toMatch(/master\.m3u8$/);

    const comments = await workerPage(`/tw/v2/movie/${movie.slug}/comments`, { headers: AGREED });
    expect(comments.$('a.comments-open').attr('href')).toBe(`/tw/v2/comment/movie/${movie.slug}`);
    expect(comments.$('section[aria-label="心情"], [role="region"][aria-label="心情"]').filter((_, el) => comments.$(el).closest('[hidden]').length === 0)).toHaveLength(1);
    const page = await workerPage(`/tw/v2/comment/movie/${movie.slug}`, { headers: AGREED });
    expect(page.status).toBe(200);
    expect(page.text).toContain(movie.title);
  });

  it.each([
    ['hk', 'orbit-of-silence', 'IIA級', '正在上映'],
    ['id', 'orbit-sunyi', '13+', 'Sedang tayang'],
    ['th', 'paper-lantern-ghost', 'ฉ20', 'กำลังฉาย'],
  ] as const)('%s words the rating badge and status its own way', async (country, slug, rating, status) => {
    const { $ } = await workerPage(`/${country}/v2/movie/${slug}/`, { headers: AGREED });
    expect(textOf($('.movie-page__badges [data-rating]'))).toBe(rating);
    expect(textOf($('[data-movie-status]'))).toBe(status);
  });

  it('says coming soon for a movie that opens later', async () => {
    const later = tw.movies.find((m) => m.releaseDaysAgo < 0)!;
    const { $ } = await workerPage(`/tw/v2/movie/${later.slug}/`, { headers: AGREED });
    expect($('[data-movie-status]').attr('data-movie-status')).toBe('COMING_SOON');
    expect(textOf($('[data-movie-status]'))).toBe('即將上映');
  });

  it('is cached, and an edit of the movie (its tag) purges the copy', async () => {
    const path = `/tw/v2/movie/${movie.slug}/?run=${Date.now()}-${Math.random()}`;
    expect((await http(path, { headers: AGREED })).headers.get('x-astro-cache')).toBe('MISS');
    expect((await http(path, { headers: AGREED })).headers.get('x-astro-cache')).toBe('HIT');
    const purged = await http('/webapi/admin/revalidate', { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` }, body: { tags: [`movie:tw:${movie.slug}`] } });
    expect(purged.status).toBe(200);
    expect((await http(path, { headers: AGREED })).headers.get('x-astro-cache')).toBe('MISS');
  });
});

describe('the movie tab pages', () => {
  it('show a tab of the movie tab list (page type MOVIE_LIST) with a tab bar of the three tabs', async () => {
    const { status, $ } = await workerPage('/tw/v2/movie/comingsoon/movies', { headers: AGREED });
    expect(status).toBe(200);
    expect($('[data-page-type]').attr('data-page-type')).toBe('MOVIE_LIST');
    expect(textOf($('h1'))).toBe('即將上映');
    expect($('[data-list-tab]').map((_, a) => [[$(a).attr('data-list-tab'), $(a).attr('href')]]).get()).toEqual([
      ['incinemas', '/tw/v2/movie/incinemas/movies'], ['comingsoon', '/tw/v2/movie/comingsoon/movies'], ['boxoffice', '/tw/v2/movie/boxoffice/movies'],
    ]);
    expect($('[data-list-tab][aria-current=page]').attr('data-list-tab')).toBe('comingsoon');
    const soon = tw.movies.filter((m) => m.releaseDaysAgo < 0).sort((a, b) => b.releaseDaysAgo - a.releaseDaysAgo);
    expect($('.title-card__title a').map((_, a) => $(a).attr('href')).get()).toEqual(soon.map((m) => `/tw/v2/movie/${m.slug}/`));
    for (const card of $('[data-movie-card]').toArray()) expect($(card).attr('data-status')).toBe('COMING_SOON');
  });

  it('ranks the box office in its order', async () => {
    const { $ } = await workerPage('/tw/v2/movie/boxoffice/movies', { headers: AGREED });
    const titles = new Map(tw.movies.map((m) => [m.slug, m.title]));
    expect($('.title-cards--ranked .title-card__title').map((_, h) => textOf($(h))).get()).toEqual(tw.moviePage.boxOffice.map((slug) => titles.get(slug)));
  });

  it('narrows by filmKeyword and shows a series by seriesListingId', async () => {
    const keyword = await workerPage(`/tw/v2/movie/incinemas/movies?filmKeyword=${encodeURIComponent('燈')}`, { headers: AGREED });
    expect(keyword.status).toBe(200);
    expect(keyword.$('.title-card__title').map((_, h) => textOf(keyword.$(h))).get().sort()).toEqual(['最後的燈塔', '紙燈籠']);
    expect(keyword.$('#movie-keyword').attr('value')).toBe('燈');
    const series = await workerPage('/tw/v2/movie/comingsoon/movies?seriesListingId=tw-movie-series-orbit', { headers: AGREED });
    expect(textOf(series.$('h1'))).toBe(`系列：${tw.movieSeries[0]!.title} · 即將上映`);
    expect(series.$('.title-card__title').map((_, h) => textOf(series.$(h))).get()).toEqual(['寂靜軌道2：回聲']);
    const bad = await workerPage('/tw/v2/movie/incinemas/movies?seriesListingId=tw-movie-series-nowhere', { headers: AGREED });
    expect(bad.status).toBe(400);
  });
});

it('the trending movie chart ranks the current edition with each move', async () => {
  const { status, $ } = await workerPage('/tw/v2/movie/chart/trending', { headers: AGREED });
  expect(status).toBe(200);
  expect($('[data-page-type]').attr('data-page-type')).toBe('MOVIE_LIST');
  expect(textOf($('h1'))).toBe('電影熱門排行');
  const titles = new Map(tw.movies.map((m) => [m.slug, m.title]));
  expect($('.title-chart > li .title-card__title').map((_, h) => textOf($(h))).get()).toEqual(tw.movieChart.current.map((slug) => titles.get(slug)));
  expect(textOf($('.title-chart > li').first().find('.title-chart__move'))).toBe('上升1名');
  expect($('.title-chart > li').last().attr('data-movement')).toBe('NEW');
});

it("an unknown movie, tab or movie tab page is 'no page'", async () => {
  for (const path of ['/tw/v2/movie/no-such-movie/', `/tw/v2/movie/${movie.slug}/popcorn`, '/tw/v2/movie/Bad_Path/', '/tw/v2/movie/incinemas/nowhere', '/hk/v2/movie/intertidal-zone/']) {
    const { status, $ } = await workerPage(path, { headers: AGREED });
    expect(status, path).toBe(404);
    expect($('[data-error-screen]').attr('data-error-screen'), path).toBe('no page');
  }
});
