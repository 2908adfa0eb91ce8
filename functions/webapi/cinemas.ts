// Cinemas and showtimes (issue #27 item 3): a market's cities and cinemas, the showtimes of a movie
// by day and city in the market's time zone, and a signed-in reader's saved city and theatre.
import { createRoute, z } from '@hono/zod-openapi';
import { findMarket } from '#/markets.ts';
import { isoInTimeZone } from '#/domain/shell/formatTime.ts';
import { listCinemas, listCities, listShowtimes, readCinemaChoice, saveCinemaChoice, showtimeDates } from '../db/cinemas.ts';
import { loggedIn, requireUser } from './identity.ts';
import { toShowtimeView } from './cinemaMapping.ts';
import { newRouter } from './router.ts';
import { countryQuery, errors, json, jsonRequest } from './schemas/common.ts';
import { CinemaChoice, CinemaListResponse, ShowtimeListResponse } from './schemas/cinemas.ts';
import { ApiError, readJsonBody } from './validation.ts';
import { KB, declareWriteFamily, minute } from './abuseLimits.ts';

const id = z.string().max(60, 'must be at most 60 characters').regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase letters or digits joined by "-"');
const cityQuery = countryQuery.extend({ city: id.optional().openapi({ example: 'taipei' }) });
const showtimeQuery = countryQuery.extend({
  movieId: id.optional().openapi({ example: 'harbour-heist' }),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a day yyyy-mm-dd').optional().openapi({ example: '2026-11-28' }),
  city: id.optional(),
  cinemaId: id.optional(),
});
const choiceBody = z.object({ cityId: id.nullable(), cinemaId: id.nullable() });

const cinemaList = createRoute({
  method: 'get',
  path: '/cinema/list',
  summary: "a market's cinema cities (the first is the default) and its cinemas, optionally of one city",
  request: { query: cityQuery },
  responses: { 200: json(CinemaListResponse), ...errors() },
});
const showtimeList = createRoute({
  method: 'get',
  path: '/showtime/list',
  summary: "showtimes by movie, day (default today in the market's time zone), city and cinema",
  request: { query: showtimeQuery },
  responses: { 200: json(ShowtimeListResponse), ...errors() },
});
const myChoice = createRoute({
  method: 'get',
  path: '/cinema/my/choice',
  summary: "the reader's saved city and theatre in a market",
  middleware: [loggedIn],
  request: { query: countryQuery },
  responses: { 200: json(CinemaChoice), ...errors(401) },
});
const saveChoice = createRoute({
  method: 'post',
  path: '/cinema/my/choice',
  summary: "save the reader's city and theatre in a market",
  middleware: [loggedIn, readJsonBody],
  request: { query: countryQuery, ...jsonRequest(choiceBody) },
  responses: { 200: json(CinemaChoice), ...errors(401) },
});

export const cinemaRoutes = newRouter()
  .openapi(cinemaList, async (c) => {
    const { country, city } = c.req.valid('query');
    const [cities, cinemas] = await Promise.all([listCities(c.env.DB, country), listCinemas(c.env.DB, country, city)]);
    return c.json({ cities, cinemas }, 200);
  })
  .openapi(showtimeList, async (c) => {
    const q = c.req.valid('query');
    const today = isoInTimeZone(Date.now(), findMarket(q.country)!.timeZone).slice(0, 10);
    const date = q.date ?? today;
    const [showtimes, cinemas, dates] = await Promise.all([
      listShowtimes(c.env.DB, q.country, { movieId: q.movieId, date, cityId: q.city, cinemaId: q.cinemaId }),
      listCinemas(c.env.DB, q.country),
      showtimeDates(c.env.DB, q.country, q.movieId ?? null, today),
    ]);
    const byId = new Map(cinemas.map((x) => [x.cinemaId, x]));
    const halls = await c.env.DB.prepare('SELECT cinema_id, hall_id, name FROM cinema_halls WHERE country = ?').bind(q.country).all<{ cinema_id: string; hall_id: string; name: string }>();
    const hallName = new Map(halls.results.map((h) => [`${h.cinema_id}/${h.hall_id}`, h.name]));
    return c.json({ date, dates, showtimes: showtimes.map((s) => toShowtimeView(s, byId.get(s.cinemaId), { name: hallName.get(`${s.cinemaId}/${s.hallId}`) ?? s.hallId })) }, 200);
  })
  .openapi(myChoice, async (c) => {
    const user = requireUser(c);
    return c.json(await readCinemaChoice(c.env.DB, user.userId, c.req.valid('query').country), 200);
  })
  .openapi(saveChoice, async (c) => {
    const user = requireUser(c);
    const { country } = c.req.valid('query');
    const choice = c.req.valid('json');
    if (choice.cityId && !(await listCities(c.env.DB, country)).some((x) => x.cityId === choice.cityId)) throw new ApiError(400, `cityId: no cinema city ${choice.cityId} in ${country}`);
    if (choice.cinemaId && !(await listCinemas(c.env.DB, country)).some((x) => x.cinemaId === choice.cinemaId)) throw new ApiError(400, `cinemaId: no cinema ${choice.cinemaId} in ${country}`);
    await saveCinemaChoice(c.env.DB, user.userId, country, choice, Date.now());
    return c.json(choice, 200);
  });

/** The budget of the saved city and theatre (docs/decisions/0025). */
export const CINEMA_CHOICES = declareWriteFamily(cinemaRoutes, { name: 'cinema choices', perIp: minute(600), perReader: minute(30), maxBodyBytes: 1 * KB }, '/cinema/my/*');
