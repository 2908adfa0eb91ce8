// Listing rows → the listing of schemas/content.ts (article, entity or trending-comment items).
import type { CommentItem, EntityItem, ListingResponse } from './schemas/content.ts';
import { avatarTypeOf } from '#/domain/portal/avatars.ts';
import type { EntityRow, ListingCommentRow, ListingRecord } from '../db/listings.ts';
import { toListingItem } from './articleMapping.ts';

/** The API calls a shuffled listing shuffle_{id}; its items' wrapped ids carry that id. */
export function toListing(record: ListingRecord): ListingResponse {
  const row = record.listing;
  const publicId = row.shuffle ? `shuffle_${row.id}` : row.id;
  return {
    id: publicId,
    title: row.title,
    type: row.type,
    source: row.source,
    updatedTime: row.updated_time,
    meta: JSON.parse(row.meta_json) as Record<string, unknown>,
    startDate: row.start_date,
    endDate: row.end_date,
    offset: record.offset,
    length: record.length,
    total: row.item_count,
    items: record.items.map((r) => toListingItem(r, publicId, r.position)),
    entities: record.entities.map(toEntityItem),
    comments: record.comments.map(toCommentItem),
  };
}

/** Brief-entity items are identified as entityType-entityId (content-spec §3). */
function toEntityItem(r: EntityRow): EntityItem {
  return {
    id: `${r.entity_type}-${r.entity_id}`,
    entityType: r.entity_type,
    entityId: r.entity_id,
    urlPath: r.url_path,
    title: r.title,
    subtitle: r.subtitle,
    imageHash: r.image_hash,
    avatarType: avatarTypeOf(r.entity_type),
    score: r.score,
    rating: r.rating,
    position: r.position,
  };
}

/** Trending-comment items take their id from the comment hash. */
function toCommentItem(r: ListingCommentRow): CommentItem {
  return {
    id: r.hash,
    author: r.author,
    body: r.body,
    likeCount: r.like_count,
    createdTime: r.created_time,
    article: { id: r.article_id, title: r.title, urlPath: r.article_hash, contentType: r.article_content_type },
    position: r.position,
  };
}
