// Drama pages over HTTP, as a crawler or a reader without JavaScript gets them: a drama (page type
// DRAMA, cast linked to profile pages, episodes with where to watch, trailer, comments link), a
// curated list, the trending chart with a tab per film type and rank movement, 'no page' for the
// unknown, and the page cache (a copy per page, purged by the drama's tag). Reacting is proven at
// the API level (tests/webapi/dramas.test.ts), axe and layout shift by the page-frame check.
import { describe, expect, it } from 'vitest';
import { loadSeedMarket } from '../../scripts/loadSeedContent.ts';
import { ROOT } from '../../scripts/localPlatform.ts';
import { loadSeedPortal } from '../../scripts/seedPortal.ts';
import { profileHash } from '../../scripts/seedProfiles.ts';
import { ADMIN_TOKEN, http } from '../helpers/workerHttp.ts';
import { AGREED, textOf, workerPage } from '../helpers/workerPage.ts';

const tw = loadSeedMarket(ROOT, 'tw');
const portal = loadSeedPortal(ROOT, 'tw', new Set(tw.articles.map((a) => a.slug)), new Set(tw.tabs.map((t) => t.urlPath)));
const drama = portal.dramas.find((d) => d.slug === 'tide-between-us')!;
const filmTypeOf = new Map(portal.dramas.map((d) => [d.slug, d.filmType]));
const titleOf = new Map(portal.dramas.map((d) => [d.slug, d.title]));

