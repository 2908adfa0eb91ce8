// Lottery against real local D1 with the demo draws: latest results per game, a game's history in
// windows, a draw's full result, check my number (a winning and a losing ticket in tw and th, the
// Thai prizes a ticket can win at once), 400 naming the field or the rule, 404 naming the game or
// draw, markets without a lottery, and the editorial write that records a draw and purges its pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '#functions/webapi/app.ts';
import { adjacentToFirst } from '#/domain/lottery/prizes.ts';
import { isoInTimeZone } from '#/domain/shell/formatTime.ts';
import { openTestPlatform, type TestPlatform } from '../helpers/testPlatform.ts';

let platform: TestPlatform;
const ADMIN = 'lottery-test-admin';

async function call(method: 'GET' | 'PUT', path: string, opts: { body?: unknown; token?: string } = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  const res = await app.request(
    `http://portal.test/webapi${path}`,
    { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) },
    { ...platform.env, ADMIN_TOKEN: ADMIN },
  );
  return { status: res.status, body: (await res.json()) as any };
}
const get = (path: string) => call('GET', path);

beforeAll(async () => {
  platform = await openTestPlatform({ content: true });
}, 120_000);
afterAll(async () => {
  await platform?.dispose();
});

const DAY = 86_400_000;

describe('latest results', () => {
  it("answers the newest draw of each of the market's games, in the market table's order", async () => {
    const { status, body } = await get('/lottery?country=tw');
    expect(status).toBe(200);
    expect(body.pageType).toBe('LOTTERY');
    expect(body.games.map((g: any) => g.game)).toEqual(['super-lotto', 'lotto-649', 'daily-cash-539']);
    const rocYear = String(Number(isoInTimeZone(Date.now(), 'Asia/Taipei').slice(0, 4)) - 1911);
    for (const { game, latest } of body.games) {
      expect(latest.id).toBe(`${game}-${latest.drawNumber}`);
      expect(latest.drawNumber).toMatch(new RegExp(`^(${rocYear}|${Number(rocYear) - 1})\\d{6}$`));
      expect(latest.currency).toBe('TWD');
      // Seeded up to the seeding day: the newest draw is held, and not a week before the seed.
      expect(latest.drawTime).toBeLessThanOrEqual(Date.now());
    }
    const superLotto = body.games[0].latest;
    expect(superLotto.numbers).toHaveLength(6);
    expect(superLotto.bonus).toBeGreaterThanOrEqual(1);
    expect(superLotto.bonus).toBeLessThanOrEqual(8);
    expect(body.games[2].latest.bonus).toBeNull();
  });

  it('gives the Thai lottery every prize list, the numbers adjacent to the first prize included', async () => {
    const { status, body } = await get('/lottery?country=th');
    expect(status).toBe(200);
    const draw = body.games[0].latest;
    expect(draw.game).toBe('thai-government');
    expect(draw.numbers).toEqual([]);
    const prizes = Object.fromEntries(draw.prizes.map((p: any) => [p.prize, p]));
    expect(draw.prizes.map((p: any) => p.prize)).toEqual(['first', 'adjacentFirst', 'second', 'third', 'fourth', 'fifth', 'front3', 'back3', 'last2']);
    expect(prizes.adjacentFirst.numbers).toEqual(adjacentToFirst(prizes.first.numbers[0]));
    expect(prizes.fifth.numbers).toHaveLength(100);
    expect(prizes.first.amount).toBe(6_000_000);
    // Drawn on the 1st or 16th (or the days the holidays move them to), numbered by the Buddhist-era date.
    expect(['01', '02', '16', '17', '30']).toContain(draw.drawDate.slice(8));
    expect(draw.drawNumber).toBe(`${Number(draw.drawDate.slice(0, 4)) + 543}${draw.drawDate.slice(5, 7)}${draw.drawDate.slice(8)}`);
  });

  it("answers 404 in a market whose table entry has no lottery (id, ecjp)", async () => {
    for (const country of ['id', 'ecjp']) {
      const { status, body } = await get(`/lottery?country=${country}`);
      expect(status).toBe(404);
      expect(body.message).toBe(`no lottery in ${country}`);
    }
    expect((await get('/lottery/history?country=id&game=lotto-649')).status).toBe(404);
  });
});

