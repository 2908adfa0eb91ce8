// Cinemas, showtimes and seat booking against real local D1 with the demo content: listings by movie,
// day and city; the saved city and theatre; holds, payment (approved and declined), orders; every
// refusal (404, 400 naming the seats, 409 with the taken seats, 401) leaving nothing held; and expiry
// at read/write time and by the scheduled sweep, on an injected clock.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SeatsTakenBody } from '#functions/webapi/schemas/booking.ts';
import { app } from '#functions/webapi/app.ts';
import { bookingDeps } from '#functions/webapi/booking.ts';
import { sweepExpiredHolds } from '#functions/db/booking.ts';
import { issueDevToken } from '#functions/identity/devProvider.ts';
import { APPROVED_TEST_CARD, DECLINED_TEST_CARD } from '#/domain/booking/payment.ts';
import { HOLD_MS, SEAT_LIMIT } from '#/domain/booking/seatMap.ts';
import { openTestPlatform, type TestPlatform } from '../helpers/testPlatform.ts';

let platform: TestPlatform;
const env = () => ({ ...platform.env, DEV_LOGIN: 'true' });
const tokens = new Map<string, string>();
const realNow = bookingDeps.now;

async function token(userId: string) {
  if (!tokens.has(userId)) tokens.set(userId, await issueDevToken({ userId, displayName: userId }, undefined));
  return tokens.get(userId)!;
}
async function call(method: 'GET' | 'POST', path: string, userId: string | null, body?: unknown) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (userId) headers['X-Liff-Access-Token'] = await token(userId);
  const res = await app.request(`http://portal.test/webapi${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }, env());
  return { status: res.status, body: (await res.json()) as any };
}

/** tw's showtimes on the last seeded day: still ahead whatever the time of the run. */
let showtimes: any[];
let next = 0;
const freshShowtime = () => showtimes[next++]!;
const seats = async (id: number, userId: string | null = null) => (await call('GET', `/showtime/${id}/seats?country=tw`, userId)).body;
const stateOf = (map: any, seatId: string) => map.rows.flatMap((r: any) => r.cells).find((c: any) => c.seatId === seatId)?.state;
const hold = (userId: string | null, showtimeId: number, seatIds: unknown) => call('POST', '/booking/hold?country=tw', userId, { showtimeId, seats: seatIds });
const pay = (userId: string | null, holdId: string, cardNumber: string) => call('POST', `/booking/hold/${holdId}/pay?country=tw`, userId, { cardNumber });

beforeAll(async () => {
  platform = await openTestPlatform({ content: true });
  const list = await call('GET', '/showtime/list?country=tw', null);
  const last = list.body.dates.at(-1);
  showtimes = (await call('GET', `/showtime/list?country=tw&date=${last}`, null)).body.showtimes;
}, 120_000);
afterEach(() => {
  bookingDeps.now = realNow;
});
afterAll(async () => {
  await platform?.dispose();
});

describe('cinemas and showtimes', () => {
  it('lists three cities in the market language, the first the default, with their cinemas', async () => {
    const { status, body } = await call('GET', '/cinema/list?country=tw', null);
    expect(status).toBe(200);
    expect(body.cities.map((c: any) => c.name)).toEqual(['台北市', '台中市', '高雄市']);
    expect(new Set(body.cinemas.map((c: any) => c.cityId))).toEqual(new Set(['taipei', 'taichung', 'kaohsiung']));
    const taipei = await call('GET', '/cinema/list?country=tw&city=taipei', null);
    expect(taipei.body.cinemas.map((c: any) => c.name).sort()).toEqual(['信義影城', '西門國賓戲院'].sort());
  });

  it('gives every seeded movie a week of showtimes, by day and city, at local times of the market', async () => {
    const all = await call('GET', '/showtime/list?country=tw', null);
    expect(all.body.dates.length).toBeGreaterThanOrEqual(6);
    const movies = ['intertidal-zone', 'orbit-of-silence', 'grandma-s-rice-shop', 'harbour-heist', 'paper-lantern-ghost', 'little-whale-adventure'];
    const day = all.body.dates.at(-1);
    for (const movieId of movies) {
      const { body } = await call('GET', `/showtime/list?country=tw&movieId=${movieId}&date=${day}&city=kaohsiung`, null);
      expect(body.showtimes.length, movieId).toBe(2);
      for (const s of body.showtimes) {
        expect(s).toMatchObject({ movieId, localDate: day, cityId: 'kaohsiung', currency: 'TWD' });
        // The listed local time is the start instant read in Asia/Taipei (UTC+8).
        const utc = new Date(s.startsAt + 8 * 3_600_000).toISOString();
        expect(`${utc.slice(0, 10)} ${utc.slice(11, 16)}`).toBe(`${s.localDate} ${s.localTime}`);
      }
    }
    expect((await call('GET', '/showtime/list?country=tw&date=28-11-2026', null)).body.message).toContain('date');
  });

  it("keeps a signed-in reader's saved city and theatre, refusing unknown ones and signed-out readers", async () => {
    expect((await call('GET', '/cinema/my/choice?country=tw', null)).status).toBe(401);
    expect((await call('GET', '/cinema/my/choice?country=tw', 'chooser')).body).toEqual({ cityId: null, cinemaId: null });
    expect((await call('POST', '/cinema/my/choice?country=tw', 'chooser', { cityId: 'taichung', cinemaId: 'tiger-city' })).status).toBe(200);
    expect((await call('GET', '/cinema/my/choice?country=tw', 'chooser')).body).toEqual({ cityId: 'taichung', cinemaId: 'tiger-city' });
    const bad = await call('POST', '/cinema/my/choice?country=tw', 'chooser', { cityId: 'osaka', cinemaId: null });
    expect([bad.status, bad.body.message]).toEqual([400, 'cityId: no cinema city osaka in tw']);
    expect((await call('GET', '/cinema/my/choice?country=hk', 'chooser')).body).toEqual({ cityId: null, cinemaId: null });
  });
});

describe('holds, payment and orders', () => {
  it('holds seats, pays with an approved card, and lists the order for its reader only', async () => {
    const s = freshShowtime();
    const held = await hold('buyer', s.id, ['B3', 'B2']);
    expect(held.status).toBe(200);
    expect(held.body).toMatchObject({ showtimeId: s.id, seats: ['B2', 'B3'], amount: 2 * s.price, currency: s.currency });
    expect(held.body.expiresAt - Date.now()).toBeGreaterThan(HOLD_MS - 60_000);
    expect(stateOf(await seats(s.id, 'buyer'), 'B2')).toBe('MINE');
    expect(stateOf(await seats(s.id, 'other'), 'B2')).toBe('HELD');

    const paid = await pay('buyer', held.body.holdId, APPROVED_TEST_CARD);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ seats: ['B2', 'B3'], amount: 2 * s.price, movieTitle: expect.any(String), showtime: { id: s.id } });
    expect(paid.body.reference).toMatch(/^TW-[2-9A-HJ-NP-Z]{8}$/);
    expect(stateOf(await seats(s.id, 'other'), 'B3')).toBe('SOLD');

    const mine = await call('GET', '/booking/my/orders?country=tw', 'buyer');
    expect(mine.body.orders.map((o: any) => o.orderId)).toEqual([paid.body.orderId]);
    expect((await call('GET', `/booking/my/order/${paid.body.orderId}?country=tw`, 'buyer')).body.reference).toBe(paid.body.reference);
    const theirs = await call('GET', `/booking/my/order/${paid.body.orderId}?country=tw`, 'other');
    expect([theirs.status, theirs.body.message]).toEqual([404, `order ${paid.body.orderId} not found`]);
    expect((await call('GET', '/booking/my/orders?country=tw', 'other')).body.orders).toEqual([]);
    expect((await call('GET', '/booking/my/orders?country=tw', null)).status).toBe(401);
  });

  it('releases the seats when the payment is declined, and charges nothing', async () => {
    const s = freshShowtime();
    const held = await hold('decliner', s.id, ['C1']);
    const declined = await pay('decliner', held.body.holdId, DECLINED_TEST_CARD);
    expect([declined.status, declined.body.message]).toEqual([402, 'payment declined (card declined): the seats were released']);
    expect(stateOf(await seats(s.id), 'C1')).toBe('FREE');
    expect((await call('GET', '/booking/my/orders?country=tw', 'decliner')).body.orders).toEqual([]);
    expect((await hold('someone-else', s.id, ['C1'])).status).toBe(200);
  });

  it('refuses bad input, naming what was wrong, and holds nothing after any refusal', async () => {
    const s = freshShowtime();
    expect(await hold('picky', 999_999_999, ['A1'])).toEqual({ status: 404, body: { message: 'showtime 999999999 not found', statusCode: 404 } });
    expect((await call('GET', '/showtime/999999999/seats?country=tw', null)).status).toBe(404);
    // A tw showtime asked for in another market is unknown there.
    expect((await hold('picky', s.id, ['A1'])).status).toBe(200);
    expect((await call('POST', '/booking/hold?country=hk', 'picky', { showtimeId: s.id, seats: ['A2'] })).status).toBe(404);

    const off = await hold('picky2', s.id, ['A3', 'Z99', 'A0']);
    expect([off.status, off.body.message]).toEqual([400, "seats not on this hall's map: Z99, A0"]);
    const many = await hold('picky2', s.id, ['D1', 'D2', 'D3', 'D4', 'D5', 'D6', 'D7']);
    expect([many.status, many.body.message]).toEqual([400, `seats: at most ${SEAT_LIMIT} seats per booking (asked 7)`]);
    const taken = await hold('picky2', s.id, ['A2', 'A1', 'A3']);
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ message: 'seats taken: A1', statusCode: 409, takenSeats: ['A1'] });
    expect(SeatsTakenBody.safeParse(taken.body).success).toBe(true);
    expect((await hold(null, s.id, ['A5'])).status).toBe(401);
    expect((await call('POST', '/booking/hold?country=tw', 'picky2', { showtimeId: s.id, seats: 'A1' })).body.message).toContain('seats');

    const map = await seats(s.id, 'picky2');
    for (const seat of ['A2', 'A3', 'D1', 'D7', 'A5']) expect(stateOf(map, seat), seat).toBe('FREE');
    expect(map.freeCount).toBe(map.seatCount - 1);
    expect((await call('POST', '/booking/hold/00000000-0000-0000-0000-000000000000/pay?country=tw', 'picky2', { cardNumber: APPROVED_TEST_CARD })).status).toBe(404);
    expect((await call('POST', '/booking/hold/00000000-0000-0000-0000-000000000000/pay?country=tw', 'picky2', { cardNumber: '1234' })).body.message).toContain('cardNumber');
  });

  it('refuses seats of a showtime that has started', async () => {
    const s = freshShowtime();
    bookingDeps.now = () => s.startsAt;
    const late = await hold('latecomer', s.id, ['A1']);
    expect([late.status, late.body.message]).toEqual([409, `showtime ${s.id} has already started`]);
    // Both 409s of a hold are the document's SeatsTaken shape (takenSeats only when seats are taken).
    expect(SeatsTakenBody.safeParse(late.body).success).toBe(true);
    bookingDeps.now = realNow;
    expect(stateOf(await seats(s.id), 'A1')).toBe('FREE');
  });

  it("replaces a reader's earlier hold on the same showtime, so the limit holds across holds", async () => {
    const s = freshShowtime();
    await hold('switcher', s.id, ['E1', 'E2']);
    await hold('switcher', s.id, ['E5']);
    const map = await seats(s.id, 'switcher');
    expect([stateOf(map, 'E1'), stateOf(map, 'E2'), stateOf(map, 'E5')]).toEqual(['FREE', 'FREE', 'MINE']);
  });
});

describe('expiry', () => {
  it('frees an expired hold at read and write time, without any sweep, and refuses to pay for it', async () => {
    const s = freshShowtime();
    const t0 = Date.now();
    bookingDeps.now = () => t0;
    const held = await hold('slow', s.id, ['F1', 'F2']);
    bookingDeps.now = () => t0 + HOLD_MS - 1;
    expect(stateOf(await seats(s.id), 'F1')).toBe('HELD');
    expect((await hold('fast', s.id, ['F2'])).status).toBe(409);
    bookingDeps.now = () => t0 + HOLD_MS;
    expect(stateOf(await seats(s.id), 'F1')).toBe('FREE');
    expect((await hold('fast', s.id, ['F2'])).status).toBe(200);
    const late = await pay('slow', held.body.holdId, APPROVED_TEST_CARD);
    expect([late.status, late.body.message]).toEqual([409, `hold ${held.body.holdId} has expired: its seats are free again`]);
    expect(stateOf(await seats(s.id, 'fast'), 'F2')).toBe('MINE');
    expect(stateOf(await seats(s.id), 'F1')).toBe('FREE');
  });

  it('the scheduled sweep deletes expired holds and their claims, and nothing live or sold', async () => {
    const s = freshShowtime();
    const t0 = Date.now();
    bookingDeps.now = () => t0;
    expect((await hold('sweepme', s.id, ['A1', 'A2'])).status).toBe(200);
    const sold = await hold('keeper', s.id, ['A5']);
    await pay('keeper', sold.body.holdId, APPROVED_TEST_CARD);
    const claims = async () =>
      (await platform.env.DB.prepare('SELECT seat_id FROM seat_claims WHERE showtime_id = ? ORDER BY seat_id').bind(s.id).all<{ seat_id: string }>()).results.map((r) => r.seat_id);
    // (Holds of the tests before, placed earlier, may go in this first sweep: not these.)
    await sweepExpiredHolds(platform.env.DB, t0 + HOLD_MS - 1);
    expect(await claims()).toEqual(['A1', 'A2', 'A5']);
    expect(await sweepExpiredHolds(platform.env.DB, t0 + HOLD_MS)).toBeGreaterThanOrEqual(2);
    expect(await claims()).toEqual(['A5']);
  });
});
