// Booking, one page load per step. On a phone and a desktop: a movie's page → its showtimes tab
// (day, city) → a booking page → pay → the ticket (QR of the reference) → my tickets. On a phone:
// from the showtimes of the booking page to another showtime, a declined payment frees the seat, a
// hold whose countdown runs out (Playwright's clock, no sleeps) frees it. axe and layout shift on
// the new pages. The rules behind each step: tests/webapi/booking.test.ts,
// tests/worker/bookingConcurrency.test.ts, tests/worker/bookingPages.test.ts.
import { ANY_SCREEN, expect, test } from './fixtures.ts';
import { seriousViolations } from './axe.ts';
import { signedIn } from './signedIn.ts';
import { describeShifts, layoutShifts, recordLayoutShifts, totalShift } from './layoutShift.ts';
import { seedEdition } from './seedData.ts';

/** Movies in cinemas now: each screen books its own (the two projects run at once on one server). */
const showing = seedEdition('tw').portal.movies.filter((m) => m.releaseDaysAgo >= 0);

test('a movie page → showtimes → booking → pay → the ticket → my tickets', async ({ page, context }, info) => {
  const movie = showing[info.project.name === 'desktop' ? 1 : 0]!;
  await signedIn(context, `ticket-buyer-${info.project.name}-${Date.now()}`, '看電影的讀者');
  await recordLayoutShifts(page);

  await page.goto(`/tw/v2/movie/${movie.slug}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(movie.title);
  await page.getByRole('link', { name: '場次' }).click();
  await expect(page).toHaveURL(new RegExp(`/tw/v2/movie/${movie.slug}/showtimes$`));
  // The last day of the week (every screening still ahead), in Kaohsiung.
  const days = page.getByRole('navigation', { name: '日期' }).getByRole('link');
  const lastDay = (await days.last().getAttribute('href'))!;
  await days.last().click();
  await expect(page).toHaveURL(lastDay);
  await page.getByLabel('城市').selectOption({ label: '高雄市' });
  await page.locator('form.showtimes__city button[type="submit"]').click();
  await expect(page).toHaveURL(/city=kaohsiung/);
  expect(await seriousViolations(page)).toEqual([]);
  const showtime = page.locator('[data-cinema] [data-showtime]').first();
  const showtimeId = await showtime.getAttribute('data-showtime');
  await showtime.click();
  await expect(page).toHaveURL(new RegExp(`/tw/v2/movie/booking/${showtimeId}$`));

  await page.locator('[data-seat="C5"]').click();
  await page.locator('[data-seat="C6"]').click();
  await page.locator('[data-hold-seats]').click();
  await expect(page.locator('[data-hold-countdown]')).toHaveText(/^座位保留 \d+:\d\d$/);
  await page.getByLabel('信用卡號').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^付款/ }).click();

  // The ticket: the reference as text and as a QR code, the seats, the movie.
  await expect(page).toHaveURL(/\/tw\/v2\/mypage\/movie\/[0-9a-z]+$/);
  await expect(page.locator('[data-ticket-seats]')).toHaveText('C5, C6');
  await expect(page.locator('[data-ticket-reference]')).toHaveText(/^TW-[2-9A-HJ-NP-Z]{8}$/);
  await expect(page.getByRole('img', { name: /QR/ }).locator('svg')).toBeVisible();
  await expect(page.getByText(movie.title).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const ticketUrl = new URL(page.url()).pathname;
  await page.getByRole('link', { name: '我的電影票' }).click();
  await expect(page.locator(`[data-movie-orders] a[href="${ticketUrl}"]`)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // My tickets → the ticket again.
  await page.locator(`[data-movie-orders] a[href="${ticketUrl}"]`).click();
  await expect(page.locator('[data-ticket-seats]')).toHaveText('C5, C6');
  const shifts = await layoutShifts(page);
  expect(totalShift(shifts), describeShifts(shifts)).toBeLessThanOrEqual(0.01);
});

test('booking page → another showtime; a declined payment and an expired hold free the seat', ANY_SCREEN, async ({ page, context }, info) => {
  await signedIn(context, `booker-${info.project.name}-${Date.now()}`, '訂票讀者');
  const dates = (await (await page.request.get('/webapi/showtime/list?country=tw')).json()).dates as string[];
  const { showtimes } = await (await page.request.get(`/webapi/showtime/list?country=tw&date=${dates.at(-1)}&city=taichung`)).json();
  // Two screenings of one movie that day: the booking page lists the movie's showtimes.
  const all = showtimes as { id: number; movieId: string }[];
  const first = all[0]!;
  const second = all.find((s) => s.movieId === first.movieId && s.id !== first.id);
  await page.clock.install();
  await recordLayoutShifts(page);

  await page.goto(`/tw/v2/movie/booking/${first!.id}`);
  await page.locator(`[data-showtime="${second!.id}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/tw/v2/movie/booking/${second!.id}$`));
  expect(await page.evaluate(() => localStorage.getItem('portal.savedTheater'))).toBeTruthy();
  await expect(page.locator(`[data-showtime="${second!.id}"]`)).toHaveAttribute('aria-current', 'page');
  expect(await seriousViolations(page)).toEqual([]);
  const seat = (id: string) => page.locator(`[data-seat="${id}"]`);
  const holdButton = page.locator('[data-hold-seats]');
  const message = page.locator('[data-booking-message]');

  // A declined card releases the hold: the seat is free again.
  await seat('A1').click();
  await expect(seat('A1')).toHaveAttribute('aria-pressed', 'true');
  await holdButton.click();
  await expect(page.locator('[data-hold-countdown]')).toHaveText('座位保留 10:00');
  await expect(seat('A1')).toHaveAttribute('data-state', 'MINE');
  await page.getByLabel('信用卡號').fill('4000 0000 0000 0002');
  await page.getByRole('button', { name: /^付款/ }).click();
  await expect(message).toHaveText('付款被拒，座位已釋出。');
  await expect(seat('A1')).toHaveAttribute('data-state', 'FREE');
  await expect(seat('A1')).toBeEnabled();

  // A hold whose ten minutes run out frees its seat.
  await seat('A2').click();
  await holdButton.click();
  await expect(page.locator('[data-hold-countdown]')).toHaveText('座位保留 10:00');
  await page.clock.fastForward('09:59');
  await expect(page.locator('[data-hold-countdown]')).toHaveText('座位保留 0:01');
  await page.clock.fastForward('00:02');
  await expect(message).toHaveText('保留已逾時，座位已釋出。');
  await expect(seat('A2')).toHaveAttribute('data-state', 'FREE');
  const map = await (await page.request.get(`/webapi/showtime/${second!.id}/seats?country=tw`)).json();
  expect(map.freeCount).toBe(map.seatCount);

  // Nothing on the booking page moved on its own (shifts right after a tap do not count).
  const shifts = await layoutShifts(page);
  expect(totalShift(shifts), describeShifts(shifts)).toBeLessThanOrEqual(0.01);
});
