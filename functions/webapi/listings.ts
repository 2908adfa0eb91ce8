import { Hono } from 'hono';
import { z } from 'zod';
import { findListing } from '../db/listings.ts';
import { ApiError, countrySchema, parseParams, parseQuery } from './validation.ts';

export const MAX_LISTING_LENGTH = 100;

/** country + the listing window (offset, length); other listing calls extend it. */
export const listingQuery = z.object({
  country: countrySchema,
  offset: z.coerce.number({ error: 'must be a number' }).int('must be an integer').min(0, 'must be 0 or more').default(0),
  length: z.coerce
    .number({ error: 'must be a number' })
    .int('must be an integer')
    .min(1, 'must be 1 or more')
    .max(MAX_LISTING_LENGTH, `must be at most ${MAX_LISTING_LENGTH}`)
    .default(20),
});

const listingParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'may contain only letters, digits, - and _'),
});

export const listingRoutes = new Hono<{ Bindings: Env }>().get('/api/v6/listings/:id', async (c) => {
  const { id } = parseParams(c, listingParams);
  const { country, offset, length } = parseQuery(c, listingQuery);
  const listing = await findListing(c.env.DB, country, id, offset, length);
  if (!listing) throw new ApiError(404, `listing not found: ${id}`);
  return c.json(listing);
});
