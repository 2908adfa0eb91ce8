// Wire shapes of seat maps, holds and orders (functions/webapi/booking.ts).
import { z } from '@hono/zod-openapi';
import { Showtime } from './cinemas.ts';

export const SeatMapResponse = z
  .object({
    showtime: Showtime,
    movieTitle: z.string().nullable(),
    seatLimit: z.number().int(),
    rows: z.array(z.object({ label: z.string(), cells: z.array(z.object({ seatId: z.string().nullable(), state: z.enum(['FREE', 'HELD', 'SOLD', 'MINE']).nullable() })) })),
    seatCount: z.number().int(),
    freeCount: z.number().int(),
  })
  .openapi('SeatMapResponse');

export const HoldResponse = z
  .object({ holdId: z.string(), showtimeId: z.number().int(), seats: z.array(z.string()), expiresAt: z.number().int(), amount: z.number().int(), currency: z.string() })
  .openapi('SeatHold');

export const SeatsTakenBody = z
  .object({ message: z.string(), statusCode: z.literal(409), takenSeats: z.array(z.string()).optional().describe('the asked seats someone else holds or bought; absent when the showtime has already started') })
  .openapi('SeatsTaken');

export const MovieOrder = z
  .object({
    orderId: z.string(),
    reference: z.string(),
    seats: z.array(z.string()),
    amount: z.number().int(),
    currency: z.string(),
    createdAt: z.number().int(),
    showtime: Showtime.nullable(),
    movieTitle: z.string().nullable(),
  })
  .openapi('MovieOrder');
export const MovieOrderList = z.object({ orders: z.array(MovieOrder) }).openapi('MovieOrderList');
