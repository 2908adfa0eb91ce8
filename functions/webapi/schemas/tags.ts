// Wire shapes of tag pages and tag shortcuts.
import { z } from '@hono/zod-openapi';
import { ListingResponse } from './content.ts';
import { TagShortcut } from './tagShortcut.ts';

export { TagShortcut };

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
