// Lottery pages over HTTP, as a crawler or a reader without JavaScript gets them: latest results
// (tw in the ROC era, th in the Buddhist era), a game's history with tabs and paging, a draw's full
// result, check my number through the plain form (redirect, winning, losing, a ticket breaking the
// rule), 'no page' where the market runs no lottery, the portal's lottery module, and the page cache
// (a new draw purges the latest results and its game's history, not another game's). axe and layout
// shift: the page-frame check (scripts/publicPages.ts lists the lottery pages).
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, http } from '../helpers/workerHttp.ts';
import { AGREED, textOf, workerPage } from '../helpers/workerPage.ts';

const json = async (path: string) => (await http(path)).json();

describe('latest results', () => {
  it("shows each tw game's newest draw, dated in the ROC era, with links to the full result, the history and the check form", async () => {
    const api = await json('/webapi/lottery?country=tw');
    const { status, $ } = await workerPage('/tw/v2/lottery', { headers: AGREED });
    expect(status).toBe(200);
    expect($('[data-page-type]').attr('data-page-type')).toBe('LOTTERY');
    expect(textOf($('h1'))).toBe('彩券開獎結果');
    expect($('.lottery-game > h2').map((_, h) => textOf($(h))).get()).toEqual(['威力彩', '大樂透', '今彩539']);
    for (const { game, latest } of api.games) {
      const section = $(`[data-game="${game}"]`);
      expect(textOf(section.find('[data-draw-link]'))).toMatch(new RegExp(`第${latest.drawNumber}期$`));
      expect(section.find('[data-draw-link]').attr('href')).toBe(`/tw/v2/lottery/r/${latest.id}`);
      expect(section.find('[data-history-link]').attr('href')).toBe(`/tw/v2/lottery/history?game=${game}`);
      expect(textOf(section.find('.lottery-draw__date'))).toMatch(/^民國\d{3}年\d{1,2}月\d{1,2}日 星期[一二三四五六日]$/);
      const sorted = [...latest.numbers].sort((a: number, b: number) => a - b).map((n: number) => String(n).padStart(2, '0'));
      expect(section.find('[data-order="sorted"] .lottery-ball').map((_, b) => textOf($(b))).get()).toEqual(sorted);
      expect(section.find('form').attr('action')).toBe(`/tw/v2/lottery/r/${latest.id}`);
      expect(section.find('form').attr('method')).toBe('get');
    }
    expect(textOf($('[data-game="super-lotto"] .lottery-bonus'))).toBe(`第二區 ${String(api.games[0].latest.bonus).padStart(2, '0')}`);
    expect(textOf($('[data-game="super-lotto"] .lottery-check__hint'))).toBe('第一區6個1到38不重複的號碼，再加第二區1到8的號碼，以空格分隔。');
  });

  it('shows the Thai lottery dated in the Buddhist era, with its first prize and short-number prizes', async () => {
    const draw = (await json('/webapi/lottery?country=th')).games[0].latest;
    const { status, $ } = await workerPage('/th/v2/lottery', { headers: AGREED });
    expect(status).toBe(200);
    expect(textOf($('.lottery-game > h2'))).toBe('สลากกินแบ่งรัฐบาล');
    const beYear = Number(draw.drawDate.slice(0, 4)) + 543;
    expect(textOf($('.lottery-draw__date'))).toMatch(new RegExp(`^วัน.+ที่ \\d{1,2} .+ พ\\.ศ\\. ${beYear}$`));
    const first = draw.prizes.find((p: any) => p.prize === 'first').numbers[0];
    expect(textOf($('[data-prize="first"] .lottery-thai__number'))).toBe(first);
    expect($('.lottery-thai > div').map((_, d) => $(d).attr('data-prize')).get()).toEqual(['first', 'front3', 'back3', 'last2']);
  });

  it('shows Mark Six in hk, its extra number named as the Jockey Club names it, dated in Hong Kong’s way', async () => {
    const draw = (await json('/webapi/lottery?country=hk')).games[0].latest;
    const { status, $ } = await workerPage('/hk/v2/lottery', { headers: AGREED });
    expect(status).toBe(200);
    expect(textOf($('.lottery-game > h2'))).toBe('六合彩');
    expect(textOf($('[data-draw-link]'))).toBe(`六合彩第${draw.printedNumber}期`);
    expect(draw.printedNumber).toMatch(/^\d{2}\/\d{3}$/);
    expect(textOf($('.lottery-bonus'))).toBe(`特別號碼 ${String(draw.bonus).padStart(2, '0')}`);
    expect(textOf($('.lottery-draw__date'))).toMatch(/^\d{4}年\d{1,2}月\d{1,2}日星期[一二三四五六日]$/);
  });

  it('is cached; a new draw purges the latest results and its game’s history, not another game’s', async () => {
    const run = `run=${Date.now()}-${Math.random()}`;
    const paths = { latest: `/tw/v2/lottery?${run}`, cash: `/tw/v2/lottery/history?game=daily-cash-539&${run}`, lotto: `/tw/v2/lottery/history?game=lotto-649&${run}` };
    for (const path of Object.values(paths)) {
      const first = await http(path, { headers: AGREED });
      expect(first.headers.get('x-astro-cache'), path).toBe('MISS');
      expect((await http(path, { headers: AGREED })).headers.get('x-astro-cache'), path).toBe('HIT');
    }
    const put = await http('/webapi/admin/lottery/draws/daily-cash-539-115999101', {
      method: 'PUT',
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
      body: { country: 'tw', drawDate: '2026-01-05', numbers: [2, 11, 23, 30, 38], bonus: null },
    });
    expect([200, 201]).toContain(put.status);
    expect((await http(paths.latest, { headers: AGREED })).headers.get('x-astro-cache')).toBe('MISS');
    expect((await http(paths.cash, { headers: AGREED })).headers.get('x-astro-cache')).toBe('MISS');
    expect((await http(paths.lotto, { headers: AGREED })).headers.get('x-astro-cache')).toBe('HIT');
  });
});

