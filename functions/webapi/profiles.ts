// Profiles (content-spec §2 /v2/profile/{hash}, §7 the 'profile' listing): a person's page data,
// their stories as an entity listing (its id pages on through /api/v6/listings/{id} too), and the
// people of a story.
import { createRoute, z } from '@hono/zod-openapi';
import { PROFILE_HASH, RELATED_PROFILES_LIMIT, profileContactType } from '#/domain/profiles/profiles.ts';
import { findArticleProfiles, findProfile, findProfileListing, findRelatedProfiles } from '../db/profiles.ts';
import { toProfileSummary } from './profileMapping.ts';
import { countVisibleComments } from '../db/comments.ts';
import { findLatestCandidacy } from '../db/electionProfiles.ts';
import { toListing } from './listingMapping.ts';
import { listingQuery } from './listings.ts';
import { newRouter } from './router.ts';
import { countryQuery, errors, json } from './schemas/common.ts';
import { ListingResponse } from './schemas/content.ts';
import { ArticleProfiles, ProfileResponse } from './schemas/profiles.ts';
import { ApiError } from './validation.ts';

const profileParams = z.object({
  hash: z.string().regex(PROFILE_HASH, 'must be 6-40 letters or digits').openapi({ example: 'pA1b2C3d4e' }),
});

const profile = createRoute({
  method: 'get',
  path: '/profile/{hash}',
  summary: "a profile's page: name, picture, description, profileInfoMeta (celebrityType, occupation) and related profiles",
  request: { params: profileParams, query: countryQuery },
  responses: { 200: json(ProfileResponse), ...errors(404) },
});

const profileListing = createRoute({
  method: 'get',
  path: '/profile/{hash}/listing',
  summary: "a window (offset, length) of a profile's stories, newest first (the 'profile' listing)",
  request: { params: profileParams, query: listingQuery },
  responses: { 200: json(ListingResponse), ...errors(404) },
});

const articleProfiles = createRoute({
  method: 'get',
  path: '/article/profiles',
  summary: 'the people of a story (its "people in this story" row)',
  request: {
    query: countryQuery.extend({ hash: z.string({ error: 'is required' }).regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be an article hash').openapi({ example: 'Ab12Cd34' }) }),
  },
  responses: { 200: json(ArticleProfiles), ...errors(404) },
});

export const profileRoutes = newRouter()
  .openapi(profile, async (c) => {
    const { hash } = c.req.valid('param');
    const { country } = c.req.valid('query');
    const [found, related, commentCount, candidacy] = await Promise.all([
      findProfile(c.env.DB, country, hash),
      findRelatedProfiles(c.env.DB, country, hash, RELATED_PROFILES_LIMIT),
      countVisibleComments(c.env.DB, { targetType: 'profile', targetId: hash }),
      findLatestCandidacy(c.env.DB, country, hash),
    ]);
    if (!found) throw new ApiError(404, `profile not found: ${hash}`);
    return c.json(
      {
        pageType: 'PROFILE' as const,
        ...toProfileSummary(found),
        country: found.country,
        description: found.description,
        updatedTime: found.updated_time,
        storyCount: found.story_count,
        commentCount,
        contactType: profileContactType(found.celebrity_type),
        related: related.map((r) => ({ ...toProfileSummary(r), shared: r.shared })),
        candidacy: candidacy ? { electionId: candidacy.election_id, electionName: candidacy.election_name } : null,
      },
      200,
    );
  })
  .openapi(profileListing, async (c) => {
    const { hash } = c.req.valid('param');
    const { country, offset, length } = c.req.valid('query');
    const listing = await findProfileListing(c.env.DB, country, hash, offset, length);
    if (!listing) throw new ApiError(404, `profile not found: ${hash}`);
    return c.json(toListing(listing), 200);
  })
  .openapi(articleProfiles, async (c) => {
    const { country, hash } = c.req.valid('query');
    const people = await findArticleProfiles(c.env.DB, country, hash);
    if (!people) throw new ApiError(404, `article not found: ${hash}`);
    return c.json({ articleHash: hash, items: people.map(toProfileSummary) }, 200);
  });
