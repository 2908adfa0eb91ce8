// A publisher (content provider, cpId) with the first window of one of its tabs, and further
// windows of a tab. A tab's listing id (cp_{cpId}_{tab}) also pages on through the listing call like
// any listing (src/domain/portal/entityListings.ts), which the load-more partial uses.
import { createRoute, z } from '@hono/zod-openapi';
import { findDigestStories, findPublisher, findPublisherListing } from '../db/publishers.ts';
import { toCard } from './articleMapping.ts';
import { PUBLISHER_TABS } from '#/domain/portal/entityListings.ts';
import { toListing } from './listingMapping.ts';
import { newRouter } from './router.ts';
import { errors, json } from './schemas/common.ts';
import { ListingResponse } from './schemas/content.ts';
import { DigestResponse, PublisherResponse } from './schemas/publishers.ts';
import { countryQuery } from './schemas/common.ts';
import { listingQuery } from './listings.ts';
import { ApiError } from './validation.ts';

const cpParams = z.object({
  cpId: z.string().regex(/^[a-z0-9][a-z0-9-]{0,80}$/, 'may contain only lower-case letters, digits and -').openapi({ example: 'tw-morning-post' }),
});
const tabQuery = listingQuery.extend({ tab: z.enum(PUBLISHER_TABS, { error: `must be one of ${PUBLISHER_TABS.join(', ')}` }).default('latest') });

const publisher = createRoute({
  method: 'get',
  path: '/publisher/{cpId}',
  summary: "a publisher's page: name, description, logo and the first window of a tab (latest, popular, videos)",
  description: "404 when the market has no such publisher (a publisher of another market included). Popular orders by readers' reactions; videos holds VIDEO-thumbnail and HLS stories.",
  request: { params: cpParams, query: tabQuery },
  responses: { 200: json(PublisherResponse), ...errors(404) },
});

const publisherListing = createRoute({
  method: 'get',
  path: '/publisher/{cpId}/listing',
  summary: "a window of a publisher's tab (latest, popular, videos), for load-more",
  request: { params: cpParams, query: tabQuery },
  responses: { 200: json(ListingResponse), ...errors(404) },
});

const DIGEST_LENGTH = 30;

const digest = createRoute({
  method: 'get',
  path: '/oa/{oaId}/digest',
  summary: "an official account's digest: the stories given by order (article hashes), else the account's latest",
  request: {
    params: z.object({ oaId: z.string().regex(/^[a-z0-9][a-z0-9-]{0,80}$/, 'may contain only lower-case letters, digits and -').openapi({ example: 'tw-morning-post' }) }),
    query: countryQuery.extend({
      order: z
        .string()
        .max(1000, 'must be at most 1000 characters')
        .default('')
        .transform((v) => v.split(',').map((h) => h.trim()).filter(Boolean))
        .pipe(z.array(z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'must hold article hashes separated by commas')).max(DIGEST_LENGTH, `must name at most ${DIGEST_LENGTH} stories`)),
    }),
  },
  responses: { 200: json(DigestResponse), ...errors(404) },
});

export const publisherRoutes = newRouter()
  .openapi(digest, async (c) => {
    const { oaId } = c.req.valid('param');
    const { country, order } = c.req.valid('query');
    const account = await findPublisher(c.env.DB, country, oaId);
    if (!account) throw new ApiError(404, `official account not found: ${oaId}`);
    const rows = await findDigestStories(c.env.DB, country, oaId, order, DIGEST_LENGTH);
    const ordered = order.length > 0 && rows.length > 0 && 'digest_order' in rows[0]!;
    return c.json(
      { account: { id: account.id, name: account.name, description: account.description, logoHash: account.logo_hash }, ordered, items: rows.map(toCard) },
      200,
    );
  })
  .openapi(publisher, async (c) => {
    const { cpId } = c.req.valid('param');
    const { country, tab, offset, length } = c.req.valid('query');
    const [found, listing] = await Promise.all([findPublisher(c.env.DB, country, cpId), findPublisherListing(c.env.DB, country, cpId, tab, offset, length)]);
    if (!found || !listing) throw new ApiError(404, `publisher not found: ${cpId}`);
    return c.json(
      {
        id: found.id,
        country: found.country,
        name: found.name,
        description: found.description,
        logoHash: found.logo_hash,
        articleCount: found.article_count,
        videoCount: found.video_count,
        updatedTime: found.updated_time,
        tab,
        listing: toListing(listing),
      },
      200,
    );
  })
  .openapi(publisherListing, async (c) => {
    const { cpId } = c.req.valid('param');
    const { country, tab, offset, length } = c.req.valid('query');
    const listing = await findPublisherListing(c.env.DB, country, cpId, tab, offset, length);
    if (!listing) throw new ApiError(404, `publisher not found: ${cpId}`);
    return c.json(toListing(listing), 200);
  });
