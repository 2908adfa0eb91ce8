// Showtime records → wire shapes: the local day and time in the market's time zone.
import { findMarket } from '#/markets.ts';
import type { CinemaRecord, HallRecord, ShowtimeRecord } from '../db/cinemas.ts';
import type { z } from '@hono/zod-openapi';
import type { Showtime } from './schemas/cinemas.ts';

export function localTime(epochMs: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(epochMs);
}

export function toShowtimeView(s: ShowtimeRecord, cinema: CinemaRecord | undefined, hall: Pick<HallRecord, 'name'> | undefined): z.infer<typeof Showtime> {
  const timeZone = findMarket(s.country)?.timeZone ?? 'UTC';
  return {
    id: s.id,
    movieId: s.movieId,
    cinemaId: s.cinemaId,
    cinemaName: cinema?.name ?? s.cinemaId,
    cityId: cinema?.cityId ?? '',
    hallName: hall?.name ?? s.hallId,
    startsAt: s.startsAt,
    localDate: s.localDate,
    localTime: localTime(s.startsAt, timeZone),
    format: s.format,
    audio: s.audio,
    price: s.price,
    currency: s.currency,
  };
}
