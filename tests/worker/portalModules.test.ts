// What each market's portal holds, as the server renders it: its tabs and a module of every type,
// filled with that market's demo content. How the portal looks, moves and fits the screen:
// tests/e2e/layoutShift.spec.ts and portal.spec.ts.
import { describe, expect, it } from 'vitest';
import type { CheerioAPI } from 'cheerio';
import { MODULE_TYPES } from '#/domain/portal/moduleTypes.ts';
import { MARKETS } from '#/markets.ts';
import { loadSeedMarket } from '../../scripts/loadSeedContent.ts';
import { ROOT } from '../../scripts/localPlatform.ts';
import { loadSeedPortal } from '../../scripts/seedPortal.ts';
import { SEED_COUNTRIES } from '../../scripts/seedSchema.ts';
import { AGREED, collapsed, workerPage } from '../helpers/workerPage.ts';

/** The text of every element `selector` matches, whitespace collapsed (as a reader reads it). */
const texts = ($: CheerioAPI, selector: string) => $(selector).map((_, el) => collapsed($(el).text())).get();

describe.each(SEED_COUNTRIES)('/%s/v2/tab', (country) => {
  const market = loadSeedMarket(ROOT, country);
  const portal = loadSeedPortal(ROOT, country, new Set(market.articles.map((a) => a.slug)), new Set(market.tabs.map((t) => t.urlPath)));

  it('shows its tabs and a module of every type with its demo content', async () => {
    const { status, $ } = await workerPage(`/${country}/v2/tab`, { headers: AGREED });
    expect(status).toBe(200);
    expect(texts($, '.tab-bar a')).toEqual(market.tabs.map((t) => t.name));
    // A vertical the market table switches off (ecjp's auspicious dates, fortune and weather; the lottery in id and ecjp; elections outside tw and id) has no module.
    const switchedOff = new Set([
      ...(MARKETS[country].meritDate ? [] : ['meritDate']),
      ...(MARKETS[country].fortune ? [] : ['fortune', 'luckyColor']),
      ...(MARKETS[country].config.weather ? [] : ['weather']),
      ...(MARKETS[country].lottery ? [] : ['lottery']),
      ...(MARKETS[country].elections ? [] : ['election']),
    ]);
    const offered = MODULE_TYPES.filter((type) => !switchedOff.has(type));
    expect(offered.filter((type) => $(`[data-module-type="${type}"]`).length === 0), 'module types missing').toEqual([]);
    expect([...switchedOff].filter((type) => $(`[data-module-type="${type}"]`).length > 0), 'modules of switched-off verticals').toEqual([]);
    expect($('[data-module-type="meritDate"]').length, 'auspicious-date module').toBe(MARKETS[country].meritDate ? 1 : 0);
    expect($('[data-module-type="weather"]').length, 'weather module').toBe(MARKETS[country].config.weather ? 1 : 0);

    const poll = $('[data-module-type="poll"]');
    expect(texts($, '[data-module-type="poll"] .poll__question')).toEqual([portal.polls[0]!.question]);
    expect(texts($, '[data-module-type="poll"] .poll-box__option-text')).toEqual(portal.polls[0]!.options);
    expect(poll.find('input[type=radio]').first().attr('value')).toMatch(/^POLL_\d+_0$/);

    // The drama list module shows the first curated list and leads on to it; the chart module to the chart.
    const firstList = portal.dramaLists[0]!.dramas.slice(0, 6);
    const titleOf = new Map(portal.dramas.map((d) => [d.slug, d.title]));
    expect(texts($, '[data-module-type="dramaList"] .poster__title')).toEqual(firstList.map((slug) => titleOf.get(slug)));
    expect($('[data-module-type="dramaList"] li').first().attr('data-item-id')).toBe(`DRAMA-${firstList[0]!}`);
    expect($('[data-module-type="dramaList"] [data-module-more]').attr('href')).toBe(`/${country}/v2/drama/list/${country}-dramas-${portal.dramaLists[0]!.slug}`);
    expect($('[data-module-type="dramaTrendingChart"] [data-module-more]').attr('href')).toBe(`/${country}/v2/drama/chart/trending`);
    expect(texts($, '[data-module-type="dramaTrendingChart"] .chart__title')).toEqual(portal.dramaChart.current.slice(0, 5).map((slug) => titleOf.get(slug)));
    // The movie chart module is the current chart edition, leading to each movie's page and to the chart.
    const movieTitle = new Map(portal.movies.map((m) => [m.slug, m.title]));
    expect(texts($, '[data-module-type="movieTrendingChart"] .chart__title')).toEqual(portal.movieChart.current.slice(0, 5).map((slug) => movieTitle.get(slug)));
    expect($('[data-module-type="movieTrendingChart"] .chart__item').first().attr('href')).toBe(`/${country}/v2/movie/${portal.movieChart.current[0]!}/`);
    expect($('[data-module-type="movieTrendingChart"] [data-module-more]').attr('href')).toBe(`/${country}/v2/movie/chart/trending`);
    expect(texts($, '[data-module-type="trendingComment"] blockquote')).toEqual(portal.comments.map((c) => c.body));
    expect(texts($, '[data-module-type="subscribedEntity"] .entity-chip__name')).toEqual(market.publishers.map((p) => p.name));
    expect($('[data-module-type="image"] img').attr('alt')).toBe(portal.banner.alt);
    // The slides are the server's cards (the island adds the dots: tests/e2e/carousel.spec.ts).
    expect($('[data-module-type="carousel"] .carousel__slide a.card').first().attr('href')).toMatch(new RegExp(`^/${country}/v2/article/`));
    expect($('[data-module-type="breakingNewsListing"] li').length).toBeGreaterThan(0);
  });
});