describe('history', () => {
  it("pages through a game's year of draws, newest first, without overlap", async () => {
    const first = await get('/lottery/history?country=tw&game=super-lotto&offset=0&length=5');
    const second = await get('/lottery/history?country=tw&game=super-lotto&offset=5&length=5');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ pageType: 'LOTTERY', game: 'super-lotto', games: ['super-lotto', 'lotto-649', 'daily-cash-539'], offset: 0, length: 5 });
    // Two draws a week for a year.
    expect(first.body.total).toBeGreaterThanOrEqual(102);
    expect(first.body.total).toBeLessThanOrEqual(106);
    const times = [...first.body.draws, ...second.body.draws].map((d: any) => d.drawTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(times).size).toBe(10);
    // Mondays and Thursdays in Taipei.
    for (const d of first.body.draws) expect([1, 4]).toContain(new Date(`${d.drawDate}T00:00:00Z`).getUTCDay());
    const oldest = await get(`/lottery/history?country=tw&game=super-lotto&offset=${first.body.total - 1}&length=5`);
    expect(oldest.body.draws).toHaveLength(1);
    expect(Date.now() - oldest.body.draws[0].drawTime).toBeLessThanOrEqual(366 * DAY + 30 * DAY);
  });

  it('answers 404 naming a game the market does not run, 400 naming a bad window', async () => {
    expect(await get('/lottery/history?country=tw&game=powerball')).toEqual({ status: 404, body: { message: 'lottery game not found: powerball', statusCode: 404 } });
    expect((await get('/lottery/history?country=tw&game=mark-six')).body.message).toBe('lottery game not found: mark-six');
    const bad = await get('/lottery/history?country=tw&game=lotto-649&length=500');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid query parameter "length": must be at most 50');
    expect((await get('/lottery/history?country=tw')).body.message).toBe('Invalid query parameter "game": is required');
  });
});

