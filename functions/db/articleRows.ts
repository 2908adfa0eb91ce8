// Row shapes of the articles queries: what the article reads return (functions/webapi/articleMapping.ts
// maps them to the card and article of the API).
import type { BadgeType, ContentSubType, ContentType, ThumbnailType } from '#/domain/article/contentTypes.ts';

/** Columns every card query selects (articles a joined with publishers p). */
export const CARD_COLUMNS = `a.id, a.hash, a.title, a.summary, a.category, a.content_type, a.sub_type,
  a.age_limit, a.thumbnail_type, a.thumbnail_hash, a.publish_time, a.badge, a.badge_label,
  p.id AS publisher_id, p.name AS publisher_name, p.logo_hash AS publisher_logo_hash`;

export const ARTICLE_COLUMNS = `${CARD_COLUMNS}, a.body_html, a.author, a.category_id, a.tags_json,
  a.media_json, a.update_time, a.country, p.ga_tracking_id`;

export interface CardRow {
  id: number;
  hash: string;
  title: string;
  summary: string;
  category: string;
  content_type: ContentType;
  sub_type: ContentSubType;
  age_limit: number;
  thumbnail_type: ThumbnailType;
  thumbnail_hash: string | null;
  publish_time: number;
  badge: BadgeType | null;
  badge_label: string | null;
  publisher_id: string;
  publisher_name: string;
  publisher_logo_hash: string | null;
}

export interface ArticleRow extends CardRow {
  body_html: string;
  author: string;
  category_id: number;
  tags_json: string;
  media_json: string | null;
  update_time: number;
  country: string;
  ga_tracking_id: string | null;
}
