// Seat booking (issue #27 items 4–5): a showtime's seat map, a hold on up to SEAT_LIMIT seats that
// expires after HOLD_MS, payment through a provider (a declined payment releases the hold), and a
// signed-in reader's orders. Seats are never sold twice: see functions/db/booking.ts.
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { HOLD_MS, SEAT_LIMIT, checkSeatChoice, seatMapOf } from '#/domain/booking/seatMap.ts';
import { localPaymentProvider, luhnValid, type PaymentProvider } from '#/domain/booking/payment.ts';
import { confirmHold, findHold, findOrder, listOrders, placeHold, readClaims, releaseHold, type OrderRecord } from '../db/booking.ts';
import { findCinema, findHall, findShowtime, type ShowtimeRecord } from '../db/cinemas.ts';
import { loggedIn, requireUser, type ApiEnv } from './identity.ts';
import { toShowtimeView } from './cinemaMapping.ts';
import { newRouter } from './router.ts';
import { OPTIONAL_SIGN_IN } from './openapiSecurity.ts';
import { countryQuery, errors, json, jsonRequest } from './schemas/common.ts';
import { HoldResponse, MovieOrder, MovieOrderList, SeatMapResponse, SeatsTakenBody } from './schemas/booking.ts';
import { ApiError, readJsonBody } from './validation.ts';
import { KB, declareWriteFamily, minute } from './abuseLimits.ts';

/** The booking's clock and payment provider; tests set them (no sleeps, no network). */
export const bookingDeps: { now: () => number; payments: PaymentProvider } = { now: () => Date.now(), payments: localPaymentProvider };

const showtimeParams = z.object({ id: z.coerce.number({ error: 'must be a showtime id' }).int('must be a showtime id').positive('must be a showtime id').openapi({ example: 1 }) });
const holdParams = z.object({ holdId: z.string().regex(/^[0-9a-f-]{36}$/, 'must be a hold id').openapi({ example: '5f0c6a52-8c1e-4d8e-9a57-0d7f3c2b1e4a' }) });
const orderParams = z.object({ orderId: z.string().regex(/^[0-9a-z]{1,40}$/, 'must be an order id').openapi({ example: '3f9c2a7d1b0e4c6a8d2f' }) });
const holdBody = z.object({
  showtimeId: z.number({ error: 'must be a showtime id' }).int().positive(),
  seats: z.array(z.string({ error: 'must be seat ids like "C7"' }).max(8), { error: 'must be an array of seat ids' }).max(50, 'must name at most 50 seats'),
});
const payBody = z.object({ cardNumber: z.string({ error: 'must be a card number' }).transform((v) => v.replace(/[\s-]/g, '')).refine(luhnValid, 'must be a valid card number') });

const seatMap = createRoute({
  method: 'get',
  path: '/showtime/{id}/seats',
  summary: "a showtime's seat map with each seat free, held, sold or the reader's own",
  security: OPTIONAL_SIGN_IN,
  request: { query: countryQuery, params: showtimeParams },
  responses: { 200: json(SeatMapResponse), ...errors(404) },
});
const hold = createRoute({
  method: 'post',
  path: '/booking/hold',
  summary: `hold up to ${SEAT_LIMIT} seats of a showtime for ${HOLD_MS / 60_000} minutes (replaces the reader's earlier hold on it)`,
  middleware: [loggedIn, readJsonBody],
  request: { query: countryQuery, ...jsonRequest(holdBody) },
  responses: { 200: json(HoldResponse), 409: json(SeatsTakenBody, 'seats someone else holds or bought (takenSeats names them), or the showtime has already started'), ...errors(401, 404) },
});
const pay = createRoute({
  method: 'post',
  path: '/booking/hold/{holdId}/pay',
  summary: 'pay for a hold: approved → an order; declined → 402 and the hold is released',
  middleware: [loggedIn, readJsonBody],
  request: { query: countryQuery, params: holdParams, ...jsonRequest(payBody) },
  responses: { 200: json(MovieOrder), 402: json(z.object({ message: z.string(), statusCode: z.literal(402) }), 'payment declined'), ...errors(401, 404, 409) },
});
const release = createRoute({
  method: 'post',
  path: '/booking/hold/{holdId}/release',
  summary: "release a hold's seats (no body)",
  middleware: [loggedIn],
  request: { query: countryQuery, params: holdParams },
  responses: { 200: json(z.object({ released: z.boolean() })), ...errors(401, 404) },
});
const myOrders = createRoute({
  method: 'get',
  path: '/booking/my/orders',
  summary: "the reader's movie orders in a market, newest first",
  middleware: [loggedIn],
  request: { query: countryQuery },
  responses: { 200: json(MovieOrderList), ...errors(401) },
});
const myOrder = createRoute({
  method: 'get',
  path: '/booking/my/order/{orderId}',
  summary: "one of the reader's orders (another reader's answers 404)",
  middleware: [loggedIn],
  request: { query: countryQuery, params: orderParams },
  responses: { 200: json(MovieOrder), ...errors(401, 404) },
});

