// Wire shapes of the search calls (content-spec §7 GET /listing/search; issue #29).
import { z } from '@hono/zod-openapi';
import { urlPathSchema } from '../validation.ts';

const SnippetPart = z.object({ text: z.string(), match: z.boolean().describe('this part matches the query') }).openapi('SnippetPart');

export const StorySearchResponse = z
  .object({
    query: z.string().describe('the query as searched: folded, spaces collapsed'),
    total: z.number().int().describe("the market's stories that match"),
    offset: z.number().int(),
    items: z.array(
      z.object({
        hash: z.string(),
        title: z.string(),
        titleParts: z.array(SnippetPart).describe('the title cut into matching and other parts'),
        snippet: z.array(SnippetPart).describe('the summary around its first match'),
        publisher: z.string().nullable(),
        thumbnailHash: z.string().nullable(),
        publishTime: z.number().int().describe('epoch ms'),
      }),
    ),
    suggestions: z.array(z.string()).describe('when nothing matches: queries that do find stories (its words alone, a misspelt word as its nearest spelling)'),
  })
  .openapi('StorySearch');
export type StorySearchResponse = z.infer<typeof StorySearchResponse>;

// Readers' keywords (GET /search/keywords, POST /search/event; docs/decisions/0077).
const searchQueryField = z.string({ error: 'is required' }).openapi({ example: '颱風' });

export const KeywordEventBody = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('search').describe('a results page was shown'), query: searchQueryField }).strict(),
    z
      .object({
        type: z.literal('click').describe('a result of the search was opened'),
        query: searchQueryField,
        hash: urlPathSchema.describe("the opened story's hash").openapi({ example: 'a1b2c3' }),
      })
      .strict(),
  ], { error: "must be 'search' or 'click'" })
  .openapi('SearchEvent');

export const KeywordEventAnswer = z
  .object({ counted: z.boolean().describe('false when the query has nothing to search (punctuation only)'), keyword: z.string().describe('the normalised query it was counted under') })
  .openapi('SearchEventAnswer');

export const SearchKeywordsResponse = z
  .object({
    prefix: z.string().nullable().describe('the normalised prefix, or null for the trending keywords'),
    keywords: z.array(
      z.object({
        keyword: z.string().describe('a normalised query'),
        source: z.enum(['trending', 'popular', 'titles']).describe("trending: searched now; popular: searched this week, starting with the prefix; titles: a word of the market's story titles"),
        searches: z.number().int().describe('searches in the window (0 for titles)'),
        clicks: z.number().int().describe('results opened in the window (0 for titles)'),
      }),
    ),
  })
  .openapi('SearchKeywords');
export type SearchKeywordsResponse = z.infer<typeof SearchKeywordsResponse>;