describe('a drama page', () => {
  it('shows the drama as page type DRAMA: synopsis, trailer, cast linked to profiles, episodes with where to watch, comments', async () => {
    const { status, $ } = await workerPage(`/tw/v2/drama/${drama.slug}`, { headers: AGREED });
    expect(status).toBe(200);
    const page = $('[data-page-type]');
    expect(page.attr('data-page-type')).toBe('DRAMA');
    expect(textOf($('h1'))).toBe(drama.title);
    expect($('h2').map((_, h) => textOf($(h))).get()).toEqual(expect.arrayContaining(['劇情簡介', '預告片', '演員', '分集']));
    expect(textOf($('.title-page__synopsis'))).toBe(drama.synopsis);
    expect($('[data-trailer] [data-video]').attr('data-src')).toMatch(/master\.m3u8$/);

    const linked = drama.cast.filter((c) => c.profile);
    expect(linked.length).toBeGreaterThan(0);
    expect($('[data-cast-profile]').map((_, a) => $(a).attr('href')).get()).toEqual(linked.map((c) => `/tw/v2/profile/${profileHash('tw', c.profile!)}`));
    expect($('.title-cast li')).toHaveLength(drama.cast.length);

    const episodes = $('.drama-episodes li');
    expect(episodes).toHaveLength(drama.episodes.count);
    expect(textOf(episodes.first().find('.drama-episodes__title'))).toBe('第1集');
    expect(textOf(episodes.first().find('[data-watch]'))).toBe(`收看平台: ${drama.watch.join(' · ')}`);
    expect(episodes.first().attr('data-aired')).toBe('true');
    expect(episodes.last().attr('data-aired')).toBe('false');
    expect(episodes.last().find('time').attr('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    expect($('a.comments-open').attr('href')).toBe(`/tw/v2/comment/drama/${drama.slug}`);
    const comments = await workerPage(`/tw/v2/comment/drama/${drama.slug}`, { headers: AGREED });
    expect(comments.status).toBe(200);
    expect(comments.text).toContain(drama.title);
    expect($('link[rel=canonical]').attr('href')).toMatch(new RegExp(`/tw/v2/drama/${drama.slug}$`));
  });

  it('is cached, and an edit of the drama (its tag) purges the copy', async () => {
    const path = `/tw/v2/drama/${drama.slug}?run=${Date.now()}-${Math.random()}`;
    expect((await http(path, { headers: AGREED })).headers.get('x-astro-cache')).toBe('MISS');
    expect((await http(path, { headers: AGREED })).headers.get('x-astro-cache')).toBe('HIT');
    const purged = await http('/webapi/admin/revalidate', { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` }, body: { tags: [`drama:tw:${drama.slug}`] } });
    expect(purged.status).toBe(200);
    expect((await http(path, { headers: AGREED })).headers.get('x-astro-cache')).toBe('MISS');
  });
});

it('a curated list shows its dramas in order, each linking to its page with three cast names', async () => {
  const list = portal.dramaLists[1]!;
  const { status, $ } = await workerPage(`/tw/v2/drama/list/tw-dramas-${list.slug}`, { headers: AGREED });
  expect(status).toBe(200);
  expect($('[data-page-type]').attr('data-page-type')).toBe('DRAMA');
  expect(textOf($('h1'))).toBe(list.title);
  expect($('.title-card__title a').map((_, a) => $(a).attr('href')).get()).toEqual(list.dramas.map((slug) => `/tw/v2/drama/${slug}`));
  const first = portal.dramas.find((d) => d.slug === list.dramas[0])!;
  expect(textOf($('[data-card-cast]').first())).toBe(`主演：${first.cast.slice(0, 3).map((c) => c.name).join('、')}`);
});

describe('the trending drama chart', () => {
  it('ranks the current chart with each move, a tab per film type (All current), and alternate-language links', async () => {
    const { status, $ } = await workerPage('/tw/v2/drama/chart/trending', { headers: AGREED });
    expect(status).toBe(200);
    expect($('[data-page-type]').attr('data-page-type')).toBe('DRAMA');
    expect(textOf($('h1'))).toBe('戲劇熱門排行');
    const types = [...new Set(portal.dramaChart.current.map((slug) => filmTypeOf.get(slug)!))];
    expect($('[data-chart-tab]').map((_, a) => $(a).attr('data-chart-tab')).get().sort()).toEqual(['all', ...types].sort());
    expect($('[data-chart-tab][aria-current=page]').attr('data-chart-tab')).toBe('all');
    expect($('[data-chart-tab="korea"]').attr('href')).toBe('/tw/v2/drama/chart/trending/type/korea');
    expect($('.title-chart > li .title-card__title').map((_, h) => textOf($(h))).get()).toEqual(portal.dramaChart.current.map((slug) => titleOf.get(slug)));
    // Rank 1 was 2nd on the previous chart; a drama absent from it is new.
    expect(portal.dramaChart.previous.indexOf(portal.dramaChart.current[0]!)).toBe(1);
    expect(textOf($('.title-chart > li').first().find('.title-chart__move'))).toBe('上升1名');
    const fresh = portal.dramaChart.current.findIndex((slug) => !portal.dramaChart.previous.includes(slug));
    expect($('.title-chart > li').eq(fresh).attr('data-movement')).toBe('NEW');
    expect($('link[rel=alternate][hreflang]').length).toBe(6);
  });

  it("a film type's tab ranks only its dramas and is the current tab", async () => {
    const { status, $ } = await workerPage('/tw/v2/drama/chart/trending/type/korea', { headers: AGREED });
    expect(status).toBe(200);
    expect(textOf($('h1'))).toBe('韓劇熱門排行');
    expect($('[data-chart-tab][aria-current=page]').attr('data-chart-tab')).toBe('korea');
    const korean = portal.dramaChart.current.filter((slug) => filmTypeOf.get(slug) === 'korea');
    expect($('.title-chart > li').map((_, li) => $(li).attr('data-rank')).get()).toEqual(korean.map((_, i) => String(i + 1)));
    expect($('.title-chart > li .title-card__title').map((_, h) => textOf($(h))).get()).toEqual(korean.map((slug) => titleOf.get(slug)));
  });
});

it("an unknown drama, list or film type, and a film type the market has no dramas of, are 'no page'", async () => {
  for (const path of ['/tw/v2/drama/no-such-drama', '/tw/v2/drama/Bad_Path', '/tw/v2/drama/list/tw-dramas-nowhere', '/tw/v2/drama/chart/trending/type/opera', '/tw/v2/drama/chart/trending/type/western', `/hk/v2/drama/${drama.slug}`]) {
    const { status, $ } = await workerPage(path, { headers: AGREED });
    expect(status, path).toBe(404);
    expect($('[data-error-screen]').attr('data-error-screen'), path).toBe('no page');
  }
});
