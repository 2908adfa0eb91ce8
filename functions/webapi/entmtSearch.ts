// Entertainment search (content-spec §7 "Search" GET /entmt/search; issue #29, decision 0076): the
// market's dramas, movies and people matching a query, ranked like story search (the same match
// expression, bm25 with the name over the rest), grouped by kind with each kind's total.
import { createRoute, z } from '@hono/zod-openapi';
import { hasEntertainment, searchEntities } from '../db/entitySearch.ts';
import { spellingAlternatives } from '../db/search.ts';
import { toEntitySearchGroup } from './entitySearchMapping.ts';
import { newRouter } from './router.ts';
import { errors, json } from './schemas/common.ts';
import { EntertainmentSearchResponse, searchQueryField } from './schemas/search.ts';
import { ApiError, countrySchema } from './validation.ts';
import { matchExpression, normaliseQuery, queryWords } from '#/domain/search/searchText.ts';
import { contentLanguageOf } from '#/domain/search/storyDocument.ts';
import { ENTERTAINMENT_KINDS } from '#/domain/search/entityDocuments.ts';

const MAX_LENGTH = 50;

const entmtSearch = createRoute({
  method: 'get',
  path: '/entmt/search',
  summary: "the market's dramas, movies and people that match the query, best first, grouped by kind",
  description:
    "Words are cut as in story search (Thai, Chinese and Japanese into words and character pairs, Latin folded, misspelt Latin words also searched as their nearest spellings); a name weighs more than a synopsis, cast or occupation. 404 when the market has no dramas or movies.",
  request: {
    query: z.object({
      query: searchQueryField.openapi({ example: '花' }),
      country: countrySchema,
      kinds: z
        .string()
        .regex(new RegExp(`^(${ENTERTAINMENT_KINDS.join('|')})(,(${ENTERTAINMENT_KINDS.join('|')}))*$`), `must be kinds among ${ENTERTAINMENT_KINDS.join(', ')} separated by commas`)
        .transform((v) => ENTERTAINMENT_KINDS.filter((k) => v.split(',').includes(k)))
        .optional()
        .openapi({ example: 'drama,movie' }),
      offset: z.coerce.number({ error: 'must be a number' }).int('must be an integer').min(0, 'must be 0 or more').default(0).describe('of each kind'),
      length: z.coerce
        .number({ error: 'must be a number' })
        .int('must be an integer')
        .min(1, 'must be 1 or more')
        .max(MAX_LENGTH, `must be at most ${MAX_LENGTH}`)
        .default(6)
        .describe('records of each kind'),
    }),
  },
  responses: { 200: json(EntertainmentSearchResponse), ...errors(404) },
});

export const entmtSearchRoutes = newRouter().openapi(entmtSearch, async (c) => {
  const { country, query, kinds = [...ENTERTAINMENT_KINDS], offset, length } = c.req.valid('query');
  if (!(await hasEntertainment(c.env.DB, country))) throw new ApiError(404, `no dramas or movies in ${country}`);
  const language = contentLanguageOf(country);
  const spellings = await spellingAlternatives(c.env.DB, queryWords(query, language));
  const match = matchExpression(query, language, spellings);
  const found = match ? await searchEntities(c.env.DB, country, match, kinds, offset, length) : kinds.map((kind) => ({ kind, total: 0, hits: [] }));
  // The parts marked in each name: the query's words and the spellings tried for the misspelt ones.
  const marked = [normaliseQuery(query), ...[...spellings.values()].flat()].join(' ');
  return c.json({ query: normaliseQuery(query), offset, groups: found.map((f) => toEntitySearchGroup(marked, f)) }, 200);
});
