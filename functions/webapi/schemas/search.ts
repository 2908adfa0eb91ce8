// Wire shapes of the search calls (content-spec §7 GET /listing/search; issue #29).
import { z } from '@hono/zod-openapi';

const SnippetPart = z.object({ text: z.string(), match: z.boolean().describe('this part matches the query') }).openapi('SnippetPart');

export const StorySearchResponse = z
  .object({
    query: z.string().describe('the query as searched: folded, spaces collapsed'),
    total: z.number().int().describe("the market's stories that match, counted up to 1,000 (1,000 means that many or more)"),
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
