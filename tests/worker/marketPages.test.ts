// Markets and routes as the served worker answers them: the selector, each market's portal in its own
// language from the database, the locale parameter, the v3 namespace's canonical links, and the
// error screens (unknown pages and articles, missing content, the login error, AMP paths
// without an AMP page). The redirect table itself: tests/worker/redirects.test.ts.
import type { CheerioAPI } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { loadSeedMarket } from '../../scripts/loadSeedContent.ts';
import { ROOT } from '../../scripts/localPlatform.ts';
import { http } from '../helpers/workerHttp.ts';
import { AGREED, one, textOf as text, workerPage } from '../helpers/workerPage.ts';

/** A navigation landmark's links, as a reader's assistive technology lists them. */
const linksOf = ($: CheerioAPI, label: string) => one($, `nav[aria-label="${label}"]`).find('a[href]').not('[hidden] a, [aria-hidden="true"] a, a[hidden], a[aria-hidden="true"]');

describe('markets', () => {
  it.each([
    { country: 'tw', lang: 'zh-Hant-TW', sectionsLabel: '分類' },
    { country: 'id', lang: 'id', sectionsLabel: 'Rubrik' },
    { country: 'th', lang: 'th', sectionsLabel: 'หมวดข่าว' },
    { country: 'hk', lang: 'zh-Hant-HK', sectionsLabel: '分類' },
    { country: 'ecjp', lang: 'ja', sectionsLabel: 'カテゴリ' },
  ] as const)("/$country/v2/tab shows the market's tabs and article cards from the database", async ({ country, lang, sectionsLabel }) => {
    const seed = loadSeedMarket(ROOT, country);
    const { status, $ } = await workerPage(`/${country}/v2/tab`, { headers: AGREED });
    expect(status).toBe(200);
    expect($('html').attr('lang')).toBe(lang);
    expect(linksOf($, sectionsLabel).map((_, a) => text($(a))).get()).toEqual(seed.tabs.map((t) => t.name));
    // Real cards are links; load-more's placeholder cards (aria-hidden) hold space only.
    const titles = $('main a.card .card__title').map((_, el) => $(el).text()).get();
    expect(titles.length).toBeGreaterThanOrEqual(10);
    const seeded = new Set(seed.articles.map((a) => a.title));
    for (const title of titles) expect(seeded.has(title.trim()), title).toBe(true);
  });

  it('the selector lists every market in its own language', async () => {
    const { $ } = await workerPage('/');
    for (const code of ['tw', 'hk', 'id', 'th', 'ecjp', 'ecid', 'ecth', 'ectw', 'spot', 'gcp']) {
      expect(one($, `a[data-country="${code}"]`).attr('href')).toBe(`/${code}/v2/tab`);
    }
    expect(text(one($, 'a[data-country="th"]'))).toContain('ประเทศไทย');
  });

  it('a locale parameter sets the locale cookie and the page speaks that language', async () => {
    const set = await http('/tw/v2/tab?locale=en', { follow: false });
    expect(set.location).toBe('/tw/v2/tab');
    // Browser code never reads the locale: HttpOnly (docs/decisions/0027).
    expect(set.cookies.join('\n')).toMatch(/locale=en; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax/);
    // The next page, with the cookie a browser sends back.
    const { $ } = await workerPage(set.location!, { headers: { cookie: set.cookies[0]!.split(';')[0]! } });
    expect(one($, 'nav[aria-label="Sections"]').closest('[hidden]')).toHaveLength(0);
    expect($('html').attr('lang')).toBe('zh-Hant-TW');
  });

  it('v3 answers the same pages; canonical links carry no removed or tracking parameters', async () => {
    const { status, $ } = await workerPage('/tw/v3/tab/society?view=lite&utm_source=x&t=3');
    expect(status).toBe(200);
    expect($('link[rel=canonical]').attr('href')).toMatch(/\/tw\/v2\/tab\/society$/);
  });
});

describe('error screens', () => {
  it("an unknown article answers 404 with the 'no page' screen and a way back, on both the page and its AMP twin", async () => {
    for (const hash of ['does-not-exist', 'doesNotExist1']) {
      const { status, $ } = await workerPage(`/tw/v2/article/${hash}`);
      expect(status, hash).toBe(404);
      expect(text(one($, 'h1'))).toBe('沒有這個頁面');
      expect(one($, '[data-error-screen="no page"] a').attr('href')).toBe('/tw/v3/tab');
      expect((await http(`/tw/v2/amp/article/${hash}`)).status, hash).toBe(404);
    }
  });

  it('a path that matches nothing answers 404 "This page could not be found"', async () => {
    const { status, $ } = await workerPage('/no/such/path/here');
    expect(status).toBe(404);
    expect(text($('body'))).toContain('This page could not be found');
  });

  it("a missing-content path (an election profile of nobody standing) answers 404 'no page' with a button to /{country}/v3/tab", async () => {
    const { status, $ } = await workerPage('/tw/v2/election/profile/pUnknown123');
    expect(status).toBe(404);
    expect(text(one($, '[data-error-screen="no page"] h1'))).toBe('沒有這個頁面');
    const button = one($, '[data-error-screen] a');
    expect(button.attr('href')).toBe('/tw/v3/tab');
    expect(text(button)).toBe('今日新聞');
  });

  it("the login error says 'cannot sign in' with a 'sign in' button", async () => {
    const { $ } = await workerPage('/id/v2/error/login?callback=%2Fid%2Fv2%2Ftab');
    expect(text(one($, '[data-error-screen="cannot sign in"] h1'))).toBe('tidak dapat masuk');
    expect(one($, '[data-error-screen] a').attr('href')).toBe('/id/v2/tab');
  });

  it("an AMP request for a page without an AMP variant answers 404 'This page could not be found'", async () => {
    for (const path of ['/tw/v2/amp/tab', '/tw/v2/amp/poll/p1', '/tw/v2/no/such/thing']) {
      const { status, $ } = await workerPage(path);
      expect(status, path).toBe(404);
      expect(text($('body')), path).toContain('This page could not be found');
    }
  });

  it('the gcp article page lives at /article/{urlPath} without a country', async () => {
    const { status, $ } = await workerPage('/article/does-not-exist');
    expect(status).toBe(404);
    expect(one($, '[data-error-screen="no page"]').closest('[hidden]')).toHaveLength(0);
  });
});
