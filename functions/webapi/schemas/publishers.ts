// Wire shape of a publisher (content provider) page.
import { z } from '@hono/zod-openapi';
import { ArticleCard, ListingResponse } from './content.ts';

export const PublisherResponse = z
  .object({
    id: z.string().describe('cpId'),
    country: z.string(),
    name: z.string(),
    description: z.string(),
    logoHash: z.string().nullable(),
    articleCount: z.number().int(),
    videoCount: z.number().int(),
    updatedTime: z.number(),
    tab: z.enum(['latest', 'popular', 'videos']),
    listing: ListingResponse.describe('the first window of the tab (its id pages on through /api/v6/listings/{id})'),
  })
  .openapi('Publisher');
export type PublisherResponse = z.infer<typeof PublisherResponse>;

export const DigestResponse = z
  .object({
    account: z.object({ id: z.string(), name: z.string(), description: z.string(), logoHash: z.string().nullable() }),
    ordered: z.boolean().describe('true when the stories follow the given order; false: the account\'s latest'),
    items: z.array(ArticleCard),
  })
  .openapi('OfficialAccountDigest');
