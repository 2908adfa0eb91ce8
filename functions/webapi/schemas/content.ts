// Wire shapes of the content calls: tabs, portal pages and their modules, listings, articles.
import { z } from '@hono/zod-openapi';
import { BADGE_TYPES, CONTENT_SUB_TYPES, CONTENT_TYPES } from '#/domain/article/contentTypes.ts';
import { DISPLAY_FLAGS, LIVE_STATUSES, LIVE_VIDEO_TYPES, ORIENTATIONS } from '#/domain/article/liveStatus.ts';
import { AVATAR_TYPES } from '#/domain/portal/avatars.ts';
import { DEFAULT_CONTENT_KINDS, IMAGE_BANNER_TYPES } from '#/domain/article/imageUrl.ts';
import { IMAGE_ALIGNMENTS, MODULE_TYPES, RANKING_LIST_VIEWS } from '#/domain/portal/moduleTypes.ts';
import { ProfileSummary } from './profiles.ts';
import { TagShortcut } from './tagShortcut.ts';

export const ENTITY_TYPES = ['DRAMA', 'MOVIE', 'CP'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

const PublisherRef = z.object({ id: z.string(), name: z.string(), logoHash: z.string().nullable() });

export const Thumbnail = z.object({ type: z.enum(['IMAGE', 'VIDEO']), hash: z.string() });

/** The fields a card needs; every listing item and article carries them. */
export const ArticleCard = z
  .object({
    id: z.number().int(),
    hash: z.string(),
    urlPath: z.string().describe('path segment of the article page; equals the hash'),
    title: z.string(),
    summary: z.string(),
    publisher: PublisherRef,
    categoryName: z.string(),
    contentType: z.enum(CONTENT_TYPES),
    subType: z.enum(CONTENT_SUB_TYPES),
    ageLimit: z.number().int(),
    thumbnail: Thumbnail.nullable(),
    badge: z.object({ type: z.enum(BADGE_TYPES), label: z.string().nullable().describe('CUSTOM badges carry their own label') }).nullable(),
    publishTime: z.number(),
  })
  .openapi('ArticleCard');
export type ArticleCard = z.infer<typeof ArticleCard>;

export const ListingItem = ArticleCard.extend({
  wrappedId: z.string().describe('listingId_articleId_position'),
  position: z.number().int(),
}).openapi('ListingItem');
export type ListingItem = z.infer<typeof ListingItem>;

/** A brief entity (drama, movie, content provider) as a listing item. */
export const EntityItem = z
  .object({
    id: z.string().describe('entityType-entityId'),
    entityType: z.enum(ENTITY_TYPES),
    entityId: z.string(),
    urlPath: z.string(),
    title: z.string(),
    subtitle: z.string(),
    imageHash: z.string().nullable(),
    avatarType: z.enum(AVATAR_TYPES).nullable().optional().describe("how the entity's picture is drawn: MOVIE poster, TOPIC cover, CP round logo, ELECTION portrait"),
    score: z.number().nullable().describe('chart score out of 10'),
    rating: z.string().nullable().describe('movie rating code'),
    position: z.number().int(),
  })
  .openapi('EntityItem');
export type EntityItem = z.infer<typeof EntityItem>;

/** A trending comment as a listing item; its id is the comment hash. */
export const CommentItem = z
  .object({
    id: z.string(),
    author: z.string(),
    body: z.string(),
    likeCount: z.number().int(),
    createdTime: z.number(),
    article: z.object({ id: z.number().int(), title: z.string(), urlPath: z.string(), contentType: z.string().optional() }),
    position: z.number().int(),
  })
  .openapi('CommentItem');
export type CommentItem = z.infer<typeof CommentItem>;

export const ListingResponse = z
  .object({
    id: z.string().describe('prefixed shuffle_ when the listing is shuffled'),
    title: z.string(),
    type: z.string().nullable(),
    source: z.string(),
    updatedTime: z.number(),
    meta: z.record(z.string(), z.unknown()),
    startDate: z.number().nullable(),
    endDate: z.number().nullable(),
    offset: z.number().int(),
    length: z.number().int(),
    total: z.number().int(),
    items: z.array(ListingItem).describe('article items (listing types other than ENTITY and TRENDING_COMMENT)'),
    entities: z.array(EntityItem).optional().describe('items of an ENTITY listing; the client defaults it to []'),
    comments: z.array(CommentItem).optional().describe('items of a TRENDING_COMMENT listing'),
  })
  .openapi('Listing');
export type ListingResponse = z.infer<typeof ListingResponse>;

export const PageSettingResponse = z
  .object({
    subType: z.enum(['tabs', 'publisher', 'movie']),
    urlPath: z.string().describe("the page's url path (the first tab's for the portal)"),
    name: z.string(),
    group: z.string().optional().describe('the user group whose tab set applies (sub type tabs)'),
    tabs: z.array(
      z.object({
        id: z.string(),
        index: z.number().int(),
        name: z.string(),
        portalPageUrlPath: z.string(),
        listingId: z.string().optional().describe("the tab's listing (publisher tabs)"),
      }),
    ),
  })
  .openapi('PageSetting');
export type PageSettingResponse = z.infer<typeof PageSettingResponse>;

export const PollSummary = z.object({
  id: z.number().int(),
  urlPath: z.string(),
  question: z.string(),
  options: z.array(z.object({ id: z.string().describe('POLL_{pollId}_{optionIndex}'), index: z.number().int(), text: z.string() })),
  maxChoices: z.number().int().describe('1 = single choice; more = up to that many options per reader'),
  endTime: z.number().nullable(),
});
export type PollSummary = z.infer<typeof PollSummary>;

/** The picture of an image module and where it leads. */
export const ModuleImage = z.object({
  hash: z.string(),
  alt: z.string(),
  href: z.string(),
  bannerType: z.enum(IMAGE_BANNER_TYPES).optional().describe('the frame the picture is drawn in (shell-spec §3 image-banner types; answered as auto when unset)'),
  defaultKind: z.enum(DEFAULT_CONTENT_KINDS).optional().describe('what the picture stands for: names its stand-in while loading or on failure (answered as brand when unset)'),
});
export type ModuleImage = z.infer<typeof ModuleImage>;

/** A module as the API sends it; the client renames `listings` to `listing`. */
export const RawModule = z
  .object({
    id: z.number().int(),
    type: z.enum(MODULE_TYPES),
    title: z.string(),
    source: z.string(),
    viewType: z.enum(['LITE', 'OTHER']),
    entityType: z.string().nullable(),
    entityId: z.string().nullable(),
    anchorId: z.string().nullable(),
    pollId: z.number().int().nullable().optional(),
    poll: PollSummary.nullable().optional(),
    image: ModuleImage.nullable().optional(),
    imageAlignment: z.enum(IMAGE_ALIGNMENTS).optional().describe("where a card's picture sits beside its text (default RIGHT)"),
    rankingListView: z.enum(RANKING_LIST_VIEWS).optional().describe('ranking lists: DEFAULT compact, DETAIL with picture and summary'),
    listings: z.array(ListingResponse).optional(),
    multi: z
      .object({ polls: z.array(PollSummary) })
      .nullable()
      .optional()
      .describe('a poll module holding several polls: them, in order (null otherwise)'),
    adArticleListings: z.array(ListingResponse).optional().describe("listings of advertorial stories the module carries beside its own (the ad layer places them)"),
  })
  .openapi('Module');
export type RawModule = z.infer<typeof RawModule>;

export const ShareProperties = z.object({ title: z.string(), description: z.string(), imageHash: z.string().nullable() });
export type ShareProperties = z.infer<typeof ShareProperties>;

export const PageResponse = z
  .object({
    id: z.number().int(),
    pageId: z.number().int(),
    urlPath: z.string(),
    name: z.string(),
    type: z.string(),
    subType: z.string().nullable(),
    shareProperties: ShareProperties,
    updatedTime: z.number(),
    subscription: z.boolean().openapi({ description: 'true when the page holds a subscribed-entity module (content-spec §3 Page)' }),
    modules: z.array(RawModule),
  })
  .openapi('Page');
export type PageResponse = z.infer<typeof PageResponse>;

export const Tab = z.object({ id: z.number().int(), index: z.number().int(), name: z.string(), portalPageUrlPath: z.string() });
export type Tab = z.infer<typeof Tab>;

export const TabsResponse = z.object({ country: z.string(), group: z.string(), tabs: z.array(Tab) });
export type TabsResponse = z.infer<typeof TabsResponse>;

export const GalleryItem = z.object({ hash: z.string(), caption: z.string(), alt: z.string() });
export type GalleryItem = z.infer<typeof GalleryItem>;

export const ArticleMedia = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('HLS'),
    hash: z.string(),
    duration: z.number(),
    width: z.number(),
    height: z.number(),
    renditions: z.array(z.enum(['270p', '360p', '720p'])),
  }),
  z.object({ type: z.literal('GALLERY'), items: z.array(GalleryItem) }),
  z.object({ type: z.literal('EXTERNAL'), url: z.url().describe("EXTERNAL articles: the story on the publisher's own site (https)") }),
  z.object({ type: z.literal('POLL'), urlPath: z.string().describe("POLL articles: the url path of the market's poll the story is built around") }),
]);
export type ArticleMedia = z.infer<typeof ArticleMedia>;

