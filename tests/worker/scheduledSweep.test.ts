// The Cron Trigger's handler on the served worker (src/worker.ts `scheduled`), run as the platform
// runs it (GET /cdn-cgi/local/scheduled with the event's time): a seat hold the sweep finds expired
// at the event's time is deleted, so its seat reads free, while a sold seat stays sold. The hold is
// still live by the wall clock, so only the sweep can free it. The sweep's rules on an injected
// clock: tests/webapi/booking.test.ts.
import { expect, it } from 'vitest';
import { http } from '../helpers/workerHttp.ts';
import { HOLD_MS } from '#/domain/booking/seatMap.ts';

/** A variant edition no other file books in. */
const COUNTRY = 'ecid';

it('the scheduled sweep frees the seats of holds expired at its time and keeps sold seats', async () => {
  const { dates } = (await http(`/webapi/showtime/list?country=${COUNTRY}`)).json<{ dates: string[] }>();
  const { showtimes } = (await http(`/webapi/showtime/list?country=${COUNTRY}&date=${dates.at(-1)}`)).json<{ showtimes: { id: number }[] }>();
  const showtimeId = showtimes.at(-1)!.id;
  /** The seat map as anyone sees it. */
  const cells = async () =>
    (await http(`/webapi/showtime/${showtimeId}/seats?country=${COUNTRY}`)).json<{ rows: { cells: { seatId: string | null; state: string | null }[] }[] }>().rows.flatMap((r) => r.cells);
  const stateOf = async (seat: string) => (await cells()).find((c) => c.seatId === seat)?.state;
  const login = await http('/webapi/dev/login', { body: { userId: `sweep-${Date.now().toString(36)}`, displayName: 'Sweep' }, headers: { 'cf-connecting-ip': '198.19.40.1' } });
  const headers = { 'X-Liff-Access-Token': login.json<{ accessToken: string }>().accessToken };
  const [soldSeat, heldSeat] = (await cells()).filter((c) => c.state === 'FREE').map((c) => c.seatId!);

  const sold = (await http(`/webapi/booking/hold?country=${COUNTRY}`, { headers, body: { showtimeId, seats: [soldSeat] } })).json<{ holdId: string }>();
  expect((await http(`/webapi/booking/hold/${sold.holdId}/pay?country=${COUNTRY}`, { headers, body: { cardNumber: '4242424242424242' } })).status).toBe(200);
  expect((await http(`/webapi/booking/hold?country=${COUNTRY}`, { headers, body: { showtimeId, seats: [heldSeat] } })).status).toBe(200);
  expect([await stateOf(soldSeat!), await stateOf(heldSeat!)]).toEqual(['SOLD', 'HELD']);

  // A sweep at a time when the hold has not run out yet leaves it.
  expect((await http(`/cdn-cgi/local/scheduled?time=${Date.now() + HOLD_MS / 2}`)).status).toBe(200);
  expect(await stateOf(heldSeat!)).toBe('HELD');
  // A sweep after it ran out deletes it: free again by the wall clock, though the hold had time left.
  expect((await http(`/cdn-cgi/local/scheduled?time=${Date.now() + HOLD_MS + 60_000}`)).status).toBe(200);
  expect([await stateOf(soldSeat!), await stateOf(heldSeat!)]).toEqual(['SOLD', 'FREE']);
});