describe("a draw's result and check my number", () => {
  it('answers the full result with the prize table, and 404 or 400 naming the draw id', async () => {
    const latest = (await get('/lottery?country=tw')).body.games[1].latest;
    const { status, body } = await get(`/lottery/draws/${latest.id}?country=tw`);
    expect(status).toBe(200);
    expect(body.draw).toEqual(latest);
    expect(body.tiers.map((t: any) => t.prize)).toEqual(['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'general']);
    expect(body.tiers[1]).toEqual({ prize: 'second', main: 5, bonus: true, amount: null });
    expect(body.ticketRule).toBe('must be 6 distinct numbers from 1 to 49, joined by "-"');
    expect(await get('/lottery/draws/lotto-649-115999999?country=tw')).toEqual({ status: 404, body: { message: 'lottery draw not found: lotto-649-115999999', statusCode: 404 } });
    expect((await get('/lottery/draws/powerball-115000001?country=tw')).body.message).toBe('lottery draw not found: powerball-115000001');
    const bad = await get('/lottery/draws/lotto649?country=tw');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid path parameter "drawId": must be a game and a draw number joined by "-"');
  });

  it('tells a tw reader which prize a ticket won, and that a losing one won nothing', async () => {
    const draw = (await get('/lottery?country=tw')).body.games[0].latest;
    const zoneMiss = draw.bonus === 8 ? 1 : draw.bonus + 1;
    const jackpot = await get(`/lottery/draws/${draw.id}/check/${[...draw.numbers, draw.bonus].join('-')}?country=tw`);
    expect(jackpot.status).toBe(200);
    expect(jackpot.body.won).toEqual([{ prize: 'first', amount: null }]);
    expect(jackpot.body.ticket).toMatchObject({ numbers: [...draw.numbers].sort((a: number, b: number) => a - b), bonus: draw.bonus, bonusHit: true });
    // Three of the numbers and the second-zone number: 柒獎, NT$400.
    const misses = Array.from({ length: 38 }, (_, i) => i + 1).filter((n) => !draw.numbers.includes(n));
    const three = [...draw.numbers.slice(0, 3), ...misses.slice(0, 3)];
    expect((await get(`/lottery/draws/${draw.id}/check/${[...three, draw.bonus].join('-')}?country=tw`)).body.won).toEqual([{ prize: 'seventh', amount: 400 }]);
    const losing = await get(`/lottery/draws/${draw.id}/check/${[...misses.slice(0, 6), zoneMiss].join('-')}?country=tw`);
    expect(losing.status).toBe(200);
    expect(losing.body.won).toEqual([]);
    expect(losing.body.ticket.hits).toEqual([]);
  });

  it('checks a Thai ticket against every prize list', async () => {
    const draw = (await get('/lottery?country=th')).body.games[0].latest;
    const lists = Object.fromEntries(draw.prizes.map((p: any) => [p.prize, p.numbers]));
    const first = lists.first[0];
    const won = (await get(`/lottery/draws/${draw.id}/check/${first}?country=th`)).body.won.map((w: any) => w.prize);
    expect(won[0]).toBe('first');
    // The first prize also wins whichever short prizes its digits match.
    expect(won.includes('last2')).toBe(lists.last2.includes(first.slice(4)));
    const adjacent = (await get(`/lottery/draws/${draw.id}/check/${lists.adjacentFirst[1]}?country=th`)).body.won.map((w: any) => w.prize);
    expect(adjacent[0]).toBe('adjacentFirst');
    // A number no list holds, whose front three, back three and last two win nothing either.
    const all = new Set(draw.prizes.filter((p: any) => p.numbers[0].length === 6).flatMap((p: any) => p.numbers));
    let losing = '';
    for (let n = 0; !losing; n++) {
      const d = String(n * 7919 % 1_000_000).padStart(6, '0');
      if (!all.has(d) && !lists.front3.includes(d.slice(0, 3)) && !lists.back3.includes(d.slice(3)) && !lists.last2.includes(d.slice(4))) losing = d;
    }
    const lost = await get(`/lottery/draws/${draw.id}/check/${losing}?country=th`);
    expect(lost.status).toBe(200);
    expect(lost.body.won).toEqual([]);
  });

  it('answers 400 with the rule a malformed ticket breaks, per game', async () => {
    const tw = (await get('/lottery?country=tw')).body.games[0].latest;
    const th = (await get('/lottery?country=th')).body.games[0].latest;
    const twBad = await get(`/lottery/draws/${tw.id}/check/1-2-3-4-5-39-1?country=tw`);
    expect(twBad).toEqual({
      status: 400,
      body: { statusCode: 400, message: 'Invalid path parameter "drawNumber": must be 6 distinct numbers from 1 to 38 and a second-zone number from 1 to 8, joined by "-"' },
    });
    expect((await get(`/lottery/draws/${th.id}/check/12345?country=th`)).body.message).toBe('Invalid path parameter "drawNumber": must be 6 digits');
    // The draw of another market's game is no draw here.
    expect((await get(`/lottery/draws/${th.id}/check/123456?country=tw`)).status).toBe(404);
  });
});

describe('recording a draw', () => {
  const drawId = 'daily-cash-539-115999001';
  const body = { country: 'tw', drawDate: '2026-01-03', numbers: [9, 21, 33, 4, 17], bonus: null };

  it('needs the editorial token, and answers 400 naming what is wrong with the result', async () => {
    expect((await call('PUT', `/admin/lottery/draws/${drawId}`, { body })).status).toBe(401);
    const bad = await call('PUT', `/admin/lottery/draws/${drawId}`, { body: { ...body, numbers: [9, 21, 33, 4, 40] }, token: ADMIN });
    expect(bad).toEqual({ status: 400, body: { statusCode: 400, message: 'Invalid body field "numbers": numbers must be 5 distinct numbers from 1 to 39' } });
    expect((await call('PUT', '/admin/lottery/draws/mark-six-26001', { body, token: ADMIN })).body.message).toBe('lottery draw not found: mark-six-26001');
  });

  it("writes the draw and purges the latest results, the game's history and the draw's page", async () => {
    const before = (await get('/lottery/history?country=tw&game=daily-cash-539&length=1')).body.total;
    const created = await call('PUT', `/admin/lottery/draws/${drawId}`, { body, token: ADMIN });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: drawId, created: true, tags: ['lottery:tw', 'lottery-game:tw:daily-cash-539', `lottery-draw:tw:${drawId}`] });
    expect((await get('/lottery/history?country=tw&game=daily-cash-539&length=1')).body.total).toBe(before + 1);
    const read = await get(`/lottery/draws/${drawId}?country=tw`);
    expect(read.body.draw).toMatchObject({ numbers: [9, 21, 33, 4, 17], drawDate: '2026-01-03', drawTime: Date.parse('2026-01-03T20:30:00+08:00') });
    const again = await call('PUT', `/admin/lottery/draws/${drawId}`, { body: { ...body, numbers: [9, 21, 33, 4, 18] }, token: ADMIN });
    expect(again.status).toBe(200);
    expect((await get(`/lottery/draws/${drawId}/check/4-9-18-21-33?country=tw`)).body.won).toEqual([{ prize: 'first', amount: 8_000_000 }]);
  });
});
