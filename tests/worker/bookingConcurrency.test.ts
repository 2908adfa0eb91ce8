// Never sell a seat twice (issue #27 item 5), on the real served worker and its local D1: 50 signed-in
// readers race for the same 10 seats of one showtime, each holding 1–3 of the seats it last saw free
// and paying at once, retrying until the 10 are sold. Exactly 10 seats end up sold, none in two
// orders, and every refused reader was told which of its seats were taken (409 with the seat ids).
import { expect, it } from 'vitest';
import { http } from '../helpers/workerHttp.ts';

const READERS = 50;
const SEATS = 10;
/** A variant edition no other spec books in. */
const COUNTRY = 'ecth';
const CARD = '4242424242424242';

interface SeatMap {
  rows: { cells: { seatId: string | null; state: string | null }[] }[];
  seatCount: number;
  freeCount: number;
}

it('50 readers racing for 10 seats buy exactly those 10, none twice, and every loser hears which seats were taken', async ({ annotate }) => {
  const list = await http(`/webapi/showtime/list?country=${COUNTRY}`);
  expect(list.status, list.text).toBe(200);
  const lastDay = list.json<{ dates: string[] }>().dates.at(-1)!;
  const candidates = (await http(`/webapi/showtime/list?country=${COUNTRY}&date=${lastDay}`)).json<{ showtimes: { id: number }[] }>().showtimes;
  // An untouched showtime (the served state may outlive one run of this file).
  let showtimeId = 0;
  let target: string[] = [];
  for (const s of candidates) {
    const map = (await http(`/webapi/showtime/${s.id}/seats?country=${COUNTRY}`)).json<SeatMap>();
    if (map.freeCount === map.seatCount) {
      showtimeId = s.id;
      target = map.rows.flatMap((r) => r.cells.flatMap((c) => (c.seatId ? [c.seatId] : []))).slice(0, SEATS);
      break;
    }
  }
  expect(showtimeId, 'an untouched showtime').toBeGreaterThan(0);
  await annotate(`showtime ${showtimeId}, seats ${target.join(' ')}`);

  const run = Date.now().toString(36);
  const tokens = await Promise.all(
    Array.from({ length: READERS }, async (_, i) => {
      // Each reader signs in from an address of their own, as a crowd does: sign-in's budget is per address.
      const res = await http('/webapi/dev/login', { body: { userId: `rush-${run}-${i}`, displayName: `Rusher ${i}` }, headers: { 'cf-connecting-ip': `198.19.12.${i + 1}` } });
      expect(res.status, res.text).toBe(200);
      return res.json<{ accessToken: string }>().accessToken;
    }),
  );

  let seed = 20_261_128;
  const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
  const bought: string[][] = [];
  let refusals = 0;

  await Promise.all(
    tokens.map(async (token) => {
      const headers = { 'X-Liff-Access-Token': token };
      for (let attempt = 0; attempt < 40; attempt++) {
        const map = (await http(`/webapi/showtime/${showtimeId}/seats?country=${COUNTRY}`)).json<SeatMap>();
        const state = new Map(map.rows.flatMap((r) => r.cells.map((c) => [c.seatId, c.state] as const)));
        const free = target.filter((s) => state.get(s) === 'FREE');
        if (target.every((s) => state.get(s) === 'SOLD')) return;
        if (!free.length) continue;
        const want = [...new Set(Array.from({ length: 1 + Math.floor(random() * 3) }, () => free[Math.floor(random() * free.length)]!))];
        const held = await http(`/webapi/booking/hold?country=${COUNTRY}`, { headers, body: { showtimeId, seats: want } });
        if (held.status === 409) {
          const { takenSeats } = held.json<{ takenSeats: string[] }>();
          expect(takenSeats.length, held.text).toBeGreaterThan(0);
          for (const seat of takenSeats) expect(want).toContain(seat);
          refusals++;
          continue;
        }
        expect(held.status, held.text).toBe(200);
        const { holdId } = held.json<{ holdId: string }>();
        const paid = await http(`/webapi/booking/hold/${holdId}/pay?country=${COUNTRY}`, { headers, body: { cardNumber: CARD } });
        expect(paid.status, paid.text).toBe(200);
        bought.push(paid.json<{ seats: string[] }>().seats);
      }
      throw new Error('a reader never saw the seats sold out');
    }),
  );

  const sold = bought.flat().sort();
  expect(sold).toEqual([...target].sort());
  expect(new Set(sold).size).toBe(SEATS);
  expect(refusals, 'the race had losers').toBeGreaterThan(0);
  // The seat map agrees: the 10 are sold, nothing else is claimed.
  const after = (await http(`/webapi/showtime/${showtimeId}/seats?country=${COUNTRY}`)).json<SeatMap>();
  expect(after.freeCount).toBe(after.seatCount - SEATS);
}, 240_000);
