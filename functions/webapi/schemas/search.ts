// Wire shapes of the search calls (content-spec §7 GET /listing/search; issue #29).
import { z } from '@hono/zod-openapi';
import { urlPathSchema } from '../validation.ts';
import { queryProblem } from '#/domain/search/searchText.ts';
import { ENTITY_KINDS } from '#/domain/search/entityDocuments.ts';
import { MOVIE_STATUSES } from '#/domain/movies/movies.ts';

const SnippetPart = z.object({ text: z.string(), match: z.boolean().describe('this part matches the query') }).openapi('SnippetPart');

export const StorySearchResponse = z
  .object({
    query: z.string().describe('the query as searched: folded, spaces collapsed'),
    total: z.number().int().describe("the market's stories that match, counted up to 1,000 (1,000 means that many or more)"),
    capped: z.boolean().describe('the total is the count\'s cap: that many stories or more'),
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

// ---- Entertainment search and the other kinds of record (GET /entmt/search; decision 0076) ----

/** A reader's query, with the rules every search call answers 400 with. */
export const searchQueryField = z
  .string({ error: 'is required' })
  .superRefine((value, ctx) => {
    const problem = queryProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .openapi({ example: '颱風' });

const EntityKindSchema = z.enum(ENTITY_KINDS).openapi('SearchKind');

export const EntitySearchItem = z
  .object({
    id: z.string().describe("the record's public id: a drama's or movie's id, a person's hash, a publisher's cpId, a tag's text"),
    title: z.string(),
    titleParts: z.array(SnippetPart).describe('the title cut into matching and other parts'),
    imageHash: z.string().nullable().describe('poster, portrait or logo'),
    path: z.string().describe("the record's page under /{country}/v2, e.g. /drama/{urlPath}"),
    subtitle: z.string().describe("the record's own line: a title's subtitle, a person's occupation, a publisher's description"),
    year: z.number().int().nullable().describe("a drama's year, a movie's release year"),
    status: z.enum(MOVIE_STATUSES).nullable().describe("a movie's status"),
  })
  .openapi('EntitySearchItem');
export type EntitySearchItem = z.infer<typeof EntitySearchItem>;

export const EntitySearchGroup = z
  .object({ kind: EntityKindSchema, total: z.number().int().describe("the market's records of this kind that match"), items: z.array(EntitySearchItem) })
  .openapi('EntitySearchGroup');
export type EntitySearchGroup = z.infer<typeof EntitySearchGroup>;

export const EntertainmentSearchResponse = z
  .object({
    query: z.string().describe('the query as searched: folded, spaces collapsed'),
    offset: z.number().int(),
    groups: z.array(EntitySearchGroup).describe('one per kind asked, in the order drama, movie, profile'),
  })
  .openapi('EntertainmentSearch');
export type EntertainmentSearchResponse = z.infer<typeof EntertainmentSearchResponse>;

/** GET /listing/search: the ranked stories, and beside them the publishers and tags the query names. */
export const ListingSearchResponse = StorySearchResponse.extend({
  entities: z
    .array(EntitySearchGroup)
    .describe("the market's publishers, then tags, that match the query (a few of each, best first): their pages, linked beside the stories"),
}).openapi('ListingSearch');
export type ListingSearchResponse = z.infer<typeof ListingSearchResponse>;

// Readers' keywords (GET /search/keywords, POST /search/event; docs/decisions/0077).
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