describe('history', () => {
  it("lists a game's draws newest first, 20 a page, with a tab per game and paging links", async () => {
    const api = await json('/webapi/lottery/history?country=tw&game=super-lotto&offset=0&length=20');
    const { status, $ } = await workerPage('/tw/v2/lottery/history', { headers: AGREED });
    expect(status).toBe(200);
    expect(textOf($('h1'))).toBe('威力彩歷史開獎');
    expect($('[data-game-tab]').map((_, a) => $(a).attr('href')).get()).toEqual(['super-lotto', 'lotto-649', 'daily-cash-539'].map((g) => `/tw/v2/lottery/history?game=${g}`));
    expect($('[data-game-tab][aria-current="page"]').attr('data-game-tab')).toBe('super-lotto');
    expect($('.lottery-history > li').map((_, li) => $(li).attr('data-draw')).get()).toEqual(api.draws.map((d: any) => d.id));
    expect($('[data-pager="newer"]')).toHaveLength(0);
    expect($('[data-pager="older"]').attr('href')).toBe('/tw/v2/lottery/history?game=super-lotto&page=2');
    const pages = Math.ceil(api.total / 20);
    expect(textOf($('.lottery-pager__page'))).toBe(`第1頁，共${pages}頁`);

    const last = await workerPage(`/tw/v2/lottery/history?game=super-lotto&page=${pages}`, { headers: AGREED });
    expect(last.status).toBe(200);
    expect(last.$('.lottery-history > li').length).toBe(api.total - (pages - 1) * 20);
    expect(last.$('[data-pager="newer"]').attr('href')).toBe(`/tw/v2/lottery/history?game=super-lotto&page=${pages - 1}`);
    expect(last.$('[data-pager="older"]')).toHaveLength(0);
    expect(last.$('meta[name="robots"]').attr('content')).toMatch(/noindex/);
  });

  it("answers 'no page' past the last page, for a game the market does not run, and where there is no lottery", async () => {
    for (const path of ['/tw/v2/lottery/history?game=super-lotto&page=999', '/tw/v2/lottery/history?game=super-lotto&page=0', '/tw/v2/lottery/history?game=mark-six', '/id/v2/lottery', '/id/v2/lottery/history', '/ecjp/v2/lottery', '/ecjp/v2/lottery/r/lotto-649-115000001', '/tw/v2/lottery/r/lotto-649-115999999']) {
      const { status, $ } = await workerPage(path, { headers: AGREED });
      expect(status, path).toBe(404);
      expect($('[data-error-screen]').attr('data-error-screen'), path).toBe('no page');
    }
  });
});

describe("a draw's full result", () => {
  it('shows a tw draw in the order drawn and ascending, and the prize table with fixed prizes and pool shares', async () => {
    const draw = (await json('/webapi/lottery?country=tw')).games[0].latest;
    const { status, $ } = await workerPage(`/tw/v2/lottery/r/${draw.id}`, { headers: AGREED });
    expect(status).toBe(200);
    expect(textOf($('h1'))).toBe(`威力彩第${draw.drawNumber}期`);
    const two = (n: number) => String(n).padStart(2, '0');
    expect($('[data-order="drawn"] .lottery-ball').map((_, b) => textOf($(b))).get()).toEqual(draw.numbers.map(two));
    expect($('.lottery-tiers tbody tr')).toHaveLength(10);
    expect($('.lottery-tiers tr[data-prize="first"] > *').map((_, c) => textOf($(c))).get()).toEqual(['頭獎', '6個號碼＋第二區', '依銷售額分配']);
    expect(textOf($('.lottery-tiers tr[data-prize="third"] td').last())).toBe('$150,000');
    expect($('link[rel=canonical]').attr('href')).toMatch(new RegExp(`/tw/v2/lottery/r/${draw.id}$`));
  });

  it('shows every Thai prize list with its amount in baht', async () => {
    const draw = (await json('/webapi/lottery?country=th')).games[0].latest;
    const { status, $ } = await workerPage(`/th/v2/lottery/r/${draw.id}`, { headers: AGREED });
    expect(status).toBe(200);
    expect(textOf($('h1'))).toMatch(/^สลากกินแบ่งรัฐบาล งวดวันที่ วัน.+ พ\.ศ\. 25\d\d$/);
    expect($('.lottery-thai-prizes [data-prize="fifth"] .lottery-thai__number')).toHaveLength(100);
    expect(textOf($('.lottery-thai-prizes [data-prize="first"] dt'))).toBe('รางวัลที่ 1 ฿6,000,000');
    expect(textOf($('.lottery-thai-prizes [data-prize="adjacentFirst"] dd'))).toBe(draw.prizes[1].numbers.join(' '));
  });
});

