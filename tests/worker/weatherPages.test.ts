// Weather pages over HTTP, as a crawler or a reader without JavaScript gets them: the forecast page
// for the default location and for the place `locationId` names (page type WEATHER, 24 hours and 7
// days in the market's language and locale), the search page with server-rendered results, 'no page'
// for an unknown place and for a market without weather, the portal's weather module, and the page
// cache (a copy per place, purged by the market's weather tag). Geolocation, the saved place and the
// signed-in weather area: tests/e2e/weather.spec.ts; axe and the page frame: scripts/publicPages.ts.
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, http } from '../helpers/workerHttp.ts';
import { AGREED, textOf, workerPage } from '../helpers/workerPage.ts';

describe('the weather page', () => {
  it("shows the country's default location: now, 24 hours and 7 days, with the places for the page script", async () => {
    const { status, $ } = await workerPage('/tw/v2/weather', { headers: AGREED });
    expect(status).toBe(200);
    const section = $('[data-weather]');
    expect(section.attr('data-page-type')).toBe('WEATHER');
    expect(section.attr('data-location-id')).toBe('taipei');
    expect(section.attr('data-default-location-id')).toBe('taipei');
    expect(section.attr('data-explicit')).toBeUndefined();
    expect(JSON.parse(section.attr('data-places')!)).toHaveLength(12);
    expect(textOf($('h1'))).toBe('臺北市天氣');
    expect(textOf($('.weather-now__temp'))).toMatch(/^-?\d+°C$/);
    expect(textOf($('.weather-now__condition'))).toMatch(/^(晴|晴時多雲|多雲|有霧|毛毛雨|有雨|陣雨|雷陣雨|下雪)$/);
    expect($('[data-weather-hours] li')).toHaveLength(24);
    expect($('[data-weather-hours] time').first().attr('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:00:00\+08:00$/);
    expect($('[data-weather-days] li')).toHaveLength(7);
    expect(textOf($('[data-weather-days] li').first().find('time'))).toBe('今天');
    // Days in the market's locale: tomorrow as month/day and weekday, e.g. 11/29（週日）.
    const tomorrow = new Date(Date.now() + 8 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
    expect($('[data-weather-days] time').eq(1).attr('datetime')).toBe(tomorrow);
    expect(textOf($('[data-weather-days] time').eq(1))).toBe(`${Number(tomorrow.slice(5, 7))}/${Number(tomorrow.slice(8))}（週${'日一二三四五六'[new Date(`${tomorrow}T00:00:00Z`).getUTCDay()]}）`);
    expect(textOf($('[data-geo-status]'))).toBe('');
    expect($('[data-geo-status]').attr('data-fallback')).toBe('目前顯示臺北市的天氣。');
    expect($('.weather-page__change').attr('href')).toBe('/tw/v2/weather/search');
    expect($('link[rel=canonical]').attr('href')).toMatch(/\/tw\/v2\/weather$/);
  });

  it('shows the place locationId names, in the market’s language', async () => {
    const { status, $ } = await workerPage('/th/v2/weather?locationId=chiang-mai', { headers: AGREED });
    expect(status).toBe(200);
    expect(textOf($('h1'))).toBe('สภาพอากาศเชียงใหม่');
    expect($('[data-weather]').attr('data-explicit')).toBe('');
    expect(textOf($('#weather-daily-title'))).toBe('พยากรณ์ 7 วัน');
    expect(textOf($('[data-weather-days] li').first().find('time'))).toBe('วันนี้');
    expect(textOf($('.weather-now__condition'))).toMatch(/[\u0E00-\u0E7F]/);
  });

  it("answers 'no page' for a place the market does not have and in a market without weather", async () => {
    for (const path of ['/tw/v2/weather?locationId=bangkok', '/tw/v2/weather?locationId=Bad%20Id', '/ecjp/v2/weather', '/ecjp/v2/weather/search?q=tokyo', '/ectw/v2/weather']) {
      const { status, $ } = await workerPage(path, { headers: AGREED });
      expect(status, path).toBe(404);
      expect($('[data-error-screen="no page"]').length, path).toBe(1);
    }
  });

  it("is cached per place, and a purge of the market's weather tag drops the copies", async () => {
    const path = '/id/v2/weather?locationId=bandung';
    expect((await http(path, { headers: AGREED })).headers.get('x-astro-cache')).toBe('MISS');
    const again = await http(path, { headers: AGREED });
    expect(again.headers.get('x-astro-cache')).toBe('HIT');
    expect(again.text).toContain('Cuaca Bandung');
    expect((await http('/id/v2/weather?locationId=medan', { headers: AGREED })).text).toContain('Cuaca Medan');
    const purged = await http('/webapi/admin/revalidate', { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` }, body: { tags: ['weather:id'] } });
    expect(purged.status).toBe(200);
    expect((await http(path, { headers: AGREED })).headers.get('x-astro-cache')).toBe('MISS');
  });
});

describe('the weather search page', () => {
  it('lists every place before a query, and the matches of ?q= in either language, each opening its weather', async () => {
    const all = await workerPage('/hk/v2/weather/search', { headers: AGREED });
    expect(all.status).toBe(200);
    expect(all.$('[data-weather-place]')).toHaveLength(14);
    expect(all.$('form[role=search]').attr('action')).toBe('/hk/v2/weather/search');
    for (const q of ['sha tin', '沙田']) {
      const { status, $ } = await workerPage(`/hk/v2/weather/search?q=${encodeURIComponent(q)}`, { headers: AGREED });
      expect(status, q).toBe(200);
      expect($('input[name=q]').attr('value')).toBe(q);
      const link = $('[data-weather-place]');
      expect(link.length, q).toBe(1);
      expect(link.attr('href')).toBe('/hk/v2/weather?locationId=sha-tin');
      expect(JSON.parse(link.attr('data-weather-area')!)).toMatchObject({ id: 'sha-tin', countryId: 'HK', locationName: '沙田', city: { englishName: 'New Territories' } });
    }
  });

  it('says so when nothing matches, and answers 400 with the reason for a query it cannot take', async () => {
    const none = await workerPage('/id/v2/weather/search?q=atlantis', { headers: AGREED });
    expect(none.status).toBe(200);
    expect(textOf(none.$('[data-no-results]'))).toBe('Tidak ada lokasi yang cocok dengan “atlantis”.');
    const long = await workerPage(`/id/v2/weather/search?q=${'a'.repeat(51)}`, { headers: AGREED });
    expect(long.status).toBe(400);
    expect(textOf(long.$('[data-bad-query]'))).toContain('"q"');
  });
});

describe("the portal's weather module", () => {
  it("opens the front tab's daily-life modules, before the archive river, with the default location's weather and a link to the weather page", async () => {
    const { $ } = await workerPage('/tw/v2/tab', { headers: AGREED });
    const types = $('[data-module-type]').map((_, el) => $(el).attr('data-module-type')).get();
    expect(types.slice(-7)).toEqual(['weather', 'lottery', 'fortune', 'luckyColor', 'meritDate', 'election', 'grid']);
    const module = $('[data-module-type=weather]');
    expect(textOf(module.find('h2'))).toBe('今日天氣');
    expect(textOf(module.find('.weather-module__place'))).toBe('臺北市');
    expect(textOf(module.find('.weather-now__temp'))).toMatch(/^-?\d+°C$/);
    expect(module.find('a.weather-module__more').attr('href')).toBe('/tw/v2/weather');
    expect((await workerPage('/ecjp/v2/tab', { headers: AGREED })).$('[data-module-type=weather]')).toHaveLength(0);
  });
});
