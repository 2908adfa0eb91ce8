// One related tag (GET /tag/shortcuts, and a story's chips in GET /article): a leaf module, so the
// article's schema can hold it without importing the tag page's.
import { z } from '@hono/zod-openapi';

export const TagShortcut = z.object({
  tag: z.string(),
  tagHash: z.string(),
  path: z.string().describe("the tag's page, after /{country}/{ns}"),
  url: z.string().describe("the tag's page in the market's namespace: /{country}/{ns}/tag/{tagHash}/all"),
  score: z.number().describe('weighted Jaccard similarity of the stories carrying the tags, 0…1, three decimals (docs/decisions/0029)'),
  shared: z.number().int().describe('stories carrying both'),
});
export type TagShortcut = z.infer<typeof TagShortcut>;
