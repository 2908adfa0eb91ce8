// Wire shapes of cinemas and showtimes (functions/webapi/cinemas.ts).
import { z } from '@hono/zod-openapi';

export const CinemaCity = z.object({ cityId: z.string(), name: z.string(), lat: z.number(), lon: z.number() }).openapi('CinemaCity');
export const Cinema = z
  .object({ cinemaId: z.string(), cityId: z.string(), name: z.string(), address: z.string(), lat: z.number(), lon: z.number() })
  .openapi('Cinema');
export const CinemaListResponse = z.object({ cities: z.array(CinemaCity), cinemas: z.array(Cinema) }).openapi('CinemaListResponse');

export const Showtime = z
  .object({
    id: z.number().int(),
    movieId: z.string(),
    cinemaId: z.string(),
    cinemaName: z.string(),
    cityId: z.string(),
    hallName: z.string(),
    startsAt: z.number().int().describe('epoch ms'),
    localDate: z.string().describe("yyyy-mm-dd in the market's time zone"),
    localTime: z.string().describe("HH:mm in the market's time zone"),
    format: z.string(),
    audio: z.string(),
    price: z.number().int().describe("per seat, in the currency's minor unit"),
    currency: z.string(),
  })
  .openapi('Showtime');
export const ShowtimeListResponse = z
  .object({ date: z.string(), dates: z.array(z.string()).describe('days with showtimes, from today'), showtimes: z.array(Showtime) })
  .openapi('ShowtimeListResponse');

export const CinemaChoice = z.object({ cityId: z.string().nullable(), cinemaId: z.string().nullable() }).openapi('CinemaChoice');
