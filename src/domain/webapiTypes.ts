// Response shapes of the content API (/webapi). The API builds them, the client returns them:
// one definition for both sides.
import type { CountryCode } from '#/markets.ts';
import type { BadgeType, ContentSubType, ContentType, ThumbnailType } from '#/domain/article/contentTypes.ts';
import type { ModuleType } from '#/domain/portal/moduleTypes.ts';
import type { LiveStatus } from '#/domain/article/liveStatus.ts';

export interface ApiErrorBody {
  message: string;
  statusCode: number;
}

export interface HealthResponse {
  status: 'ok';
  database: 'ok';
  time: number;
}

export interface PublisherRef {
  id: string;
  name: string;
  logoHash: string | null;
}

export interface Thumbnail {
  type: ThumbnailType;
  hash: string;
}

/** The fields a card needs; every listing item and article carries them. */
export interface ArticleCard {
  id: number;
  hash: string;
  /** Path segment of the article page; equals the hash. */
  urlPath: string;
  title: string;
  summary: string;
  publisher: PublisherRef;
  categoryName: string;
  contentType: ContentType;
  subType: ContentSubType;
  ageLimit: number;
  thumbnail: Thumbnail | null;
  /** CUSTOM badges carry their own label. */
  badge: { type: BadgeType; label: string | null } | null;
  publishTime: number;
}

export interface ListingItem extends ArticleCard {
  /** listingId_articleId_position */
  wrappedId: string;
  position: number;
}

export interface ListingResponse {
  /** Prefixed shuffle_ when the listing is shuffled. */
  id: string;
  title: string;
  type: string | null;
  source: string;
  updatedTime: number;
  meta: Record<string, unknown>;
  startDate: number | null;
  endDate: number | null;
  offset: number;
  length: number;
  total: number;
  /** Article items (listing types other than ENTITY and TRENDING_COMMENT). */
  items: ListingItem[];
  /** Brief-entity items of an ENTITY listing (absent: none; the client defaults it to []). */
  entities?: EntityItem[];
  /** Items of a TRENDING_COMMENT listing (absent: none). */
  comments?: CommentItem[];
}

export const ENTITY_TYPES = ['DRAMA', 'MOVIE', 'CP'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

/** A brief entity (drama, movie, content provider) as a listing item. */
export interface EntityItem {
  /** entityType-entityId */
  id: string;
  entityType: EntityType;
  entityId: string;
  urlPath: string;
  title: string;
  subtitle: string;
  imageHash: string | null;
  /** Chart score out of 10. */
  score: number | null;
  /** Movie rating code. */
  rating: string | null;
  position: number;
}

/** A trending comment as a listing item; its id is the comment hash. */
export interface CommentItem {
  id: string;
  author: string;
  body: string;
  likeCount: number;
  createdTime: number;
  article: { id: number; title: string; urlPath: string; contentType?: string };
  position: number;
}

export interface PollOption {
  /** POLL_{pollId}_{optionIndex} */
  id: string;
  index: number;
  text: string;
}

export interface PollSummary {
  id: number;
  urlPath: string;
  question: string;
  options: PollOption[];
  /** 1 = single choice; more = up to that many options per reader. */
  maxChoices: number;
  endTime: number | null;
}

/** The picture of an image module and where it leads. */
export interface ModuleImage {
  hash: string;
  alt: string;
  href: string;
}

export interface Tab {
  id: number;
  index: number;
  name: string;
  portalPageUrlPath: string;
}

export interface TabsResponse {
  country: CountryCode;
  group: string;
  tabs: Tab[];
}

export interface ShareProperties {
  title: string;
  description: string;
  imageHash: string | null;
}

/** A module as the API sends it; the client renames `listings` to `listing`. */
export interface RawModule {
  id: number;
  type: ModuleType;
  title: string;
  source: string;
  viewType: 'LITE' | 'OTHER';
  entityType: string | null;
  entityId: string | null;
  anchorId: string | null;
  /** Poll modules: the poll shown. */
  pollId?: number | null;
  poll?: PollSummary | null;
  /** Image modules: the picture. */
  image?: ModuleImage | null;
  listings?: ListingResponse[];
}

export interface PageResponse {
  id: number;
  pageId: number;
  urlPath: string;
  name: string;
  type: string;
  subType: string | null;
  shareProperties: ShareProperties;
  updatedTime: number;
  modules: RawModule[];
}

export interface GalleryItem {
  hash: string;
  caption: string;
  alt: string;
}

export type ArticleMedia =
  | {
      type: 'HLS';
      hash: string;
      duration: number;
      width: number;
      height: number;
      renditions: ('270p' | '360p' | '720p')[];
    }
  | { type: 'GALLERY'; items: GalleryItem[] };

export interface ArticleData extends ArticleCard {
  content: string;
  author: string;
  categoryId: number;
  tags: string[];
  media: ArticleMedia | null;
  updateTime: number;
  /** LIVE articles: merged in from the live status lookup (absent when the lookup failed). */
  broadcastStatus?: LiveStatus | null;
}

export interface ArticleResponse {
  pageId: number;
  pageType: 'ARTICLE';
  data: ArticleData;
  modules: RawModule[];
  shareProperties: ShareProperties;
  events: unknown[];
  ecEventEnabled: boolean;
}

/** GET /portal/embedded/page/{url}: the page's modules chosen by entityId (a module id or anchor id). */
export interface EmbeddedPageResponse {
  pageId: number;
  pageName: string;
  pageType: string;
  subType: string;
  urlPath: string;
  entityId: string;
  modules: RawModule[];
}
