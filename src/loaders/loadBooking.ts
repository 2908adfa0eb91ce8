// Booking pages' data (content-spec §2 /v2/movie/booking/{id}): a showtime's seat map, and the
// showtimes of a movie by day and city. Each answers null for 'no page' (unknown or malformed).
import type { ResponseOf } from '#/api/webapiClient.ts';
import type { PageContext } from './pageContext.ts';
import { orNoPage } from './orNoPage.ts';

export type SeatMapData = ResponseOf<'/showtime/:id/seats', '$get'>;
export type ShowtimeListData = ResponseOf<'/showtime/list', '$get'>;
export type CinemaListData = ResponseOf<'/cinema/list', '$get'>;

export function loadSeatMap(ctx: PageContext, id: string): Promise<SeatMapData | null> {
  if (!/^[1-9]\d{0,14}$/.test(id)) return Promise.resolve(null);
  return orNoPage(() => ctx.client.get('/showtime/:id/seats', { param: { id } }));
}

export async function loadShowtimes(ctx: PageContext, q: { movieId: string; date?: string; city?: string }): Promise<{ showtimes: ShowtimeListData; cinemas: CinemaListData } | null> {
  const [showtimes, cinemas] = await Promise.all([orNoPage(() => ctx.client.get('/showtime/list', { query: q })), ctx.client.get('/cinema/list')]);
  return showtimes ? { showtimes, cinemas } : null;
}
