// The listing kinds of content-spec §7 (trending, topic, video, entity, tag, template,
// trending-comment, profile, drama, chart, pcp-event; for-you lives in forYou.ts), each a GET with
// offset, length and country answering the listing shape. Each kind is a listing id
// (src/domain/portal/entityListings.ts, marketListings.ts), so the next windows also come from
// /api/v6/listings/{id} and the load-more partial.
import { createRoute, z } from '@hono/zod-openapi';
import { parseTagCategory, profileListingId, publisherListingId, tagListingId } from '#/domain/portal/entityListings.ts';
import { CHART_TYPES, DRAMA_LISTING_ID, PERIODS, TRENDING_COMMENT_LISTING_ID, VIDEO_LISTING_ID, chartListingId, pcpEventListingId, topicListingId, trendingListingId } from '#/domain/portal/marketListings.ts';
import { findAnyListing } from '../db/anyListing.ts';
import { findListing } from '../db/listings.ts';
import type { Database } from '../db/database.ts';
import { toListing } from './listingMapping.ts';
import { listingQuery } from './listings.ts';
import { newRouter } from './router.ts';
import { errors, json } from './schemas/common.ts';
import { ListingResponse } from './schemas/content.ts';
import { ApiError } from './validation.ts';

const ENTITY_TYPES = ['CP', 'PROFILE', 'TAG'] as const;
const hash = (example: string) => z.string().regex(/^[A-Za-z0-9]{4,40}$/, 'must be 4-40 letters or digits').openapi({ example });
const tagHashSchema = z.string().regex(/^[A-Za-z0-9_-]{1,400}$/, 'must be a tag hash (base64url)').openapi({ example: '6aKx6aKo' });
const cpIdSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,80}$/, 'must be a publisher id (lowercase letters, digits, -)').openapi({ example: 'tw-morning-post' });
const templateIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,120}$/, 'may contain only letters, digits, - and _').openapi({ example: 'tw-top' });

const responses = { 200: json(ListingResponse), ...errors(404) };
const kindRoute = (path: string, summary: string) => createRoute({ method: 'get', path, summary, request: { query: listingQuery }, responses });

const trending = createRoute({
  method: 'get',
  path: '/listing/trending',
  summary: "the market's stories by readers' reactions and comments of the period (default the last week)",
  request: { query: listingQuery.extend({ period: z.enum(PERIODS, { error: `must be one of ${PERIODS.join(', ')}` }).optional().openapi({ example: 'ONE_DAY' }) }) },
  responses,
});
const video = kindRoute('/listing/video', "the market's video stories, newest first");
const trendingComment = kindRoute('/listing/trending-comment', "the week's most liked comments on the market's stories (items take their id from the comment hash)");
const drama = kindRoute('/listing/drama', "the market's dramas (brief-entity items, id entityType-entityId)");
const chart = createRoute({
  method: 'get',
  path: '/listing/chart/{chartType}',
  summary: 'a trending chart of movies or dramas by score',
  request: { query: listingQuery, params: z.object({ chartType: z.enum(CHART_TYPES, { error: `must be one of ${CHART_TYPES.join(', ')}` }).openapi({ example: 'movie' }) }) },
  responses,
});
const topic = createRoute({
  method: 'get',
  path: '/listing/topic/{hash}',
  summary: "a topic story's stories: those of its topic page's modules",
  request: { query: listingQuery, params: z.object({ hash: hash('0R0YUd3q') }) },
  responses,
});
const profile = createRoute({
  method: 'get',
  path: '/listing/profile/{hash}',
  summary: "a person's stories, newest first",
  request: { query: listingQuery, params: z.object({ hash: hash('pA1b2C3d4E') }) },
  responses,
});
const tag = createRoute({
  method: 'get',
  path: '/listing/tag/{tagHash}',
  summary: "a tag's stories, all or one category",
  request: { query: listingQuery.extend({ category: z.string().regex(/^(all|\d{1,9})$/, "must be 'all' or a category id").default('all') }), params: z.object({ tagHash: tagHashSchema }) },
  responses,
});
const entity = createRoute({
  method: 'get',
  path: '/listing/entity/{entityType}/{entityId}',
  summary: "a followable entity's stories (CP: a publisher's latest, PROFILE: a person's, TAG: a tag's)",
  request: { query: listingQuery, params: z.object({
      entityType: z.enum(ENTITY_TYPES, { error: `must be one of ${ENTITY_TYPES.join(', ')}` }).openapi({ example: 'CP' }),
      entityId: z.string().regex(/^[A-Za-z0-9_-]{1,400}$/, 'may contain only letters, digits, - and _').openapi({ example: 'tw-morning-post' }),
    }) },
  responses,
});
const template = createRoute({
  method: 'get',
  path: '/listing/template/{templateId}',
  summary: "an editors' listing used as a module template",
  request: { query: listingQuery, params: z.object({ templateId: templateIdSchema }) },
  responses,
});
const pcpEvent = createRoute({
  method: 'get',
  path: '/listing/pcp-event/{cpId}',
  summary: "a partner publisher's curation: the editors' picks, or its newest stories",
  request: { query: listingQuery, params: z.object({ cpId: cpIdSchema }) },
  responses,
});