async function showtimeIn(c: Context<ApiEnv>, id: number, country: string): Promise<ShowtimeRecord> {
  const showtime = await findShowtime(c.env.DB, id);
  if (!showtime || showtime.country !== country) throw new ApiError(404, `showtime ${id} not found`);
  return showtime;
}

async function showtimeView(c: Context<ApiEnv>, s: ShowtimeRecord) {
  const [cinema, hall] = await Promise.all([findCinema(c.env.DB, s.country, s.cinemaId), findHall(c.env.DB, s.country, s.cinemaId, s.hallId)]);
  return { view: toShowtimeView(s, cinema ?? undefined, hall ?? undefined), hall };
}

const movieTitle = (c: Context<ApiEnv>, s: ShowtimeRecord) =>
  c.env.DB.prepare("SELECT title FROM entities WHERE country = ? AND entity_type = 'MOVIE' AND entity_id = ?").bind(s.country, s.movieId).first<string>('title');

async function orderView(c: Context<ApiEnv>, o: OrderRecord) {
  const s = await findShowtime(c.env.DB, o.showtimeId);
  const title = s ? await movieTitle(c, s) : null;
  return {
    orderId: o.orderId,
    reference: o.reference,
    seats: o.seats,
    amount: o.amount,
    currency: o.currency,
    createdAt: o.createdAt,
    showtime: s ? (await showtimeView(c, s)).view : null,
    movieTitle: title,
  };
}

const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'; // no 0/O, 1/I: read aloud at the door
function newReference(country: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return `${country.slice(0, 2).toUpperCase()}-${[...bytes].map((b) => REFERENCE_ALPHABET[b % 32]).join('')}`;
}

