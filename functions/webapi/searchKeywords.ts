// Readers' search keywords (content-spec §7 "GET /search/keywords"; docs/decisions/0077). The results
// page is cached, so its script reports what was searched and opened (POST /search/event); only
// queries that pass the search rules are counted, under their normal form. GET /search/keywords
// answers the market's trending keywords, or completions of what the reader is typing: readers'
// popular keywords starting with it, then words of the market's story titles.
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { isStoryOf, popularKeywords, recordKeywordEvent, titleWordsStartingWith } from '../db/searchKeywords.ts';
import { DEFAULT_KEYWORDS, isSuggestibleWord, MAX_KEYWORDS, POPULAR, splitPrefix, TRENDING } from '#/domain/search/keywords.ts';
import { matchExpression, normaliseQuery } from '#/domain/search/searchText.ts';
import { contentLanguageOf } from '#/domain/search/storyDocument.ts';
import { sha256Hex } from '#/domain/security/sha256Hex.ts';
import { KB, declareWriteFamily, minute } from './abuseLimits.ts';
import type { ApiEnv } from './identity.ts';
import { OPTIONAL_SIGN_IN } from './openapiSecurity.ts';
import { newRouter } from './router.ts';
import { countryQuery, errors, json, jsonRequest } from './schemas/common.ts';
import { KeywordEventAnswer, KeywordEventBody, SearchKeywordsResponse, searchQueryField } from './schemas/search.ts';
import { ApiError, countrySchema, readJsonBody } from './validation.ts';

/** Trending moves over hours: a few minutes of caching costs nothing and spares the database. */
const KEYWORDS_CACHE = 'public, max-age=300';

const event = createRoute({
  method: 'post',
  path: '/search/event',
  summary: 'a search shown or one of its results opened, counted per market and hour (sent by the search page)',
  security: OPTIONAL_SIGN_IN,
  middleware: [readJsonBody],
  request: { query: countryQuery, ...jsonRequest(KeywordEventBody) },
  responses: { 200: json(KeywordEventAnswer), ...errors(404, 413, 429) },
});

const keywords = createRoute({
  method: 'get',
  path: '/search/keywords',
  summary: "the market's trending keywords, or completions of a prefix",
  description:
    'Without prefix: what readers of the market search now (distinct readers and opened results per hour, a bucket weighing half every 6 hours). With prefix: keywords readers searched this week that start with it, then words of the market\'s story titles. A keyword is offered once 3 distinct readers searched it and one of its results was opened.',
  request: {
    query: z.object({
      country: countrySchema,
      prefix: searchQueryField.optional().openapi({ example: '颱' }),
      limit: z.coerce
        .number({ error: 'must be a number' })
        .int('must be an integer')
        .min(1, 'must be 1 or more')
        .max(MAX_KEYWORDS, `must be at most ${MAX_KEYWORDS}`)
        .default(DEFAULT_KEYWORDS),
    }),
  },
  responses: { 200: json(SearchKeywordsResponse), ...errors() },
});

/** Tells readers apart without storing who they are: the signed-in reader, else the address and browser, hashed. */
async function readerKey(c: Context<ApiEnv>): Promise<string> {
  const who = c.get('identity')?.userId;
  const raw = who ? `reader|${who}` : `client|${c.req.header('cf-connecting-ip') ?? ''}|${c.req.header('user-agent') ?? ''}`;
  // 12 bytes of the digest: distinct readers of one keyword and hour never collide in practice.
  return (await sha256Hex(`search keywords|${raw}`)).slice(0, 24);
}

export const searchKeywordRoutes = newRouter()
  .openapi(event, async (c) => {
    const { country } = c.req.valid('query');
    const body = c.req.valid('json');
    const keyword = normaliseQuery(body.query);
    // A query with nothing to search (punctuation only) finds nothing and is no keyword.
    if (!matchExpression(keyword, contentLanguageOf(country))) return c.json({ counted: false, keyword }, 200);
    if (body.type === 'click' && !(await isStoryOf(c.env.DB, country, body.hash))) throw new ApiError(404, `article not found: ${body.hash}`);
    await recordKeywordEvent(c.env.DB, { country, keyword, event: body.type, reader: await readerKey(c) }, Date.now());
    return c.json({ counted: true, keyword }, 200);
  })
  .openapi(keywords, async (c) => {
    const { country, prefix: asked, limit } = c.req.valid('query');
    const now = Date.now();
    c.header('Cache-Control', KEYWORDS_CACHE);
    if (asked === undefined) {
      const trending = await popularKeywords(c.env.DB, { country, now, window: TRENDING, limit });
      return c.json({ prefix: null, keywords: trending.map((k) => ({ ...k, source: 'trending' as const })) }, 200);
    }
    const prefix = normaliseQuery(asked);
    const popular = await popularKeywords(c.env.DB, { country, now, window: POPULAR, limit, prefix });
    const found: SearchKeywordsResponse['keywords'] = popular.map((k) => ({ ...k, source: 'popular' as const }));
    if (found.length < limit) {
      const { head, last } = splitPrefix(prefix);
      const words = last ? await titleWordsStartingWith(c.env.DB, country, last, limit, isSuggestibleWord) : [];
      const known = new Set(found.map((k) => k.keyword));
      for (const word of words) {
        const keyword = `${head}${word}`;
        if (found.length < limit && !known.has(keyword)) found.push({ keyword, searches: 0, clicks: 0, source: 'titles' });
      }
    }
    return c.json({ prefix, keywords: found }, 200);
  });

/** The budget of the page's search events (docs/decisions/0025): a reader searches and opens a few results a minute. */
export const SEARCH_EVENTS = declareWriteFamily(searchKeywordRoutes, { name: 'search events', perIp: minute(600), perReader: minute(60), maxBodyBytes: 1 * KB }, '/search/event');
