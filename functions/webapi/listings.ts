import { createRoute, z } from '@hono/zod-openapi';
import { findAnyListing, pageShowsListing } from '../db/anyListing.ts';
import { searchListings } from '../db/listings.ts';
import { toListing } from './listingMapping.ts';
import { newRouter } from './router.ts';
import { errors, json } from './schemas/common.ts';
import { ListingResponse, ListingSearchResponse } from './schemas/content.ts';
import { ApiError, countrySchema, urlPathSchema } from './validation.ts';

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

// content-spec §7 "GET {urlPath}/listings/{id}": a listing as one page's module shows it; a listing
// no module of that page shows is not this page's (404), whatever else shows it.
const pageListing = createRoute({
  method: 'get',
  path: '/{urlPath}/listings/{id}',
  summary: "a window of a listing that one of the page's modules shows",
  request: { query: listingQuery, params: listingParams.extend({ urlPath: urlPathSchema.openapi({ example: 'top' }) }) },
  responses: { 200: json(ListingResponse), ...errors(404) },
});

const SEARCH_RESULTS = 20;
const listingSearch = createRoute({
  method: 'get',
  path: '/listing/search',
  summary: "the market's listings whose title holds the query (story search comes with search)",
  request: {
    query: z.object({
      country: countrySchema,
      query: z.string({ error: 'is required' }).trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters').openapi({ example: '新聞' }),
    }),
  },
  responses: { 200: json(ListingSearchResponse), ...errors() },
});

export const listingRoutes = newRouter()
  .openapi(listing, async (c) => {
    const { id } = c.req.valid('param');
    const { country, offset, length } = c.req.valid('query');
    const found = await findAnyListing(c.env.DB, country, id, offset, length);
    if (!found) throw new ApiError(404, `listing not found: ${id}`);
    return c.json(toListing(found), 200);
  })
  .openapi(listingSearch, async (c) => {
    const { country, query } = c.req.valid('query');
    const items = await searchListings(c.env.DB, country, query, SEARCH_RESULTS);
    return c.json({ query, items: items.map((r) => ({ id: r.id, title: r.title, type: r.type, total: r.item_count })) }, 200);
  })
  .openapi(pageListing, async (c) => {
    const { id, urlPath } = c.req.valid('param');
    const { country, offset, length } = c.req.valid('query');
    const shown = await pageShowsListing(c.env.DB, country, urlPath, id);
    if (shown === null) throw new ApiError(404, `page not found: ${urlPath}`);
    if (!shown) throw new ApiError(404, `listing not found on page ${urlPath}: ${id}`);
    const found = await findAnyListing(c.env.DB, country, id, offset, length);
    if (!found) throw new ApiError(404, `listing not found: ${id}`);
    return c.json(toListing(found), 200);
  });
