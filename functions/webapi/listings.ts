import { createRoute, z } from '@hono/zod-openapi';
import { findAnyListing, pageShowsListing } from '../db/anyListing.ts';
import { searchStories, spellingAlternatives } from '../db/search.ts';
import { toListing } from './listingMapping.ts';
import { newRouter } from './router.ts';
import { errors, json } from './schemas/common.ts';
import { ListingResponse } from './schemas/content.ts';
import { ListingSearchResponse, searchQueryField } from './schemas/search.ts';
import { toStorySearch } from './searchMapping.ts';
import { searchEntities } from '../db/entitySearch.ts';
import { toEntitySearchGroup } from './entitySearchMapping.ts';
import { matchExpression, normaliseQuery, queryWords } from '#/domain/search/searchText.ts';
import { contentLanguageOf } from '#/domain/search/storyDocument.ts';
import { alternativeQueries } from '#/domain/search/alternatives.ts';
import type { ContentLanguage } from '#/markets.ts';
import type { Database } from '../db/database.ts';
import { ApiError, countrySchema, urlPathSchema } from './validation.ts';

const MAX_LISTING_LENGTH = 100;
/** Publishers and tags answered beside a story search, of each kind. */
const ENTITY_LINKS = 3;

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

const listingSearch = createRoute({
  method: 'get',
  path: '/listing/search',
  summary: "the market's stories that match the query, best first, with the matching parts marked",
  description:
    'Thai, Chinese and Japanese are cut into words (Intl.Segmenter) and into character pairs, so a word from the middle of a headline is found; Latin text matches without regard to case or accents; a Latin word the index does not hold is also searched as its nearest spellings (one edit away); the title weighs more than the summary and body.',
  request: {
    query: listingQuery.extend({
      query: searchQueryField.openapi({ example: '颱風' }),
    }),
  },
  responses: { 200: json(ListingSearchResponse), ...errors() },
});

/** The alternatives of a query that found nothing (src/domain/search/alternatives.ts) that do find stories. */
async function findingAlternatives(db: Database, country: string, language: ContentLanguage, query: string, spellings: ReadonlyMap<string, readonly string[]>): Promise<string[]> {
  const tried = await Promise.all(
    alternativeQueries(query, spellings).map(async (alternative) => {
      const match = matchExpression(alternative, language);
      return match && (await searchStories(db, country, match, 0, 1)).total > 0 ? alternative : null;
    }),
  );
  return tried.filter((a): a is string => a !== null);
}

export const listingRoutes = newRouter()
  .openapi(listing, async (c) => {
    const { id } = c.req.valid('param');
    const { country, offset, length } = c.req.valid('query');
    const found = await findAnyListing(c.env.DB, country, id, offset, length);
    if (!found) throw new ApiError(404, `listing not found: ${id}`);
    return c.json(toListing(found), 200);
  })
  .openapi(listingSearch, async (c) => {
    const { country, query, offset, length } = c.req.valid('query');
    const language = contentLanguageOf(country);
    const spellings = await spellingAlternatives(c.env.DB, queryWords(query, language));
    const match = matchExpression(query, language, spellings);
    const found = match ? await searchStories(c.env.DB, country, match, offset, length) : { total: 0, hits: [] };
    // The parts marked in each hit: the query's words and the spellings tried for the misspelt ones.
    const marked = [normaliseQuery(query), ...[...spellings.values()].flat()].join(' ');
    const suggestions = match && found.total === 0 && offset === 0 ? await findingAlternatives(c.env.DB, country, language, normaliseQuery(query), spellings) : [];
    // The publishers and tags it names, linked beside the stories (decisions 0076, 0078).
    const entities = match ? await searchEntities(c.env.DB, country, match, ['publisher', 'tag'], 0, ENTITY_LINKS, 'shortestName') : [];
    return c.json({ ...toStorySearch(normaliseQuery(query), marked, offset, found, suggestions), entities: entities.map((e) => toEntitySearchGroup(marked, e)) }, 200);
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
