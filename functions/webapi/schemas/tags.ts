// Wire shapes of tag pages and tag shortcuts.
import { z } from '@hono/zod-openapi';
import { ListingResponse } from './content.ts';

export const TagShortcut = z.object({
  tag: z.string(),
  tagHash: z.string(),
  path: z.string().describe("the tag's page, after /{country}/{ns}"),
  url: z.string().describe("the tag's page in the market's namespace: /{country}/{ns}/tag/{tagHash}/all"),
  score: z.number().describe('weighted Jaccard similarity of the stories carrying the tags, 0…1, three decimals (docs/decisions/0029)'),
  shared: z.number().int().describe('stories carrying both'),
});

export const TagShortcuts = z
  .object({
    country: z.string(),
    id: z.string(),
    sourceType: z.enum(['TAG', 'ARTICLE']),
    context: z.string().nullable(),
    targetContent: z.string(),
    threshold: z.number(),
    limit: z.number().int(),
    items: z.array(TagShortcut),
  })
  .openapi('TagShortcuts');
export type TagShortcuts = z.infer<typeof TagShortcuts>;

export const TagPage = z
  .object({
    tag: z.string(),
    tagHash: z.string(),
    category: z.union([z.literal('all'), z.number().int()]),
    categories: z.array(z.object({ id: z.number().int(), name: z.string(), stories: z.number().int() })),
    total: z.number().int().describe('stories carrying the tag, every category'),
    listing: ListingResponse,
  })
  .openapi('TagPage');
export type TagPage = z.infer<typeof TagPage>;
