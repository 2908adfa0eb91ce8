// Module types of content-spec §3.
export const MODULE_TYPES = [
  'poll',
  'grid',
  'thumbnailList',
  'showcase',
  'pcpCuration',
  'headline',
  'highlight',
  'carousel',
  'image',
  'breakingNewsListing',
  'tagListing',
  'trendingComment',
  'dramaList',
  'movieTrendingChart',
  'dramaTrendingChart',
  'subscribedEntity',
] as const;
export type ModuleType = (typeof MODULE_TYPES)[number];
