// The search page over HTTP, as a reader without JavaScript or a crawler gets it (issue #29): a word
// from the middle of a Thai headline finds its story with the word marked; a query is redirected to
// its normal form (one cached copy per query); the empty, too long and no-result states; the next
// window as a plain link; the hk top search bar leads here. Entertainment search (/v2/ent/search):
// grouped by kind, each group's link to all of its kind. Ranking: tests/webapi/search.test.ts.
import { describe, expect, it } from 'vitest';
import { loadSeedMarket } from '../../scripts/loadSeedContent.ts';
import { ROOT } from '../../scripts/localPlatform.ts';
import { articleHash } from '../../scripts/seedIds.ts';
import { http } from '../helpers/workerHttp.ts';
import { AGREED, textOf, workerPage } from '../helpers/workerPage.ts';
import { normaliseQuery } from '#/domain/search/searchText.ts';
import { tagHash } from '#/domain/content/tagHash.ts';

const th = loadSeedMarket(ROOT, 'th');
const WORD = 'ต่างชาติ';
const story = th.articles.find((a) => a.title.includes(WORD))!;
const path = (country: string, query: string, extra = '') => `/${country}/v2/search?query=${encodeURIComponent(query)}${extra}`;

describe('the search page', () => {
  it('finds a Thai story by a word inside its headline, marks the word, and is cached per query', async () => {
    const { status, $, headers } = await workerPage(path('th', WORD), { headers: AGREED });
    expect(status).toBe(200);
    expect($('[data-page-type]').attr('data-page-type')).toBe('SEARCH');
    expect($('#search-query').attr('value')).toBe(WORD);
    const hit = $(`.search-hit[data-article-hash="${articleHash('th', story.slug)}"]`);
    expect(hit.attr('href')).toBe(`/th/v2/article/${articleHash('th', story.slug)}`);
    expect(textOf(hit.find('.search-hit__title'))).toBe(story.title);
    expect(hit.find('.search-hit__title mark').map((_, m) => $(m).text()).get()).toEqual([WORD]);
    expect(Number($('[data-search-total]').attr('data-search-total'))).toBeGreaterThanOrEqual($('.search-hit').length);
    expect(headers.get('x-astro-cache')).not.toBe('HIT');
    expect((await http(path('th', WORD), { headers: AGREED })).headers.get('x-astro-cache')).toBe('HIT');
  });

  it('redirects a query to its normal form, so each search is one cached copy', async () => {
    const res = await http(path('tw', '  ＡＩ  伺服器 '), { headers: AGREED, follow: false });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(`/tw/v2/search?${new URLSearchParams({ query: 'ai 伺服器' })}`);
    expect((await http(path('tw', 'ai 伺服器', '&offset=7'), { headers: AGREED, follow: false })).headers.get('location')).toBe(`/tw/v2/search?${new URLSearchParams({ query: 'ai 伺服器' })}`);
  });

  it('asks for a word when empty, says what is wrong when too long, and says so when nothing matches', async () => {
    const empty = await workerPage('/tw/v2/search', { headers: AGREED });
    expect(empty.status).toBe(200);
    expect(textOf(empty.$('.search-page__hint'))).toBe('輸入標題中的詞、人名或地名。');
    const long = await workerPage(path('tw', '字'.repeat(101)), { headers: AGREED });
    expect(textOf(long.$('[role="alert"]'))).toBe('關鍵字最多 100 個字。');
    const none = await workerPage(path('tw', '不存在的關鍵字喔'), { headers: AGREED });
    expect(textOf(none.$('[data-search-none] [role="status"]'))).toBe('找不到「不存在的關鍵字喔」的新聞。');
  });

  it('links the next window of results when there are more', async () => {
    const first = await workerPage(path('tw', '台'), { headers: AGREED });
    const total = Number(first.$('[data-search-total]').attr('data-search-total'));
    expect(total).toBeGreaterThan(20);
    const next = first.$('a[rel="next"]').attr('href')!;
    expect(next).toBe(`/tw/v2/search?${new URLSearchParams({ query: '台', offset: '20' })}`);
    const second = await workerPage(next, { headers: AGREED });
    expect(second.$('.search-results').attr('start')).toBe('21');
    const firstHashes = new Set(first.$('.search-hit').map((_, a) => first.$(a).attr('data-article-hash')).get());
    expect(second.$('.search-hit').map((_, a) => second.$(a).attr('data-article-hash')).get().some((h) => firstHashes.has(h))).toBe(false);
  });

  it("offers the market's trending keywords with no query, and other queries beside 'no results'", async () => {
    const empty = await workerPage('/th/v2/search', { headers: AGREED });
    const links = empty.$('[data-search-trending] a').map((_, a) => ({ text: textOf(empty.$(a)), href: empty.$(a).attr('href') })).get();
    // The demo history (seed/content/th/searches.json), most searched first.
    expect(links[0]).toEqual({ text: normaliseQuery('ทุเรียน'), href: `/th/v2/search?${new URLSearchParams({ query: normaliseQuery('ทุเรียน') })}` });
    expect(links.length).toBeGreaterThanOrEqual(5);
    const none = await workerPage(path('id', 'jakrta zzzqqq'), { headers: AGREED });
    expect(none.$('[data-search-instead] a').map((_, a) => none.$(a).attr('href')).get()).toEqual([`/id/v2/search?${new URLSearchParams({ query: 'jakarta' })}`]);
    expect(none.$('[data-search-trending] a').length).toBeGreaterThanOrEqual(5);
    // The box is a combobox over a listbox the page script fills; the results page says what it searched.
    const box = none.$('#search-query');
    expect([box.attr('role'), box.attr('aria-controls'), box.attr('aria-expanded')]).toEqual(['combobox', 'search-suggestions', 'false']);
    expect(none.$('#search-suggestions').attr('role')).toBe('listbox');
    expect(none.$('[data-search-form]').attr('data-searched')).toBe('jakrta zzzqqq');
  });

  it("is where hk's top search bar leads", async () => {
    const { $ } = await workerPage('/hk/v2/tab', { headers: AGREED });
    expect($('[data-top-search]').attr('href')).toBe('/hk/v2/search');
    expect((await http('/hk/v2/search', { headers: AGREED })).status).toBe(200);
  });
});

