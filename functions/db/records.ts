// What the content writers store, declared once as zod schemas: publishers, listings, entities,
// imported comments, polls, pages with modules, quizzes. No API call takes these (the seed and the
// content feeds write them), so they live beside the store; the article, which the admin call also
// writes, is in functions/webapi/schemas/articles.ts. The seed's file schemas (scripts/seed*.ts)
// validate the demo files and map them onto these.
import { POLL_CONSENT_KEYS } from '#/domain/interactions/polls.ts';
import { z } from '@hono/zod-openapi';
import { ENTITY_TYPES, ModuleImage, ShareProperties } from '#functions/webapi/schemas/content.ts';
import { EXPIRE_MODES } from '#/domain/portal/listingExpiry.ts';
import { IMAGE_ALIGNMENTS, MODULE_TYPES, RANKING_LIST_VIEWS } from '#/domain/portal/moduleTypes.ts';
import { QUIZ_IMAGE_TYPES, QUIZ_LAYOUTS, QUIZ_TYPES } from '#/domain/interactions/quiz.ts';
import { QuizResult } from '#functions/webapi/schemas/quizzes.ts';

/** An analytics property id as the articles' gaTrackingId carries it. */
export const GA_TRACKING_ID = /^(UA-\d{4,10}-\d{1,4}|G-[A-Z0-9]{4,12})$/;

export const PublisherInput = z.object({
  id: z.string(),
  country: z.string(),
  name: z.string(),
  description: z.string(),
  logoHash: z.string().nullable(),
  /** The publisher's analytics property (articles' gaTrackingId): UA-<account>-<n> or G-<id>. */
  gaTrackingId: z.string().regex(GA_TRACKING_ID).nullable().optional(),
});
export type PublisherInput = z.output<typeof PublisherInput>;

/** A listing's own fields; each kind of listing adds its items. */
export const ListingFields = z.object({
  id: z.string(),
  country: z.string(),
  title: z.string(),
  type: z.string().nullable(),
  source: z.string(),
  shuffle: z.boolean(),
  /** A timed listing: its dates, and how it leaves the page (content-spec §3 expire modes; OFF when unset). */
  startDate: z.number().int().nullable().optional(),
  endDate: z.number().int().nullable().optional(),
  expireMode: z.enum(EXPIRE_MODES).optional(),
});
export type ListingFields = z.output<typeof ListingFields>;

/** An article listing: its articles in order. */
export const ListingInput = ListingFields.extend({ articleIds: z.array(z.number().int()) });
export type ListingInput = z.output<typeof ListingInput>;

export const EntityInput = z.object({
  country: z.string(),
  entityType: z.enum(ENTITY_TYPES),
  entityId: z.string(),
  urlPath: z.string(),
  title: z.string(),
  subtitle: z.string(),
  imageHash: z.string().nullable(),
  score: z.number().nullable(),
  rating: z.string().nullable(),
});
export type EntityInput = z.output<typeof EntityInput>;

/** A listing of brief entities, in order. */
export const EntityListingInput = ListingFields.extend({
  entities: z.array(EntityInput.pick({ entityType: true, entityId: true })),
});
export type EntityListingInput = z.output<typeof EntityListingInput>;

/** A comment imported from elsewhere (its likes so far count as UP votes). */
const ImportedComment = z.object({
  hash: z.string(),
  country: z.string(),
  articleId: z.number().int(),
  author: z.string(),
  body: z.string(),
  likeCount: z.number().int(),
  createdTime: z.number(),
});
type ImportedComment = z.output<typeof ImportedComment>;

/** A trending-comment listing: the comments, stored and listed in order. */
export const CommentListingInput = ListingFields.extend({ comments: z.array(ImportedComment) });
export type CommentListingInput = z.output<typeof CommentListingInput>;

/** A poll's own record (no counts): what is written, and what a vote is checked against. */
export const PollRecord = z.object({
  id: z.number().int(),
  country: z.string(),
  urlPath: z.string(),
  question: z.string(),
  options: z.array(z.string()),
  maxChoices: z.number().int().describe('1 = single choice; more = up to that many options per reader'),
  endTime: z.number().nullable(),
  /** The consents the poll asks of its voters (content-spec §7 poll consent); none by default. */
  consentOptions: z.array(z.enum(POLL_CONSENT_KEYS)).default([]),
});
export type PollRecord = z.output<typeof PollRecord>;
/** A poll as written: the consents asked may be left out (none). */
export type PollInput = z.input<typeof PollRecord>;

export const ModuleInput = z.object({
  type: z.enum(MODULE_TYPES),
  title: z.string(),
  source: z.string(),
  viewType: z.enum(['LITE', 'OTHER']),
  anchorId: z.string().nullable(),
  /** POLL with the poll id for poll modules; CP with the publisher id for publisher curation. */
  entityType: z.string().nullable().optional(),
  entityId: z.string().nullable().optional(),
  /** Module-specific settings, e.g. the picture of an image module. */
  props: z
    .object({ image: ModuleImage.optional(), imageAlignment: z.enum(IMAGE_ALIGNMENTS).optional(), rankingListView: z.enum(RANKING_LIST_VIEWS).optional() })
    .optional(),
  listings: z.array(z.object({ listingId: z.string(), itemLimit: z.number().int() })),
  /** multi.polls: the polls of a poll module that holds several, by id, in order. */
  polls: z.array(z.number().int().positive()).optional(),
  /** adArticleListings: listings of advertorial stories the module carries beside its own. */
  adArticleListings: z.array(z.object({ listingId: z.string(), itemLimit: z.number().int() })).optional(),
});
export type ModuleInput = z.output<typeof ModuleInput>;

export const PageInput = z.object({
  country: z.string(),
  urlPath: z.string(),
  name: z.string(),
  type: z.string(),
  subType: z.string().nullable(),
  share: ShareProperties,
  modules: z.array(ModuleInput),
});
export type PageInput = z.output<typeof PageInput>;

/** A quiz with its questions, options (and how each scores) and results. */
export const QuizInput = z.object({
  country: z.string(),
  hash: z.string(),
  type: z.enum(QUIZ_TYPES),
  layout: z.enum(QUIZ_LAYOUTS),
  imageType: z.enum(QUIZ_IMAGE_TYPES),
  title: z.string(),
  intro: z.string(),
  coverImageHash: z.string().nullable(),
  questions: z.array(
    z.object({
      text: z.string(),
      imageHash: z.string().nullable(),
      options: z.array(
        z.object({ text: z.string(), imageHash: z.string().nullable(), correct: z.boolean(), points: z.number(), resultHash: z.string().nullable() }),
      ),
    }),
  ),
  results: z.array(QuizResult),
});
export type QuizInput = z.output<typeof QuizInput>;

/** A campaign on a quiz: scores entered between its start and end time are ranked. */
export const CampaignInput = z.object({
  quizId: z.number().int(),
  slug: z.string(),
  country: z.string(),
  title: z.string(),
  description: z.string(),
  startTime: z.number(),
  endTime: z.number(),
});
export type CampaignInput = z.output<typeof CampaignInput>;
