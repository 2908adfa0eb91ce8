// Article rows → the card and article of schemas/content.ts.
import type { ArticleCard, ArticleData, ArticleMedia, ListingItem } from './schemas/content.ts';
import type { ArticleRow, CardRow } from '../db/articleRows.ts';

export function toCard(row: CardRow): ArticleCard {
  return {
    id: row.id,
    hash: row.hash,
    urlPath: row.hash,
    title: row.title,
    summary: row.summary,
    publisher: { id: row.publisher_id, name: row.publisher_name, logoHash: row.publisher_logo_hash },
    categoryName: row.category,
    contentType: row.content_type,
    subType: row.sub_type,
    ageLimit: row.age_limit,
    thumbnail: row.thumbnail_hash ? { type: row.thumbnail_type, hash: row.thumbnail_hash } : null,
    badge: row.badge ? { type: row.badge, label: row.badge_label } : null,
    publishTime: row.publish_time,
  };
}

export function toArticle(row: ArticleRow): ArticleData {
  return {
    ...toCard(row),
    content: row.body_html,
    author: row.author,
    categoryId: row.category_id,
    tags: JSON.parse(row.tags_json) as string[],
    media: row.media_json ? (JSON.parse(row.media_json) as ArticleMedia) : null,
    updateTime: row.update_time,
    gaTrackingId: row.ga_tracking_id ?? null,
  };
}

/** A card at a position of a listing; wrappedId is listingId_articleId_position. */
export function toListingItem(row: CardRow, listingId: string, position: number): ListingItem {
  return { ...toCard(row), position, wrappedId: `${listingId}_${row.id}_${position}` };
}