describe('check my number without JavaScript', () => {
  it('sends the form to the search address, with the numbers as the reader typed them joined by "-"', async () => {
    const draw = (await json('/webapi/lottery?country=tw')).games[1].latest;
    const res = await http(`/tw/v2/lottery/r/${draw.id}?number=${encodeURIComponent(' 3, 8 12 17 29 44')}`, { headers: AGREED, follow: false });
    expect(res.status).toBe(303);
    expect(res.location).toBe(`/tw/v2/lottery/search/${draw.id}/3-8-12-17-29-44`);
  });

  it('tells which prize a tw ticket won, or that it won nothing, marking the matched balls', async () => {
    const draw = (await json('/webapi/lottery?country=tw')).games[1].latest;
    const win = await workerPage(`/tw/v2/lottery/search/${draw.id}/${draw.numbers.join('-')}`, { headers: AGREED });
    expect(win.status).toBe(200);
    expect(win.$('.lottery-verdict').attr('data-won')).toBe('true');
    expect(textOf(win.$('.lottery-verdict__prizes li'))).toBe('頭獎 依銷售額分配');
    expect(win.$('[data-order="sorted"] .lottery-ball[data-hit]')).toHaveLength(6);
    expect(win.$('meta[name="robots"]').attr('content')).toMatch(/noindex/);
    const misses = Array.from({ length: 49 }, (_, i) => i + 1).filter((n) => !draw.numbers.includes(n) && n !== draw.bonus).slice(0, 6);
    const lose = await workerPage(`/tw/v2/lottery/search/${draw.id}/${misses.join('-')}`, { headers: AGREED });
    expect(lose.status).toBe(200);
    expect(lose.$('.lottery-verdict').attr('data-won')).toBe('false');
    expect(textOf(lose.$('.lottery-verdict__text'))).toBe('很可惜，這組號碼沒有中獎。');
    expect(lose.headers.get('x-astro-cache')).toBeNull();
  });

  it('answers 400 with the form, the error and the rule for a ticket that breaks it; an unknown draw is no page', async () => {
    const draw = (await json('/webapi/lottery?country=th')).games[0].latest;
    const bad = await workerPage(`/th/v2/lottery/search/${draw.id}/12345`, { headers: AGREED });
    expect(bad.status).toBe(400);
    expect(textOf(bad.$('.lottery-check__error'))).toBe('เลขนี้ใช้ตรวจรางวัลของสลากนี้ไม่ได้');
    expect(textOf(bad.$('.lottery-check__hint'))).toBe('เลข 6 หลักบนสลากของคุณ');
    expect(bad.$('.lottery-check input').attr('value')).toBe('12345');
    // Whatever the path holds comes back as typed, never as markup or a server error.
    const odd = await workerPage(`/th/v2/lottery/search/${draw.id}/${encodeURIComponent('<b>%zz')}`, { headers: AGREED });
    expect(odd.status).toBe(400);
    expect(odd.$('.lottery-check input').attr('value')).toBe('<b>%zz');
    expect(odd.$('b')).toHaveLength(0);
    const unknown = await workerPage('/th/v2/lottery/search/thai-government-25000101/123456', { headers: AGREED });
    expect(unknown.status).toBe(404);
  });
});

describe('the portal module', () => {
  it("links the front tab to each game's history and to the latest results; a market without a lottery has none", async () => {
    const { $ } = await workerPage('/tw/v2/tab', { headers: AGREED });
    const module = $('[data-module-type="lottery"]');
    expect(textOf(module.find('h2'))).toBe('彩券開獎');
    expect(module.find('a').map((_, a) => $(a).attr('href')).get()).toEqual([
      '/tw/v2/lottery/history?game=super-lotto', '/tw/v2/lottery/history?game=lotto-649', '/tw/v2/lottery/history?game=daily-cash-539', '/tw/v2/lottery',
    ]);
    const id = await workerPage('/id/v2/tab', { headers: AGREED });
    expect(id.$('[data-module-type]').length).toBeGreaterThan(5);
    expect(id.$('[data-module-type="lottery"]')).toHaveLength(0);
  });
});
