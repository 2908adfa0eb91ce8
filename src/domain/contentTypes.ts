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
