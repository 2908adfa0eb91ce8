// The booking pages over HTTP: the booking page renders a showtime's seat map (one button per seat,
// aisles as gaps) and the movie's other showtimes as links to their booking pages (the crawl's way
// in); an unknown showtime is the 'no page' screen (404); my tickets and the ticket are frames whose
// reader part (decision 0056) answers 401 signed out, the reader's own orders signed in, a QR code of
// the reference on the ticket, and 404 for another reader's order.
import { beforeAll, describe, expect, it } from 'vitest';
import { http } from '../helpers/workerHttp.ts';
import { AGREED, collapsed, workerPage } from '../helpers/workerPage.ts';

const COUNTRY = 'ectw';
const run = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
let showtime: { id: number; movieId: string; cinemaName: string; localTime: string };
const tokens: string[] = [];
let order: { orderId: string; reference: string; seats: string[] };

beforeAll(async () => {
  const dates = (await http(`/webapi/showtime/list?country=${COUNTRY}`)).json<{ dates: string[] }>().dates;
  showtime = (await http(`/webapi/showtime/list?country=${COUNTRY}&date=${dates.at(-1)}&city=taipei`)).json<{ showtimes: (typeof showtime)[] }>().showtimes[0]!;
  for (const who of ['a', 'b']) {
    const login = await http('/webapi/dev/login', { body: { userId: `ticket-${who}-${run}`, displayName: `Ticket ${who}` } });
    tokens.push(login.json<{ accessToken: string }>().accessToken);
  }
  const headers = { 'X-Liff-Access-Token': tokens[0]! };
  const seats = (await http(`/webapi/showtime/${showtime.id}/seats?country=${COUNTRY}`)).json<{ rows: { cells: { seatId: string | null; state: string | null }[] }[] }>();
  const free = seats.rows.flatMap((r) => r.cells).filter((c) => c.state === 'FREE').map((c) => c.seatId!).slice(-2);
  const held = await http(`/webapi/booking/hold?country=${COUNTRY}`, { headers, body: { showtimeId: showtime.id, seats: free } });
  expect(held.status, held.text).toBe(200);
  const paid = await http(`/webapi/booking/hold/${held.json<{ holdId: string }>().holdId}/pay?country=${COUNTRY}`, { headers, body: { cardNumber: '4242 4242 4242 4242' } });
  expect(paid.status, paid.text).toBe(200);
  order = paid.json();
}, 60_000);

describe('the booking page', () => {
  it('renders the seat map, the showtime, and the day’s other showtimes as booking links', async () => {
    const page = await workerPage(`/${COUNTRY}/v2/movie/booking/${showtime.id}`, { headers: AGREED });
    expect(page.status).toBe(200);
    const $ = page.$;
    expect(collapsed($('h1').text())).toContain('訂票：');
    const seats = $('[data-seat]');
    const map = (await http(`/webapi/showtime/${showtime.id}/seats?country=${COUNTRY}`)).json<{ seatCount: number }>();
    expect(seats.length).toBe(map.seatCount);
    for (const seat of order.seats) expect($(`[data-seat="${seat}"]`).attr('data-state')).toBe('SOLD');
    expect($(`[data-seat="${order.seats[0]}"]`).is('[disabled]')).toBe(true);
    expect($('.booking__gap').length).toBeGreaterThan(0);
    const links = $('[data-showtime]').map((_, a) => $(a).attr('href')).get();
    expect(links).toContain(`/${COUNTRY}/v2/movie/booking/${showtime.id}`);
    expect($(`[data-showtime="${showtime.id}"]`).attr('aria-current')).toBe('page');
    expect(page.headers.get('cache-control') ?? '').not.toMatch(/s-maxage/);
  });

  it('answers the no-page screen with 404 for an unknown or malformed showtime', async () => {
    expect((await workerPage(`/${COUNTRY}/v2/movie/booking/999999999`, { headers: AGREED })).status).toBe(404);
    expect((await workerPage(`/${COUNTRY}/v2/movie/booking/abc`, { headers: AGREED })).status).toBe(404);
  });
});

describe('my tickets and the ticket', () => {
  it('are frames with the sign-in prompt; the part answers 401 signed out', async () => {
    const page = await workerPage(`/${COUNTRY}/v2/mypage/movie/${order.orderId}`, { headers: AGREED });
    expect(page.status).toBe(200);
    expect(page.$('[data-reader-part]').attr('data-reader-part')).toBe(`/${COUNTRY}/v2/partial/me/movie-order?orderId=${order.orderId}`);
    expect(page.text).not.toContain(order.reference);
    expect((await http(`/${COUNTRY}/v2/partial/me/movie-orders`)).status).toBe(401);
  });

  it("lists the reader's own orders, shows the ticket with its QR code, and answers 404 for another reader's", async () => {
    const list = await http(`/${COUNTRY}/v2/partial/me/movie-orders`, { headers: { 'X-Liff-Access-Token': tokens[0]! } });
    expect(list.status).toBe(200);
    expect(list.text).toContain(`/${COUNTRY}/v2/mypage/movie/${order.orderId}`);
    const ticket = await http(`/${COUNTRY}/v2/partial/me/movie-order?orderId=${order.orderId}`, { headers: { 'X-Liff-Access-Token': tokens[0]! } });
    expect(ticket.status).toBe(200);
    expect(ticket.text).toContain(order.reference);
    expect(ticket.text).toMatch(/<svg[^>]*viewBox/);
    expect(ticket.text).toContain(order.seats.join(', '));
    const theirs = await http(`/${COUNTRY}/v2/partial/me/movie-order?orderId=${order.orderId}`, { headers: { 'X-Liff-Access-Token': tokens[1]! } });
    expect(theirs.status).toBe(404);
    expect(theirs.text).not.toContain(order.reference);
    const none = await http(`/${COUNTRY}/v2/partial/me/movie-orders`, { headers: { 'X-Liff-Access-Token': tokens[1]! } });
    expect(none.text).not.toContain(order.orderId);
  });

  it('the ?page= movie-order redirect lands on the ticket page', async () => {
    const res = await http(`/${COUNTRY}/v2/tab?page=${encodeURIComponent(`/mypage/movie/${order.orderId}`)}`, { follow: false });
    expect(res.location).toBe(`/${COUNTRY}/v2/mypage/movie/${order.orderId}`);
  });
});