async function answer(db: Database, country: string, id: string, offset: number, length: number, what: string) {
  const found = await findAnyListing(db, country, id, offset, length);
  if (!found) throw new ApiError(404, `listing not found: ${what}`);
  return toListing(found);
}

export const listingKindRoutes = newRouter()
  .openapi(trending, async (c) => {
    const q = c.req.valid('query');
    return c.json(await answer(c.env.DB, q.country, trendingListingId(q.period), q.offset, q.length, 'trending'), 200);
  })
  .openapi(video, async (c) => {
    const q = c.req.valid('query');
    return c.json(await answer(c.env.DB, q.country, VIDEO_LISTING_ID, q.offset, q.length, 'video'), 200);
  })
  .openapi(trendingComment, async (c) => {
    const q = c.req.valid('query');
    return c.json(await answer(c.env.DB, q.country, TRENDING_COMMENT_LISTING_ID, q.offset, q.length, 'trending-comment'), 200);
  })
  .openapi(drama, async (c) => {
    const q = c.req.valid('query');
    return c.json(await answer(c.env.DB, q.country, DRAMA_LISTING_ID, q.offset, q.length, 'drama'), 200);
  })
  .openapi(chart, async (c) => {
    const q = c.req.valid('query');
    const { chartType } = c.req.valid('param');
    return c.json(await answer(c.env.DB, q.country, chartListingId(chartType), q.offset, q.length, `chart ${chartType}`), 200);
  })
  .openapi(topic, async (c) => {
    const q = c.req.valid('query');
    const { hash: articleHash } = c.req.valid('param');
    return c.json(await answer(c.env.DB, q.country, topicListingId(articleHash), q.offset, q.length, `topic ${articleHash}`), 200);
  })
  .openapi(profile, async (c) => {
    const q = c.req.valid('query');
    const { hash: profileHash } = c.req.valid('param');
    return c.json(await answer(c.env.DB, q.country, profileListingId(profileHash), q.offset, q.length, `profile ${profileHash}`), 200);
  })
  .openapi(tag, async (c) => {
    const q = c.req.valid('query');
    const { tagHash } = c.req.valid('param');
    return c.json(await answer(c.env.DB, q.country, tagListingId(tagHash, parseTagCategory(q.category)!), q.offset, q.length, `tag ${tagHash}`), 200);
  })
  .openapi(entity, async (c) => {
    const q = c.req.valid('query');
    const { entityType, entityId } = c.req.valid('param');
    const id = entityType === 'CP' ? publisherListingId(entityId, 'latest') : entityType === 'PROFILE' ? profileListingId(entityId) : tagListingId(entityId, 'all');
    return c.json(await answer(c.env.DB, q.country, id, q.offset, q.length, `${entityType} ${entityId}`), 200);
  })
  .openapi(template, async (c) => {
    const q = c.req.valid('query');
    const { templateId } = c.req.valid('param');
    // Only editors' lists: a template is never a computed listing.
    const found = await findListing(c.env.DB, q.country, templateId, q.offset, q.length);
    if (!found) throw new ApiError(404, `listing not found: template ${templateId}`);
    return c.json(toListing(found), 200);
  })
  .openapi(pcpEvent, async (c) => {
    const q = c.req.valid('query');
    const { cpId } = c.req.valid('param');
    return c.json(await answer(c.env.DB, q.country, pcpEventListingId(cpId), q.offset, q.length, `pcp-event ${cpId}`), 200);
  });
