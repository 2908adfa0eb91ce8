import { createRoute, z } from '@hono/zod-openapi';
import { findListing } from '../db/listings.ts';
import { findEntityListing } from '../db/entityListings.ts';
import { toListing } from './listingMapping.ts';
import { newRouter } from './router.ts';
import { errors, json } from './schemas/common.ts';
import { ListingResponse } from './schemas/content.ts';
import { ApiError, countrySchema } from './validation.ts';

const MAX_LISTING_LENGTH = 100;

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
  // 420: a tag page's listing id carries a tag hash of up to 400 characters (src/domain/portal/entityListings.ts).
  id: z.string().regex(/^[A-Za-z0-9_-]{1,420}$/, 'may contain only letters, digits, - and _').openapi({ example: 'tw_latest' }),
});

const listing = createRoute({
  method: 'get',
  path: '/api/v6/listings/{id}',
  summary: 'a window (offset, length) of a listing',
  request: { query: listingQuery, params: listingParams },
  responses: { 200: json(ListingResponse), ...errors(404) },
});

export const listingRoutes = newRouter().openapi(listing, async (c) => {
  const { id } = c.req.valid('param');
  const { country, offset, length } = c.req.valid('query');
  const found = (await findListing(c.env.DB, country, id, offset, length)) ?? (await findEntityListing(c.env.DB, country, id, offset, length));
  if (!found) throw new ApiError(404, `listing not found: ${id}`);
  return c.json(toListing(found), 200);
});