export const bookingRoutes = newRouter()
  .openapi(seatMap, async (c) => {
    const { country } = c.req.valid('query');
    const s = await showtimeIn(c, c.req.valid('param').id, country);
    const { view, hall } = await showtimeView(c, s);
    if (!hall) throw new ApiError(404, `showtime ${s.id} has no hall`);
    const me = c.get('identity')?.userId;
    const claims = await readClaims(c.env.DB, s.id, bookingDeps.now());
    const mine = new Set<string>();
    if (me) {
      const holdIds = new Set(claims.flatMap((cl) => (cl.holdId ? [cl.holdId] : [])));
      for (const holdId of holdIds) {
        const h = await findHold(c.env.DB, holdId);
        if (h?.userId === me) h.seats.forEach((seat) => mine.add(seat));
      }
    }
    type SeatState = 'FREE' | 'HELD' | 'SOLD' | 'MINE';
    const state = new Map<string, SeatState>(claims.map((cl) => [cl.seatId, mine.has(cl.seatId) ? 'MINE' : cl.sold ? 'SOLD' : 'HELD']));
    const map = seatMapOf(hall.layout);
    return c.json(
      {
        showtime: view,
        movieTitle: await movieTitle(c, s),
        seatLimit: SEAT_LIMIT,
        rows: map.rows.map((r) => ({ label: r.label, cells: r.cells.map((cell) => ({ seatId: cell.seatId, state: cell.seatId ? (state.get(cell.seatId) ?? ('FREE' as SeatState)) : null })) })),
        seatCount: map.seatIds.length,
        freeCount: map.seatIds.length - claims.length,
      },
      200,
    );
  })
  .openapi(hold, async (c) => {
    const user = requireUser(c);
    const { country } = c.req.valid('query');
    const body = c.req.valid('json');
    const s = await showtimeIn(c, body.showtimeId, country);
    const hall = await findHall(c.env.DB, country, s.cinemaId, s.hallId);
    if (!hall) throw new ApiError(404, `showtime ${s.id} has no hall`);
    const check = checkSeatChoice(seatMapOf(hall.layout), body.seats);
    if (!check.ok) throw new ApiError(400, check.message);
    const now = bookingDeps.now();
    if (s.startsAt <= now) throw new ApiError(409, `showtime ${s.id} has already started`);
    const record = { holdId: crypto.randomUUID(), showtimeId: s.id, userId: user.userId, seats: check.seats, createdAt: now, expiresAt: now + HOLD_MS };
    const placed = await placeHold(c.env.DB, record, now);
    if (!placed.ok) return c.json({ message: `seats taken: ${placed.taken.join(', ')}`, statusCode: 409 as const, takenSeats: placed.taken }, 409);
    return c.json({ holdId: record.holdId, showtimeId: s.id, seats: record.seats, expiresAt: record.expiresAt, serverTime: now, amount: s.price * record.seats.length, currency: s.currency }, 200);
  })
  .openapi(pay, async (c) => {
    const user = requireUser(c);
    const { country } = c.req.valid('query');
    const { holdId } = c.req.valid('param');
    const { cardNumber } = c.req.valid('json');
    const h = await findHold(c.env.DB, holdId);
    if (!h || h.userId !== user.userId) throw new ApiError(404, `hold ${holdId} not found`);
    const s = await showtimeIn(c, h.showtimeId, country);
    if (h.expiresAt <= bookingDeps.now()) {
      await releaseHold(c.env.DB, holdId);
      throw new ApiError(409, `hold ${holdId} has expired: its seats are free again`);
    }
    const order: OrderRecord = {
      orderId: crypto.randomUUID().replace(/-/g, '').slice(0, 20),
      reference: newReference(country),
      country,
      userId: user.userId,
      showtimeId: s.id,
      seats: h.seats,
      amount: s.price * h.seats.length,
      currency: s.currency,
      paymentRef: '',
      createdAt: bookingDeps.now(),
    };
    const charge = await bookingDeps.payments.charge({ reference: order.reference, amount: order.amount, currency: order.currency, cardNumber });
    if (!charge.approved) {
      await releaseHold(c.env.DB, holdId);
      return c.json({ message: `payment declined (${charge.reason}): the seats were released`, statusCode: 402 as const }, 402);
    }
    order.paymentRef = charge.paymentRef;
    if (!(await confirmHold(c.env.DB, h, order, bookingDeps.now()))) {
      // The hold ran out while the charge was made: give the money back, free what is left.
      await bookingDeps.payments.refund(charge.paymentRef);
      await releaseHold(c.env.DB, holdId);
      throw new ApiError(409, `hold ${holdId} has expired: the payment was refunded`);
    }
    return c.json(await orderView(c, order), 200);
  })
  .openapi(release, async (c) => {
    const user = requireUser(c);
    const { holdId } = c.req.valid('param');
    const h = await findHold(c.env.DB, holdId);
    if (!h || h.userId !== user.userId) throw new ApiError(404, `hold ${holdId} not found`);
    await releaseHold(c.env.DB, holdId);
    return c.json({ released: true }, 200);
  })
  .openapi(myOrders, async (c) => {
    const user = requireUser(c);
    const orders = await listOrders(c.env.DB, user.userId, c.req.valid('query').country);
    return c.json({ orders: await Promise.all(orders.map((o) => orderView(c, o))) }, 200);
  })
  .openapi(myOrder, async (c) => {
    const user = requireUser(c);
    const { orderId } = c.req.valid('param');
    const o = await findOrder(c.env.DB, orderId);
    // Another reader's order is answered exactly like one that does not exist.
    if (!o || o.userId !== user.userId || o.country !== c.req.valid('query').country) throw new ApiError(404, `order ${orderId} not found`);
    return c.json(await orderView(c, o), 200);
  });

/** The budget of booking writes (docs/decisions/0025): a sale-day rush comes from many readers behind few IPs. */
export const BOOKING_WRITES = declareWriteFamily(bookingRoutes, { name: 'booking', perIp: minute(6000), perReader: minute(60), maxBodyBytes: 2 * KB }, '/booking/*');
