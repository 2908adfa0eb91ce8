// Article content types, sub-types and thumbnail types of content-spec §3.
export const CONTENT_TYPES = [
  'ADVERTORIAL',
  'ALBUM',
  'EXTERNAL',
  'GENERAL',
  'LIVE',
  'POLL',
  'TOPIC',
  'TRAILER',
  'VIDEOHUB',
] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export const CONTENT_SUB_TYPES = ['GENERAL', 'ADVERTORIAL'] as const;
export type ContentSubType = (typeof CONTENT_SUB_TYPES)[number];

export type ThumbnailType = 'IMAGE' | 'VIDEO';

export const BADGE_TYPES = ['HOT', 'BREAKING_NEWS', 'NEW', 'EXCLUSIVE', 'CUSTOM', 'POP', 'AD_ARTICLE'] as const;
export type BadgeType = (typeof BADGE_TYPES)[number];
/** AD_ARTICLE badges are grey; the others use the accent colour. */
export const BADGE_COLOUR: Readonly<Record<BadgeType, 'ACCENT' | 'GREY'>> = {
  HOT: 'ACCENT', BREAKING_NEWS: 'ACCENT', NEW: 'ACCENT', EXCLUSIVE: 'ACCENT', CUSTOM: 'ACCENT', POP: 'ACCENT', AD_ARTICLE: 'GREY',
};
