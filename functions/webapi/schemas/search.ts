// Wire shapes of the search calls (content-spec §7 GET /listing/search; issue #29).
import { z } from '@hono/zod-openapi';
import { queryProblem } from '#/domain/search/searchText.ts';
import { ENTITY_KINDS } from '#/domain/search/entityDocuments.ts';
import { MOVIE_STATUSES } from '#/domain/movies/movies.ts';

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
  });

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