const entPath = (country: string, query: string, extra = '') => `/${country}/v2/ent/search?query=${encodeURIComponent(query)}${extra}`;

describe('the entertainment search page', () => {
  it('groups the dramas, movies and people found under headings, the word marked, and is cached per query', async () => {
    const { status, $, headers } = await workerPage(entPath('tw', '潮間帶'), { headers: AGREED });
    expect(status).toBe(200);
    expect($('[data-page-type]').attr('data-page-type')).toBe('SEARCH');
    expect($('[data-page-type]').attr('data-search-id')).toBe('enthub search');
    expect($('#ent-search-query').attr('value')).toBe('潮間帶');
    expect($('[data-search-kind]').map((_, g) => $(g).attr('data-search-kind')).get()).toEqual(['drama', 'movie', 'profile']);
    expect(textOf($('[data-search-kind="drama"] h2'))).toMatch(/^戲劇 共 \d+ 筆$/);
    const drama = $('[data-search-kind="drama"] a[data-search-id="tide-between-us"]');
    expect(drama.attr('href')).toBe('/tw/v2/drama/tide-between-us');
    expect(drama.find('mark').map((_, m) => $(m).text()).get()).toEqual(['潮間帶']);
    expect(textOf(drama.find('.ent-hit__meta'))).toBe('2026 · 台劇・愛情・12集');
    expect($('[data-search-kind="movie"] a[data-search-id="intertidal-zone"]').attr('href')).toBe('/tw/v2/movie/intertidal-zone/');
    expect(headers.get('x-astro-cache')).not.toBe('HIT');
    expect((await http(entPath('tw', '潮間帶'), { headers: AGREED })).headers.get('x-astro-cache')).toBe('HIT');
  });

  it("links all of a group's kind when it holds more, redirects a query to its normal form, and says when nothing matches", async () => {
    const all = await workerPage(entPath('tw', '劇'), { headers: AGREED });
    const dramas = all.$('[data-search-kind="drama"]');
    expect(Number(dramas.attr('data-search-total'))).toBeGreaterThan(6);
    expect(dramas.find('.ent-hit')).toHaveLength(6);
    const more = dramas.find('a.search-page__more');
    expect(more.attr('href')).toBe(`/tw/v2/ent/search?${new URLSearchParams({ query: '劇', kind: 'drama' })}`);
    const one = await workerPage(more.attr('href')!, { headers: AGREED });
    expect(one.$('[data-search-kind]').map((_, g) => one.$(g).attr('data-search-kind')).get()).toEqual(['drama']);
    expect(one.$('.ent-hit')).toHaveLength(Number(dramas.attr('data-search-total')));
    const res = await http(entPath('tw', '  ＡＢ ', '&kind=article&offset=24'), { headers: AGREED, follow: false });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(`/tw/v2/ent/search?${new URLSearchParams({ query: 'ab' })}`);
    const none = await workerPage(entPath('tw', '不存在的片名喔'), { headers: AGREED });
    expect(textOf(none.$('[data-search-none] [role="status"]'))).toBe('找不到「不存在的片名喔」的戲劇、電影或人物。');
  });

  it("is linked from a drama's page, and /v2/search links the publishers and tags a query names", async () => {
    const { $ } = await workerPage('/tw/v2/drama/tide-between-us', { headers: AGREED });
    expect($('[data-ent-search-link]').attr('href')).toBe('/tw/v2/ent/search');
    const empty = await workerPage('/tw/v2/ent/search', { headers: AGREED });
    expect(empty.status).toBe(200);
    expect(textOf(empty.$('.search-page__hint'))).toBe('輸入片名、演員或人名中的字詞。');
    const tag = th.articles.flatMap((a) => a.tags)[0]!;
    const search = await workerPage(path('th', tag), { headers: AGREED });
    const link = search.$(`[data-search-pages] a[data-search-kind="tag"][data-search-id="${tag}"]`);
    expect(link.attr('href')).toBe(`/th/v2/tag/${tagHash(tag)}/all`);
  });
});
