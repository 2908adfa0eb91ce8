// Auspicious-date pages over HTTP, as a crawler or a reader without JavaScript gets them: the month
// with its good days marked, months paged by plain links, the day's 宜/忌 and the next five good days
// in each market's tradition and calendar (th in the Buddhist era), 'no page' for what is not there,
// the page cache purged by the market's tag, and the portal module linking in. The rules are proven
// in tests/unit/domain/meritDate, the calls in tests/webapi/meritDates.test.ts; the browser's part
// (paging, axe, layout shift) in tests/e2e/meritDate.spec.ts.
import { describe, expect, it } from 'vitest';
import { addMonths, monthOf, sameDayIn, todayIn } from '#/domain/meritDate/civilDate.ts';
import { ADMIN_TOKEN, http } from '../helpers/workerHttp.ts';
import { AGREED, textOf, workerPage } from '../helpers/workerPage.ts';

describe('the auspicious-date page', () => {
  it("opens on today in the market's time zone with the default category, its month, 宜/忌 and five good days", async () => {
    const today = todayIn('Asia/Taipei');
    const { status, $ } = await workerPage('/tw/v2/meritDate', { headers: AGREED });
    expect(status).toBe(200);
    expect(textOf($('h1'))).toBe('嫁娶好日子');
    expect($('[data-merit-category]').map((_, a) => textOf($(a))).get()).toEqual(['嫁娶', '入宅搬家', '開市開業', '出行', '立券交易']);
    expect($('[data-merit-category][aria-current=page]').attr('data-merit-category')).toBe('wedding');
    const [year, month] = today.split('-').map(Number) as [number, number];
    expect(textOf($('#merit-month'))).toBe(`${year}年${month}月`);
    expect($('[data-day]')).toHaveLength(new Date(Date.UTC(year, month, 0)).getUTCDate());
    expect($(`[data-day="${today}"]`).attr('data-today')).toBe('true');
    expect($(`[data-day="${today}"] a`).attr('aria-current')).toBe('date');
    expect($('[data-good=true]').length).toBeGreaterThan(0);
    expect(textOf($('[data-good=true]').first())).toContain('宜嫁娶');
    // Months page by plain links to the same day of the other month.
    expect($('a[data-merit-page=next]').attr('href')).toBe(`/tw/v2/meritDate/wedding/${sameDayIn(today, addMonths(monthOf(today), 1))}`);
    expect($('a[data-merit-page=previous]').attr('href')).toBe(`/tw/v2/meritDate/wedding/${sameDayIn(today, addMonths(monthOf(today), -1))}`);
    expect(textOf($('#merit-day-title'))).toContain('今天');
    expect($('.merit-day__terms').text()).toMatch(/^[甲乙丙丁戊己庚辛壬癸][子丑寅卯辰巳午未申酉戌亥]日 · [建除滿平定執破危成收開閉]日 · 沖./);
    const next = $('[data-next-day]');
    expect(next).toHaveLength(5);
    for (const li of next.toArray()) expect($(li).find('a').attr('href')).toBe(`/tw/v2/meritDate/wedding/${$(li).attr('data-next-day')}`);
    expect(textOf($('.merit-page__disclaimer'))).toContain('僅供參考');
    expect($('link[rel=canonical]').attr('href')).toMatch(/\/tw\/v2\/meritDate$/);
  });

  it('shows a category from a day: the day’s stem-branch and officer, what to do and avoid, paging from that day', async () => {
    const { status, $ } = await workerPage('/tw/v2/meritDate/opening/2024-02-10', { headers: AGREED });
    expect(status).toBe(200);
    expect(textOf($('h1'))).toBe('開市開業好日子');
    expect(textOf($('#merit-month'))).toBe('2024年2月');
    expect(textOf($('#merit-day-title'))).toBe('2024年2月10日星期六');
    expect(textOf($('.merit-day__terms'))).toBe('甲辰日 · 滿日 · 沖狗');
    expect($('[data-merit-list=do] li').map((_, li) => textOf($(li))).get()).toContain('開市');
    expect($('[data-merit-list=avoid] li').map((_, li) => textOf($(li))).get()).toContain('動土');
    expect($('[data-day="2024-02-10"]').attr('data-good')).toBe('true');
    expect($('a[data-merit-page=previous]').attr('href')).toBe('/tw/v2/meritDate/opening/2024-01-10');
    expect($('a[data-merit-page=next]').attr('href')).toBe('/tw/v2/meritDate/opening/2024-03-10');
    expect($('[data-merit-category=travel]').attr('href')).toBe('/tw/v2/meritDate/travel/2024-02-10');
    // ?month= pages the default page without JavaScript too.
    const paged = await workerPage('/tw/v2/meritDate?month=2024-02', { headers: AGREED });
    expect(textOf(paged.$('#merit-month'))).toBe('2024年2月');
  });

  it("reads each market's tradition in its language and calendar: th in the Buddhist era, id's weton, hk's wording", async () => {
    const th = await workerPage('/th/v2/meritDate/wedding/2024-11-15', { headers: AGREED });
    expect(th.status).toBe(200);
    expect(textOf(th.$('#merit-month'))).toBe('พฤศจิกายน 2567');
    expect(textOf(th.$('.merit-day__terms'))).toBe('วันศุกร์ · ขึ้น 15 ค่ำ · วันพระ');
    expect(th.$('[data-merit-list=do] li').map((_, li) => textOf(th.$(li))).get()).toContain('ทำบุญ ตักบาตร');
    const id = await workerPage('/id/v2/meritDate/moving/1945-08-17', { headers: AGREED });
    expect(textOf(id.$('h1'))).toBe('Hari baik: Pindah rumah');
    expect(textOf(id.$('.merit-day__terms'))).toBe('Jumat Legi · Neptu 11 · Sri');
    const hk = await workerPage('/hk/v2/meritDate/moving/2026-11-28', { headers: AGREED });
    expect(textOf(hk.$('h1'))).toBe('入伙吉日');
  });

  it("answers 'no page' for an unknown category, a date that is not one, a month that is not one, and ecjp (switched off)", async () => {
    for (const path of ['/tw/v2/meritDate/funeral/2026-11-28', '/tw/v2/meritDate/wedding/2026-02-30', '/tw/v2/meritDate?month=2026-13', '/ecjp/v2/meritDate']) {
      expect((await http(path, { headers: AGREED })).status, path).toBe(404);
    }
  });

  it('is cached, and an edit of the market’s texts (its tag) purges the copy', async () => {
    const path = `/tw/v2/meritDate/wedding/2026-12-01?run=${Date.now()}-${Math.random()}`;
    expect((await http(path, { headers: AGREED })).headers.get('x-astro-cache')).toBe('MISS');
    expect((await http(path, { headers: AGREED })).headers.get('x-astro-cache')).toBe('HIT');
    const purged = await http('/webapi/admin/revalidate', { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` }, body: { tags: ['merit-date:tw'] } });
    expect(purged.status).toBe(200);
    expect((await http(path, { headers: AGREED })).headers.get('x-astro-cache')).toBe('MISS');
  });
});

it("the portal's module links to today's page and the next good day", async () => {
  const today = todayIn('Asia/Taipei');
  const { $ } = await workerPage('/tw/v2/tab', { headers: AGREED });
  const module = $('[data-module-type=meritDate]');
  expect(textOf(module.find('.module__title'))).toBe('農民曆好日子');
  expect(module.find('[data-merit-link=today]').attr('href')).toBe(`/tw/v2/meritDate/wedding/${today}`);
  expect(module.find('[data-merit-link=next]').attr('href')).toMatch(new RegExp(`^/tw/v2/meritDate/wedding/\\d{4}-\\d{2}-\\d{2}$`));
  expect(textOf(module.find('[data-merit-link=next]'))).toContain('下一個嫁娶吉日');
});
