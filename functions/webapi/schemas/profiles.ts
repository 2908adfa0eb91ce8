// Wire shapes of profiles (people pages, content-spec §3 Page profileInfoMeta).
import { z } from '@hono/zod-openapi';
import { CELEBRITY_TYPES } from '#/domain/profiles/profiles.ts';

export const ProfileInfoMeta = z
  .object({
    celebrityType: z.enum(CELEBRITY_TYPES),
    occupation: z.string().describe("in the market's language"),
  })
  .openapi('ProfileInfoMeta');

export const ProfileSummary = z
  .object({
    hash: z.string(),
    name: z.string(),
    imageHash: z.string().nullable(),
    profileInfoMeta: ProfileInfoMeta,
  })
  .openapi('ProfileSummary');
export type ProfileSummary = z.infer<typeof ProfileSummary>;

export const ProfileResponse = z
  .object({
    pageType: z.literal('PROFILE'),
    hash: z.string(),
    country: z.string(),
    name: z.string(),
    description: z.string(),
    imageHash: z.string().nullable(),
    updatedTime: z.number(),
    profileInfoMeta: ProfileInfoMeta,
    storyCount: z.number().int(),
    commentCount: z.number().int().describe('comments and replies readers can see (target type profile)'),
    contactType: z.enum(['CP', 'ELECTION_PROFILE']).nullable().describe('how a reader adds the profile as a friend in the messaging app; null: cannot be added'),
    related: z.array(ProfileSummary.extend({ shared: z.number().int().describe('stories the two share') })).describe('shared stories first, then the same celebrity type'),
    candidacy: z
      .object({ electionId: z.string(), electionName: z.string() })
      .nullable()
      .describe('the latest election the person stands in (their page: /v2/election/profile/{hash}); null: none'),
  })
  .openapi('Profile');
export type ProfileResponse = z.infer<typeof ProfileResponse>;

export const ArticleProfiles = z.object({ articleHash: z.string(), items: z.array(ProfileSummary) }).openapi('ArticleProfiles');
export type ArticleProfiles = z.infer<typeof ArticleProfiles>;
