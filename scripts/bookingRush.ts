// The booking-rush scenario of `npm run bench` (issue #27 item 5): readers on CONNECTIONS parallel
// connections race for the seats of one showtime until it is sold out — each reader holds 1–4 seats
// it believes free and pays at once; a 409 names the seats someone else took. Reports holds per
// second (every hold answered, won or refused), the hold call's p50/p99, and checks that the seats
// sold equal the seats in the hall, none in two orders, and every request was answered (200/409).
// Runs against any served worker with the development login: `npx node scripts/bookingRush.ts <origin>`.

export interface BookingRush {
  showtimeId: number;
  connections: number;
  readers: number;
  seatsInHall: number;
  seatsSold: number;
  soldTwice: number;
  holds: number;
  refused: number;
  unanswered: number;
  seconds: number;
  holdsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  met: boolean;
}

interface SeatMap {
  seatCount: number;
  freeCount: number;
  rows: { cells: { seatId: string | null; state: string | null }[] }[];
}

const COUNTRY = 'tw';
const CARD = '4242424242424242';

async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

/** The biggest untouched showtime on the last listed day (the served state may hold earlier rushes). */
async function pickShowtime(origin: string): Promise<{ id: number; map: SeatMap }> {
  const { dates } = await json<{ dates: string[] }>(await fetch(`${origin}/webapi/showtime/list?country=${COUNTRY}`));
  const { showtimes } = await json<{ showtimes: { id: number }[] }>(await fetch(`${origin}/webapi/showtime/list?country=${COUNTRY}&date=${dates.at(-1)}`));
  let best: { id: number; map: SeatMap } | null = null;
  for (const s of showtimes) {
    const map = await json<SeatMap>(await fetch(`${origin}/webapi/showtime/${s.id}/seats?country=${COUNTRY}`));
    if (map.freeCount === map.seatCount && (!best || map.seatCount > best.map.seatCount)) best = { id: s.id, map };
  }
  if (!best) throw new Error('booking rush: no untouched showtime left in the served state');
  return best;
}

export async function bookingRush(origin: string, connections = 10, readersPerConnection = 5): Promise<BookingRush> {
  const { id: showtimeId, map } = await pickShowtime(origin);
  const seats = map.rows.flatMap((r) => r.cells.flatMap((c) => (c.seatId ? [c.seatId] : [])));
  const run = Date.now().toString(36);
  const readers = connections * readersPerConnection;
  const tokens: string[] = [];
  for (let i = 0; i < readers; i++) {
    const res = await fetch(`${origin}/webapi/dev/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userId: `rush-${run}-${i}`, displayName: `Rush ${i}` }) });
    if (!res.ok) throw new Error(`dev login answered ${res.status}: ${await res.text()}`);
    tokens.push((await json<{ accessToken: string }>(res)).accessToken);
  }

  // What every connection has learnt is taken (sold or held by someone else): shared, as a seat map would be.
  const taken = new Set<string>();
  const latencies: number[] = [];
  let holds = 0;
  let refused = 0;
  let unanswered = 0;
  let seed = 20_261_128;
  const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
  const started = performance.now();

  await Promise.all(
    Array.from({ length: connections }, async (_, c) => {
      for (let turn = 0; taken.size < seats.length && turn < 10_000; turn++) {
        const token = tokens[c * readersPerConnection + (turn % readersPerConnection)]!;
        const headers = { 'X-Liff-Access-Token': token, 'content-type': 'application/json' };
        const free = seats.filter((s) => !taken.has(s));
        if (!free.length) break;
        const want = [...new Set(Array.from({ length: 1 + Math.floor(random() * 4) }, () => free[Math.floor(random() * free.length)]!))];
        const t0 = performance.now();
        const held = await fetch(`${origin}/webapi/booking/hold?country=${COUNTRY}`, { method: 'POST', headers, body: JSON.stringify({ showtimeId, seats: want }) }).catch(() => null);
        latencies.push(performance.now() - t0);
        holds++;
        if (!held || (held.status !== 200 && held.status !== 409)) {
          unanswered++;
          await held?.body?.cancel();
          continue;
        }
        const body = await json<{ holdId: string; takenSeats: string[] }>(held);
        if (held.status === 409) {
          refused++;
          body.takenSeats.forEach((s) => taken.add(s));
          continue;
        }
        const paid = await fetch(`${origin}/webapi/booking/hold/${body.holdId}/pay?country=${COUNTRY}`, { method: 'POST', headers, body: JSON.stringify({ cardNumber: CARD }) }).catch(() => null);
        if (paid?.status === 200) want.forEach((s) => taken.add(s));
        else unanswered++;
        await paid?.body?.cancel();
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;

  // What was sold, from the readers' own orders: every seat once, and all of the hall.
  const sold: string[] = [];
  for (const token of tokens) {
    const { orders } = await json<{ orders: { showtime: { id: number } | null; seats: string[] }[] }>(
      await fetch(`${origin}/webapi/booking/my/orders?country=${COUNTRY}`, { headers: { 'X-Liff-Access-Token': token } }),
    );
    for (const o of orders) if (o.showtime?.id === showtimeId) sold.push(...o.seats);
  }
  const after = await json<SeatMap>(await fetch(`${origin}/webapi/showtime/${showtimeId}/seats?country=${COUNTRY}`));
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]! * 10) / 10;
  const soldTwice = sold.length - new Set(sold).size;
  const result: BookingRush = {
    showtimeId,
    connections,
    readers,
    seatsInHall: seats.length,
    seatsSold: new Set(sold).size,
    soldTwice,
    holds,
    refused,
    unanswered,
    seconds: Math.round(seconds * 100) / 100,
    holdsPerSecond: Math.round((holds / seconds) * 10) / 10,
    p50Ms: pct(50),
    p99Ms: pct(99),
    met: false,
  };
  result.met = result.seatsSold === result.seatsInHall && soldTwice === 0 && unanswered === 0 && after.freeCount === 0;
  return result;
}

export function printBookingRush(r: BookingRush): void {
  console.log(`\nbooking rush: ${r.readers} readers on ${r.connections} connections, showtime ${r.showtimeId} (${r.seatsInHall} seats)`);
  console.log(`  ${r.holds} holds in ${r.seconds} s = ${r.holdsPerSecond} holds/s (${r.refused} refused with the taken seats), hold p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms`);
  console.log(`  seats sold ${r.seatsSold} of ${r.seatsInHall}, sold twice ${r.soldTwice}, unanswered ${r.unanswered}: ${r.met ? 'met' : '**missed**'}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const origin = process.argv[2];
  if (!origin) throw new Error('usage: npx node scripts/bookingRush.ts <origin of a served worker with DEV_LOGIN>');
  const r = await bookingRush(origin);
  printBookingRush(r);
  console.log(JSON.stringify(r));
  if (!r.met) process.exit(1);
}