export const ArticleData = ArticleCard.extend({
  content: z.string(),
  author: z.string(),
  categoryId: z.number().int(),
  tags: z.array(z.string()),
  media: ArticleMedia.nullable(),
  updateTime: z.number(),
  gaTrackingId: z.string().nullable().optional().describe("the analytics property of the story's publisher, to which its page views are also reported (null: none)"),
  broadcastStatus: z.enum(LIVE_STATUSES).nullable().optional().describe('LIVE articles: from the live status lookup (absent when it failed)'),
  broadcast: z
    .object({
      display: z.enum(DISPLAY_FLAGS).describe('ON: readers see the status; OFF: no status line is shown (HIDDEN broadcasts are not given out)'),
      videoType: z.enum(LIVE_VIDEO_TYPES).nullable().describe('obs: streamed from broadcasting software; live: from the app camera'),
      orientation: z.enum(ORIENTATIONS),
    })
    .nullable()
    .optional()
    .describe('LIVE articles: how the broadcast is shown'),
  viewType: z.enum(['topic', 'lite']).nullable().optional().describe('topic: a TOPIC article shown as a topic view with the modules of its topic page'),
  topicUrl: z.string().nullable().optional().describe('TOPIC articles: url path of the page whose modules the topic view shows'),
}).openapi('Article');
export type ArticleData = z.infer<typeof ArticleData>;

export const ArticleResponse = z.object({
  pageId: z.number().int(),
  pageType: z.literal('ARTICLE'),
  group: z.string().optional().describe("the reader's test group the article was read for (default NA)"),
  data: ArticleData,
  modules: z.array(RawModule),
  shareProperties: ShareProperties,
  events: z.array(z.unknown()),
  ecEventEnabled: z.boolean(),
  topic: PageResponse.nullable().optional().describe("TOPIC articles: the topic page (topicUrl) with its modules; null when it has none"),
  poll: PollSummary.nullable().optional().describe('POLL articles: the poll the story is built around (media.urlPath); null when the market has no such poll'),
  people: z.array(ProfileSummary).optional().describe('the people of the story, as GET /article/profiles answers them (read in the same round trip)'),
  shortcuts: z.array(TagShortcut).optional().describe("the story's related tags, as GET /tag/shortcuts answers them for sourceType ARTICLE with the defaults (read in the same round trip)"),
  /** Read with the article, so its page needs one call (docs/decisions/0023). */
  commentCount: z
    .number()
    .int()
    .openapi({ description: "comments and replies readers can see on the article: /interaction/commentlike/list's commentViews.count" }),
});
export type ArticleResponse = z.infer<typeof ArticleResponse>;

/** GET /portal/embedded/page/{url}: the page's modules chosen by entityId (a module id or anchor id). */
export const EmbeddedPageResponse = z.object({
  pageId: z.number().int(),
  pageName: z.string(),
  pageType: z.string(),
  subType: z.string(),
  urlPath: z.string(),
  entityId: z.string(),
  modules: z.array(RawModule),
});
export type EmbeddedPageResponse = z.infer<typeof EmbeddedPageResponse>;

export const HealthResponse = z.object({ status: z.literal('ok'), database: z.literal('ok'), time: z.number() });
export type HealthResponse = z.infer<typeof HealthResponse>;
